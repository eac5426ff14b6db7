/// One thing a question is about, as the library can look for it: the word the person typed,
/// the Arabic surface forms that count as mentioning it in a passage, and (from the glossary)
/// phrases and an English gloss. A concept either is covered by a cited passage's matn or is
/// named in the answer as not found.
public struct Concept: Sendable, Equatable {
    /// The word or words as typed ("smoking", "الصدقة"): what the answer names when nothing
    /// covers it.
    public var label: String
    /// An English gloss for English readers ("charity"), when the glossary has one.
    public var gloss: String?
    /// Normalised Arabic tokens that count as this concept in a passage. Empty when the
    /// library cannot search for it (an English word the glossary does not know).
    public var forms: Set<String>
    /// Normalised multi-word phrases that count as this concept (from the glossary).
    public var phrases: [[String]]
    /// Carried over from an earlier question in the conversation: it steers ranking but is
    /// not required of the answer.
    public var fromContext = false
    /// Known only from the glossary's list of things the texts do not speak of ("smoking"):
    /// searching would only find homographs (دخان "smoke" for "smoking").
    public var knownAbsent = false
    /// How many passages mention it, once the retriever has asked the index.
    public var documents: Int?
    /// The library looked for it and no passage of the three texts has it.
    public var absentFromTexts = false
    /// An Arabic word absent from the texts that the question uses about a topic the glossary
    /// knows, as a verb or an indefinite predicate («كيف يعامل الأسرى؟», «هل السحر حقيقة؟»):
    /// it is how the asker puts it, not what is asked about, so it never forces abstention.
    public var incidental = false
    /// An Arabic word the glossary does not know that names which kind of its topic is asked
    /// about, in construct after it («صلاة الاستخارة», «زكاة الفطر»): the topic itself, not a
    /// qualifier (`QueryAnalyzer.specifiesTopic`).
    public var specifiesTopic = false
    /// Named only in the story a long question tells before it asks, not in the sentence that
    /// asks (`QueryAnalyzer.markNarrative`): context, weighed as such.
    public var narrative = false
    /// A well-known text whose key words the question says together, in a stretch little longer
    /// than the key ("a woman can't travel alone without a mahram"): the asker names that text,
    /// whatever else the question tells (`QueryAnalyzer.togetherSlack`).
    public var saidTogether = false
    /// An English word the glossary does not know, written with a capital inside the question
    /// ("al-Ghazali", "IVF"): a name, the most specific part of what is asked.
    public var isName = false
    /// Found through the general English–Arabic dictionary, not the glossary: its Arabic may be
    /// another sense of the word ("kind" → النوع), so it counts for less.
    public var fromLexicon = false
    /// The concept in the texts' own words (the glossary's first Arabic term, the dictionary's
    /// translation, or the Arabic word as typed): what an English question becomes when it is
    /// searched by meaning in Arabic.
    public var arabicText: String?
    /// For a word the glossary does not know: its light stem, which counts as a partial match
    /// (the generated forms miss much of verb morphology: «ثمره» / «فثمرها», «أبر» / «أبرت»).
    public var stem: String?
    /// The word without a leading conjunction («وعاشوراء» → «عاشوراء»), searched when the word
    /// as typed occurs nowhere.
    public var alternate: Set<String>?
    /// For an Arabic word the glossary does not know: the word without its article, whose
    /// root's participles («نمص» → «النامصات», «المتنمصات») are searched beside its forms
    /// when those are in almost no passage (`ArabicParticiples`, worked out only then).
    public var participleBase: String?
    /// For an Arabic word the glossary does not know: the texts' other words of its root
    /// (`ArabicRoot`), which count at a discount (`Scorer.rootCredit`); set by the retriever.
    public var rootForms: Set<String> = []
    /// Forms that count only in a passage that also has one of `cues` (a homograph's sense).
    public var weakForms: Set<String> = []
    /// A well-known text the question paraphrases (found by meaning): it weighs as much as the
    /// rest of the question together, so a passage of that text answers even where the asker's
    /// other words are not the text's.
    public var isKnownText = false
    /// An English word the general dictionary translates only with words the texts never use
    /// ("brain"): absent from the texts unless the Qur'an's English translation has it.
    public var untranslated = false
    /// The question names a well-known text (by the glossary's keys or by meaning): the
    /// translation's verses then only reorder what was found, they bring no others.
    public var namesText = false
    public var cues: Set<String> = []
    /// The sura the question names as its topic: the hadith cite a short sura by its opening
    /// words («قل هو الله أحد»), which count as naming it.
    public var sura: Int?
    /// The sura this word names when the question asks about a passage in it: every aya of
    /// that sura has it (`QueryAnalyzer.lookWithinSura`).
    public var withinSura: Int?
    /// The ayat the glossary's entry for this concept names (its `refs`): offered, they are
    /// what the question asked for, whatever words they have.
    public var namedAyat: [AyaRef] = []
    /// A name typed in Latin letters, to be spelled in Arabic against the texts (`LatinNames`),
    /// with the kunya or nasab word before it («أبو», «أم», «ابن») when one was typed.
    public var latinName: String?
    public var kinship: [String] = []

    public init(label: String, gloss: String? = nil, forms: Set<String>, phrases: [[String]] = [],
                fromContext: Bool = false, knownAbsent: Bool = false) {
        self.label = label
        self.gloss = gloss
        self.forms = forms
        self.phrases = phrases
        self.fromContext = fromContext
        self.knownAbsent = knownAbsent
    }

    /// Whether the library can search for this concept at all.
    public var isSearchable: Bool {
        !knownAbsent && (!forms.isEmpty || !phrases.isEmpty || !weakForms.isEmpty || stem != nil)
    }

    /// The FTS5 expression over the matn column (and the stem column for a stem): every form
    /// and phrase, quoted so no user text is read as FTS5 syntax.
    /// The FTS5 expression of the concept's phrases alone, nil when it has none.
    var phrasesExpression: String? {
        guard isSearchable, !phrases.isEmpty else { return nil }
        let parts = phrases.map { "\"" + $0.joined(separator: " ").replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        return "matn : (\(parts.joined(separator: " OR ")))"
    }

    var matnExpression: String? {
        guard isSearchable else { return nil }
        // A double quote inside an FTS5 string is doubled; tokens never hold one, but no text
        // is ever read as query syntax.
        // (Foundation's replacing, called for every form, showed in profiles: most have no quote.)
        func quoted(_ s: String) -> String {
            "\"" + (s.utf8.contains(UInt8(ascii: "\"")) ? s.replacingOccurrences(of: "\"", with: "\"\"") : s) + "\""
        }
        var parts = forms.union(weakForms).sorted().map(quoted)
        parts += phrases.map { quoted($0.joined(separator: " ")) }
        var clauses: [String] = []
        if !parts.isEmpty { clauses.append("matn : (\(parts.joined(separator: " OR ")))") }
        if let stem { clauses.append("stem : (\(quoted(stem)))") }
        return clauses.isEmpty ? nil : clauses.joined(separator: " OR ")
    }
}

import Foundation
import Domain

/// Word-level helpers of the question analysis.
extension QueryAnalyzer {
    /// How many words more than its key a well-known text's words may stretch over and still be
    /// said together (`Concept.saidTogether`).
    static let togetherSlack = 3
    /// Words a question may put between a well-known text's key words: a question says them
    /// loosely, but not a sentence apart ("People once asked … why they change" is not the key
    /// "change a people" of 13:11, and was answered by it alone).
    static let questionKeySlack = 8

    /// Whether a question's key words of a verse's entry lie in one sentence: "… it doesn't
    /// change how he behaves. I remember a verse comparing people …" is no "change a people"
    /// (13:11), which, named, was the whole answer. A hadith's text is still read across two
    /// sentences ("I'm sick and can't stand up. How should I pray?"): it is not named outright.
    static func namesVerse(_ entry: Int, in question: String, _ glossary: Glossary) -> Bool {
        saidTogether(question, glossary: glossary, slack: questionKeySlack).contains(entry)
    }

    /// The ayat a glossary entry names (`Glossary.Entry.refs`), each once.
    static func addAyat(_ refs: [String]?, to q: inout LibraryQuery) {
        for r in refs ?? [] { for ref in AyaRef.parse(r) where !q.ayat.contains(ref) { q.ayat.append(ref) } }
    }

    /// The entries whose key words one sentence of `question` says together ("… because I'm
    /// Muslim. Is that right?" does not say "a Muslim's right").
    static func saidTogether(_ question: String, glossary: Glossary, slack: Int) -> Set<Int> {
        var out = Set<Int>()
        for sentence in sentenceTexts(of: question) where !sentence.text.isEmpty {
            out.formUnion(glossary.keyed(in: sentence.text, slack: slack).map(\.entry))
        }
        return out
    }

    static let contractionEndings = ["n't", "n’t", "'m", "’m", "'re", "’re", "'ve", "’ve", "'ll", "’ll", "'d", "’d"]

    static func isContraction(_ word: String) -> Bool {
        contractionEndings.contains { word.hasSuffix($0) }
    }

    /// «ثوابه» "its reward": a frame word with a pronoun that points to the previous topic.
    static func framePointingBack(_ token: String) -> QuestionIntent? {
        for s in ["ه", "ها", "هم", "هما"] where token.hasSuffix(s) && token.count - s.count >= 3 {
            let word = String(token.dropLast(s.count))
            // «نقوله», "we say it": the pronoun is what is said, named in the question itself.
            if let intent = QuestionFrame.arabic[word] { return intent == .saying ? nil : intent }
            // «عقوبته»: a ة before a pronoun is written ت.
            if word.hasSuffix("ت"), let intent = QuestionFrame.arabic[String(word.dropLast()) + "ه"] { return intent }
        }
        return nil
    }

    /// Loose spelling → the word as the person typed it, for naming what was not found.
    static func typedWords(_ question: String) -> [String: String] {
        var out: [String: String] = [:]
        for piece in question.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") }) {
            // A quotation mark is not part of the word it opens or closes ('Allahumma … afuwwun').
            let raw = piece.trimmingCharacters(in: CharacterSet(charactersIn: "'’‘"))
            let key = Glossary.loose(String(raw))
            if !key.isEmpty, !key.contains(" "), out[key] == nil { out[key] = String(raw) }
        }
        return out
    }

    /// The words that open a sentence after the question's first ("… lift his hands? Shoulders
    /// or ears?"), in `Glossary.loose` spelling: their capital is the sentence's, not a name's.
    static func sentenceOpenings(_ question: String) -> Set<String> {
        var out = Set<String>()
        var afterStop = false
        for piece in question.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            let word = Glossary.loose(String(piece.filter { $0.isLetter || $0 == "'" }))
            if afterStop, !word.isEmpty, !word.contains(" ") { out.insert(word) }
            if let last = piece.last(where: { !$0.isWhitespace }) { afterStop = ".?!؟".contains(last) }
        }
        return out
    }

    /// A present-tense verb as spoken Arabic says it: «تمد», «بيعمل», «نروح», «اشتغل». Not a
    /// word with the article («عم النبي», the Prophet's uncle).
    static func isSpokenPresent(_ token: String) -> Bool {
        guard token.count >= 3, let first = token.first, !token.hasPrefix("ال") else { return false }
        return "يتنا".contains(first) || token.count >= 4 && ["بي", "بت", "بن"].contains(String(token.prefix(2)))
    }

    static func isArabic(_ token: String) -> Bool {
        token.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) }
    }
}

extension QueryAnalyzer {
    /// How a word no passage has may be meant (searched only then): «وعاشوراء» as «عاشوراء»,
    /// a spoken present «بيحب» as «يحب», and a hamza typed on its seat's letter, as people
    /// type it, «الغايب», «جايز» as «الغائب», «جائز», or left off at the end.
    static func otherSpellings(_ token: String) -> [String] {
        var out: [String] = []
        // Read only when the word as typed is in no passage, so three letters left will do
        // («وفضه» → «فضه»).
        if token.hasPrefix("و") || token.hasPrefix("ف"), token.count >= 4 { out.append(String(token.dropFirst())) }
        // Levantine «عَ» for «على» before the article: «عالأكل» is «على الأكل».
        if token.hasPrefix("عال"), token.count >= 6 { out.append(String(token.dropFirst())) }
        let spoken = withoutSpokenPresent(token)
        if let spoken { out.append(spoken) }
        // A verb with its object, as no passage has it: «هيحاسبني» → «يحاسب», «ترميهم» → «ترمي».
        for word in [token, spoken].compactMap({ $0 }) { if let bare = withoutObject(word) { out.append(bare) } }
        // Said of oneself, a verb no passage has may be there said of another («اتثاوب»).
        let people = otherPersons(token)
        out += people
        for word in [token] + people {
            if let seated = withHamzaSeated(word) { out.append(seated) }
        }
        // A final hamza left off: «العلما», «الانبيا» are «العلماء», «الانبياء».
        if token.count >= 4, token.hasSuffix("ا") { out.append(token + "ء") }
        // Spoken Arabic's passive: «يتغسلوا», «يندفنوا» are «يغسلوا», «يدفنوا» (يُغسَّلون،
        // يُدفنون), and «اتغسل», «اندفن» are «غسل», «دفن».
        for word in [token, spoken].compactMap({ $0 }) { if let active = withoutSpokenPassive(word) { out.append(active) } }
        // Egyptian and Levantine say ث as ت: «تلات» is «ثلاث», «اتنين» «اثنين», «كتير» «كثير».
        if token.contains("ت"), token.count >= 3 { out.append(token.replacingOccurrences(of: "ت", with: "ث")) }
        // … and ذ as د: «دهب» is «ذهب», «كدب» «كذب», «دبح» «ذبح».
        if token.contains("د"), token.count >= 3 { out.append(token.replacingOccurrences(of: "د", with: "ذ")) }
        return out
    }

    /// Words searched beside a word the glossary does not know, as typed: the texts' words for a
    /// spoken one (`SpokenWords`), the word with its final hamza (`withFinalHamza`), without its
    /// tanween's alif (`withoutTanween`) or without the «ل» of purpose (`withoutPurposeLam`).
    static func besideTyped(_ token: String) -> [String] {
        SpokenWords.texts(for: token) + withFinalHamza(token) + withoutTanween(token) + withoutPurposeLam(token)
            + spokenPresentBeside(token)
    }

    /// A past verb said of oneself, of "you" or of "her" («عطست», «تعبت»: I sneezed, I grew
    /// tired) as said of him («عطس», «تعب»), as the texts tell it; `Retriever.widenRare` searches
    /// it when the typed form is in almost no passage. Four letters or more after a conjunction,
    /// so that «بيت», «وقت», «موت» stay nouns; not a definite word nor a plural in «ات».
    static func pastSaidOfHim(_ token: String) -> [String] {
        let bare = (token.hasPrefix("و") || token.hasPrefix("ف")) && token.count >= 5 ? String(token.dropFirst()) : token
        guard bare.count >= 4, bare.hasSuffix("ت"), !bare.hasSuffix("ات"), !bare.hasPrefix("ال") else { return [] }
        let stem = String(bare.dropLast())
        // «سهوت», «دعوت»: the و of a defective verb is «ا» said of him («سها», «دعا»).
        if stem.count == 3, stem.hasSuffix("و") { return [String(stem.dropLast()) + "ا"] }
        return [stem]
    }

    /// A spoken present of five letters or more («بنقرا», «بتصلي», «بيصوم»: we recite, you
    /// pray, he fasts) is searched as said of him («يقرا», «يصلي», «يصوم»), as the texts tell
    /// it: its generated forms («بنقرأ» as «ب» + «نقر»…) are in a passage or two, so it is not
    /// a word no passage has. Not as «نقرا»: «بنفسه» is «ب» + «نفسه», a word in 890 passages.
    /// Only the ب of the present: «ه» and «ح» begin too many words («حنان», «هيئة»).
    static func spokenPresentBeside(_ token: String) -> [String] {
        guard token.count >= 5, token.hasPrefix("ب"), let verb = withoutSpokenPresent(token) else { return [] }
        return ["ي" + verb.dropFirst()]
    }

    /// A present verb after the «ل» of purpose («ليبيت», «لتصلي»: so as to spend the night, to
    /// pray) is searched as the verb too: the typed form is in a passage or two, and would weigh
    /// as the rarest word of the question.
    static func withoutPurposeLam(_ token: String) -> [String] {
        let letters = Array(token)
        guard letters.count >= 5, letters[0] == "ل", "يتن".contains(letters[1]) else { return [] }
        return [String(letters.dropFirst())]
    }

    /// An indefinite noun in the accusative is typed with its tanween's alif («سمنا», «وعسلا»):
    /// the noun without it is searched beside it, since the texts name the thing mostly with the
    /// article («السمن والعسل»). Not for a word of three letters, where the alif is most often
    /// the word's own («ربا», «زنا», «دعا»), a definite one (no tanween), a plural verb's «وا»,
    /// nor «ايا» and «يا» endings («هدايا», «الدنيا»).
    static func withoutTanween(_ token: String) -> [String] {
        let bare = (token.hasPrefix("و") || token.hasPrefix("ف")) && token.count >= 5 ? String(token.dropFirst()) : token
        guard bare.count >= 4, bare.hasSuffix("ا"), !bare.hasPrefix("ال"), !bare.hasSuffix("وا"), !bare.hasSuffix("يا"),
              !bare.hasSuffix("اا") else { return [] }
        return [String(bare.dropLast())]
    }

    /// The same word with the final hamza a typist left off, for a word of five letters or more
    /// («الشهدا»): unlike `otherSpellings`, read beside the word as typed, since a few passages
    /// spell it so too and would otherwise stand for the hundreds that write «الشهداء».
    /// So is a definite noun's hamza after «و» («الوضو», «السو»: «الوضوء», «السوء»), which
    /// no verb ending has.
    static func withFinalHamza(_ token: String) -> [String] {
        if token.count >= 5 && token.hasSuffix("ا") && !token.hasSuffix("وا") { return [token + "ء"] }
        let definite = ArabicForms.lookupKey(token)
        return definite.count >= 5 && definite.hasPrefix("ال") && definite.hasSuffix("و") ? [token + "ء"] : []
    }

    /// The verb a spoken passive is made from: a person's letter and then the ت of form V or the
    /// ن of form VII («يتغسل» → «يغسل», «تنكتب» → «تكتب»), or, in the past, اِت or اِن before
    /// three letters or more («اتغسل» → «غسل»). Only read when the word as typed is in no passage.
    static func withoutSpokenPassive(_ token: String) -> String? {
        let letters = Array(token)
        guard letters.count >= 5 else { return nil }
        if ["ي", "ت", "ن"].contains(letters[0]), ["ت", "ن"].contains(letters[1]) {
            return String([letters[0]] + letters.dropFirst(2))
        }
        if letters[0] == "ا", ["ت", "ن"].contains(letters[1]) { return String(letters.dropFirst(2)) }
        return nil
    }

    /// `token` without an object pronoun at its end, when three letters or more are left.
    static func withoutObject(_ token: String) -> String? {
        // A definite noun takes no pronoun: «القهوه»'s ه is its ة.
        guard !token.hasPrefix("ال") else { return nil }
        for suffix in ["هما", "هم", "ها", "كم", "نا", "ني", "ه", "ك"] where token.hasSuffix(suffix) && token.count - suffix.count >= 3 {
            return String(token.dropLast(suffix.count))
        }
        return nil
    }

    /// A hamza typed as its seat's letter after an alif: «الغايب» → «الغائب», «تثاوب» → «تثاءب».
    static func withHamzaSeated(_ word: String) -> String? {
        let letters = Array(word)
        guard letters.count >= 4 else { return nil }
        var seated = letters
        for i in letters.indices.dropFirst().dropLast() where letters[i] == "ا" {
            if letters[i + 1] == "ي" { seated[i + 1] = "ئ" } else if letters[i + 1] == "و" { seated[i + 1] = "ء" }
        }
        return seated == letters ? nil : String(seated)
    }

    /// «بيحب» → «يحب», «بتوجعني» → «توجعني», «بنصلي» → «نصلي»: the ب with which Levantine
    /// and Egyptian Arabic mark the present, taken off a verb of at least three letters. Only
    /// tried when the word as typed is in no passage, so «بيت» and «بنات» are never read so.
    /// The future's ه (Egyptian) or ح (Levantine) the same way: «هيحاسبني» → «يحاسبني», «حنصلي» → «نصلي»;
    /// and the Maghrebi present's ك: «كتقول» → «تقول», «كيوسعها» → «يوسعها».
    static func withoutSpokenPresent(_ token: String) -> String? {
        let letters = Array(token)
        guard letters.count >= 4, ["ب", "ه", "ح", "ك"].contains(letters[0]), ["ي", "ت", "ن"].contains(letters[1]) else { return nil }
        return String(letters.dropFirst())
    }
}

extension QueryAnalyzer {
    /// The glossary's entries for an Arabic word, or, when it has none, for the word said of
    /// someone else: a question says «أصوم», «نصلي», «تتوضأ» (I, we, you), the glossary knows
    /// «يصوم», «صلى», «توضأ». The word's own forms are still searched.
    static func arabicEntries(of token: String, in glossary: Glossary) -> (entries: [Glossary.Entry], saidOfOthers: Bool) {
        let own = glossary.arabicEntries(for: token)
        guard own.isEmpty else { return (own, false) }
        // A noun in ة with a pronoun is the noun («زكاتي» my zakat, «صلاتك», «صدقته»): its
        // forms are generated from the noun, never back from the possessed word.
        for noun in possessedNoun(token) {
            let entries = glossary.arabicEntries(for: noun)
            if !entries.isEmpty { return (entries, false) }
        }
        // A prophet's name after a preposition: «لنوح», «بموسى», «كيوسف» are «نوح», «موسى», «يوسف».
        if let first = token.first, "لبك".contains(first), prophetNames.contains(String(token.dropFirst())) {
            let entries = glossary.arabicEntries(for: String(token.dropFirst()))
            if !entries.isEmpty { return (entries, false) }
        }
        for other in otherPersons(token) {
            let entries = glossary.arabicEntries(for: other)
            if !entries.isEmpty { return (entries, true) }
        }
        return ([], false)
    }

    static let prophetNames = Set(ConceptMatcher.prophetNames)

    /// The ة-nouns `token` may be with a pronoun after its ت (normalised, ة as ه): «زكاتي» →
    /// «زكاه», «الزكاه». Two letters at least before the ت.
    static func possessedNoun(_ token: String) -> [String] {
        for end in ["تهما", "تكما", "تكم", "تهم", "تهن", "تنا", "تها", "تي", "تك", "ته"]
        where token.hasSuffix(end) && token.count - end.count >= 2 {
            let noun = String(token.dropLast(end.count)) + "ه"
            return [noun, "ال" + noun]
        }
        return []
    }

    /// «اصوم» → «يصوم», «صوم»; «نصلي» → «يصلي», «صلي»; «تتوضا» → «يتوضا», «توضا».
    static func otherPersons(_ token: String) -> [String] {
        let letters = Array(token)
        // «الأزهر»'s alif is the article's, not "I".
        guard letters.count >= 4, ["ا", "ن", "ت"].contains(letters[0]), letters[1] != "ل" || letters[0] != "ا" else { return [] }
        let rest = String(letters.dropFirst())
        // «تتوضأ» is «توضأ» said to you; «تأسس» without its ت is another verb.
        return letters[0] == "ت" && !rest.hasPrefix("ت") ? ["ي" + rest] : ["ي" + rest, rest]
    }

    /// The verb a doer's noun is made from («تارك» "one who abandons" → «ترك»): the passages
    /// speak of the act (ترك الصلاة) as often as of the doer, and the generated forms keep
    /// them apart. Only the فاعل pattern, whose long ā after the first letter is never a root
    /// letter in a four-letter word.
    static func root(of stem: String) -> String {
        let letters = Array(stem)
        guard letters.count == 4, letters[1] == "ا", letters[0] != "ا" else { return stem }
        return String([letters[0], letters[2], letters[3]])
    }

    /// An English question without what it says in brackets: "does it cover the dishes my
    /// coworkers bring in (no pork obviously)?" asks about the food of the People of the Book;
    /// "pork", a well-known text's word, outweighed it. A bracket with a number or Arabic in
    /// it is kept («(البقرة: 255)», "(2:183)"), and so is one that is most of the question.
    static func withoutAsides(_ question: String) -> String {
        guard question.contains("("), !question.unicodeScalars.contains(where: { (0x0600...0x06FF).contains($0.value) }) else {
            return question
        }
        var out = "", aside: String?
        for ch in question {
            if ch == "(", aside == nil { aside = ""; continue }
            if ch == ")", let a = aside {
                if a.contains(where: \.isNumber) { out += "(" + a + ")" } else { out += " " }
                aside = nil
                continue
            }
            if aside != nil { aside?.append(ch) } else { out.append(ch) }
        }
        if let a = aside { out += "(" + a }
        return out.split(whereSeparator: \.isWhitespace).count >= 3 ? out : question
    }

    /// A well-known text's weak word (`Glossary.Entry.weak`: «الغيبة», backbiting or absence)
    /// names the text only as the question's whole topic («ما حكم الغيبة؟») or beside one of
    /// its cues; amid other words and none of its cues it is the other sense («إذا طالت غيبة
    /// الرجل عن أهله»). Entries without keys keep their own rule (`sense`).
    static func weakAmidOtherWords(_ e: Glossary.Entry, _ t: String, _ tokens: [String], _ i: Int) -> Bool {
        guard e.keys != nil, let weak = e.weak,
              weak.contains(where: { ArabicForms.lookupKey(ArabicNormalizer.tokens($0).first ?? "") == ArabicForms.lookupKey(t) })
        else { return false }
        let cues = Set((e.cues ?? []).compactMap { ArabicNormalizer.tokens($0).first.map(ArabicForms.lookupKey) })
        let others = tokens.indices.filter { $0 != i }.map { tokens[$0] }.filter { w in
            !QuestionFrame.arabicFiller.contains(w) && !stopwords.contains(w) && QuestionFrame.arabic[w] == nil && w.count > 1
        }
        return !others.isEmpty && !others.contains { cues.contains(ArabicForms.lookupKey($0)) }
    }
}

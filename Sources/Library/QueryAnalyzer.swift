import Domain
import Foundation

/// Turns a question in English, Arabic or transliteration into a `LibraryQuery`.
public struct QueryAnalyzer: Sendable {
    public var glossary: Glossary
    /// The general English–Arabic dictionary, for English words the glossary does not know.
    public var lexicon: EnglishLexicon?
    /// Set for a quotation being checked: a well-known text's key words must stand together
    /// (`Glossary.keyed(in:slack:)`), as a saying's words do.
    public var keySlack: Int?

    public init(glossary: Glossary = .bundled, lexicon: EnglishLexicon? = nil) {
        self.glossary = glossary
        self.lexicon = lexicon
    }

    // Function words and the formulae every hadith repeats: they match everything and rank
    // nothing, and they are what makes an OR query slow on the full corpus.
    static let stopwords: Set<String> = [
        "من", "في", "علي", "عن", "الي", "ان", "ما", "لا", "قال", "ثم", "او", "هو", "هي", "هذا",
        "هذه", "ذلك", "التي", "الذي", "كان", "قد", "به", "له", "لهم", "عليه", "وسلم", "صلي",
        "حدثنا", "اخبرنا", "حدثني", "اخبرني", "يا", "ماذا", "كيف", "هل", "لماذا", "متي", "و",
        "فقال", "وهو", "انه", "اذا", "لم", "مع", "كل", "بن", "ابن", "ابو", "ابي", "رضي",
        "عنه", "عنها", "الذين", "ولا", "فيه", "بها", "لي", "انا", "نحن", "هناك", "عند", "الله", "رسول",
        // How questions are framed ("ما حكم …", "ما معنى …", "اشرح …"), not what they are about.
        "حكم", "معني", "تعريف", "شرح", "اشرح", "اذكر", "دليل", "الدليل", "ماهو", "ماهي", "اريد",
    ]
    /// With "the Qur'an's" (loosely "qurans") and "Quranic".
    static let quranWords: Set<String> = ["quran", "koran", "qur", "sura", "surah", "surat", "qurans", "korans",
                                          "quranic", "koranic", "aya", "ayah", "ayat", "verse", "verses", "ayas"]
    // Gulf and Levantine «هالآية», «هالسورة»: this verse, this sura.
    static let quranWordsArabic: Set<String> = ["قران", "القران", "سوره", "ايه", "الايه", "ايات", "الايات", "بسوره",
                                                "هالايه", "هالايات", "هالسوره"]

    /// The query for `question`, asked after `context` (the conversation's earlier questions,
    /// oldest first). A follow-up is answered for its own content; a fragment ("And during
    /// illness?") also carries the earlier topic, and one with no topic of its own ("وما ثوابه؟")
    /// takes it over.
    public func analyze(_ question: String, context: [String] = []) -> LibraryQuery {
        var q = analyzeOwn(question)
        Self.markNarrative(&q, question: question)
        Self.markReasons(&q, question: question)
        Self.mergeRoots(&q)
        guard let last = context.last else { return q }
        let previous = analyze(last, context: Array(context.dropLast()))
        let topicless = q.required.isEmpty && q.ayat.isEmpty
        guard topicless || q.isFragment else { return q }
        // "And during illness?" after "What is the reward for being patient?" asks for the
        // same thing about more: the earlier question's intent stands unless the fragment
        // names its own.
        if q.intent == .general { q.intent = previous.intent }
        q.isFragment = true
        for var c in previous.concepts where !q.concepts.contains(where: { $0.forms == c.forms && $0.phrases == c.phrases }) {
            c.fromContext = c.fromContext || !topicless
            q.concepts.append(c)
        }
        if topicless {
            q.ayat = previous.ayat
            q.mentionsQuran = q.mentionsQuran || previous.mentionsQuran
        }
        return q
    }

    /// A short question opening on «و» or «ف» joined to its first word («والمريض؟»,
    /// «وعاشوراء؟», «فالذهب؟») leans on the one before it, as "And the sick?" does. Only short
    /// ones: a long question opening on و is usually its own.
    static func startsWithConjunction(_ tokens: [String]) -> Bool {
        guard let first = tokens.first, tokens.count <= 3, first.count >= 4,
              first.hasPrefix("و") || first.hasPrefix("ف") else { return false }
        return true
    }

    func analyzeOwn(_ asked: String) -> LibraryQuery {
        var q = LibraryQuery()
        let (suraNamed, meanings) = SuraMeanings.rewritten(Self.withoutAsides(asked))
        let (question, spoken) = EnglishInformal.standardised(suraNamed)
        let informal = spoken.merging(meanings) { a, _ in a }
        let latin = Glossary.loose(question).split(separator: " ").map(String.init)
        let arabicWords = Self.arabicWords(question)
        let arabicTokens = arabicWords.map(\.token)
        q.mentionsQuran = latin.contains(where: Self.quranWords.contains)
            || arabicTokens.contains(where: Self.quranWordsArabic.contains)
        let named = Self.explicitAyat(question, latin: latin, arabic: ArabicNormalizer.tokens(question))
        q.ayat = named.ayat
        q.isFragment = latin.first.map { $0 == "and" || $0 == "also" } == true
            || question.lowercased().trimmingCharacters(in: .whitespaces).hasPrefix("what about")
            || question.lowercased().trimmingCharacters(in: .whitespaces).hasPrefix("how about")
            || arabicTokens.first.map(QuestionFrame.arabicFollowUp.contains) == true
            || Self.startsWithConjunction(arabicTokens) || Self.refersBack(latin)

        // English and transliteration: the glossary's spellings first (longest wins), then the
        // words it does not know, which the library cannot search and must say so of.
        let typed = Self.typedWords(question).merging(informal) { _, asTyped in asTyped }
        let openings = Self.sentenceOpenings(question)
        if QuestionFrame.asksWhatToSay(latin) { q.intent = .saying }
        var used = Set<Int>()
        var intentWords: [Concept] = []
        // A well-known text named in the asker's own words ("the man who killed a hundred
        // people"): its words are one concept, the text's own phrases, not each word apart.
        let together = Self.saidTogether(question, glossary: glossary, slack: keySlack ?? Self.togetherSlack)
        for k in glossary.keyed(in: question, slack: keySlack ?? Self.questionKeySlack) {
            let e = glossary.entries[k.entry]
            // A verse is named only by key words in one sentence (`QueryAnalyzer.namesVerse`).
            guard keySlack != nil || e.refs == nil || Self.namesVerse(k.entry, in: question, glossary) else { continue }
            let label = Self.keyLabel(k.words, latin, typed)
            used.formUnion(k.words)
            // "the reward for looking after an orphan" still asks for a reward.
            for i in k.words.sorted() where q.intent == .general {
                if let intent = QuestionFrame.english[latin[i]] { q.intent = intent }
            }
            Self.addAyat(e.refs, to: &q)
            var named = Self.concept(from: e, label: label)
            named.namesText = true
            named.saidTogether = together.contains(k.entry)
            Self.add(named, to: &q)
        }
        for span in glossary.spans(in: question) {
            // Words a well-known text has already taken, and the rest of a phrase it took a
            // word of ("Day" of "Day of Judgement"): alone, they are not what was asked.
            if span.words.contains(where: used.contains) { span.words.forEach { used.insert($0) }; continue }
            let e = glossary.entries[span.entry]
            let label = span.words.map { typed[Glossary.loose(latin[$0])] ?? latin[$0] }.joined(separator: " ")
            var concept = Self.concept(from: e, label: label)
            // A text's own name of three words or more, typed as the glossary has it ("the food
            // of the People of the Book"), is said together as a key's words are.
            if span.words.count >= 3, !concept.phrases.isEmpty { concept.saidTogether = true }
            span.words.forEach { used.insert($0) }
            // "the hadith about niyyah": hadith, Qur'an, Islam carry the question, not its topic.
            // A filler's possessive too: "God's name" is no "goods" (the loose spelling's "gods").
            let one = latin[span.words.lowerBound]
            // (A claim being checked keeps it: "Allah's blessings" is the saying's own word.)
            let filler = QuestionFrame.englishFiller.contains(one) || keySlack == nil
                && QuestionFrame.possessiveBase(typed[one] ?? one).map(QuestionFrame.englishFiller.contains) == true
            if span.words.count == 1, filler && !(keySlack != nil && QuestionFrame.mergesIntoFiller(typed[one] ?? ""))
                || Self.isSetting(span.words.lowerBound, latin) || Self.isReporter(span.words.lowerBound, latin) {
                intentWords.append(concept)
                continue
            }
            // "Is smoking haram?" asks for a ruling: haram is the frame, not the topic.
            if span.words.count == 1, QuestionFrame.english[latin[span.words.lowerBound]] != nil {
                if q.intent == .general { q.intent = QuestionFrame.english[latin[span.words.lowerBound]] ?? .general }
                intentWords.append(concept)
                continue
            }
            if e.refs != nil {
                Self.addAyat(e.refs, to: &q)
                q.mentionsQuran = true
            }
            Self.add(concept, to: &q)
        }
        for (i, raw) in latin.enumerated() where !used.contains(i) {
            // "can't", "I'm" carry no topic (the loose spelling has lost their apostrophe: "cant").
            if Self.isContraction((typed[raw] ?? raw).lowercased()) { continue }
            let w = lexicon?.knows(raw) == false ? QuestionFrame.meantFrameWord(raw) ?? raw : raw
            if let intent = QuestionFrame.english[w] {
                if q.intent == .general { q.intent = intent }
                continue
            }
            if let kunya = Self.kunya(at: i, latin, typed, used: used) {
                for j in i + 1...i + kunya.words { used.insert(j) }
                Self.add(kunya.concept, to: &q)
                continue
            }
            if QuestionFrame.isEnglishFiller(w, typed: typed[raw] ?? raw, quoting: keySlack != nil) || Self.quranWords.contains(w) || w.count < 3
                || w.allSatisfy(\.isNumber) || Self.isArabic(w) || Self.englishLoose[w] != nil || Self.isReporter(i, latin)
                || Self.isNisba(i, latin, typed)
                || Self.namesCollection(i, latin) { continue }
            // A capitalised word inside the question that the glossary does not know is a name
            // ("Valentine's", "Dome"): the dictionary's sense of the common word (الأحبة)
            // is not what is asked about.
            // Not one opening a later sentence that the dictionary knows ("? Shoulders or ears?").
            let capital = i > 0 && (typed[raw]?.first?.isUppercase ?? false)
                && !(openings.contains(w) && !(lexicon?.arabic(for: w).isEmpty ?? true))
            // A misspelt word is looked for as the word meant, and shown as typed.
            let spelled = capital ? nil : lexicon?.correction(of: w)
            let label = typed[raw] ?? w
            let arabic = capital ? [] : lexicon?.arabic(for: spelled ?? w) ?? []
            if !arabic.isEmpty {
                var forms = Set<String>()
                for t in arabic { forms.formUnion(ArabicForms.forms(of: ArabicForms.base(t))) }
                var c = Concept(label: label, gloss: label, forms: forms)
                c.fromLexicon = true
                c.arabicText = arabic.first
                Self.add(c, to: &q)
                continue
            }
            var unknown = Concept(label: label, forms: [])
            unknown.isName = capital
            // Alone: a part of a longer name ("Harun al-Rashid") is not that name's word
            // (رشيد, rightly guided), and a word the dictionary knows is no name ("Imam").
            unknown.latinName = Self.latinSpelling(i, latin, typed, capital: capital, lexicon: lexicon)
            // The dictionary gave nothing: the word is either one it translates only with words
            // the texts lack, or one it does not know at all ("birthdays", "aquarium").
            unknown.untranslated = lexicon != nil
            Self.add(unknown, to: &q)
        }

        // Arabic: frame words set the intent; the rest are concepts, through the glossary when
        // it knows the word, else by the word's own surface forms. A person's name is one.
        let names = Self.nameSpans(arabicWords)
        for (i, word) in arabicWords.enumerated() where !names.contains(where: { $0.words.contains(i) }) {
            let t = word.token
            // Read only as a frame or filler word: «كيجوز», «كتقول» are Maghrebi «يجوز», «تقول».
            // «ولي» is the guardian («الزواج من غير ولي»), far more often than "and to me".
            let bare = (t.hasPrefix("و") || t.hasPrefix("ف")) && t.count > 2 && t != "ولي" ? String(t.dropFirst())
                : t.hasPrefix("ك") ? Self.withoutSpokenPresent(t) ?? t : t
            let begun = q.concepts.contains { !$0.fromContext && $0.isSearchable }
            let bound = Self.frameWordInTopic(i, arabicWords, topicBegun: begun)
            if !bound, let intent = QuestionFrame.arabic[t] ?? QuestionFrame.arabic[bare] ?? Self.framePointingBack(bare) {
                if q.intent == .general { q.intent = intent }
                if Self.framePointingBack(bare) != nil, i > 0 || q.required.isEmpty { q.isFragment = true }
                continue
            }
            // «طيب، …؟» opening a spoken question is "OK, so …", not perfume or the good.
            if i == 0, ["طيب", "طب", "اوكي"].contains(t) { continue }
            // «صحيح أن …؟», «هل صحيح أنه …؟»: is it true that; the rest is what is asked.
            if t == "صحيح", i + 1 < arabicWords.count, ["ان", "انه", "انها"].contains(arabicWords[i + 1].token) { continue }
            // Levantine «عم» before a present verb is "-ing" («ما عم تمد»: are not reaching out),
            // not the uncle the texts' «عم» is.
            if t == "عم", i + 1 < arabicWords.count, Self.isSpokenPresent(arabicWords[i + 1].token) { continue }
            if QuestionFrame.arabicFiller.contains(t) || QuestionFrame.arabicFiller.contains(bare)
                || Self.stopwords.contains(t) || Self.stopwords.contains(bare) || Self.quranWordsArabic.contains(t)
                || t.count < 2 || Self.isOr(i, arabicWords) || Self.isAside(i, arabicWords)
                || Self.isArabicReporter(i, arabicWords) { continue }
            let others = arabicTokens.indices.filter { $0 != i }.map { ArabicForms.lookupKey(arabicTokens[$0]) }
            let (entries, saidOfOthers) = Self.arabicEntries(of: t, in: glossary)
            if let e = Self.sense(of: entries, amid: Set(others)), !Self.weakAmidOtherWords(e, t, arabicTokens, i) {
                var c = Self.concept(from: e, label: word.typed)
                // The word's own forms count too, unless the entry says the spelling must not
                // be searched as written («أبر»).
                let asked = (e.ask ?? []).contains { ArabicForms.lookupKey(ArabicNormalizer.tokens($0).first ?? "") == ArabicForms.lookupKey(t) }
                // Found as said of another person («أصلي» as «يصلي»), it is the entry's word
                // alone, one concept with «صلاة» beside it.
                if !asked, !c.knownAbsent, !saidOfOthers { c.forms.formUnion(Self.forms(of: t, taMarbuta: word.taMarbuta)) }
                Self.add(c, to: &q)
            } else {
                var c = Concept(label: word.typed, forms: Self.forms(of: t, taMarbuta: word.taMarbuta))
                for w in Self.besideTyped(t) { c.forms.formUnion(Self.forms(of: w, taMarbuta: false)) }
                c.forms.formUnion(KinshipWords.forms(for: t))
                c.specifiesTopic = Self.specifiesTopic(i, arabicWords)
                let stem = Self.root(of: LightStemmer.stem(ArabicForms.base(t)))
                // A stem of two letters matches nearly anything: only longer ones help.
                // A definite word in ي is a nisba («الشافعي», «الإسلامي»): its root's other words
                // (شافع, intercessor) are not it.
                let nisba = ArabicForms.lookupKey(t).hasPrefix("ال") && t.hasSuffix("ي")
                if stem.count >= 3, !word.taMarbuta, !nisba { c.stem = stem }
                // The root is read now, its forms made only for a rare word (`Retriever.widenRare`).
                if ArabicParticiples.root(of: ArabicForms.base(t)) != nil { c.participleBase = ArabicForms.base(t) }
                let alternates = Self.otherSpellings(t) + ArabicMasdar.presentVerbs(of: t)
                    + ArabicPlurals.singulars(of: ArabicForms.base(t))
                if !alternates.isEmpty {
                    c.alternate = alternates.reduce(into: Set<String>()) { $0.formUnion(Self.forms(of: $1, taMarbuta: word.taMarbuta)) }
                }
                Self.add(c, to: &q)
            }
        }
        for n in names { Self.add(n.concept, to: &q) }
        // A well-known text asked of in Arabic («كيف أصلي على النبي؟» → «اللهم صل على محمد»,
        // «ما فضل الصدقة؟» → «ما نقصت صدقة من مال», 2:261). The question's words the key
        // names are covered by their own forms or by the text's phrases (the passage says
        // «صل», not «أصلي»), and the phrases also bring the text's passages forward, as an
        // earlier topic does for a follow-up, without ever being named as missing.
        for k in glossary.arabicKeyed(in: question) {
            let e = glossary.entries[k.entry]
            let isTheQuestion = Self.keyIsTheQuestion(k.words, q)
            if let refs = e.refs, isTheQuestion {
                for r in refs { for ref in AyaRef.parse(r) where !q.ayat.contains(ref) { q.ayat.append(ref) } }
            }
            var text = Self.concept(from: e, label: e.terms[0])
            // The entry's own words count for the key's words («عطس», «العطاس» for «يعطس»);
            // only the text added beside them is its phrases alone.
            let entryWords = text.forms
            if !text.phrases.isEmpty { text.forms = [] }
            var absentWords: [Int] = []
            for i in q.concepts.indices where !q.concepts[i].fromContext {
                let bases = ArabicNormalizer.tokens(q.concepts[i].label).map(ArabicForms.base)
                guard !bases.isEmpty, bases.allSatisfy(k.words.contains) else { continue }
                // A topic the texts lack, named by two words of which neither alone is it
                // («زرع الأعضاء»: «الأعضاء» are also the limbs washed in wudu).
                if e.absent == true {
                    q.concepts[i].knownAbsent = true
                    q.concepts[i].forms = []
                    q.concepts[i].phrases = []
                    absentWords.append(i)
                    continue
                }
                for p in text.phrases where !q.concepts[i].phrases.contains(p) { q.concepts[i].phrases.append(p) }
                q.concepts[i].forms.formUnion(entryWords)
            }
            Self.joinAbsentTopic(absentWords, in: &q)
            text.fromContext = true
            if isTheQuestion || text.phrases.isEmpty { Self.add(text, to: &q) }
        }
        // «ما فضل سورة الكهف؟» asks what the hadith say of the sura, not for its first ayat:
        // a sura named without an aya, in a question about a virtue or a ruling, is a topic.
        if !named.wholeSura.isEmpty, q.intent != .virtue, q.intent != .ruling, Self.asksWithinSura(q, named.wholeSura) {
            // "In surah Kahf, why did Khidr make a hole in the boat?" asks about one passage of
            // the sura: its first ayat are not the answer; the question's own words find it there.
            Self.lookWithinSura(&q, named.wholeSura)
        }
        if !named.wholeSura.isEmpty, q.intent == .virtue || q.intent == .ruling {
            q.ayat.removeAll { named.wholeSura.contains($0) }
            for sura in Set(named.wholeSura.map(\.sura)).sorted() where sura <= SuraNames.arabic.count {
                let name = SuraNames.arabic[sura - 1]
                let tokens = ArabicNormalizer.tokens(name)
                // Named as a sura, in the language of the question ("Surah Yasin"), so what is
                // not found is the sura, not the word («الملك», the king, is everywhere).
                let inArabic = question.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) }
                let titles = SuraNames.englishTitles
                let label = inArabic || sura > titles.count ? "سورة " + name : "Surah " + titles[sura - 1]
                // The name as a word of the question («سورة يس», «سورة البقرة»: not a cow) gives
                // way to the sura; a glossary text of the sura (al-Ikhlas: a third of the Qurʾan) stays.
                q.concepts.removeAll { !$0.fromContext && $0.phrases.isEmpty && ArabicNormalizer.tokens($0.label) == tokens }
                guard !q.concepts.contains(where: { c in tokens.allSatisfy(c.forms.contains) || c.phrases.contains(tokens) }) else { continue }
                // A name of two or three letters is a word of its own in other forms («يس» in
                // «أليس»): it counts only after the word sura.
                var c = tokens.count == 1 && tokens[0].count > 3
                    ? Concept(label: label, forms: ArabicForms.forms(of: ArabicForms.base(tokens[0])))
                    : Concept(label: label, forms: [], phrases: [tokens.count == 1 ? ["سوره"] + tokens : tokens])
                c.arabicText = name
                // A sura's name: what the question is about, never a word of how it is put.
                c.isName = true
                c.sura = sura
                Self.add(c, to: &q)
            }
        }
        // Only frame words ("What is haram?"): they are the topic after all.
        if q.concepts.isEmpty, q.ayat.isEmpty { for c in intentWords { Self.add(c, to: &q) } }
        return q
    }

    /// The entry a homograph stands for in this question: the one whose own words or cues
    /// the question's other words share («أبر والدي» honours parents, «نخلا قد أبر» was
    /// pollinated), else the glossary's first.
    static func sense(of entries: [Glossary.Entry], amid others: Set<String>) -> Glossary.Entry? {
        guard entries.count > 1 else { return entries.first }
        func shared(_ e: Glossary.Entry) -> Int {
            (e.arabic + (e.ask ?? []) + (e.cues ?? [])).filter { a in
                let toks = ArabicNormalizer.tokens(a.hasPrefix("=") ? String(a.dropFirst()) : a)
                return toks.count == 1 && others.contains(ArabicForms.lookupKey(toks[0]))
            }.count
        }
        let scores = entries.map(shared)
        guard let best = scores.max(), best > 0 else { return entries.first }
        return entries[scores.firstIndex(of: best)!]
    }

    /// The words of one topic the texts lack, as the asker wrote them together: one concept,
    /// named as one thing ("do not mention «بطاقة الائتمان»", not «بطاقة» or «الائتمان»).
    static func joinAbsentTopic(_ indices: [Int], in q: inout LibraryQuery) {
        guard indices.count >= 2, let first = indices.min() else { return }
        var topic = q.concepts[first]
        topic.label = indices.sorted().map { q.concepts[$0].label }.joined(separator: " ")
        for i in indices.sorted(by: >) { q.concepts.remove(at: i) }
        q.concepts.insert(topic, at: first)
    }

    static func add(_ c: Concept, to q: inout LibraryQuery) {
        // Words the library cannot search have no forms to compare: each is its own concept,
        // so that every one of them is named when nothing covers it.
        let same: (Concept) -> Bool = c.isSearchable
            ? { $0.forms == c.forms && $0.phrases == c.phrases }
            : { !$0.isSearchable && $0.label == c.label }
        if let i = q.concepts.firstIndex(where: same) {
            if q.concepts[i].gloss == nil { q.concepts[i].gloss = c.gloss }
            return
        }
        // One word said twice with another prefix («قيل لإبراهيم: يا إبراهيم …»): the glossary
        // reads both as the same thing and their forms meet, so it is one concept, or the
        // name would weigh twice and a verse with the name alone (37:104) would come first.
        if c.isSearchable, !c.fromContext, c.phrases.isEmpty, let g = c.gloss,
           let i = q.concepts.firstIndex(where: { $0.isSearchable && !$0.fromContext && $0.gloss == g && $0.phrases.isEmpty
               && !$0.forms.isDisjoint(with: c.forms) }) {
            q.concepts[i].forms.formUnion(c.forms)
            return
        }
        q.concepts.append(c)
    }

    /// The surface forms of a question's Arabic word: its own, and those of the word without a
    /// possessive ending («والدي» "my parents" → والد…), unless it was written with ة.
    static func forms(of token: String, taMarbuta: Bool) -> Set<String> {
        let base = ArabicForms.base(token)
        var out = ArabicForms.forms(of: base)
        for word in ArabicPlurals.others(of: base) { out.formUnion(ArabicForms.forms(of: word)) }
        out.formUnion(ArabicMasdar.verbForms(of: base))
        // A word with the article takes no pronoun: the ي of «الشافعي» is the name's, not "my"
        // (its forms would be those of «شافع», intercessor).
        let definite = base != token && ArabicForms.lookupKey(token).hasPrefix("ال")
        if !taMarbuta, !definite {
            for s in ["ي", "ه", "ها", "هم", "ك", "كم", "نا"] where base.hasSuffix(s) && base.count - s.count >= 3 {
                out.formUnion(ArabicForms.forms(of: String(base.dropLast(s.count))))
                break
            }
        }
        return out
    }
}

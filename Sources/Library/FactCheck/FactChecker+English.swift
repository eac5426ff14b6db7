/// English claims: the library holds no English text, so a claim is matched by meaning through
/// the library's retrieval (cross-lingual when the embedder is installed) and never verified
/// word for word; `byMeaning` says so, and the confidence stays below an Arabic match's.
extension FactChecker {
    func checkEnglish(_ q: Quotation) -> FactCheckClaim {
        withContrastsChecked(withNumbersChecked(matchEnglish(q)))
    }

    /// The passage an English claim is matched to by meaning, and the verdict that match gives.
    func matchEnglish(_ q: Quotation) -> FactCheckClaim {
        var r = retriever
        r.limit = 5
        r.meaningCoversAbsent = true
        r.analyzer.keySlack = Self.keySlack
        let query = r.analyzer.analyze(q.text)
        // Named in other words than the glossary's keys ("Loving your homeland is a part of
        // iman"), an unfound saying is found by meaning, as an English question's known text is.
        var byMeaning = query
        r.addKnownText(to: &byMeaning, question: q.text)
        if UnfoundSayings.named(in: byMeaning) { return unfoundSayingClaim(q) }
        // A famous saying the glossary knows in Arabic («انما الاعمال بالنيات» for "actions are
        // judged by intentions") is checked word for word in Arabic; the match is still only as
        // good as the translation, so it stays a match by meaning.
        let claimWords = q.text.split(whereSeparator: { !$0.isLetter }).count
        // Only a phrase standing for most of the claim: a glossary phrase for one of its words
        // («يؤمن بالله واليوم الاخر») is in many texts the claim is not.
        // A well-known text the glossary's keys name carries most of the claim's weight when
        // it is what the claim says ("Actions are judged only by intentions, and every person
        // will have what he intended": the rest is that saying's own wording).
        let weights = (try? retriever.weigh(query.concepts)) ?? []
        let total = weights.reduce(0) { $0 + $1.weight }
        // A text is in a few passages; a topic with keys («طلب العلم», in 436) is not one.
        // A glossary term that is a text's own words ("tongue and hand" for «المسلم من سلم
        // المسلمون من لسانه ويده») names it as a key does.
        let named = Set(weights.filter { Self.isText($0.concept) && $0.documents <= Self.namedDocuments
                && total > 0 && $0.weight / total >= Self.namedShare }
            .map(\.concept.label))
        let whole = query.concepts.filter { 2 * $0.label.split(separator: " ").count >= claimWords || named.contains($0.label) }
        var found: [FactCheckClaim] = []
        for phrase in whole.flatMap(\.phrases) where phrase.count >= 2 {
            var arabic = Quotation(text: phrase.joined(separator: " "), language: "ar", attribution: q.attribution)
            arabic.attribution = q.attribution
            let claim = checkArabic(arabic)
            // The saying is found either way; a claim giving it the wrong source is
            // misattributed ("Allah says in the Qur'an: actions are judged by intentions"). But
            // a phrase standing for part of the claim says nothing about whose words the rest
            // are: "believes in Allah and the Last Day" is in 65:2 and in the hadith, so a verse
            // is the Prophet's misattribution only when no hadith has the phrase at all.
            // Likewise a verse found by a phrase standing for half the claim is the claim's only
            // if no hadith has that phrase: "Allah says: whoever believes in Allah and the Last
            // Day, let him speak good …" is Bukhari 6018 given as the Qur'an, not 65:2.
            let part = !named.contains(concept(of: phrase, in: whole)?.label ?? "")
            if claim.verdict == .authentic, part, claim.reference?.collection == .quran, phraseInHadith(arabic) { continue }
            if claim.verdict == .authentic || claim.verdict == .misattributed && !inHadithToo(claim, arabic) { found.append(claim) }
        }
        if let claim = bestOfText(found, q) {
            var out = claim
            out.text = q.text
            out.language = "en"
            out.byMeaning = true
            out.confidence = min(0.8, claim.confidence)
            // The reader compares the claim with the whole saying, not with the phrase
            // that found it («إنما الأعمال بالنيات» of a longer claim).
            if let key = claim.reference?.key, let hit = try? retriever.index.passage(key: key) {
                out.canonical = AnswerComposer.quote(hit).saying
            }
            return out
        }
        // A verse in a translation's words, found through the library's own translation. A
        // claim given as the Prophet's may share a verse's words ("beware of suspicion" is in
        // 49:12 and in the hadith): it is a misattributed verse only when no hadith says it.
        let byTranslation = checkByTranslation(q, keyed: query.ayat)
        // A claim naming a hadith book is that book's hadith whose English has every one of its
        // words, not a verse sharing some of them ("Intercede, and you will be rewarded" -
        // Bukhari is not 78:26): the book named is the claim's own word on where to look, so
        // its few words will do.
        // The claim's search of the hadith's English, made once for both ways that read it.
        var searched: [TranslationPostings.Hit]?
        let search = { () -> [TranslationPostings.Hit] in
            if let s = searched { return s }
            let s = self.retriever.hadithTranslation?.value?.english.search(q.text, limit: Self.hadithTranslationHits) ?? []
            searched = s
            return s
        }
        if byTranslation != nil, let h = namedBookHadith(q, search: search) { return h }
        if let t = byTranslation, t.claimedSource != "prophet" { return t }
        // A hadith in a translation's words, the same way.
        let hadithHits = hadithEnglishHits(q, search: search)
        if let h = checkHadithByTranslation(q, found: hadithHits) { return h }
        // A claim given as the Prophet's that a verse's translation matched is the verse
        // misattributed only when no hadith says it better: a hadith whose English two ways
        // agree on and that has more of the claim's words than the verse ("I was given victory
        // by the east wind, and 'Ad were destroyed by the west wind" is Bukhari 1035, though
        // 69:6 tells of 'Ad's wind). A hadith telling how a verse came down has the verse's
        // words too, but no more of them than the verse (96:1–2 in Bukhari 4956).
        if let t = byTranslation, t.claimedSource == "prophet",
           let h = checkHadithByTranslation(q, agreeing: true, found: hadithHits),
           coverage(of: q, in: h) > coverage(of: q, in: t) + Self.betterHadithMargin {
            return h
        }
        // Otherwise the passage the library would answer with, if it covers the whole claim
        // through words the glossary knows: a claim only partly covered («love», «faith» but
        // not «homeland») is not matched.
        guard var result = try? r.answer(query, question: q.text),
              let top = matchedPassage(result, query, q, weights: weights),
              query.concepts.allSatisfy({ !$0.isSearchable || !$0.forms.isEmpty || !$0.phrases.isEmpty }),
              byTranslation == nil || top.hit.passage.collection != .quran else {
            return byTranslation ?? checkHadithByTranslation(q, agreeing: true, found: hadithHits)
                ?? FactCheckClaim(text: q.text, language: "en", verdict: .notFound, confidence: 0.6,
                                  attribution: q.attribution, byMeaning: true)
        }
        // The passage that matched leads: the claim's source is judged by it first.
        result.passages.removeAll { $0.hit.passage.key == top.hit.passage.key }
        result.passages.insert(top, at: 0)
        let claim = q.attribution
        let hadith = result.passages.filter { $0.hit.passage.collection != .quran }
        let quran = result.passages.filter { $0.hit.passage.collection == .quran }
        var chosen = top
        var wrong: String?
        switch claim.speaker {
        case .quran?:
            // A verse stands for the claim only if it has as much of the claim in its words as
            // the passage that matched: a verse named for one phrase of a hadith's wording («a
            // share of inheritance», 4:11) is not the hadith given as the Qur'an.
            let least = byWords(top, weights)
            let fitting = quran.filter { $0.hit.passage.key == top.hit.passage.key || byWords($0, weights) >= least }
            let numbered = fitting.first { h in
                claim.ayah.map { $0.contains(sura: h.hit.passage.sura, aya: h.hit.passage.aya) } ?? false
            }
            if let a = numbered ?? fitting.first {
                chosen = a
                // The words are this verse's, not the one the claim numbers or the sura it names.
                let p = a.hit.passage
                if let named = claim.ayah, !named.contains(sura: p.sura, aya: p.aya) { wrong = "quran:\(named)" }
                else if let sura = claim.sura, sura != p.sura { wrong = "quran:\(sura)" }
            } else { wrong = "quran" }
        case .prophet?:
            let named = hadith.first { claim.collections.isEmpty || claim.collections.contains($0.hit.passage.collection) }
            if let h = named {
                chosen = h
            } else if let h = hadith.first {
                chosen = h
                wrong = Self.books(claim)
            } else {
                wrong = "prophet"
            }
        case .divine?, nil:
            if !claim.collections.isEmpty {
                if let h = hadith.first(where: { claim.collections.contains($0.hit.passage.collection) }) { chosen = h }
                else if let h = hadith.first { chosen = h; wrong = Self.books(claim) }
            }
        }
        let ref = englishReference(chosen.hit)
        let others = result.passages.filter { $0.hit.passage.key != chosen.hit.passage.key }.prefix(2)
        let sources = [ref] + others.map { englishReference($0.hit) }
        let confidence = min(0.75, 0.45 + 0.3 * chosen.coverage)
        return FactCheckClaim(text: q.text, language: "en", verdict: wrong == nil ? .authentic : .misattributed,
                              confidence: confidence, attribution: claim, reference: ref,
                              canonical: AnswerComposer.quote(chosen.hit).saying, sources: sources,
                              byMeaning: true, claimedSource: wrong)
    }

    /// Of the phrases of one glossary text that the claim's words found (65:2's «ومن يتق الله
    /// يجعل له مخرجا» and 65:3's «ومن يتوكل على الله فهو حسبه»), the one the claim says: the
    /// verse it names, else the verse whose translation has most of its words; a hadith keeps
    /// the glossary's order.
    func bestOfText(_ found: [FactCheckClaim], _ q: Quotation) -> FactCheckClaim? {
        guard found.count > 1 else { return found.first }
        func score(_ c: FactCheckClaim) -> Double {
            guard let ref = c.reference, ref.collection == .quran, let sura = ref.sura, let aya = ref.aya else { return 0 }
            if let named = q.attribution.ayah, named.sura == sura, (aya...(ref.ayaEnd ?? aya)).contains(named.aya) { return 2 }
            guard let t = retriever.translation?.value else { return 0 }
            return t.coverage(of: q.text, in: [PassageKey(collection: .quran, sura: sura, number: aya)])
        }
        // Each scored once: a score may measure the claim against a translation.
        return zip(found, found.map(score)).max { $0.1 < $1.1 }?.0
    }

    /// A concept standing for one text: a key's, or a term whose Arabic is only a saying of
    /// four words or more.
    static func isText(_ c: Concept) -> Bool {
        c.namesText || c.forms.isEmpty && !c.phrases.isEmpty && c.phrases.allSatisfy { $0.count >= 4 }
    }

    /// Words a claim may put between a key's own words: "call upon Me and I will answer you"
    /// (40:60) is not the key "call … answer" of 2:186 spread over a sentence.
    public static let keySlack = 3

    /// The share of a claim's weight a named text must have to stand for the whole claim.
    static let namedShare = 0.6
    /// The most passages a named text may be in (its tellings).
    static let namedDocuments = 12

    /// The concept of `whole` whose phrases include `phrase`.
    func concept(of phrase: [String], in whole: [Concept]) -> Concept? {
        whole.first { $0.phrases.contains(phrase) }
    }

    /// Whether a hadith of either book has the Arabic phrase word for word.
    func phraseInHadith(_ arabic: Quotation) -> Bool {
        [LibraryCollection.bukhari, .muslim].contains { book in
            var inBook = arabic
            inBook.attribution = Attribution(speaker: .prophet, collections: [book])
            return checkArabic(inBook).verdict == .authentic
        }
    }

    /// Whether a verse given as the Prophet's words is also in a hadith.
    func inHadithToo(_ claim: FactCheckClaim, _ arabic: Quotation) -> Bool {
        claim.claimedSource == "prophet" && phraseInHadith(arabic)
    }

    /// The share of a claim's words its passage must have when it is also the claim's nearest
    /// passage by meaning: a paraphrase leaves some of the translation's words behind ("safe"
    /// for «سلم», "building" for «البنيان» the dictionary renders otherwise), and two ways
    /// agreeing on one passage is what it leaves. Every word the claim has must still be one
    /// the glossary or the dictionary can look for (the guard's last condition).
    static let nearestCoverage = 0.45

    /// A verse the glossary names for the claim's words (its keys, all present) is the claim's
    /// when the key is all the claim says: "completed religion" (5:3) is not "he has completed
    /// half of his religion".
    func namedFits(_ top: RankedPassage, _ query: LibraryQuery, _ q: Quotation) -> Bool {
        top.named && query.concepts.allSatisfy { $0.namesText || $0.fromContext }
    }

    /// The passage the claim matches among those the library would answer with: the first when
    /// it covers the whole claim (or is the text the glossary names for all of it), else the
    /// passage nearest the claim's meaning (the embedder's first) when it is among them and
    /// covers most of the claim by its words (a passage near in meaning that has "help" does
    /// not also cover "God helps those who help themselves" by meaning). Word search and meaning agreeing on one passage is what a
    /// paraphrase leaves; the first by words alone is often another telling's neighbour
    /// ("the most beloved places to Allah are the mosques" ranks a market ruling first).
    func matchedPassage(_ result: LibraryResult, _ query: LibraryQuery, _ q: Quotation,
                        weights: [WeightedConcept]) -> RankedPassage? {
        guard let top = result.passages.first else { return nil }
        if namedFits(top, query, q) { return top }
        // A saying's words stand together: "Poverty is my pride" is not a story that has
        // «جهد» in one line and «كبراء» in another.
        if top.scattered { return nil }
        // Nor is it a long story whose words the claim's happen to be, far apart ("People are
        // asleep, and when they die they wake up": «نائم», «مات», «استيقظ» across Abu Dharr's
        // story, 75 words for three).
        if Self.spreadOut(top) { return nil }
        if !top.matched.isEmpty && top.coverage >= 0.99 { return top }
        // The first passage has every word the glossary knows and most of the claim's weight in
        // its own words: what it lacks is a dictionary word or one the texts never use ("Take
        // suhoor": «تسحروا» is not the dictionary's "take"). Never a name it lacks.
        // And it has a text the glossary names, or two words it knows: one common word ("help")
        // is in too many verses to say which one a saying is.
        let known = query.concepts.filter { c in !c.fromLexicon && c.isSearchable && top.matched.contains { $0.label == c.label } }
        if top.coverage >= Self.wordsCoverage, byWords(top, weights) >= Self.wordsCoverage,
           known.count >= 2 || known.contains(where: \.namesText), query.concepts.allSatisfy({ c in
            c.fromContext || top.matched.contains { $0.label == c.label } || (c.fromLexicon || !c.isSearchable) && !c.isName
        }) { return top }
        guard let key = retriever.semantic?.nearest(query.meaningText(for: q.text), k: 1).first?.key,
              let near = result.passages.first(where: { $0.hit.passage.key == key }),
              !near.matched.isEmpty, near.coverage >= Self.nearestCoverage else { return nil }
        // Its words alone must cover that much: meaning may stand for a word the dictionary
        // renders otherwise ("building" for «البنيان»), not for most of the claim.
        guard byWords(near, weights) >= Self.nearestCoverage else { return nil }
        if Self.spreadOut(near) { return nil }
        // … and, as above, by more than one common word: "Pray each prayer as if it were your
        // farewell prayer" is near a hadith on the adhan by «الصلاة» alone (Bukhari 604).
        let own = near.matched.filter { !near.nearInMeaning.contains($0.label) }
        if own.count < 2, !own.contains(where: \.namesText) { return nil }
        return near
    }

    /// Whether the claim's words lie further apart in the passage than a saying's would: more
    /// than `spreadPerWord` words for each word matched, and `spreadSlack` more (a paraphrase
    /// reorders and a saying has words between its key words).
    static func spreadOut(_ p: RankedPassage) -> Bool {
        guard let span = p.span else { return false }
        return span > spreadPerWord * p.matched.count + spreadSlack
    }
    static let spreadPerWord = 4
    static let spreadSlack = 4

    /// The share of the claim's weight a passage covers by its own words, not by meaning.
    func byWords(_ p: RankedPassage, _ weights: [WeightedConcept]) -> Double {
        let total = weights.filter { !$0.concept.fromContext }.reduce(0) { $0 + $1.weight }
        let covered = weights.filter { w in
            p.matched.contains { $0.label == w.concept.label } && !p.nearInMeaning.contains(w.concept.label)
        }.reduce(0) { $0 + $1.weight }
        return total > 0 ? covered / total : 0
    }

    /// The share a first passage must cover, by its words, when only dictionary words or words
    /// the texts never use are left out.
    static let wordsCoverage = 0.75

    func englishReference(_ hit: SearchHit) -> FactCheckReference {
        let p = hit.passage
        var ref = FactCheckReference(collection: p.collection, key: p.key, title: AnswerComposer.reference(p, .en, catalog),
                                     titleArabic: AnswerComposer.reference(p, .ar, catalog), url: catalog.link(p))
        switch p.collection {
        case .quran:
            ref.sura = p.sura
            ref.aya = p.aya
        case .bukhari, .muslim:
            if p.collection == .bukhari { ref.number = p.number }
            if p.book > 0 { ref.book = p.book }
            if p.inBook > 0 { ref.inBook = p.inBook }
        }
        return ref
    }

    /// How much more of a claim's words a hadith's English needs than a verse's translation to
    /// be the saying the claim quotes rather than the verse.
    static let betterHadithMargin = 0.1

    /// The share of an English claim's words in the translations of the passages `claim` cites.
    func coverage(of q: Quotation, in claim: FactCheckClaim) -> Double {
        let keys = claim.sources.compactMap { PassageKey($0.key) }
        guard let first = keys.first else { return 0 }
        if first.collection == .quran {
            return retriever.translation?.value?.coverage(of: q.text, in: keys.filter { $0.collection == .quran }) ?? 0
        }
        return retriever.hadithTranslation?.value?.english.coverage(of: q.text, in: [first]) ?? 0
    }
}

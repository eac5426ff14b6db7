import AppResources
import Foundation
import Testing
@testable import Library

/// The hadith's English vectors: what text each hadith is embedded by, the committed file and
/// its check against the installed translation, and the English claims they let the checker
/// match (a hadith nearest the claim's meaning in English, with a fair part of its words).
@Suite struct HadithEnglishVectorsTests {
    /// Ranks by the hadith's English as the embedder would: `english` first; the Arabic
    /// passages' nearest are `arabic`.
    struct EnglishNearest: SemanticRanking {
        let arabic: [String]
        let english: [String]
        func nearest(_ question: String, k: Int) -> [(key: String, score: Float)] {
            arabic.prefix(k).map { ($0, 0.9) }
        }
        func hadithEnglishRank(_ question: String, k: Int,
                               candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float]) {
            (english.prefix(k).map { ($0, 0.9) }, [:])
        }
    }

    /// A library of the truthfulness hadith with its English, and `claim`'s one quotation.
    func truthfulness(_ claim: String) throws -> (index: LibraryIndex, english: EnglishTexts, quotation: Quotation) {
        let index = try HadithTranslationTests.library([HadithTranslationTests.key: HadithTranslationTests.truthfulness])
        let english = try #require(HadithTranslation.Lazy(besideIndex: index).value?.english)
        return (index, english, try #require(QuotationExtractor.quotations(in: claim).first))
    }

    @Test func aHadithIsEmbeddedWithoutItsNarratorsLead() {
        #expect(HadithEnglishVectors.embeddedText("Narrated Abu Huraira: The Prophet (ﷺ) said, \"Religion is very easy.\"")
            == "The Prophet (ﷺ) said, \"Religion is very easy.\"")
        // The packages' slips open a lead too.
        #expect(HadithEnglishVectors.embeddedText("Narrated' `Abdullah: Once he offered five rak`at.")
            == "Once he offered five rak`at.")
        // No lead, a colon far into the text, or nothing after the lead: the text as it is.
        #expect(HadithEnglishVectors.embeddedText("Allah's Messenger said: fast.") == "Allah's Messenger said: fast.")
        let long = "Narrated " + String(repeating: "x", count: 90) + ": said"
        #expect(HadithEnglishVectors.embeddedText(long) == long)
        #expect(HadithEnglishVectors.embeddedText("Narrated Abu Bakra:") == "Narrated Abu Bakra:")
    }

    @Test func theCommittedVectorsAreTheHadithsMadeWithThePinnedModel() throws {
        let url = try #require(AppResources.url(HadithEnglishVectors.path))
        let file = try VectorFile(data: try Data(contentsOf: url, options: .alwaysMapped))
        let pins = try LibraryPins.bundled()
        #expect(file.dimension == Embedder.dimension)
        #expect(file.provenance.model == pins.semantic?.memberSha256)
        #expect(file.keys.count >= HadithTranslation.minimumCount)
        #expect(file.keys.allSatisfy { $0.collection != .quran })
        #expect(file.keys == file.keys.sorted())
    }

    @Test func theVectorsAreRefusedForAnotherTranslationFile() throws {
        let dir = try InstallerTests.tempDir("hadith-en-vectors")
        let tsv = dir.appendingPathComponent(HadithTranslation.fileName)
        let texts = [HadithTranslationTests.key: HadithTranslationTests.truthfulness]
        try Data(HadithTranslation.tsv(texts).utf8).write(to: tsv)
        #expect(HadithEnglishVectors.open(pins: try LibraryPins.bundled(), translation: tsv) == nil)
        let missing = dir.appendingPathComponent("none")
        #expect(HadithEnglishVectors.open(pins: try LibraryPins.bundled(), translation: missing) == nil)
    }

    @Test func aParaphraseIsTheHadithNearestItInEnglishWhenItHasEnoughOfItsWords() throws {
        let key = HadithTranslationTests.key
        let (index, english, q) = try truthfulness("The Prophet ﷺ said: \"Honesty leads to goodness, and "
            + "goodness to Paradise; a man keeps telling the truth until he is recorded as sincere.\"")
        let coverage = english.coverage(of: q.text, in: [key])
        #expect(coverage >= FactChecker.nearestEnglishCoverage && coverage < FactChecker.agreeingCoverage, "\(coverage)")
        // Not among the nearest by the Arabic: only the English's nearness says which hadith.
        let arabicOnly = try FactChecker(index: index, semantic: EnglishNearest(arabic: ["quran:1:1"], english: []))
        #expect(arabicOnly.checkHadithByTranslation(q, agreeing: true) == nil)
        let near = try FactChecker(index: index, semantic: EnglishNearest(arabic: ["quran:1:1"], english: [key.description]))
        let claim = try #require(near.checkHadithByTranslation(q, agreeing: true))
        #expect(claim.reference?.key == key.description)
        #expect(claim.verdict == .authentic && claim.byMeaning)
        // Nearest in English, but with too few of its words: a saying in no book is near some hadith.
        let few = try #require(QuotationExtractor.quotations(in: "The Prophet ﷺ said: \"Honesty is a garden and the "
            + "path of the pious who keep their word.\"").first)
        #expect(english.coverage(of: few.text, in: [key]) < FactChecker.nearestEnglishCoverage)
        #expect(near.checkHadithByTranslation(few, agreeing: true) == nil)
    }

    @Test func aParaphraseIsAHadithAmongItsFewNearestInEnglishWithAThirdOfItsWords() throws {
        let key = HadithTranslationTests.key
        let (index, english, q) = try truthfulness("The Prophet ﷺ said: \"Honesty leads to goodness, and "
            + "goodness to Paradise; a man keeps telling the truth until he is recorded as sincere.\"")
        #expect(english.coverage(of: q.text, in: [key]) >= FactChecker.agreeingEnglishCoverage)
        // Second by its English, after a hadith that has none of the claim's words: the nearest
        // alone (`nearestEnglishCoverage`) would say nothing.
        let other = "muslim:1"
        let second = try FactChecker(index: index, semantic: EnglishNearest(arabic: ["quran:1:1"], english: [other, key.description]))
        let claim = try #require(second.checkHadithByTranslation(q, agreeing: true))
        #expect(claim.reference?.key == key.description && claim.verdict == .authentic)
        // Beyond the few nearest, no agreement.
        let far = Array(repeating: other, count: FactChecker.agreeingEnglishNearest) + [key.description]
        let distant = try FactChecker(index: index, semantic: EnglishNearest(arabic: ["quran:1:1"], english: far))
        #expect(distant.checkHadithByTranslation(q, agreeing: true) == nil)
    }

    @Test func aParaphraseWithFewOfItsWordsIsTheHadithBothMeaningsPutNearest() throws {
        let key = HadithTranslationTests.key
        let (index, english, q) = try truthfulness("The Prophet ﷺ said: \"Being honest leads you to goodness "
            + "and goodness brings you to Paradise; whoever keeps being honest is written down as such.\"")
        let coverage = english.coverage(of: q.text, in: [key])
        #expect(coverage >= FactChecker.agreeingMeaningCoverage && coverage < FactChecker.agreeingEnglishCoverage, "\(coverage)")
        // Nearest by its English only: a saying in no book is near some hadith too.
        let englishOnly = try FactChecker(index: index, semantic: EnglishNearest(arabic: ["quran:1:1"], english: [key.description]))
        #expect(englishOnly.checkHadithByTranslation(q, agreeing: true) == nil)
        // Nearest by its English and among the nearest by its Arabic: the two agree.
        let both = try FactChecker(index: index, semantic: EnglishNearest(arabic: ["quran:1:1", key.description],
                                                                          english: [key.description]))
        let claim = try #require(both.checkHadithByTranslation(q, agreeing: true))
        #expect(claim.reference?.key == key.description && claim.verdict == .authentic && claim.byMeaning)
        // Too far down the Arabic's nearest, no agreement.
        let far = Array(repeating: "quran:1:1", count: FactChecker.agreeingArabicNearest) + [key.description]
        let distant = try FactChecker(index: index, semantic: EnglishNearest(arabic: far, english: [key.description]))
        #expect(distant.checkHadithByTranslation(q, agreeing: true) == nil)
    }

    @Test func aHadithWhoseEnglishHasTheClaimsWordsFarAboveAnyOtherIsTheClaims() throws {
        let key = HadithTranslationTests.key
        let other = PassageKey(collection: .muslim, number: 7)
        let index = try HadithTranslationTests.library([
            key: HadithTranslationTests.truthfulness,
            other: "Narrated Anas: The Prophet (ﷺ) said, \"A man who fasts in the heat is given drink on the Day of Resurrection.\"",
        ])
        let english = try #require(HadithTranslation.Lazy(besideIndex: index).value?.english)
        let q = try #require(QuotationExtractor.quotations(in: "The Prophet ﷺ said: \"Truthfulness brings a man to "
            + "righteousness and to Paradise, so keep it.\"").first)
        let found = english.search(q.text, limit: 5)
        try #require(found.count == 2 && found[0].key == key)
        #expect(found[0].score >= FactChecker.dominantWordsRatio * found[1].score, "\(found)")
        #expect(found[0].coverage >= FactChecker.dominantWordsCoverage, "\(found[0].coverage)")
        // Near neither by its Arabic nor by its English: the words alone, far ahead, say which.
        let checker = try FactChecker(index: index, semantic: EnglishNearest(arabic: [], english: []))
        #expect(checker.checkHadithByTranslation(q, agreeing: true)?.reference?.key == key.description)
        // Two hadith with the claim's words about as much: no way to say which.
        let level = try HadithTranslationTests.library([key: HadithTranslationTests.truthfulness,
                                                        other: HadithTranslationTests.truthfulness])
        let unsure = try FactChecker(index: level, semantic: EnglishNearest(arabic: [], english: []))
        #expect(unsure.checkHadithByTranslation(q, agreeing: true) == nil)
    }

    @Test func byWordsAloneAHadithMustAlsoBeNearInEnglish() throws {
        // A long story that happens to hold the claim's words, told of another matter.
        let story = PassageKey(collection: .bukhari, number: 6018)
        let told = "Narrated Abu Sa`id: We set out with the Prophet (ﷺ) on a journey, and on the way a man spoke of "
            + "truthfulness, and another said that patience leads a traveller home; then the rain came, and we "
            + "sheltered until the morning, and some said righteousness is in the heart, and the talk turned to "
            + "Paradise and to the camels we had lost, which were found by noon."
        let index = try HadithTranslationTests.library([story: told])
        let q = try #require(QuotationExtractor.quotations(in: "The Prophet ﷺ said: \"Truthfulness leads to "
            + "righteousness, and righteousness leads to Paradise.\"").first)
        // Without the embedder the words decide; with it, a hadith far from the claim in English is no match.
        let words = try FactChecker(index: index)
        #expect(words.checkHadithByTranslation(q)?.reference?.key == story.description)
        let elsewhere = EnglishNearest(arabic: [], english: [HadithTranslationTests.key.description])
        let far = try FactChecker(index: index, semantic: elsewhere)
        #expect(far.checkHadithByTranslation(q) == nil)
        let near = try FactChecker(index: index, semantic: EnglishNearest(arabic: [], english: [story.description]))
        #expect(near.checkHadithByTranslation(q)?.reference?.key == story.description)
    }

    @Test func aClaimsShareIsReadInTheTranslationOfWhatItsClaimCites() throws {
        let key = HadithTranslationTests.key
        let index = try HadithTranslationTests.library([key: HadithTranslationTests.truthfulness])
        let checker = try FactChecker(index: index, semantic: EnglishNearest(arabic: [], english: [key.description]))
        let q = try #require(QuotationExtractor.quotations(in: "The Prophet ﷺ said: \"Truthfulness leads to "
            + "righteousness, and righteousness leads to Paradise; be good to your parents.\"").first)
        let hadith = try #require(checker.checkHadithByTranslation(q, agreeing: true))
        let told = try #require(QuotationExtractor.quotations(in: "Your Lord has decreed that you worship none but Him, and be good to your parents.").first)
        let verse = try #require(checker.checkByTranslation(told))
        #expect(verse.reference?.key == "quran:17:23", "\(verse.reference?.key ?? "-")")
        // Most of the claim is the hadith's; its last words alone are the verse's.
        let inHadith = checker.coverage(of: q, in: hadith), inVerse = checker.coverage(of: q, in: verse)
        #expect(inHadith > inVerse + FactChecker.betterHadithMargin, "\(inHadith) \(inVerse)")
        #expect(inVerse > 0)
    }

    @Test func aShortClaimNamingABookIsItsHadithWhenTheHadithHasAllItsWords() throws {
        let key = HadithTranslationTests.key
        let index = try HadithTranslationTests.library([key: HadithTranslationTests.truthfulness])
        let checker = try FactChecker(index: index)
        func claim(_ text: String) throws -> Quotation { try #require(QuotationExtractor.quotations(in: text).first) }
        let named = try claim("\"Telling the truth leads to Paradise.\" - Bukhari")
        #expect(checker.namedBookHadith(named)?.reference?.key == key.description)
        // Another book named, no book named, or a word the hadith lacks: not by this way.
        #expect(checker.namedBookHadith(try claim("\"Telling the truth leads to Paradise.\" - Muslim")) == nil)
        #expect(checker.namedBookHadith(try claim("The Prophet said: \"Telling the truth leads to Paradise.\"")) == nil)
        #expect(checker.namedBookHadith(try claim("\"Telling the truth leads to wealth.\" - Bukhari")) == nil)
    }
}

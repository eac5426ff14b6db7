import Testing
@testable import Library

/// An everyday English word the texts lack, told among many words they have, is how the story
/// is told ("rest his wooden beams on our side wall … extension"): it no longer makes every
/// passage that lacks it unfit to answer. Several such words, or one in a short question, are
/// still what is asked about.
@Suite struct ToldStoryWordsTests {
    private func retriever() throws -> Retriever {
        Retriever(index: try TranslationTests.library().index,
                  analyzer: QueryAnalyzer(lexicon: EnglishLexicon(entries: ["pathway": ["الصراط"]])))
    }

    private func incidental(_ question: String, _ word: String) throws -> Bool? {
        let r = try retriever()
        return try r.weigh(r.analyzer.analyze(question).concepts).first { $0.concept.label == word }?.concept.incidental
    }

    @Test func oneUnknownWordAmongManyIsADetailOfTheStory() throws {
        let q = "My mother: zakat and sadaqah, fasting in ramadan, prayer with patience. And the extension?"
        #expect(try incidental(q, "extension") == true)
    }

    @Test func aThingTheTextsLackInAShortQuestionIsWhatIsAsked() throws {
        #expect(try incidental("Is sadaqah in cryptocurrency valid?", "cryptocurrency") == false)
    }

    @Test func severalUnknownWordsAreWhatIsAsked() throws {
        let q = "My mother: zakat and sadaqah, fasting in ramadan, prayer with patience. And cupcakes and balloons?"
        #expect(try incidental(q, "cupcakes") == false)
        #expect(try incidental(q, "balloons") == false)
    }

    @Test func nobodyIsAsideLikeNone() {
        let labels = QueryAnalyzer().analyze("whoever cultivates a land that belongs to nobody").concepts.map(\.label)
        #expect(!labels.contains("nobody"), "\(labels)")
    }
}

import Foundation
import Testing
@testable import Library

/// An Arabic question is also measured against the translations' English: e5 often puts a
/// plain or spoken Arabic question nearer the English of a passage than its classical Arabic.
@Suite struct ArabicQuestionEnglishTests {
    /// The embedder's nearest passages by their Arabic and by the hadith's English.
    typealias TwoWays = HadithEnglishVectorsTests.EnglishNearest

    @Test func anArabicQuestionsNearestHadithByTheirEnglishRankByIt() throws {
        let passages = [
            Passage(collection: .muslim, book: 1, inBook: 1, number: 1,
                    text: "عن النبي صلى الله عليه وسلم قال في الجنة ما لا عين رأت", key: "muslim:1"),
            Passage(collection: .muslim, book: 1, inBook: 2, number: 2,
                    text: "عن النبي صلى الله عليه وسلم قال لبلال سمعت دف نعليك بين يدي في الجنة", key: "muslim:2"),
        ]
        let index = try TinyIndex.build("arabic-english", passages, others: [])
        // Both passages have the question's known words, about equally; the hadith's English
        // says which is meant ("I heard the sound of your footsteps in front of me in Paradise").
        let question = "خطوات مين في الجنة؟"
        let arabicOnly = Retriever(index: index, semantic: TwoWays(arabic: [], english: []))
        #expect(try arabicOnly.answer(question).passages.first?.hit.passage.key == "muslim:1")
        let both = Retriever(index: index, semantic: TwoWays(arabic: [], english: ["muslim:2"]))
        #expect(try both.answer(question).passages.first?.hit.passage.key == "muslim:2")
    }
}

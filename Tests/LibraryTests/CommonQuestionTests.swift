import Testing
@testable import Library

/// Questions a new user asks first, in their own words, that the glossary's keys must name.
@Suite struct CommonQuestionTests {
    @Test func whatHappensInTheGraveIsItsQuestioning() {
        // "What happens in the grave?" found a prayer said at a grave.
        let a = QueryAnalyzer()
        for q in ["What happens in the grave?", "ماذا يحدث في القبر؟"] {
            #expect(a.analyze(q).concepts.contains { $0.phrases.contains(["ما", "كنت", "تقول", "في", "هذا", "الرجل"]) }, "\(q)")
        }
    }
}

import Testing
@testable import Library

/// `Retriever+NextVerse`: "the next verse" after a question a verse answered.
@Suite struct NextVerseTests {
    @Test func whichNeighbourAQuestionAsksFor() {
        #expect(Retriever.neighbourSteps(in: "What does the very next verse say?") == [1])
        #expect(Retriever.neighbourSteps(in: "And the verse right after that?") == [1])
        #expect(Retriever.neighbourSteps(in: "what are the next two verses?") == [1, 2])
        #expect(Retriever.neighbourSteps(in: "And the verse before it?") == [-1])
        #expect(Retriever.neighbourSteps(in: "Show me the previous ayah") == [-1])
        #expect(Retriever.neighbourSteps(in: "وما الآية التي بعدها؟") == [1])
        #expect(Retriever.neighbourSteps(in: "طيب والآية اللي قبلها؟") == [-1])
        // Verses about something after or before a time are no neighbour.
        #expect(Retriever.neighbourSteps(in: "Which verses speak of what comes after death?").isEmpty)
        #expect(Retriever.neighbourSteps(in: "Are there verses after death is mentioned that describe the grave?").isEmpty)
        #expect(Retriever.neighbourSteps(in: "What should I recite after the prayer?").isEmpty)
        #expect(Retriever.neighbourSteps(in: "ما الدعاء بعد الصلاة؟").isEmpty)
    }

    @Test func theNeighbourOfThePreviousAnswersVerseIsNamed() throws {
        let r = Retriever(index: try #require(FixtureLibrary.index))
        let after = try r.answer("وما الآية التي بعدها؟", context: ["ما هي آية الكرسي؟"])
        #expect(after.passages.first?.hit.passage.key == "quran:2:256", "\(after.passages.map(\.hit.passage.key))")
        let before = try r.answer("And the verse before it?", context: ["أين آية لا إكراه في الدين؟"])
        #expect(before.passages.first?.hit.passage.key == "quran:2:255", "\(before.passages.map(\.hit.passage.key))")
        let two = try r.answer("What are the next two verses?", context: ["Where is the verse on fasting prescribed for you as for those before you?"])
        #expect(two.passages.prefix(2).map(\.hit.passage.key) == ["quran:2:184", "quran:2:185"],
                "\(two.passages.map(\.hit.passage.key))")
        // The words that point at the verse are no topic of it.
        var q = r.analyzer.analyze("What does the next verse say?", context: ["What is Ayat al-Kursi?"])
        try r.addNeighbourVerses(to: &q, question: "What does the next verse say?", context: ["What is Ayat al-Kursi?"])
        #expect(q.ayat.first == AyaRef(sura: 2, aya: 256))
        #expect(!q.concepts.contains { ["next", "verse"].contains($0.label.lowercased()) }, "\(q.concepts.map(\.label))")
        // Without an earlier question there is no verse to be next to.
        #expect(try r.answer("What does the next verse say?").passages.first?.hit.passage.key != "quran:2:256")
    }
}

import Testing
@testable import Library

/// A question about a topic the glossary knows the texts do not speak of is not answered with
/// passages on the rest of it: none is offered, and the topic is named as not found.
@Suite struct AbsentTopicTests {
    private static func index() throws -> LibraryIndex {
        let sayings = ["تهادوا تحابوا", "أهدى إلى زوجته هدية", "خيركم خيركم لأهله", "الهدية للزوجة", "أهدى هدية"]
        return try TinyIndex.build("absent-topic", TinyIndex.bukhari(sayings, book: 7))
    }

    @Test func aGiftOnValentinesDayIsNotAnsweredWithGifts() throws {
        let r = Retriever(index: try Self.index())
        let result = try r.answer("is it haram to give my wife a gift on valentines day?")
        #expect(result.abstained, "\(result.passages.map(\.hit.passage.key))")
        #expect(result.notFound.contains { $0.knownAbsent })
        // Without the absent topic the same words are answered.
        #expect(!(try r.answer("is it good to give my wife a gift?")).abstained)
        // Told as the story before the question, the topic does not decide it.
        #expect(!(try r.answer("My colleagues celebrate valentines day. What does Islam say about giving my wife a gift?")).abstained)
    }
}

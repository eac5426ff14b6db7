import Domain
import Foundation
@testable import Presentation
import Testing

/// A full disk mid-stream, then space freed: the answer's write is tried again on
/// the next chunk and after the end, and the chat says so when it finally fails.
@Suite struct AnswerSaveRetryTests {
    static func updates(_ effects: [ChatEffect]) -> [String] {
        ChatHarness.writes(effects).compactMap { c -> String? in
            switch c {
            case .updateStreaming(_, let content, _): content
            case .updateMessage(let m, _): m.content
            default: nil
            }
        }
    }

    @Test func theNextChunkWritesAgainAtOnceAndTheEndIsRetriedUntilItWorks() throws {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        #expect(Self.updates(h.events(.chunk("first "))) == ["first "], "the first chunk is written at once")
        let id = try #require(h.vm.turn?.assistantMessageId)
        // The disk is full: that write failed.
        #expect(h.vm.handle(.answerSaveFailed(messageId: id, .storage("disk full")), h.env).isEmpty)
        // The next chunk, within the 500 ms interval, writes the whole text again.
        h.now += 0.1
        #expect(Self.updates(h.events(.chunk("second "))) == ["first second "])
        // The end's write fails too; the answer is written again on later ticks.
        let end = h.events(.done(StreamDone(fullAnswer: "first second third")))
        #expect(Self.updates(end).last == "first second third")
        _ = h.vm.handle(.answerSaveFailed(messageId: id, .storage("disk full")), h.env)
        #expect(Self.updates(h.vm.tick(h.env)).isEmpty, "not before its delay")
        h.clock += 1
        #expect(Self.updates(h.vm.tick(h.env)) == ["first second third"])
        #expect(h.vm.banner == nil)
    }

    @Test func itSaysSoWhenTheAnswerCannotBeSaved() throws {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.events(.chunk("text"), .done(StreamDone(fullAnswer: "text")))
        let id = try #require(h.last?.id)
        for _ in 0..<ChatViewModel.maxSaveFailures {
            _ = h.vm.handle(.answerSaveFailed(messageId: id, .storage("disk full")), h.env)
            h.clock += 60
            _ = h.vm.tick(h.env)
        }
        #expect(h.vm.banner?.error.messageKey == "chat.error.answerNotSaved")
        #expect(h.last?.message.content == "text", "it stays on screen")
    }
}

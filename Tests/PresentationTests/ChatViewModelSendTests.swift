import Domain
import Foundation
@testable import Presentation
import Testing

/// protocol.md §7.1, §5.3 and the seed's Chat use cases: sending.
@Suite struct ChatViewModelSendTests {
    @Test func blankInputDoesNothing() {
        var h = ChatHarness()
        let effects = h.send("   \n\t ")
        #expect(effects.isEmpty)
        #expect(h.vm.messages.isEmpty)
        #expect(h.vm.conversation == nil)
        #expect(h.vm.composer.text == "   \n\t ")
    }

    @Test func sendShowsTheQuestionAtOnceAndClearsTheComposer() {
        var h = ChatHarness()
        let effects = h.send("  What is zakat?  ")
        #expect(h.vm.composer.isEmpty)
        #expect(h.vm.messages.count == 1)
        #expect(h.last?.role == .user)
        #expect(h.last?.message.content == "What is zakat?")
        #expect(h.last?.state == .sending)
        #expect(h.vm.isStreaming)
        // The question is stored before it goes on the network, in that order.
        guard case .store(let writes, let turn)? = effects.first else { Issue.record("no store first"); return }
        #expect(turn == h.turnId)
        // The conversation and its first question are one write (one transaction in the store).
        guard case .startConversation(let c, let m) = writes[0] else {
            Issue.record("unexpected writes \(writes)"); return
        }
        #expect(c.title == "What is zakat?")
        #expect(c.isLocalOnly)
        #expect(c.ownerId == "guest_1_abc")
        #expect(c.backend == "library", "each conversation remembers the backend that created it (ux.md §5.2)")
        #expect(m.conversationId == c.id && m.state == .sending)
        let r = ChatHarness.streamRequests(effects)
        #expect(r.count == 1)
        #expect(r.first?.question == "What is zakat?")
        #expect(r.first?.guest == true)
        #expect(r.first?.language == "en")
        #expect(r.first?.enableThinking == true)
        #expect(r.first?.threadId == nil)
    }

    @Test func longQuestionsGetATruncatedLocalTitle() {
        var h = ChatHarness()
        let q = String(repeating: "word ", count: 30)
        h.send(q)
        #expect(h.vm.conversation?.title == ConversationTitle.local(fromQuestion: q))
        #expect(h.vm.conversation?.title.hasSuffix("…") == true)
    }

    @Test func nothingIsSentWhileAnAnswerStreams() {
        var h = ChatHarness()
        h.send("first")
        let effects = h.send("second")
        #expect(effects.isEmpty)
        #expect(h.vm.composer.text == "second")
        #expect(h.vm.messages.count == 1)
        #expect(!h.vm.canSend)
    }

    @Test func aSecondQuestionReusesTheConversationAndItsThread() {
        var h = ChatHarness()
        h.send("first")
        h.opened()
        h.events(.metadata(StreamMetadata(threadId: "t-9")), .chunk("Answer."), .done(StreamDone()))
        let conversation = h.vm.conversation?.id
        let effects = h.send("second")
        #expect(h.vm.conversation?.id == conversation)
        let writes = ChatHarness.writes(effects)
        #expect(!writes.contains { if case .startConversation = $0 { return true }; return false })
        #expect(ChatHarness.streamRequests(effects).first?.threadId == "t-9")
        #expect(h.vm.messages.map(\.role) == [.user, .assistant, .user])
    }

    @Test func aSendDuringTheGracePeriodClosesTheOldStream() {
        var h = ChatHarness()
        h.send("first")
        let first = h.turnId
        h.opened()
        h.events(.chunk("A"), .done(StreamDone()))
        #expect(h.vm.turn?.phase == .grace)
        #expect(!h.vm.isStreaming)
        let effects = h.send("second")
        #expect(ChatHarness.cancels(effects) == [first])
        #expect(h.turnId != first)
    }

    @Test func theLibraryNotReadyBlocksTheSendAndKeepsTheText() {
        var h = ChatHarness()
        h.blocked = .libraryNotReady()
        let effects = h.send("question")
        #expect(effects.isEmpty)
        #expect(h.vm.composer.text == "question")
        #expect(h.vm.banner?.error.code == "E-LIB-NOT-READY")
        #expect(h.vm.banner?.secondary == .openSettings)
    }

    @Test func aSuggestionIsSentAsTheQuestion() {
        var h = ChatHarness()
        h.type("draft stays")
        let effects = h.vm.send(question: "What does the Qur'an say about patience?", h.env)
        #expect(ChatHarness.streamRequests(effects).first?.question == "What does the Qur'an say about patience?")
        #expect(h.vm.composer.text == "draft stays")
    }

    @Test func aFailedWriteUndoesTheSend() {
        var h = ChatHarness()
        h.send("keep me")
        let turn = h.turnId
        let effects = h.vm.handle(.storeFailed(turn: turn, .storage("disk full")), h.env)
        #expect(ChatHarness.cancels(effects) == [turn])
        #expect(h.vm.messages.isEmpty)
        #expect(h.vm.conversation == nil)
        #expect(h.vm.composer.text == "keep me")
        #expect(h.vm.banner?.error.code == "E-DB-001")
        #expect(!h.vm.isStreaming)
    }
}

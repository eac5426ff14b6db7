import Domain
import Foundation
@testable import Presentation
import Testing

/// protocol.md §7.2 and §7.3: events, the answer's life, cancelling.
@Suite struct ChatViewModelStreamTests {
    @Test func aTwoHundredMarksTheQuestionDelivered() {
        var h = ChatHarness()
        h.send("q")
        let effects = h.opened()
        #expect(h.vm.messages[0].state == .complete)
        #expect(ChatHarness.writes(effects) == [.setMessageState(messageId: h.vm.messages[0].id, state: .complete,
                                                                  lastErrorCode: nil)])
        #expect(h.vm.turn?.phase == .waiting)
    }

    @Test func metadataStoresTheThreadIdAtOnceAndShowsTheAllowance() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        let effects = h.events(.metadata(StreamMetadata(sessionId: "s-1", requestsRemaining: 9)))
        #expect(h.vm.conversation?.threadId == "s-1")
        #expect(ChatHarness.writes(effects) == [.setThreadId("s-1", conversationId: h.vm.conversation?.id ?? "")])
        #expect(h.vm.requestsRemaining == 9)
    }

    @Test func thinkingReplacesTheStatusUntilTheFirstChunk() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.events(.thinking("Searching"), .thinking("  Reading books "))
        #expect(h.vm.turn?.statusLabel == "Reading books")
        #expect(h.vm.messages.count == 1)
        h.events(.chunk("Hel"))
        #expect(h.vm.turn?.statusLabel == nil)
        #expect(h.vm.turn?.phase == .writing)
        #expect(h.last?.role == .assistant)
        #expect(h.last?.state == .streaming)
        h.events(.chunk("lo"), .chunk(" world"))
        #expect(h.last?.message.content == "Hello world")
    }

    @Test func reasoningIsKeptExactlyAsReceivedAndNilWhenAbsent() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.events(.reasoning("Think"), .reasoning(""), .reasoning("ing "), .chunk("A"), .reasoning("more"))
        #expect(h.last?.message.reasoning == "Thinking more")
        h.events(.done(StreamDone()))
        #expect(h.last?.message.reasoning == "Thinking more")
        h.send("q2")
        h.opened()
        h.events(.chunk("B"), .done(StreamDone()))
        #expect(h.last?.message.reasoning == nil)
    }

    /// Reasoning that arrives before the first text is on the answer as soon as it exists,
    /// so the panel can show it while the answer streams.
    @Test func reasoningBeforeTheFirstChunkIsOnTheStreamingAnswer() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.events(.reasoning("Weighing the sources. "))
        h.events(.chunk("A"))
        #expect(h.last?.state == .streaming)
        #expect(h.last?.message.reasoning == "Weighing the sources. ")
    }

    @Test func loadingEndsWhenTheConversationArrivesOrIsMissing() {
        var h = ChatHarness()
        h.vm.beginLoading(at: 3)
        #expect(h.vm.loadingSince == 3)
        _ = h.vm.handle(.conversationMissing(id: "x"), h.env)
        #expect(h.vm.loadingSince == nil)
        h.vm.beginLoading(at: 4)
        let c = Conversation(id: "c-9", title: "T", createdAt: Date(timeIntervalSince1970: 0), ownerId: "g")
        _ = h.vm.handle(.conversationLoaded(c, []), h.env)
        #expect(h.vm.loadingSince == nil)
    }

    @Test func aCopiedLinkIsToldAsSuch() {
        var h = ChatHarness()
        _ = h.vm.handle(.linkCopied, h.env)
        #expect(h.vm.notice == ChatNotice("toast.linkCopied"))
    }

    @Test func doneCompletesTheAnswerWithItsSources() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.events(.chunk("partial"))
        let answer = "Patience is praised.\n\nSources:\n- [Sahih al-Bukhari, 1](https://shamela.ws/book/1681/1)"
        let effects = h.events(.done(StreamDone(fullAnswer: answer, aiMessageId: "srv-1")))
        #expect(h.last?.state == .complete)
        #expect(h.last?.message.content == answer)
        #expect(h.last?.message.serverId == "srv-1")
        #expect(h.last?.sources.count == 1)
        #expect(h.last?.body.contains("Sources") == false)
        #expect(!h.vm.isStreaming)
        #expect(h.vm.banner == nil)
        #expect(ChatHarness.writes(effects).contains { if case .updateMessage(let m, .none) = $0 { return m.state == .complete }; return false })
    }

    @Test func incompleteDoneIsInterrupted() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.events(.chunk("A"), .done(StreamDone(isComplete: false)))
        #expect(h.last?.state == .incomplete(.interrupted))
    }

    @Test func aServerTitleReplacesOnlyALocalTitleEvenInTheGracePeriod() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.events(.chunk("A"), .done(StreamDone()))
        let effects = h.events(.title("  Zakat basics "))
        #expect(h.vm.conversation?.title == "Zakat basics")
        #expect(h.vm.conversation?.titleOrigin == .server)
        #expect(ChatHarness.writes(effects) == [.setTitle("Zakat basics", origin: .server, conversationId: h.vm.conversation?.id ?? "")])
        h.events(.title("Another"))
        #expect(h.vm.conversation?.title == "Zakat basics")
    }

    @Test func theGracePeriodEndsAfterFiveSeconds() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.events(.chunk("A"), .done(StreamDone()))
        let turn = h.turnId
        h.clock += 4.9
        #expect(h.vm.tick(h.env).isEmpty)
        h.clock += 0.2
        let effects = h.vm.tick(h.env)
        #expect(ChatHarness.cancels(effects) == [turn])
        #expect(h.vm.turn == nil)
    }

    @Test func anEmptyDoneIsAnErrorAndRemovesAWhitespaceAnswer() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.events(.chunk("  "))
        #expect(h.vm.messages.count == 2)
        let effects = h.events(.done(StreamDone(fullAnswer: " ")))
        #expect(h.vm.messages.count == 1)
        #expect(h.vm.banner?.error.code == "E-CHAT-EMPTY-RESPONSE")
        #expect(ChatHarness.writes(effects).contains { if case .deleteMessage = $0 { return true }; return false })
    }

    @Test func anErrorEventBeforeTextIsRuleC() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.events(.error(message: "Backend overloaded", code: "X1"))
        #expect(h.vm.messages.map(\.state) == [.complete])
        #expect(h.vm.banner?.error.code == "E-CHAT-STREAM-BACKEND")
        #expect(h.vm.banner?.error.detail == "Backend overloaded")
        #expect(h.vm.banner?.retry == .regenerate(userMessageId: h.vm.messages[0].id))
        #expect(!h.vm.isStreaming)
    }

    @Test func anErrorEventAfterTextKeepsTheAnswerAsFailed() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.events(.chunk("Half an answer"), .error(message: nil, code: nil))
        #expect(h.last?.state == .incomplete(.failed))
        #expect(h.last?.message.content == "Half an answer")
        #expect(h.last?.message.lastErrorCode == "E-CHAT-STREAM-BACKEND")
        #expect(h.vm.banner?.retry == .regenerate(userMessageId: h.vm.messages[0].id))
    }

    @Test func aParseErrorAfterTextIsFailedAndBeforeIsRuleC() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.feed(.event(.chunk("x")), .parseError("{bad"))
        #expect(h.last?.state == .incomplete(.failed))
        #expect(h.vm.banner?.error.code == "E-CHAT-STREAM-PARSE")
        h.send("q2")
        h.opened()
        h.feed(.parseError(nil))
        #expect(h.last?.role == .user)
        #expect(h.vm.banner?.error.code == "E-CHAT-STREAM-PARSE")
    }

    @Test func endOfFileAfterTextIsInterruptedWithoutBanner() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.feed(.event(.chunk("Some text")), .endOfFile)
        #expect(h.last?.state == .incomplete(.interrupted))
        #expect(h.vm.banner == nil)
        #expect(h.vm.turn == nil)
    }

    @Test func endOfFileWithNothingIsStreamIncomplete() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.feed(.endOfFile)
        #expect(h.vm.banner?.error.code == "E-CHAT-STREAM-INCOMPLETE")
        #expect(h.vm.messages.map(\.role) == [.user])
    }

    @Test func aTimeoutMidStreamKeepsTheTextAndBeforeItShowsItsCode() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.feed(.transportFailure(.timeout()))
        #expect(h.vm.banner?.error.code == "E-NET-004")
        h.send("q2")
        h.opened()
        h.feed(.event(.chunk("abc")), .transportFailure(.timeout()))
        #expect(h.last?.state == .incomplete(.interrupted))
    }

    @Test func aCancelledEventKeepsThePartialAsStopped() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.events(.cancelled(content: "Server partial"))
        #expect(h.last?.state == .incomplete(.stopped))
        #expect(h.last?.message.content == "Server partial")
        #expect(h.vm.banner == nil)
    }

    @Test func escapeWhileWritingStopsAndKeepsTheText() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.events(.chunk("Partial answer"))
        let turn = h.turnId
        let effects = h.vm.stop(h.env)
        #expect(ChatHarness.cancels(effects) == [turn])
        #expect(h.last?.state == .incomplete(.stopped))
        #expect(h.last?.message.content == "Partial answer")
        #expect(!h.vm.isStreaming)
        // A late block of the stopped stream changes nothing.
        h.vm.handle(.streamInputs(turn: turn, [.event(.chunk(" more"))]), h.env)
        #expect(h.last?.message.content == "Partial answer")
    }

    @Test func escapeBeforeAnyStatusLeavesTheQuestionNotSent() {
        var h = ChatHarness()
        h.send("q")
        let effects = h.vm.stop(h.env)
        #expect(h.vm.messages[0].state == .notSent)
        #expect(h.vm.messages[0].message.lastErrorCode == "E-CHAT-CANCELLED")
        #expect(ChatHarness.writes(effects) == [.setMessageState(messageId: h.vm.messages[0].id, state: .notSent,
                                                                  lastErrorCode: "E-CHAT-CANCELLED")])
        #expect(h.vm.banner == nil)
    }

    @Test func escapeAfterTheStatusWithoutTextShowsTheCancelNotice() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.vm.stop(h.env)
        #expect(h.vm.messages.count == 1)
        #expect(h.vm.banner?.error.code == "E-CHAT-CANCELLED")
        #expect(h.vm.banner?.retry == .regenerate(userMessageId: h.vm.messages[0].id))
    }

    @Test func theGrowingAnswerIsSavedAtMostEveryHalfSecondAndOnTicks() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        var saves = 0
        func count(_ e: [ChatEffect]) -> Int {
            ChatHarness.writes(e).filter { if case .updateStreaming = $0 { return true }; return false }.count
        }
        saves += count(h.events(.chunk("a")))
        #expect(saves == 1)
        h.now += 0.2
        saves += count(h.events(.chunk("b")))
        #expect(saves == 1)
        h.now += 0.4
        saves += count(h.vm.tick(h.env))
        #expect(saves == 2)
        saves += count(h.vm.tick(h.env))
        #expect(saves == 2)
    }

    @Test func lateEventsOfAnotherTurnAreIgnored() {
        var h = ChatHarness()
        h.send("q")
        let stale = h.turnId + 7
        h.vm.handle(.streamInputs(turn: stale, [.event(.chunk("ghost"))]), h.env)
        h.vm.handle(.sendFailed(turn: stale, SendFailure(error: .http(status: 500), status: 500)), h.env)
        #expect(h.vm.messages.count == 1)
        #expect(h.vm.banner == nil)
    }
}

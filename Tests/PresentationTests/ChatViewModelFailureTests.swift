import Domain
import Foundation
@testable import Presentation
import Input
import Localization
import Testing

/// protocol.md §7.4–7.8: rules A, B and C, Retry and Regenerate.
@Suite struct ChatViewModelFailureTests {
    @Test func ruleARemovesTheQuestionAndPutsItBackInFrontOfTheDraft() {
        var h = ChatHarness()
        h.send("Refused question")
        h.type("newer draft")
        let effects = h.fail(SendFailure(error: .http(status: 400), status: 400))
        #expect(h.vm.messages.isEmpty)
        #expect(h.vm.conversation == nil)
        #expect(h.vm.composer.text == "Refused question\n\nnewer draft")
        #expect(h.vm.banner?.error.code == "E-HTTP-400")
        #expect(h.vm.banner?.retry == .sendComposer)
        let writes = ChatHarness.writes(effects)
        #expect(writes.contains { if case .deleteMessage = $0 { return true }; return false })
        #expect(writes.contains { if case .deleteConversation = $0 { return true }; return false })
    }

    @Test func ruleAKeepsAConversationThatHasOtherMessages() {
        var h = ChatHarness()
        h.send("first")
        h.opened()
        h.events(.chunk("A"), .done(StreamDone()))
        h.send("second")
        let effects = h.fail(SendFailure(error: .http(status: 503), status: 503))
        #expect(h.vm.conversation != nil)
        #expect(h.vm.messages.count == 2)
        #expect(!ChatHarness.writes(effects).contains { if case .deleteConversation = $0 { return true }; return false })
        #expect(h.vm.banner?.secondary == nil)  // on the library there is nothing to switch to
        #expect(h.vm.composer.text == "second")
    }

    @Test func retryFromARuleABannerSendsTheComposerText() {
        var h = ChatHarness()
        h.send("again")
        h.fail(SendFailure(error: .http(status: 500), status: 500))
        let effects = h.vm.retry(h.env)
        #expect(ChatHarness.streamRequests(effects).first?.question == "again")
        #expect(h.vm.banner == nil)
        #expect(h.vm.composer.isEmpty)
    }

    @Test func retryWaitsForRetryAfter() {
        var h = ChatHarness()
        h.send("fast")
        h.fail(SendFailure(error: .http(status: 429), status: 429, retryAfterSeconds: 20))
        #expect(h.vm.banner?.retryAfterSeconds == 20)
        h.clock += 10
        #expect(h.vm.retry(h.env).isEmpty)
        h.clock += 11
        #expect(!ChatHarness.streamRequests(h.vm.retry(h.env)).isEmpty)
    }

    @Test func ruleBKeepsTheQuestionNotSentAndRetryResendsIt() {
        var h = ChatHarness()
        h.send("offline question")
        let id = h.vm.messages[0].id
        let effects = h.fail(SendFailure(error: .noConnection()))
        #expect(h.vm.messages[0].state == .notSent)
        #expect(h.vm.messages[0].message.lastErrorCode == "E-NET-003")
        #expect(h.vm.banner?.retry == .resend(messageId: id))
        #expect(ChatHarness.writes(effects) == [.setMessageState(messageId: id, state: .notSent, lastErrorCode: "E-NET-003")])
        #expect(h.vm.composer.isEmpty)
        h.now += 60
        let resend = h.vm.retry(h.env)
        #expect(h.vm.messages[0].state == .sending)
        #expect(h.vm.messages[0].message.createdAt == h.now)
        #expect(ChatHarness.streamRequests(resend).first?.question == "offline question")
        guard case .updateMessage(let m, .set)? = ChatHarness.writes(resend).first else {
            Issue.record("no update"); return
        }
        #expect(m.id == id)
    }

    @Test func theCloudOffersTheLibraryOnConnectionFailures() {
        var h = ChatHarness()
        h.backend = .cloud
        h.send("q")
        h.fail(SendFailure(error: .timeout()))
        #expect(h.vm.banner?.secondary == .useOfflineLibrary)
    }

    @Test func aResentQuestionMovesToTheEnd() {
        var h = ChatHarness()
        h.send("lost")
        h.fail(SendFailure(error: .noConnection()))
        let lost = h.vm.messages[0].id
        h.vm.dismissBanner()
        h.send("newer")
        h.opened()
        h.events(.chunk("answer"), .done(StreamDone()))
        h.vm.retry(messageId: lost, h.env)
        #expect(h.vm.messages.last?.id == lost)
    }

    @Test func regenerateAsksAgainWithoutANewQuestionAndKeepsTheOldAnswer() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.events(.chunk("cut"))
        h.vm.stop(h.env)
        let effects = h.vm.retry(h.env)
        #expect(ChatHarness.streamRequests(effects).first?.question == "q")
        #expect(ChatHarness.writes(effects).isEmpty)
        h.opened()
        h.events(.chunk("full answer"), .done(StreamDone()))
        #expect(h.vm.messages.map(\.role) == [.user, .assistant, .assistant])
        #expect(h.vm.messages[1].state == .incomplete(.stopped))
        #expect(h.vm.messages[2].state == .complete)
        // The user message stayed delivered: a regenerate never touches it.
        #expect(h.vm.messages[0].state == .complete)
    }

    @Test func aRegenerateThatFailsOffersTheSameRegenerate() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.feed(.endOfFile)
        let q = h.vm.messages[0].id
        h.vm.retry(h.env)
        h.fail(SendFailure(error: .http(status: 500), status: 500))
        #expect(h.vm.messages.count == 1)
        #expect(h.vm.banner?.retry == .regenerate(userMessageId: q))
    }

    @Test func ctrlRPicksTheLatestIncompleteAnswer() {
        var h = ChatHarness()
        h.send("one")
        h.opened()
        h.feed(.event(.chunk("x")), .endOfFile)
        #expect(h.vm.banner == nil)
        let effects = h.vm.retry(h.env)
        #expect(ChatHarness.streamRequests(effects).first?.question == "one")
    }

    @Test func editingANotSentQuestionMovesItToTheComposer() {
        var h = ChatHarness()
        h.send("draft me")
        h.fail(SendFailure(error: .noConnection()))
        h.type("other")
        let id = h.vm.messages[0].id
        let effects = h.vm.edit(messageId: id)
        #expect(h.vm.messages.isEmpty)
        #expect(h.vm.composer.text == "draft me\n\nother")
        #expect(ChatHarness.writes(effects) == [.deleteMessage(messageId: id)])
    }

    @Test func copyIncludesSourcesButNeverReasoning() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.events(.reasoning("secret thoughts"), .chunk("x"),
                 .done(StreamDone(fullAnswer: "Body text.\n\nSources:\n- [Book](https://shamela.ws/book/1/2)")))
        let effects = h.vm.copy(messageId: nil)
        guard case .copy(let text)? = effects.first else { Issue.record("no copy"); return }
        #expect(text == "Body text.\n\nSources:\n- Book - https://shamela.ws/book/1/2")
        #expect(!text.contains("secret"))
    }
}

/// protocol.md §7.7: questions left by a connection failure go out when the server is back.
@Suite struct ChatReachabilityTests {
    @Test func ruleBStartsWatchingAndReachabilityResendsOldestFirst() {
        var h = ChatHarness()
        h.backend = .cloud
        h.send("first")
        let effects = h.fail(SendFailure(error: .noConnection()))
        #expect(effects.contains(.watchReachability))
        #expect(h.vm.connection == .offline)
        h.send("second")
        h.fail(SendFailure(error: .timeout()))
        #expect(h.vm.waitingCount == 2)
        let first = h.vm.messages[0].id
        let resend = h.vm.handle(.serverReachable, h.env)
        #expect(ChatHarness.streamRequests(resend).first?.question == "first")
        #expect(h.vm.messages.last?.id == first)
        #expect(h.vm.composer.isEmpty, "a background resend never touches the composer")
        h.opened()
        let next = h.events(.chunk("answer one"), .done(StreamDone()))
        #expect(ChatHarness.streamRequests(next).first?.question == "second")
    }

    /// A background resend the server refuses keeps its question, not sent, with the server's
    /// code and Retry, leaves the composer alone, and the next waiting question still goes.
    @Test func aRefusedBackgroundResendKeepsTheQuestion() {
        var h = ChatHarness()
        h.backend = .cloud
        h.type("my draft")
        h.vm.composer = TextBuffer("")
        h.send("first")
        h.fail(SendFailure(error: .noConnection()))
        h.send("second")
        h.fail(SendFailure(error: .timeout()))
        h.type("a new draft")
        let first = h.vm.messages[0].id
        _ = h.vm.handle(.serverReachable, h.env)
        let effects = h.fail(SendFailure(error: .http(status: 500), status: 500))
        let m = h.vm.messages.first { $0.id == first }
        #expect(m?.state == .notSent && m?.message.lastErrorCode == "E-HTTP-500")
        #expect(ChatHarness.writes(effects).contains(.setMessageState(messageId: first, state: .notSent,
                                                                       lastErrorCode: "E-HTTP-500")))
        #expect(!ChatHarness.writes(effects).contains(.deleteMessage(messageId: first)))
        #expect(h.vm.composer.text == "a new draft", "the composer is untouched")
        #expect(h.vm.banner?.retry == .resend(messageId: first))
        #expect(ChatHarness.streamRequests(effects).first?.question == "second", "the next waiting question goes")
        #expect(h.vm.waitingCount == 0, "no more automatic attempts for the refused one")
    }

    @Test func comingBackOnlineSaysSo() {
        var h = ChatHarness()
        h.backend = .cloud
        h.send("first")
        h.fail(SendFailure(error: .noConnection()))
        _ = h.vm.handle(.serverReachable, h.env)
        #expect(h.vm.notice == ChatNotice("network.backOnline"))
        h.vm.notice = nil
        // Reachable again without having been offline (the startup probe): nothing to say.
        h.opened()
        _ = h.events(.chunk("a"), .done(StreamDone()))
        _ = h.vm.handle(.serverReachable, h.env)
        #expect(h.vm.notice == nil)
    }

    @Test func aRateLimitedBackgroundResendLeavesTheRestWaiting() {
        var h = ChatHarness()
        h.backend = .cloud
        h.send("first")
        h.fail(SendFailure(error: .noConnection()))
        h.send("second")
        h.fail(SendFailure(error: .timeout()))
        _ = h.vm.handle(.serverReachable, h.env)
        let effects = h.fail(SendFailure(error: .http(status: 429), status: 429, retryAfterSeconds: 20))
        #expect(ChatHarness.streamRequests(effects).isEmpty)
        #expect(h.vm.waitingCount == 1, "the second still waits")
    }

    @Test func aCancelledQuestionIsNeverResentAutomatically() {
        var h = ChatHarness()
        h.send("cancel me")
        h.vm.stop(h.env)
        #expect(h.vm.waitingCount == 0)
        #expect(h.vm.handle(.serverReachable, h.env).isEmpty)
    }
}

@Suite struct ComposerDirectionTests {
    @Test func arrowsMoveVisuallyInRightToLeftText() throws {
        var c = Coordinator(state: AppState(language: .ar, backend: .library, width: 80, height: 24),
                            localizer: try Localizer.bundled(.ar))
        for ch in "سلام" { _ = c.handle(.input(.key(.char(ch))), now: 0) }
        #expect(c.state.composer.cursor == 4)
        _ = c.handle(.input(.key(Key(.right))), now: 0)
        #expect(c.state.composer.cursor == 3, "→ moves towards the start of an Arabic line")
        _ = c.handle(.input(.key(Key(.left))), now: 0)
        #expect(c.state.composer.cursor == 4)
        _ = c.handle(.input(.key(.ctrl("b"))), now: 0)
        #expect(c.state.composer.cursor == 3, "Ctrl+B stays logical")
    }
}

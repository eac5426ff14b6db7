import Domain
@testable import Presentation
import Testing

/// The chat's side of protocol.md §7.5: a send refused after refresh-and-retry raises
/// `signInRequired` instead of a banner; the coordinator turns it into the sign-in form.
@Suite struct ChatSignInRequiredTests {
    static let expired = SendFailure(error: .http(status: 401), status: 401, sessionExpired: true)

    @Test func aRefusedQuestionWaitsInTheComposerWithoutABanner() {
        var h = ChatHarness()
        h.send("Will this go?")
        let effects = h.fail(Self.expired)
        #expect(h.vm.signInRequired == Self.expired.error)
        #expect(h.vm.banner == nil)
        #expect(h.vm.composer.text == "Will this go?")
        #expect(h.vm.messages.isEmpty, "rule A: the refused question is not kept as a message")
        #expect(ChatHarness.writes(effects).contains(.deleteConversation(conversationId: "id-1")))
    }

    @Test func theLocalGuardCountsAsARefusal() {
        var h = ChatHarness()
        h.send("q")
        h.fail(SendFailure(error: .signInRequired()))
        #expect(h.vm.signInRequired?.code == "E-AUTH-001")
        #expect(h.vm.banner == nil)
    }

    @Test func aRefusedRegenerateAlsoAsksForTheSignIn() {
        var h = ChatHarness()
        h.send("q")
        h.opened()
        h.feed(.endOfFile)
        h.vm.retry(h.env)
        h.fail(Self.expired)
        #expect(h.vm.signInRequired != nil)
        #expect(h.vm.banner == nil)
    }

    @Test func otherFailuresKeepTheirBanner() {
        var h = ChatHarness()
        h.send("q")
        h.fail(SendFailure(error: .http(status: 403), status: 403))
        #expect(h.vm.signInRequired == nil, "a 403 without the expiry is an ordinary refusal")
        #expect(h.vm.banner != nil)
        var offline = ChatHarness()
        offline.send("q")
        offline.fail(SendFailure(error: .noConnection()))
        #expect(offline.vm.signInRequired == nil)
        #expect(offline.vm.banner != nil)
    }
}

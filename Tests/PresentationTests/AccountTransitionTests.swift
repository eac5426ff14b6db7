import Domain
import Input
import Localization
@testable import Presentation
import Testing

/// Account states and whose conversations show (protocol.md §3.5, §7.5, §10.5; ux.md §2.5).
@Suite struct AccountTransitionTests {
    static let aisha = AccountProfile(accountId: "uid-aisha", email: "aisha@example.com", displayName: "Aisha")

    /// Signed in through the form opened from Settings, with a draft in the composer.
    static func signedIn() throws -> WelcomeHarness {
        var h = try WelcomeHarness(backend: .cloud, showsWelcome: false, welcomeSeen: true)
        h.c.state.chat.composer = TextBuffer("a draft question")
        h.openSignIn()
        h.type("aisha@example.com")
        h.key(.enter)
        h.type("secret")
        h.key(.enter)
        h.account(.signedIn(request: h.pending, aisha))
        return h
    }

    @Test func signingInSwitchesTheOwnerAndOpensANewChat() throws {
        var h = try WelcomeHarness(backend: .cloud)
        h.key(.enter)  // Get Started → Auth
        h.type("aisha@example.com")
        h.key(.enter)
        h.type("secret")
        h.key(.enter)
        let effects = h.account(.signedIn(request: h.pending, Self.aisha))
        #expect(h.state.account == .signedIn(accountId: "uid-aisha", email: "aisha@example.com", displayName: "Aisha"))
        #expect(h.state.owner == .account("uid-aisha"))
        #expect(h.state.welcome.layer == nil)
        #expect(h.state.tab == .chat)
        #expect(h.state.chat.conversation == nil)
        #expect(h.state.toast?.text == "Signed in as Aisha")
        #expect(h.state.welcome.welcomeSeen)
        #expect(effects.contains(.persistSettings))
        #expect(h.c.chatEnvironmentForTests.signedIn, "chat uses the authenticated stream")
    }

    @Test func theDraftWaitsAndTheEmailNamesAnAccountWithoutAName() throws {
        var h = try WelcomeHarness(backend: .cloud, showsWelcome: false, welcomeSeen: true)
        h.c.state.chat.composer = TextBuffer("a draft question")
        h.openSignIn()
        h.type("b@c.de")
        h.key(.enter)
        h.type("pw")
        h.key(.enter)
        h.account(.signedIn(request: h.pending, AccountProfile(accountId: "uid-b", email: "b@c.de", displayName: nil)))
        #expect(h.state.chat.composer.text == "a draft question")
        #expect(h.state.toast?.text == "Signed in as b@c.de")
    }

    @Test func signingOutReturnsToTheGuestAndShowsWelcomeOnceMore() throws {
        var h = try Self.signedIn()
        let effects = h.action(.signOut(deleteLocalConversations: true))
        #expect(WelcomeHarness.accountEffects(effects) == [.signOut(accountId: "uid-aisha", deleteLocalConversations: true)])
        #expect(effects.contains(.persistSettings))
        #expect(h.state.account == .guest)
        #expect(h.state.owner == WelcomeHarness.guest)
        #expect(h.state.welcome.layer == .welcome)
        #expect(!h.state.welcome.welcomeSeen, "quitting now shows Welcome again next time")
        #expect(h.state.chat.composer.isEmpty, "the account's draft does not follow the guest")
        h.key(.tab)
        h.key(.enter)  // Skip to Chat
        #expect(h.state.welcome.welcomeSeen)
    }

    @Test func deletingTheAccountWaitsForTheServer() throws {
        var h = try Self.signedIn()
        var effects = h.action(.deleteAccount)
        #expect(WelcomeHarness.accountEffects(effects) == [.deleteAccount(accountId: "uid-aisha")])
        #expect(h.action(.deleteAccount).isEmpty, "one request at a time")
        h.account(.accountDeleteFailed(AppError(code: "E-NET-003", messageKey: "network.noConnection")))
        #expect(h.state.account.isSignedIn, "a failure changes nothing")
        #expect(h.state.toast?.text == "Couldn't delete your account. (Error code: E-NET-003)")
        effects = h.action(.deleteAccount)
        #expect(!effects.isEmpty)
        h.account(.accountDeleted)
        #expect(h.state.account == .guest)
        #expect(h.state.owner == WelcomeHarness.guest)
        #expect(h.state.welcome.layer == .welcome)
        #expect(h.state.toast?.text == "Your account was deleted.")
    }

    @Test func restoreConfirmsOrExpires() throws {
        var h = try WelcomeHarness(backend: .cloud, showsWelcome: false, welcomeSeen: true)
        h.c.state.account = .restoring(email: "aisha@example.com")
        h.c.state.owner = .account("uid-aisha")
        #expect(h.c.chatEnvironmentForTests.signedIn, "sends go out (or wait) on the account's stream")
        h.account(.restored(Self.aisha))
        #expect(h.state.account.isSignedIn)
        #expect(h.state.owner == .account("uid-aisha"))
        h.account(.restoreRejected)
        #expect(h.state.account == .sessionExpired(email: "aisha@example.com"))
        #expect(!h.c.chatEnvironmentForTests.signedIn)
    }

    @Test func aRestoreThatLearnsTheAccountIdSwitchesTheOwner() throws {
        var h = try WelcomeHarness(backend: .cloud, showsWelcome: false, welcomeSeen: true)
        h.c.state.account = .restoring(email: "aisha@example.com")
        h.account(.restored(Self.aisha))
        #expect(h.state.owner == .account("uid-aisha"))
        h.account(.restoreRejected)
        h.account(.restored(Self.aisha))
        #expect(!h.state.account.isSignedIn, "signed out meanwhile: a late confirmation is ignored")
    }

    @Test func sendingWithAnExpiredSignInOpensTheFormAndKeepsTheQuestion() throws {
        var h = try WelcomeHarness(backend: .cloud, showsWelcome: false, welcomeSeen: true)
        h.c.state.account = .sessionExpired(email: "aisha@example.com")
        h.c.state.owner = .account("uid-aisha")
        h.type("Is this sent?")
        let effects = h.key(.enter)
        #expect(effects.isEmpty, "nothing goes out")
        #expect(h.state.welcome.layer == .auth)
        #expect(h.form?.email.text == "aisha@example.com")
        #expect(h.form?.focus == .password)
        #expect(h.form?.message == AuthMessage(key: "auth.sessionExpiredMessage"))
        h.key(.escape)
        #expect(h.state.chat.composer.text == "Is this sent?")
    }

    /// protocol.md §7.5: refused after refresh-and-retry during a send.
    @Test(arguments: [
        SendFailure(error: .http(status: 401), status: 401, sessionExpired: true),
        SendFailure(error: .http(status: 403), status: 403, sessionExpired: true),
        SendFailure(error: .signInRequired()),
    ])
    func aRefusedSendOpensSignIn(failure: SendFailure) throws {
        var h = try Self.signedIn()
        h.c.state.chat.composer = TextBuffer()
        h.type("Why was this refused?")
        let sent = h.key(.enter)
        let turn = try #require(h.state.chat.turn?.id)
        #expect(sent.contains { if case .chat(.startStream(let r)) = $0 { return !r.guest }; return false })
        let effects = h.c.handle(.chat(.sendFailed(turn: turn, failure)), now: 20)
        #expect(h.state.account == .sessionExpired(email: "aisha@example.com"))
        #expect(h.state.welcome.layer == .auth)
        #expect(h.form?.message == AuthMessage(key: "auth.sessionExpiredMessage", code: failure.error.code))
        #expect(h.state.chat.banner == nil, "the form opens instead of the banner")
        #expect(h.state.chat.composer.text.hasPrefix("Why was this refused?"), "the question waits in the composer")
        #expect(WelcomeHarness.accountEffects(effects) == [.forgetTokens])
        // Signing in again as the same account keeps the conversation and the question.
        h.key(.enter)
        h.type("secret")
        h.key(.enter)
        let conversation = h.state.chat.conversation
        h.account(.signedIn(request: h.pending, Self.aisha))
        #expect(h.state.chat.conversation == conversation)
        #expect(h.state.chat.composer.text.hasPrefix("Why was this refused?"))
    }

    @Test func anOrdinaryRefusalStillShowsTheBanner() throws {
        var h = try Self.signedIn()
        h.type("q")
        h.key(.enter)
        let turn = try #require(h.state.chat.turn?.id)
        _ = h.c.handle(.chat(.sendFailed(turn: turn, SendFailure(error: .http(status: 500), status: 500))), now: 20)
        #expect(h.state.chat.banner != nil)
        #expect(h.state.welcome.layer == nil)
        #expect(h.state.account.isSignedIn)
    }

    @Test func aStreamingAnswerStopsWhenTheOwnerChanges() throws {
        var h = try Self.signedIn()
        h.type("long question")
        h.key(.enter)
        let turn = try #require(h.state.chat.turn?.id)
        let effects = h.action(.signOut(deleteLocalConversations: false))
        #expect(effects.contains(.chat(.cancelStream(turn: turn))))
        #expect(h.state.chat.turn == nil)
        #expect(h.state.chat.conversation == nil)
    }

    @Test func theStatusNamesTheAccount() throws {
        let h = try Self.signedIn()
        #expect(h.state.account.email == "aisha@example.com")
        #expect(AccountStatus.guest.email == nil)
    }
}

extension Coordinator {
    var chatEnvironmentForTests: ChatEnvironment { chatEnvironment(now: 0) }
}

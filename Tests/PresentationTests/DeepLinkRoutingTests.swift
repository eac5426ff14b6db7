import Domain
import Input
import Localization
@testable import Presentation
import Testing

/// Routing of command-line links (protocol.md §12.2, ux.md §6.4–6.5).
@Suite struct DeepLinkRoutingTests {
    static func inApp() throws -> WelcomeHarness {
        try WelcomeHarness(backend: .library, showsWelcome: false, welcomeSeen: true)
    }

    @Test func tabsAndANewChat() throws {
        var h = try Self.inApp()
        h.action(.openDeepLink(.history))
        #expect(h.state.tab == .history)
        h.action(.openDeepLink(.settings))
        #expect(h.state.tab == .settings)
        h.c.state.chat.composer = TextBuffer("restored draft")
        h.action(.openDeepLink(.newChat))
        #expect(h.state.tab == .chat)
        #expect(h.state.chat.conversation == nil)
    }

    @Test func aConversationIsLookedUpThenLoaded() throws {
        var h = try Self.inApp()
        h.c.state.tab = .settings
        var effects = h.action(.openDeepLink(.conversation("conv-1")))
        #expect(effects == [.account(.resolveLink(id: "conv-1", shared: false))])
        effects = h.account(.linkResolved(conversationId: "conv-1"))
        #expect(effects == [.chat(.loadConversation(id: "conv-1"))])
        #expect(h.state.tab == .chat)
    }

    @Test func aMissingConversationGivesANewChatAndTheNotice() throws {
        var h = try Self.inApp()
        h.action(.openDeepLink(.conversation("nope")))
        let effects = h.account(.linkMissing(id: "nope", shared: false))
        #expect(effects.isEmpty)
        #expect(h.state.chat.conversation == nil)
        #expect(h.state.toast?.isError == true)
        #expect(h.state.toast?.text.contains("E-CHAT-MISSING-CONVERSATION") == true)
    }

    @Test func aSharedConversationOpensLocallyOrInTheBrowser() throws {
        var h = try Self.inApp()
        #expect(h.action(.openDeepLink(.shared("abc"))) == [.account(.resolveLink(id: "abc", shared: true))])
        #expect(h.account(.linkResolved(conversationId: "abc")) == [.chat(.loadConversation(id: "abc"))])
        #expect(h.account(.linkMissing(id: "a b", shared: true))
                == [.chat(.openURL("https://shamelagpt.com/shared?chatid=a%20b"))])
    }

    @Test func anUnsupportedLinkStartsNormallyWithAToast() throws {
        var h = try Self.inApp()
        #expect(h.action(.openDeepLink(.unsupported)).isEmpty)
        #expect(h.state.toast?.text == "This link isn't supported.")
        #expect(h.state.tab == .chat)
    }

    @Test func onAFirstLaunchTheLinkWaitsForWelcome() throws {
        var h = try WelcomeHarness(backend: .library)
        #expect(h.action(.openDeepLink(.conversation("conv-1"))).isEmpty)
        #expect(h.state.welcome.layer == .welcome)
        let effects = h.key(.enter)  // Get Started (library)
        #expect(effects.contains(.account(.resolveLink(id: "conv-1", shared: false))))
        #expect(h.state.welcome.pendingLink == nil)
    }

    @Test func afterSignInTheLinkIsLookedUpForTheNewOwner() throws {
        var h = try WelcomeHarness(backend: .cloud)
        h.action(.openDeepLink(.history))
        h.key(.enter)  // Auth
        h.type("a@b.co")
        h.key(.enter)
        h.type("pw")
        h.key(.enter)
        h.account(.signedIn(request: h.pending, AccountProfile(accountId: "uid", email: "a@b.co", displayName: nil)))
        #expect(h.state.tab == .history)
    }
}

import Domain
import Input
import Localization
@testable import Presentation
import Testing

/// Welcome (ux.md §2.1–2.3): its keys, choices, buttons and when it shows.
@Suite struct WelcomeScreenTests {
    @Test func welcomeTakesTheKeysAndHasItsOwnContext() throws {
        var h = try WelcomeHarness()
        #expect(h.c.contexts == [.welcome])
        h.key(.tab)
        #expect(h.state.welcome.focus == .skip)
        #expect(h.state.tab == .chat, "Tab moves between the buttons, not the tabs")
        h.key(.tab)
        #expect(h.state.welcome.focus == .getStarted)
        h.key(Key(.tab, .shift))
        #expect(h.state.welcome.focus == .skip)
        h.key(.alt("2"))
        #expect(h.state.tab == .chat, "no tab keys on Welcome")
        h.type("x")
        #expect(h.state.chat.composer.isEmpty, "nothing reaches the composer underneath")
    }

    @Test func arrowsMoveFocusInScreenOrderMirroredInArabic() throws {
        var en = try WelcomeHarness(language: .en)
        en.key(.right)
        #expect(en.state.welcome.focus == .skip)
        var ar = try WelcomeHarness(language: .ar)
        ar.key(.left)
        #expect(ar.state.welcome.focus == .skip, "Skip is to the left of Get Started in Arabic")
        ar.key(.right)
        #expect(ar.state.welcome.focus == .getStarted)
    }

    @Test func textScrollsWithinTheLastDrawnGeometry() throws {
        var h = try WelcomeHarness()
        h.c.welcomeMetrics = WelcomeTextMetrics(totalRows: 26, visibleRows: 14)
        h.key(.up)
        #expect(h.state.welcome.scroll == 0)
        h.key(.down)
        h.key(.down)
        #expect(h.state.welcome.scroll == 2)
        h.key(.pageDown)
        #expect(h.state.welcome.scroll == 12, "stops at the end: 26 rows, 14 visible")
        h.key(.pageUp)
        #expect(h.state.welcome.scroll == 0)
        _ = h.c.handle(.input(.mouse(MouseEvent(action: .wheelDown, x: 5, y: 5))), now: 0)
        #expect(h.state.welcome.scroll == 3)
    }

    @Test func bAndLChangeBackendAndLanguageAndSaveThem() throws {
        var h = try WelcomeHarness()
        var effects = h.type("b")
        #expect(h.state.backend == .cloud)
        #expect(effects.contains(.switchBackend(.cloud)) && effects.contains(.persistSettings))
        #expect(WelcomeHarness.accountEffects(effects) == [.checkHealth(.cloud)])
        effects = h.type("l")
        #expect(h.state.language == .ar)
        #expect(effects == [.persistSettings])
        #expect(h.c.localizer.language == .ar, "re-laid out at once")
        h.type("b")
        #expect(h.state.backend == .library)
    }

    @Test func anUnreachableCloudIsReportedOnlyForTheBackendShown() throws {
        var h = try WelcomeHarness(backend: .cloud)
        h.account(.healthChecked(.cloud, reachable: false))
        #expect(h.state.connection == .offline)
        h.type("b")
        #expect(h.state.connection == .online, "the offline library is never offline")
        h.account(.healthChecked(.cloud, reachable: false))
        #expect(h.state.connection == .online, "a late answer about another backend changes nothing")
    }

    @Test func getStartedWithTheLibraryGoesToChatAndIsRemembered() throws {
        var h = try WelcomeHarness(backend: .library)
        let effects = h.key(.enter)
        #expect(h.state.welcome.layer == nil)
        #expect(h.state.welcome.welcomeSeen)
        #expect(effects == [.persistSettings])
        #expect(h.state.tab == .chat)
        #expect(h.c.contexts.contains(.textField))
    }

    @Test func getStartedWithTheCloudOpensSignInAndEscReturnsToWelcome() throws {
        var h = try WelcomeHarness(backend: .cloud)
        h.key(.enter)
        #expect(h.state.welcome.layer == .auth)
        #expect(h.form?.mode == .signIn)
        #expect(h.form?.returnsToWelcome == true)
        #expect(!h.state.welcome.welcomeSeen)
        h.key(.escape)
        #expect(h.state.welcome.layer == .welcome)
    }

    @Test func skipToChatContinuesAsGuest() throws {
        var h = try WelcomeHarness(backend: .cloud)
        h.key(.tab)
        let effects = h.key(.enter)
        #expect(h.state.welcome.layer == nil)
        #expect(h.state.account == .guest)
        #expect(effects == [.persistSettings])
        h.action(.welcomeChoose(.skip))  // a click after leaving does nothing harmful
        #expect(h.state.welcome.layer == nil)
    }

    @Test func quittingFromWelcomeLeavesItUnseen() throws {
        var h = try WelcomeHarness()
        #expect(h.key(Key(.function(10))) == [.quit(status: 0)])
        #expect(!h.state.welcome.welcomeSeen)
    }

    @Test func helpAndCtrlCStillWork() throws {
        var h = try WelcomeHarness()
        h.key(Key(.function(1)))
        #expect(h.state.help?.contexts == [.welcome])
        h.key(.escape)
        h.key(.ctrl("c"))
        #expect(h.state.toast?.text == "Press Ctrl+C again to quit")
    }

    @Test func everyLayerContextHasAHelpHeadingAndHints() throws {
        for language in Language.allCases {
            let l = try Localizer.bundled(language)
            for context in [KeyContext.welcome, .authForm] {
                #expect(l.hasKey("help.context." + context.rawValue), "\(context) \(language)")
                #expect(!KeyMap.standard.hints(for: [context]).filter { $0.context == context }.isEmpty)
            }
        }
    }

    @Test func theWelcomeMessageIsTheSeedTextLineForLine() throws {
        let lines = WelcomeMessage.lines(try Localizer.bundled(.en))
        #expect(lines.count == 26)
        #expect(lines.first == .heading("🌿 Welcome to ShamelaGPT"))
        #expect(lines.contains(.rule))
        #expect(lines.contains(.heading("🔐 Sign In for a Better Experience")))
        #expect(lines.last == .text("and clarity."))
        #expect(lines.contains(.text("in a natural and conversational way — across languages, backgrounds,")))
        let ar = WelcomeMessage.lines(try Localizer.bundled(.ar))
        #expect(ar.count == 23)
        #expect(ar.first == .heading("🌿 مرحبًا بك في شاملة GPT"))
    }

    @Test func misEncodedCopiesAreRepaired() {
        let broken = "\u{F8FF}üåø Welcome \u{F8FF}üîê x ‚Äî y \u{F8FF}üëâ"
        #expect(WelcomeMessage.repaired(broken) == "🌿 Welcome 🔐 x — y 👉")
        #expect(WelcomeMessage.repaired("plain") == "plain")
    }
}

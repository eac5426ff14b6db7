import Domain
import Input
import Localization
@testable import Presentation
import Testing

/// Typing on History or Settings (where the app may reopen) never quits and never loses the
/// start of a question: it goes to the Chat composer.
@Suite struct TypeToAskTests {
    static func on(_ tab: Tab, _ language: Language = .en) throws -> Coordinator {
        var state = AppState(language: language, backend: .library, width: 80, height: 24)
        state.tab = tab
        return Coordinator(state: state, localizer: try Localizer.bundled(language))
    }

    static func type(_ text: String, into c: inout Coordinator) -> [Effect] {
        var all: [Effect] = []
        for ch in text { all += c.handle(.input(.key(.char(ch))), now: 0) }
        return all
    }

    @Test(arguments: [Tab.history, .settings])
    func aQuestionTypedOnAnotherTabGoesToTheComposer(tab: Tab) throws {
        var c = try Self.on(tab)
        let effects = Self.type("What is qadr?", into: &c)
        #expect(!effects.contains(.quit(status: 0)))
        #expect(!c.state.isQuitting && c.state.help == nil)
        #expect(c.state.tab == .chat)
        #expect(c.state.composer.text == "What is qadr?")
    }

    @Test(arguments: [Tab.history, .settings])
    func aQuestionStartingWithQIsKept(tab: Tab) throws {
        var c = try Self.on(tab, .ar)
        #expect(!Self.type("q", into: &c).contains(.quit(status: 0)))
        #expect(c.state.toast?.text == c.localizer("toast.pressQAgain"))
        #expect(c.state.tab == tab)
        _ = Self.type("adr", into: &c)
        #expect(c.state.tab == .chat && c.state.composer.text == "qadr")
        #expect(c.state.toast == nil)
    }

    @Test(arguments: [Tab.history, .settings])
    func qTwiceQuits(tab: Tab) throws {
        var c = try Self.on(tab)
        _ = Self.type("q", into: &c)
        #expect(Self.type("q", into: &c) == [.quit(status: 0)])
    }

    @Test func anotherKeyBetweenTheTwoQsDisarms() throws {
        var c = try Self.on(.history)
        _ = Self.type("q", into: &c)
        _ = c.handle(.input(.key(Key(.down))), now: 0)
        #expect(Self.type("q", into: &c).isEmpty, "asks again")
    }

    @Test func theScreensCommandLettersKeepTheirMeaning() throws {
        var c = try Self.on(.settings)
        _ = Self.type("j", into: &c)
        #expect(c.state.tab == .settings && c.state.composer.isEmpty)
    }

    @Test func aDraftIsKeptAndTypingContinuesIt() throws {
        var c = try Self.on(.chat)
        _ = Self.type("Tell me ", into: &c)
        _ = c.handle(.input(.key(.alt("3"))), now: 0)
        _ = Self.type("more", into: &c)
        #expect(c.state.tab == .chat && c.state.composer.text == "Tell me more")
    }

    @Test(arguments: [Tab.chat, .history, .settings])
    func ctrlNStartsANewChatFromEveryTab(tab: Tab) throws {
        var c = try Self.on(.chat)
        _ = Self.type("q", into: &c)
        _ = c.handle(.input(.key(Key(.enter))), now: 0)
        let turn = c.state.chat.turn?.id ?? 0
        _ = c.handle(.chat(.streamOpened(turn: turn)), now: 0)
        _ = c.handle(.chat(.streamInputs(turn: turn, [.event(.chunk("A.")), .event(.done(StreamDone()))])), now: 0)
        #expect(!c.state.chat.messages.isEmpty)
        c.state.tab = tab
        _ = c.handle(.input(.key(.ctrl("n"))), now: 0)
        #expect(c.state.tab == .chat)
        #expect(c.state.chat.messages.isEmpty)
    }
}

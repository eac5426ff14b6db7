import Domain
import Foundation
import Input
import Localization
@testable import Presentation
import Testing

/// The message menu, the source list and the chat menu (ux.md §3.10).
@Suite struct MenuTests {
    /// A coordinator with one answered question (two sources) open.
    static func answered() throws -> Coordinator {
        var c = Coordinator(state: AppState(language: .en, backend: .library, width: 80, height: 24),
                            localizer: try Localizer.bundled(.en), makeId: IDSequence().next)
        for ch in "q" { _ = c.handle(.input(.key(.char(ch))), now: 0) }
        _ = c.handle(.input(.key(Key(.enter))), now: 0)
        let turn = c.state.chat.turn?.id ?? 0
        let answer = "Body.\n\nSources:\n- [One](https://tanzil.net/#1:1)\n- [Two](https://shamela.ws/book/1/2)"
        _ = c.handle(.chat(.streamOpened(turn: turn)), now: 0)
        _ = c.handle(.chat(.streamInputs(turn: turn, [.event(.reasoning("why")), .event(.chunk(answer)),
                                                       .event(.done(StreamDone()))])), now: 0)
        return c
    }

    @Test func enterOnAMessageOpensItsMenuAndEnterRunsTheItem() throws {
        var c = try Self.answered()
        _ = c.handle(.input(.key(Key(.up, .alt))), now: 0)
        #expect(c.contexts.first == .messages)
        _ = c.handle(.input(.key(Key(.enter))), now: 0)
        let menu = try #require(c.state.menu)
        #expect(menu.items.map(\.titleKey) == ["menu.copy", "menu.openSource", "menu.regenerate", "menu.showReasoning"])
        #expect(menu.items[2].enabled == false, "a complete answer has nothing to regenerate")
        #expect(c.contexts == [.menu])
        let effects = c.handle(.input(.key(Key(.enter))), now: 0)
        #expect(c.state.menu == nil)
        guard case .chat(.copy(let text))? = effects.first else { Issue.record("no copy"); return }
        #expect(text.hasPrefix("Body."))
    }

    @Test func theSourceListOpensTheChosenLinkAndDirectKeysStillWork() throws {
        var c = try Self.answered()
        _ = c.handle(.input(.key(Key(.up, .alt))), now: 0)
        _ = c.handle(.input(.key(.char("o"))), now: 0)
        #expect(c.state.menu?.items.map(\.title) == ["One", "Two"])
        _ = c.handle(.input(.key(Key(.down))), now: 0)
        #expect(c.handle(.input(.key(Key(.enter))), now: 0) == [.chat(.openURL("https://shamela.ws/book/1/2"))])
        _ = c.handle(.input(.key(.char("o"))), now: 0)
        // A direct key closes the menu and does what it does in message focus.
        #expect(c.handle(.input(.key(.char("1"))), now: 0) == [.chat(.openURL("https://tanzil.net/#1:1"))])
        #expect(c.state.menu == nil)
    }

    @Test func theChatMenuOffersWhatIsPossibleAndEscCloses() throws {
        var c = try Self.answered()
        _ = c.handle(.input(.key(.alt("m"))), now: 0)
        let menu = try #require(c.state.menu)
        // New chat, copy, export, share (a guest on the library: dim, with its reason), regenerate
        // (nothing incomplete), reasoning, delete.
        #expect(menu.items.map(\.enabled) == [true, true, true, false, false, true, true])
        #expect(menu.items[3].reasonKey == "menu.share.library")
        _ = c.handle(.input(.key(Key(.escape))), now: 0)
        #expect(c.state.menu == nil)
        #expect(c.state.chat.focus == .composer)
    }
}

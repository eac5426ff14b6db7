import Domain
import Input
import Localization
@testable import Presentation
import Testing

/// The Copy text page (ux.md §3.10): it opens when the clipboard cannot take a text, turns mouse
/// reporting off while it shows, scrolls within the text, saves with `w`, and takes no typing.
@Suite struct CopyTextPageTests {
    static func make() throws -> Coordinator {
        Coordinator(state: AppState(language: .en, backend: .library, width: 80, height: 24),
                    localizer: try Localizer.bundled(.en))
    }

    @Test func anUncopyableTextOpensThePageWithTheMouseOff() throws {
        var c = try Self.make()
        let effects = c.handle(.chat(.copyUnavailable("long text")), now: 0)
        #expect(effects == [.setSelectionMode(true)])
        #expect(c.state.copyText?.text == "long text")
        #expect(c.contexts == [.copyText])
        #expect(c.state.toast == nil)
    }

    @Test func keysScrollWithinTheTextSaveAndClose() throws {
        var c = try Self.make()
        _ = c.handle(.chat(.copyUnavailable("text")), now: 0)
        c.overlayMetrics = OverlayMetrics(CopyTextMetrics(maxTop: 30, viewportRows: 21))
        _ = c.handle(.input(.key(.char("j"))), now: 1)
        #expect(c.state.copyText?.top == 1)
        _ = c.handle(.input(.key(Key(.pageDown))), now: 1)
        #expect(c.state.copyText?.top == 21)
        _ = c.handle(.input(.key(Key(.pageDown))), now: 1)
        #expect(c.state.copyText?.top == 30, "not past the end")
        _ = c.handle(.input(.key(Key(.home))), now: 1)
        #expect(c.state.copyText?.top == 0)
        _ = c.handle(.input(.key(Key(.up))), now: 1)
        #expect(c.state.copyText?.top == 0)
        #expect(c.handle(.input(.key(.char("w"))), now: 2) == [.chat(.saveText("text"))])
        // Letters are not typed into the composer underneath, and a paste goes nowhere.
        _ = c.handle(.input(.key(.char("x"))), now: 3)
        _ = c.handle(.input(.paste("pasted")), now: 3)
        #expect(c.state.chat.composer.isEmpty)
        #expect(c.handle(.input(.key(Key(.escape))), now: 4) == [.setSelectionMode(false)])
        #expect(c.state.copyText == nil)
    }
}

import Input
import Localization
import Presentation
import Testing

/// The keys whose meaning depends on what is focused go through the key map too, so the help
/// overlay lists them and a changed binding changes them with it.
@Suite struct KeyMapRoutingTests {
    func make(_ language: Language = .en) throws -> Coordinator {
        Coordinator(state: AppState(language: language, backend: .library, width: 80, height: 24),
                    localizer: try Localizer.bundled(language))
    }

    @Test func theComposersContentKeysAreBindings() {
        let map = KeyMap.standard
        #expect(map.action(for: .ctrl("d"), in: [.textField, .chat]) == .deleteForwardOrQuit)
        #expect(map.action(for: .ctrl("c"), in: [.textField, .chat]) == .interrupt)
        #expect(map.action(for: Key(.left), in: [.textField]) == .edit(.left))
        #expect(map.action(for: .ctrl("b"), in: [.textField]) == .edit(.backward))
        #expect(map.action(for: Key(.right), in: [.welcome]) == .welcomeMoveOnScreen(1))
        #expect(map.action(for: Key(.up), in: [.settingsField]) == .settingsMove(-1))
    }

    @Test func visualAndLogicalMovesShareAHelpRow() {
        let sections = HelpSection.sections(of: .standard, focused: [.textField])
        let rows = sections.first { $0.context == .textField }?.rows.map(\.keys) ?? []
        #expect(rows.contains("←, Ctrl+B"))
        #expect(rows.contains("→, Ctrl+F"))
        #expect(rows.contains("Ctrl+D"))
        let welcome = sections.first { $0.context == .welcome }?.rows.map(\.keys) ?? []
        #expect(welcome.contains("Tab, →"))
        #expect(welcome.contains("Shift+Tab, ←"))
    }

    @Test func leftMovesVisuallyInAnArabicDraftAndCtrlBLogically() throws {
        var c = try make()
        _ = c.handle(.input(.paste("سلام")), now: 0)
        _ = c.handle(.input(.key(.ctrl("b"))), now: 0)
        #expect(c.state.composer.cursor == 3, "Ctrl+B: one character back, logically")
        _ = c.handle(.input(.key(Key(.left))), now: 0)
        #expect(c.state.composer.cursor == 4, "←: towards the left of the screen, the text's end")
    }

    @Test func ctrlCClearsTheComposerBeforeItArmsQuit() throws {
        var c = try make()
        _ = c.handle(.input(.paste("draft")), now: 0)
        #expect(c.handle(.input(.key(.ctrl("c"))), now: 0).isEmpty)
        #expect(c.state.composer.isEmpty)
        #expect(c.state.quitArmedAt == nil)
        _ = c.handle(.input(.key(.ctrl("c"))), now: 0)
        #expect(c.state.quitArmedAt != nil)
    }
}

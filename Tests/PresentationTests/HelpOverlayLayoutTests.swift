import Input
import Localization
@testable import Presentation
import Testing

/// The help overlay's labels come from the key map and its paging from the box on screen.
@Suite struct HelpOverlayLayoutTests {
    /// Actions that go the opposite ways of each other: their help texts must differ (Shift+Tab
    /// said "Next tab").
    static let opposites: [(Action, Action)] = [
        (.nextTab, .previousTab), (.dialogMove(1), .dialogMove(-1)), (.welcomeMoveFocus(1), .welcomeMoveFocus(-1)),
        (.authMoveFocus(1), .authMoveFocus(-1)),
    ]

    @Test func oppositeActionsNeverShareALabel() {
        for (forward, backward) in Self.opposites {
            let f = Set(KeyMap.standard.bindings.filter { $0.action == forward }.map(\.helpKey))
            let b = Set(KeyMap.standard.bindings.filter { $0.action == backward }.map(\.helpKey))
            #expect(!f.isEmpty && !b.isEmpty)
            #expect(f.isDisjoint(with: b), "\(forward) and \(backward) are both labelled \(f.intersection(b))")
        }
        #expect(KeyMap.standard.bindings.first { $0.action == .previousTab }?.helpKey == "help.previousTab")
    }

    @Test(arguments: [Language.en, .ar])
    func everyLabelIsTranslated(language: Language) throws {
        let localizer = try Localizer.bundled(language)
        for b in KeyMap.standard.bindings {
            #expect(localizer(b.helpKey) != b.helpKey, "\(b.helpKey) has no \(language) text")
        }
    }

    @Test func aKeySequenceIsListedWhole() {
        let rows = HelpSection.sections(of: .standard, focused: [.textField]).flatMap(\.rows)
        #expect(rows.contains { $0.keys == "Ctrl+X Ctrl+E" })
        #expect(!rows.contains { $0.keys == "Ctrl+X" })
    }

    @Test(arguments: [(80, 24), (120, 40), (40, 12)])
    func keysAreNeverCutAndTheBoxLeavesTheStatusLine(size: (Int, Int)) {
        let screen = ScreenLayout(width: size.0, height: size.1)
        let layout = HelpOverlayLayout(keyMap: .standard, focused: [.history], screen: screen)
        #expect(layout.y + layout.height <= screen.statusRow, "the bottom border is above the status line")
        for case .row(let keys, _) in layout.lines {
            #expect(keys.count <= layout.keyColumn - 1, "\(keys) is cut at \(size)")
        }
        // Every key of every binding appears in some line.
        let shown = layout.lines.compactMap { line -> String? in
            if case .row(let keys, _) = line { return keys }
            return nil
        }.joined(separator: " ")
        for b in KeyMap.standard.bindings where !KeyContext.unlisted.contains(b.context) {
            for name in b.keyNames { #expect(shown.contains(name), "\(name) is missing") }
        }
    }

    @Test func pageDownMovesABoxAndEndGoesToTheEnd() throws {
        var c = Coordinator(state: AppState(language: .en, backend: .library, width: 80, height: 24),
                            localizer: try Localizer.bundled(.en))
        _ = c.handle(.input(.key(Key(.function(1)))), now: 0)
        let layout = HelpOverlayLayout(keyMap: .standard, focused: c.state.help?.contexts ?? [],
                                       screen: ScreenLayout(width: 80, height: 24))
        _ = c.handle(.input(.key(Key(.pageDown))), now: 0)
        #expect(c.state.help?.scroll == layout.visibleRows - 1)
        _ = c.handle(.input(.key(Key(.end))), now: 0)
        #expect(c.state.help?.scroll == layout.maxScroll)
        _ = c.handle(.input(.key(Key(.pageDown))), now: 0)
        #expect(c.state.help?.scroll == layout.maxScroll, "never past the end")
        _ = c.handle(.input(.key(Key(.up))), now: 0)
        #expect(c.state.help?.scroll == layout.maxScroll - 1, "↑ after End moves at once")
        _ = c.handle(.input(.key(Key(.home))), now: 0)
        #expect(c.state.help?.scroll == 0)
    }
}

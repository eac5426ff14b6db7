import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

@Suite struct TabBarSnapshotTests {
    static let sizes = [(40, 12), (80, 24), (120, 40)]

    static func render(_ language: Language, tab: Tab, width: Int, height: Int) throws -> Grid {
        let localizer = try Localizer.bundled(language)
        var state = AppState(language: language, backend: .library, width: width, height: height)
        state.tab = tab
        let frame = AppView.render(state, keyMap: .standard, contexts: Coordinator.contexts(for: state), localizer: localizer)
        return frame.grid
    }

    @Test(arguments: [Language.en, .ar], [Tab.chat, .history, .settings])
    func screens(language: Language, tab: Tab) throws {
        for (w, h) in Self.sizes {
            let grid = try Self.render(language, tab: tab, width: w, height: h)
            let name = "\(tab)-\(language.rawValue)-\(w)x\(h)"
            #expect(Snapshot.check(grid, named: name) == nil)
        }
    }

    @Test(arguments: [Language.en, .ar], [(36, 10), (20, 5)])
    func tooSmall(language: Language, size: (Int, Int)) throws {
        let grid = try Self.render(language, tab: .chat, width: size.0, height: size.1)
        let name = "toosmall-\(language.rawValue)-\(size.0)x\(size.1)"
        #expect(Snapshot.check(grid, named: name) == nil)
    }

    @Test(arguments: [Language.en, .ar])
    func helpOverlay(language: Language) throws {
        let localizer = try Localizer.bundled(language)
        var state = AppState(language: language, backend: .library, width: 80, height: 24)
        state.help = HelpOverlayState(contexts: Coordinator.contexts(for: state))
        let frame = AppView.render(state, keyMap: .standard, contexts: Coordinator.contexts(for: state), localizer: localizer)
        #expect(Snapshot.check(frame.grid, named: "help-\(language.rawValue)-80x24") == nil)
    }

    /// At 120×40, and scrolled to its end (End) at 80×24: the last section whole, the status
    /// line under the box.
    @Test(arguments: [Language.en, .ar])
    func helpOverlayWideAndAtItsEnd(language: Language) throws {
        let localizer = try Localizer.bundled(language)
        for (w, h, end) in [(120, 40, false), (80, 24, true)] {
            var state = AppState(language: language, backend: .library, width: w, height: h)
            state.tab = .history
            state.help = HelpOverlayState(contexts: Coordinator.contexts(for: state))
            if end {
                let layout = HelpOverlayLayout(keyMap: .standard, focused: state.help?.contexts ?? [],
                                               screen: ScreenLayout(width: w, height: h))
                state.help = state.help?.reduce(.end, layout: layout)
            }
            let frame = AppView.render(state, keyMap: .standard, contexts: Coordinator.contexts(for: state), localizer: localizer)
            let name = "help-\(end ? "end-" : "")\(language.rawValue)-\(w)x\(h)"
            #expect(Snapshot.check(frame.grid, named: name) == nil)
        }
    }

    @Test func arabicMirrorsTheTabOrder() throws {
        let localizer = try Localizer.bundled(.ar)
        let state = AppState(language: .ar, backend: .library, width: 80, height: 24)
        let frame = AppView.render(state, keyMap: .standard, contexts: Coordinator.contexts(for: state), localizer: localizer)
        let chat = try #require(frame.hitRegions.first { $0.action == .selectTab(.chat) })
        let settings = try #require(frame.hitRegions.first { $0.action == .selectTab(.settings) })
        #expect(chat.x > settings.x, "Chat is the first tab, so it is rightmost in Arabic")
        let row = frame.grid.textDump().split(separator: "\n")[0]
        #expect(row.hasSuffix("ShamelaGPT"))
    }

    @Test func everyRowHasExactlyTheWidth() throws {
        for language in Language.allCases {
            for (w, h) in Self.sizes {
                let localizer = try Localizer.bundled(language)
                let state = AppState(language: language, backend: .cloud, width: w, height: h)
                let grid = AppView.render(state, keyMap: .standard, contexts: Coordinator.contexts(for: state), localizer: localizer).grid
                for y in 0..<grid.height {
                    #expect(grid.row(y).reduce(0) { $0 + Int($1.width) } == w)
                }
            }
        }
    }
}

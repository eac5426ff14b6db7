import Input
import Localization
import Presentation
import Testing

@Suite struct CoordinatorTests {
    func make(_ language: Language = .en) throws -> Coordinator {
        Coordinator(state: AppState(language: language, backend: .library, width: 80, height: 24),
                    localizer: try Localizer.bundled(language))
    }

    @Test func tabCyclesInLogicalOrder() throws {
        var c = try make()
        _ = c.handle(.input(.key(Key(.tab))), now: 0)
        #expect(c.state.tab == .history)
        _ = c.handle(.input(.key(Key(.tab))), now: 0)
        #expect(c.state.tab == .settings)
        _ = c.handle(.input(.key(Key(.tab))), now: 0)
        #expect(c.state.tab == .chat)
        _ = c.handle(.input(.key(Key(.tab, .shift))), now: 0)
        #expect(c.state.tab == .settings)
    }

    @Test func directTabKeys() throws {
        var c = try make(.ar)
        _ = c.handle(.input(.key(.alt("3"))), now: 0)
        #expect(c.state.tab == .settings)
        _ = c.handle(.input(.key(Key(.function(3)))), now: 0)
        #expect(c.state.tab == .history)
        _ = c.handle(.input(.key(Key(.function(2)))), now: 0)
        #expect(c.state.tab == .chat)
    }

    @Test func ctrlCTwiceWithinTwoSecondsQuits() throws {
        var c = try make()
        #expect(c.handle(.input(.key(.ctrl("c"))), now: 10).isEmpty)
        #expect(c.state.toast?.text == "Press Ctrl+C again to quit")
        #expect(c.handle(.input(.key(.ctrl("c"))), now: 11.5) == [.quit(status: 0)])
    }

    @Test func ctrlCAfterTwoSecondsArmsAgain() throws {
        var c = try make()
        _ = c.handle(.input(.key(.ctrl("c"))), now: 10)
        #expect(c.handle(.input(.key(.ctrl("c"))), now: 12.5).isEmpty)
        #expect(c.handle(.input(.key(.ctrl("c"))), now: 13) == [.quit(status: 0)])
    }

    @Test func toastExpires() throws {
        var c = try make()
        _ = c.handle(.input(.key(.ctrl("c"))), now: 0)
        _ = c.handle(.tick, now: 2.9)
        #expect(c.state.toast != nil)
        _ = c.handle(.tick, now: 3.1)
        #expect(c.state.toast == nil)
    }

    @Test func terminationSignalQuitsWithConventionalStatus() throws {
        var c = try make()
        #expect(c.handle(.terminationRequested(signal: 15), now: 0) == [.quit(status: 143)])
    }

    @Test func tooSmallIgnoresAllButCtrlCZL() throws {
        var c = try make()
        _ = c.handle(.resized(width: 30, height: 10), now: 0)
        _ = c.handle(.input(.key(Key(.tab))), now: 0)
        #expect(c.state.tab == .chat)
        #expect(c.handle(.input(.key(.ctrl("l"))), now: 0) == [.redrawAll])
        #expect(c.handle(.input(.key(.ctrl("z"))), now: 0) == [.suspend])
        _ = c.handle(.resized(width: 80, height: 24), now: 0)
        _ = c.handle(.input(.key(Key(.tab))), now: 0)
        #expect(c.state.tab == .history)
    }

    @Test func qQuitsOnlyOutsideTextFields() throws {
        var c = try make()
        #expect(c.handle(.input(.key(.char("q"))), now: 0).isEmpty)
        _ = c.handle(.input(.key(.alt("2"))), now: 0)
        #expect(c.handle(.input(.key(.char("q"))), now: 0) == [.quit(status: 0)])
    }

    @Test func hintsComeFromTheKeyMap() {
        let hints = KeyMap.standard.hints(for: .chat).map(\.helpKey)
        #expect(hints.first == "help.nextTab")
        #expect(hints.contains("help.help"))
    }
}

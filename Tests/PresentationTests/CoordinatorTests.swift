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
        // In the composer it is a letter (its first: what answering needs starts opening).
        #expect(c.handle(.input(.key(.char("q"))), now: 0) == [.chat(.warmUp)])
        #expect(c.state.chat.composer.text == "q")
        _ = c.handle(.input(.key(.alt("2"))), now: 0)
        // `q` asks first there (a question may start with it; TypeToAskTests), then quits.
        #expect(c.handle(.input(.key(.char("q"))), now: 0).isEmpty)
        #expect(c.handle(.input(.key(.char("q"))), now: 0) == [.quit(status: 0)])
    }

    @Test func hintsComeFromTheKeyMap() {
        let hints = KeyMap.standard.hints(for: [.textField, .chat]).map(\.helpKey)
        // ux.md §1.4: Enter Send, Alt+Enter Newline, Alt+↑ Messages, Ctrl+N New chat, then the global ones.
        #expect(Array(hints.prefix(4)) == ["help.send", "help.newline", "help.messages", "help.newChat"])
        #expect(hints.contains("help.help"))
        let streaming = KeyMap.standard.hints(for: [.streaming, .textField, .chat]).map(\.helpKey)
        #expect(streaming.first == "help.stop")
    }
}

@Suite struct ComposerKeyTests {
    func make() throws -> Coordinator {
        Coordinator(state: AppState(language: .en, backend: .library, width: 80, height: 24),
                    localizer: try Localizer.bundled(.en))
    }

    func type(_ s: String, into c: inout Coordinator) {
        for ch in s { _ = c.handle(.input(.key(.char(ch))), now: 0) }
    }

    @Test func lettersAreTypedNotCommandsInTheComposer() throws {
        var c = try make()
        type("q?", into: &c)
        #expect(c.state.composer.text == "q?")
        #expect(!c.state.isQuitting)
    }

    @Test func editingKeysComeFromTheKeyMap() throws {
        var c = try make()
        type("hello world", into: &c)
        _ = c.handle(.input(.key(.ctrl("w"))), now: 0)
        #expect(c.state.composer.text == "hello ")
        _ = c.handle(.input(.key(.ctrl("y"))), now: 0)
        #expect(c.state.composer.text == "hello world")
        _ = c.handle(.input(.key(Key(.enter, .alt))), now: 0)
        type("x", into: &c)
        #expect(c.state.composer.text == "hello world\nx")
        _ = c.handle(.input(.key(.ctrl("_"))), now: 0)
        #expect(c.state.composer.text == "hello world\n")
    }

    @Test func ctrlCClearsThenArmsQuit() throws {
        var c = try make()
        type("draft", into: &c)
        #expect(c.handle(.input(.key(.ctrl("c"))), now: 0).isEmpty)
        #expect(c.state.composer.text.isEmpty)
        #expect(c.state.toast == nil)
        _ = c.handle(.input(.key(.ctrl("y"))), now: 0)
        #expect(c.state.composer.text == "draft")
    }

    @Test func ctrlDQuitsOnlyWhenEmpty() throws {
        var c = try make()
        type("ab", into: &c)
        _ = c.handle(.input(.key(.ctrl("a"))), now: 0)
        #expect(c.handle(.input(.key(.ctrl("d"))), now: 0).isEmpty)
        #expect(c.state.composer.text == "b")
        _ = c.handle(.input(.key(.ctrl("k"))), now: 0)
        #expect(c.handle(.input(.key(.ctrl("d"))), now: 0) == [.quit(status: 0)])
    }

    @Test func pasteIsOneInsertionAndTooLongIsRefused() throws {
        var c = try make()
        _ = c.handle(.input(.paste("line1\r\nline2")), now: 0)
        #expect(c.state.composer.text == "line1\nline2")
        _ = c.handle(.input(.paste(String(repeating: "x", count: 40_000))), now: 0)
        #expect(c.state.composer.text == "line1\nline2")
        #expect(c.state.toast?.isError == true)
    }

    @Test func draftSurvivesTabSwitches() throws {
        var c = try make()
        type("سؤال", into: &c)
        _ = c.handle(.input(.key(Key(.tab))), now: 0)
        #expect(c.state.tab == .history)
        _ = c.handle(.input(.key(.char("q"))), now: 0)  // a command outside text fields, asked first
        #expect(!c.state.isQuitting)
        _ = c.handle(.input(.key(.char("q"))), now: 0)
        #expect(c.state.isQuitting)
        #expect(c.state.composer.text == "سؤال")
    }
}

@Suite struct HelpOverlayTests {
    func make() throws -> Coordinator {
        Coordinator(state: AppState(language: .en, backend: .library, width: 80, height: 24),
                    localizer: try Localizer.bundled(.en))
    }

    @Test func f1OpensAndEscCloses() throws {
        var c = try make()
        _ = c.handle(.input(.key(Key(.function(1)))), now: 0)
        #expect(c.state.help?.contexts == [.textField, .chat])
        _ = c.handle(.input(.key(.char("x"))), now: 0)  // swallowed, not typed
        #expect(c.state.composer.isEmpty)
        _ = c.handle(.input(.key(Key(.down))), now: 0)
        #expect(c.state.help?.scroll == 1)
        _ = c.handle(.input(.key(Key(.escape))), now: 0)
        #expect(c.state.help == nil)
    }

    @Test func questionMarkOpensHelpOnlyOutsideTextFields() throws {
        var c = try make()
        _ = c.handle(.input(.key(.char("?"))), now: 0)
        #expect(c.state.help == nil)
        #expect(c.state.composer.text == "?")
        _ = c.handle(.input(.key(.alt("2"))), now: 0)
        _ = c.handle(.input(.key(.char("?"))), now: 0)
        #expect(c.state.help?.contexts == [.history])
    }

    @Test func quitStillWorksWithHelpOpen() throws {
        var c = try make()
        _ = c.handle(.input(.key(Key(.function(1)))), now: 0)
        #expect(c.handle(.input(.key(Key(.function(10)))), now: 0) == [.quit(status: 0)])
    }

    @Test func sectionsListTheFocusedContextFirstAndGroupKeys() {
        let sections = HelpSection.sections(of: .standard, focused: [.history])
        #expect(sections.map(\.context).prefix(2) == [.history, .global])
        let global = sections.first { $0.context == .global }
        #expect(global?.rows.contains { $0.keys == "Alt+1, F2" && $0.helpKey == "help.chat" } == true)
        #expect(global?.rows.contains { $0.keys == "Tab" } == true)
        #expect(global?.rows.contains { $0.keys == "Shift+Tab" } == true)
    }
}

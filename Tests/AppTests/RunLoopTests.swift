import App
import AppTestSupport
import Input
import Localization
import Presentation
import TUI
import TestSupport
import Testing

@Suite struct RunLoopTests {
    func makeLoop(_ terminal: FakeTerminal, language: Language = .en) throws -> AppRunLoop {
        let localizer = try Localizer.bundled(language)
        let state = AppState(language: language, backend: .library, width: terminal.size.width,
                             height: terminal.size.height)
        return AppRunLoop(coordinator: Coordinator(state: state, localizer: localizer),
                          terminal: terminal, clock: { 0 })
    }

    @Test func keyScriptSwitchesTabsAndQuits() throws {
        let term = FakeTerminal(width: 80, height: 24)
        let loop = try makeLoop(term)
        #expect(loop.process([.resized(width: 80, height: 24)]) == nil)
        #expect(term.lastGrid?.textDump().contains("Ask a question about Islam...") == true)
        loop.process([.input(.key(Key(.tab)))])
        #expect(loop.coordinator.state.tab == .history)
        #expect(term.lastGrid?.textDump().contains("Search titles and messages") == true)
        loop.process([.input(.key(.alt("3")))])
        #expect(loop.coordinator.state.tab == .settings)
        #expect(loop.process([.input(.key(Key(.function(10))))]) == 0)
    }

    @Test func clickOnATabSelectsIt() throws {
        let term = FakeTerminal(width: 80, height: 24)
        let loop = try makeLoop(term)
        loop.process([.resized(width: 80, height: 24)])
        let frame = try #require(loop.currentFrame)
        let history = try #require(frame.hitRegions.first { $0.action == .selectTab(.history) })
        loop.process([.input(.mouse(MouseEvent(action: .press(.left), x: history.x + 1, y: 0)))])
        #expect(loop.coordinator.state.tab == .history)
    }

    @Test func unchangedStateIsNotPresentedAgain() throws {
        let term = FakeTerminal(width: 80, height: 24)
        let loop = try makeLoop(term)
        loop.process([.resized(width: 80, height: 24), .input(.key(.alt("2")))])
        let count = term.presented.count
        loop.process([.input(.key(.ctrl("g")))])  // not bound on History (a letter would start a question)
        #expect(term.presented.count == count)
    }

    @Test func resizeBelowMinimumShowsNoticeAndRestores() throws {
        let term = FakeTerminal(width: 80, height: 24)
        let loop = try makeLoop(term)
        loop.process([.resized(width: 80, height: 24), .input(.key(.alt("2")))])
        loop.process([.resized(width: 36, height: 10)])
        #expect(term.lastGrid?.textDump().contains("Terminal too small") == true)
        loop.process([.resized(width: 100, height: 30)])
        #expect(loop.coordinator.state.tab == .history)
        #expect(term.lastGrid?.width == 100)
    }

    @Test func ctrlLInvalidatesTheScreen() throws {
        let term = FakeTerminal(width: 80, height: 24)
        let loop = try makeLoop(term)
        loop.process([.resized(width: 80, height: 24), .input(.key(.ctrl("l")))])
        #expect(term.invalidations == 1)
    }
}

import Input
import Testing

@testable import Presentation

/// The overlays' reducers alone, without the coordinator: what a command does to the overlay
/// and what it asks of the app.
@Suite struct OverlayReducerTests {
    @Test func helpScrollsNeverAboveTheTopAndClosesOnItsKeys() {
        let help = HelpOverlayState(contexts: [.chat])
        #expect(help.reduce(.scroll(-1))?.scroll == 0)
        #expect(help.reduce(.scroll(10))?.reduce(.top)?.scroll == 0)
        #expect(KeyMap.standard.ownAction(for: .char("q"), in: .helpOverlay).flatMap(HelpOverlayState.Command.init) == .close)
        #expect(help.reduce(.close) == nil)
        #expect(KeyMap.standard.ownAction(for: .ctrl("l"), in: .helpOverlay) == nil)
    }

    @Test func vSwitchesTheCopyTextPagesOrderAndGoesBackToTheTop() {
        var page = CopyTextPage(text: "x")
        page.top = 3
        let action = KeyMap.standard.ownAction(for: .char("v"), in: .copyText)
        #expect(action == .overlay(OverlayAction(CopyTextPage.Command.toggleOrder)))
        #expect(page.reduce(.toggleOrder, metrics: CopyTextMetrics(maxTop: 5, viewportRows: 10)) == .moved)
        #expect(page.visualOrder && page.top == 0)
        _ = page.reduce(.toggleOrder, metrics: nil)
        #expect(!page.visualOrder)
    }

    @Test func menuPerformsTheFocusedItemOrSaysWhyNot() {
        var menu = MenuState(titleKey: "t", items: [
            MenuState.Item("a", key: "", action: .newChat),
            MenuState.Item("b", key: "", action: .shareChat, enabled: false, reasonKey: "why"),
        ])
        #expect(menu.reduce(.choose) == .perform(.newChat))
        #expect(menu.reduce(.move(1)) == .open)
        #expect(menu.reduce(.choose) == .refused(reasonKey: "why"))
        #expect(menu.reduce(MenuState.Command(KeyMap.standard.ownAction(for: .char("y"), in: .menuKeys))) == .passOn)
        #expect(menu.reduce(MenuState.Command(KeyMap.standard.ownAction(for: .ctrl("c"), in: .menuKeys))) == .closed)
    }

    @Test func dialogCancelTakesTheWayOutAndMoveWraps() {
        var dialog = DialogState(kind: .guestLimit)
        #expect(dialog.reduce(.move(-1)) == nil)
        #expect(dialog.focused == dialog.choices.count - 1)
        #expect(dialog.reduce(.cancel) == .dismiss)
        #expect(dialog.reduce(.choose(nil)) == .signIn)
    }

    @Test func exportDialogRefusesAnEmptyPath() {
        var dialog = DialogState(kind: .export(ExportDialog(target: .chat, path: "  ")))
        #expect(dialog.exportPath() == nil)
        #expect(dialog.export?.errorKey == "dialog.export.emptyPath")
        #expect(dialog.exportKey(.char("x"), keyMap: .standard) == .handled)
        #expect(dialog.export?.errorKey == nil)
        #expect(dialog.exportPath() == "x")
    }

    @Test func copyTextStopsAtItsEndAsLastDrawn() {
        var page = CopyTextPage(text: "text")
        let metrics = CopyTextMetrics(maxTop: 5, viewportRows: 4)
        #expect(page.reduce(.page(1), metrics: metrics) == .moved)
        #expect(page.top == 3)
        #expect(page.reduce(.page(1), metrics: metrics) == .moved)
        #expect(page.top == 5)
        #expect(page.reduce(.save, metrics: metrics) == .save("text"))
        #expect(page.reduce(.close, metrics: metrics) == .closed)
    }

    @Test func authFormValidatesBeforeItSubmitsAndBackCancelsARequest() {
        var form = AuthForm(mode: .signIn, returnsToWelcome: true)
        #expect(form.reduce(.press(.primary), backend: .cloud) == .updated)
        #expect(form.message != nil)
        for c in "a@b.co" { _ = form.typeKey(.char(c), keyMap: .standard) }
        form.focus = .password
        for c in "secret12" { _ = form.typeKey(.char(c), keyMap: .standard) }
        #expect(form.reduce(.activate, backend: .cloud) == .submit)
        _ = form.start(request: 7, backend: .cloud)
        #expect(form.reduce(.moveFocus(1), backend: .cloud) == .updated)
        #expect(form.reduce(.back, backend: .cloud) == .cancel(request: 7))
        #expect(form.reduce(.back, backend: .cloud) == .close)
    }
}

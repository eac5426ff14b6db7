import Localization
import Presentation
import TextLayout

/// The custom system prompt editor (ux.md §5.4): a composer-like box with "Enter Save" and the
/// counter "123 / 2000", under a line that says what the prompt does.
enum PromptEditorView {
    static func render(_ state: AppState, area: Rect, localizer: Localizer, into p: inout Painter) {
        SettingsView.title(localizer("settings.customPrompt.title"), area: area, localizer: localizer, into: &p)
        let w = min(area.width, SettingsListView.listWidth)
        var y = area.y + 2
        let help = ChatText.uiRows(localizer("settings.customPrompt.help"), width: max(1, w - 2), style: .dim,
                                   rtl: p.mirrored)
        for row in help.prefix(max(0, area.height - 6)) {
            p.cells(row, physicalX: p.physicalStart(ofSpanAt: area.x + 1, width: ChatText.width(row)), y: y)
            y += 1
        }
        y += 1
        let buffer = state.settings.editor
        // Room for a paragraph or two; the box scrolls inside beyond that.
        let boxHeight = max(3, min(area.maxY - y, 9))
        guard y + 3 <= area.maxY else { return }
        let count = localizer.numbers.integer(buffer.characters.count) + " / "
            + localizer.numbers.integer(SettingsViewModel.promptLimit)
        ComposerView.render(buffer, area: Rect(x: area.x, y: y, width: w, height: boxHeight), language: state.language,
                            isShort: false, sendLabel: KeyMap.standard.keyLabel(for: .send) + " " + localizer("help.save"), sendEnabled: true,
                            leadingNote: count, showCursor: state.dialog == nil,
                            placeholder: localizer("settings.customPrompt.placeholder"), localizer: localizer, into: &p)
    }
}

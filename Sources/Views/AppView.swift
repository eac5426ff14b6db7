import Localization
import Presentation
import TextLayout

/// The whole screen: a pure function from state to a frame.
public enum AppView {
    public static func render(_ state: AppState, keyMap: KeyMap, contexts: [KeyContext], localizer: Localizer) -> Frame {
        let size = Size(width: state.width, height: state.height)
        var p = Painter(size: size, mirrored: state.language.isRightToLeft)
        if state.isTooSmall {
            TooSmallView.render(width: state.width, height: state.height, localizer: localizer, into: &p)
            return Frame(grid: p.grid, hitRegions: [])
        }
        let layout = ScreenLayout(width: state.width, height: state.height)
        TabBarView.render(tab: state.tab, trailing: "", layout: layout, localizer: localizer, into: &p)
        if layout.showsRule {
            p.horizontal("─", x: 0, y: 1, length: layout.width, style: .dim)
        }
        let area = Rect(x: 0, y: layout.contentTop, width: layout.width, height: layout.contentHeight)
        if state.tab == .chat {
            let composerRows = ComposerView.height(for: state.composer, width: layout.width, isShort: layout.isShort)
            let (_, composerArea) = area.splitBottom(composerRows)
            ComposerView.render(state.composer, area: composerArea, language: state.language,
                                isShort: layout.isShort, localizer: localizer, into: &p)
        } else {
            TabContentView.render(tab: state.tab, area: area, localizer: localizer, into: &p)
        }
        StatusLineView.render(state: state, layout: layout, localizer: localizer, into: &p)
        HintBarView.render(keyMap: keyMap, contexts: contexts, layout: layout, localizer: localizer, into: &p)
        if let help = state.help {
            HelpOverlayView.render(help, keyMap: keyMap, layout: layout, localizer: localizer, into: &p)
        }
        return Frame(grid: p.grid, hitRegions: p.hitRegions)
    }
}

import Localization
import Presentation
import TextLayout

/// The whole screen: a pure function from state to a frame.
public enum AppView {
    public static func render(_ state: AppState, keyMap: KeyMap, contexts: [KeyContext], localizer: Localizer,
                              environment: RenderEnvironment = RenderEnvironment(), now: Double = 0) -> Frame {
        let size = Size(width: state.width, height: state.height)
        var p = Painter(size: size, mirrored: state.language.isRightToLeft)
        if state.isTooSmall {
            TooSmallView.render(width: state.width, height: state.height, localizer: localizer, into: &p)
            return Frame(grid: p.grid, hitRegions: [])
        }
        let layout = ScreenLayout(width: state.width, height: state.height)
        if let layer = WelcomeView.render(state, layout: layout, keyMap: keyMap, contexts: contexts, localizer: localizer,
                                          into: &p) {
            if let help = state.help {
                HelpOverlayView.render(help, keyMap: keyMap, layout: layout, localizer: localizer, into: &p)
            }
            if let dialog = state.dialog {
                DialogView.render(dialog, layout: layout, localizer: localizer, into: &p)
            }
            return Frame(grid: p.grid, hitRegions: p.hitRegions, welcomeText: layer.welcomeText)
        }
        TabBarView.render(tab: state.tab, trailing: trailingTitle(state, localizer: localizer), layout: layout,
                          localizer: localizer, into: &p)
        if layout.showsRule {
            p.horizontal("─", x: 0, y: 1, length: layout.width, style: .dim)
        }
        let area = Rect(x: 0, y: layout.contentTop, width: layout.width, height: layout.contentHeight)
        var metrics: TranscriptMetrics?
        var settingsMetrics: SettingsMetrics?
        if state.tab == .chat {
            metrics = ChatView.render(state, area: area, layout: layout, localizer: localizer, env: environment,
                                      now: now, into: &p)
        } else if state.tab == .history {
            HistoryView.render(state, area: area, layout: layout, localizer: localizer, env: environment, now: now,
                               into: &p)
        } else {
            settingsMetrics = SettingsView.render(state, area: area, layout: layout, localizer: localizer,
                                                  env: environment, now: now, into: &p)
        }
        StatusLineView.render(state: state, layout: layout, localizer: localizer, now: now, into: &p)
        HintBarView.render(keyMap: Self.hinted(keyMap, state: state, now: now), contexts: contexts, layout: layout,
                           localizer: localizer, into: &p)
        if let help = state.help {
            HelpOverlayView.render(help, keyMap: keyMap, layout: layout, localizer: localizer, into: &p)
        }
        if state.tab == .chat, state.factCheck.isActive {
            FactCheckView.render(state, layout: layout, localizer: localizer, now: now, into: &p)
        }
        if let menu = state.menu {
            MenuView.render(menu, layout: layout, localizer: localizer, into: &p)
        }
        var overlay: OverlayMetrics?
        if let view = state.overlay?.base as? any OverlayView {
            let context = OverlayViewContext(toast: state.toast, keyMap: keyMap, contexts: contexts, layout: layout,
                                             localizer: localizer)
            overlay = view.render(context, into: &p)
        }
        if let dialog = state.dialog {
            DialogView.render(dialog, layout: layout, localizer: localizer, into: &p)
        }
        var frame = Frame(grid: p.grid, hitRegions: p.hitRegions, transcript: metrics, settings: settingsMetrics,
                          overlay: overlay)
        frame.voiceBand = VoiceBandRefresh.band(state, area: area, layout: layout, localizer: localizer, now: now)
        return frame
    }

    /// The open conversation's title in Chat (ux.md §1.1).
    static func trailingTitle(_ state: AppState, localizer: Localizer) -> String {
        if state.tab == .history { return HistoryView.trailing(state, localizer: localizer) }
        guard state.tab == .chat, let c = state.chat.conversation else { return "" }
        return c.title.isEmpty ? localizer("chat.newConversation") : c.title
    }

    /// The key map the hint bar offers: a banner without a Retry (or whose Retry must still
    /// wait) does not offer Ctrl+R.
    static func hinted(_ keyMap: KeyMap, state: AppState, now: Double) -> KeyMap {
        guard let banner = state.chat.banner else { return keyMap }
        let retryReady = banner.retry != nil && (banner.retryNotBefore.map { now >= $0 } ?? true)
        guard !retryReady else { return keyMap }
        return KeyMap(bindings: keyMap.bindings.filter { !($0.context == .banner && $0.action == .retry) })
    }
}

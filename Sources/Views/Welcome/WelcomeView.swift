import Localization
import Presentation
import TextLayout

/// Welcome and the sign-in forms (ux.md §2), drawn over the whole screen when active.
enum WelcomeView {
    /// What a drawn layer tells the run loop.
    struct Drawn {
        var welcomeText: WelcomeTextMetrics?
    }

    /// Draws the layer if one is showing; returns nil when none is (the tabs are drawn instead).
    static func render(_ state: AppState, layout: ScreenLayout, keyMap: KeyMap, contexts: [KeyContext],
                       localizer: Localizer, into p: inout Painter) -> Drawn? {
        switch state.welcome.layer {
        case .auth?:
            guard let form = state.welcome.auth else { return nil }
            AuthView.render(form, state: state, layout: layout, keyMap: keyMap, localizer: localizer, into: &p)
        case .welcome?:
            let metrics = WelcomeScreenView.render(state, layout: layout, keyMap: keyMap, localizer: localizer, into: &p)
            drawFooter(state, layout: layout, keyMap: keyMap, contexts: contexts, localizer: localizer, into: &p)
            return Drawn(welcomeText: metrics)
        case nil:
            return nil
        }
        drawFooter(state, layout: layout, keyMap: keyMap, contexts: contexts, localizer: localizer, into: &p)
        return Drawn()
    }

    /// The status line and the layer's own hints: no tab keys, since there are no tabs.
    static func drawFooter(_ state: AppState, layout: ScreenLayout, keyMap: KeyMap, contexts: [KeyContext],
                           localizer: Localizer, into p: inout Painter) {
        StatusLineView.render(state: state, layout: layout, localizer: localizer, into: &p)
        guard let y = layout.hintRow else { return }
        var x = 1
        let bindings = keyMap.hints(for: contexts).filter { $0.context != .global || $0.action == .help }
        for binding in bindings {
            // Key, then label, in screen order in both languages (ux.md §1.4 hint rows): a key
            // without letters ("↑") must not drift to the label's side in an Arabic pair.
            let pair = LineShaper.visualCells(binding.keyLabel) + [Cell.blank] + LineShaper.visualCells(localizer(binding.helpKey))
            let need = ChatText.width(pair)
            if x + need > layout.width - 1 { break }
            p.cells(pair, physicalX: p.physicalStart(ofSpanAt: x, width: need), y: y)
            x += need + 2
        }
    }

    /// The key name of an action in the key map ("b", "Esc"), for labels that show it.
    static func keyLabel(of action: Action, in keyMap: KeyMap) -> String { keyMap.keyLabel(for: action) }
}

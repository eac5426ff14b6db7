import Input

/// Key handling as an ordered list of layers, topmost first, as in gitui's event pump: each
/// layer takes the key (an action or outcomes) or passes it on. Help is drawn over everything,
/// dialogs included, so it comes first; the key map with the focus contexts comes last and
/// always takes the key.
struct InputLayer: Sendable {
    let name: String
    let handle: @Sendable (inout Coordinator, Key, Double) -> KeyResult
}

/// One overlay's line in the router: its bindings join the standard key map.
struct OverlayEntry: Sendable {
    let bindings: [KeyBinding]

    init<O: Overlay>(_ type: O.Type) { bindings = O.bindings }
}

extension Coordinator {
    /// The overlays (`Overlay`), one line each.
    static let overlays: [OverlayEntry] = [
        OverlayEntry(CopyTextPage.self),
    ]

    /// The layers in the order a key meets them.
    static let inputLayers: [InputLayer] = [
        InputLayer(name: "help") { c, key, now in
            guard let help = c.state.help, !c.state.isTooSmall else { return .pass }
            let screen = ScreenLayout(width: c.state.width, height: c.state.height)
            let (after, result) = help.key(key, keyMap: c.keyMap, screen: screen)
            c.state.help = after
            return result
        },
        InputLayer(name: "dialog") { c, key, now in
            // The export dialog's path field, then the dialogs' own keys (Ctrl+C their way out).
            guard !c.state.isTooSmall, var dialog = c.state.dialog else { return .pass }
            let export = dialog.exportKey(key, keyMap: c.keyMap, over: c.state, c.localizer)
            if export != .pass { return export }
            return .action(c.keyMap.ownAction(for: key, in: .dialogKeys))
        },
        InputLayer(name: "overlay") { c, key, now in
            // The open overlay takes every key: its bindings (and the global ones), then its
            // text field if it has one; of the rest only those that leave the app work.
            guard var overlay = c.state.overlay, c.state.dialog == nil, !c.state.isTooSmall else { return .pass }
            if let action = c.keyMap.action(for: key, in: [overlay.context]) { return .perform(action) }
            if let outcomes = overlay.unboundKey(key, c.overlayContext) {
                c.state.overlay = overlay
                return .outcomes(outcomes.map { $0.routed(c.localizer) })
            }
            return c.keyMap.leavesApp(key) ? .action(c.keyMap.action(for: key, in: [.global])) : .taken
        },
        InputLayer(name: "menu") { c, key, now in
            guard c.state.dialog == nil, !c.state.isTooSmall, let menu = c.state.menu else { return .pass }
            let (after, result) = menu.key(key, keyMap: c.keyMap, c.localizer)
            c.state.menu = after
            return result
        },
        InputLayer(name: "fact check") { c, key, now in
            guard c.state.chatUncovered, c.state.welcome.layer == nil else { return .pass }
            return c.state.factCheck.key(key, keyMap: c.keyMap)
        },
        InputLayer(name: "voice") { c, key, now in
            c.state.chatUncovered ? c.state.voice.key(key, keyMap: c.keyMap) : .pass
        },
        InputLayer(name: "screen") { c, key, now in
            // Welcome over everything, else the tab's own text fields (History's search, Settings').
            guard c.state.dialog == nil, !c.state.isTooSmall else { return .pass }
            let welcome = c.state.welcome.key(key, keyMap: c.keyMap)
            if welcome != .pass { return welcome }
            switch c.state.tab {
            case .history: return c.historyOutcomes(.searchKey(key), now: now).map(KeyResult.outcomes) ?? .pass
            case .settings:
                let context = SettingsViewModel.Context(app: c.state, metrics: c.settingsMetrics)
                let outcomes = c.state.settings.key(key, keyMap: c.keyMap, context)
                return outcomes.map { .outcomes($0.map(AppOutcome.fromSettings)) } ?? .pass
            case .chat: return .pass
            }
        },
        InputLayer(name: "text field") { c, key, now in
            // The composer: typed characters. Its other keys are bindings of the key map (the
            // `textField` context), so the hint bar and the help list them.
            guard c.state.composerFocused && !c.state.isTooSmall else { return .pass }
            // Ctrl+X waits for one key: Ctrl+E (bound to the editor) or anything else, handled as usual.
            c.state.ctrlXAt = nil
            guard case .char(let ch) = key.code, key.modifiers.subtracting(.shift).isEmpty else { return .pass }
            return .outcomes([.chat(.type(String(ch)))])
        },
        InputLayer(name: "type to ask") { c, key, now in c.state.typeToAsk(key, keyMap: c.keyMap, c.localizer) },
        InputLayer(name: "key map") { c, key, now in
            guard var action = c.keyMap.action(for: key, in: c.contexts) else { return .taken }
            if case .openSource = action, case .char(let ch) = key.code, let n = ch.wholeNumberValue { action = .openSource(n) }
            // Below the minimum size only Ctrl+C, Ctrl+Z and Ctrl+L are acted on (ux.md §1.1).
            if c.state.isTooSmall, ![.interrupt, .suspend, .redraw].contains(action) { return .taken }
            return .perform(action)
        },
    ]

    /// Where the text field's layer stands in `inputLayers`.
    static let textFieldLayer = inputLayers.firstIndex { $0.name == "text field" } ?? 0

    mutating func handle(key: Key, now: Double) -> [Effect] {
        // Search matches stay highlighted until the next key (ux.md §4.4).
        state.chat.highlight = nil
        // Chat with nothing open over it — where most keys are typed — starts at the text
        // field: every layer above it passes when what it owns is closed, so asking each costs
        // only time, on every keystroke.
        let first = state.nothingAboveComposer ? Self.textFieldLayer : 0
        for layer in Self.inputLayers[first...] {
            if let effects = run(layer.handle(&self, key, now), now: now) { return effects }
        }
        return []
    }

    /// What a layer's result does; nil when it passed.
    private mutating func run(_ result: KeyResult, now: Double) -> [Effect]? {
        switch result {
        case .pass: nil
        case .perform(let action): perform(action, now: now)
        case .outcomes(let outcomes): apply(outcomes, now: now)
        }
    }

    /// Bracketed paste: into the open overlay's field, the export dialog's path, the fact-check
    /// prompt or sheet, Welcome's form, History's search, a Settings field, or the composer.
    mutating func paste(_ text: String, now: Double) -> [Effect] {
        if var overlay = state.overlay {
            guard let outcomes = overlay.paste(text, overlayContext) else { return [] }
            state.overlay = overlay
            return apply(outcomes.map { $0.routed(localizer) }, now: now)
        }
        if state.dialog?.pasteIntoExport(text) == true { return [] }
        if state.tab == .chat, state.dialog == nil, state.menu == nil, !state.isTooSmall, state.welcome.layer == nil {
            let blank = state.composerFocused && state.chat.composer.isBlank
            if let effects = run(state.factCheck.paste(text, composerBlank: blank), now: now) { return effects }
        }
        if state.welcome.layer != nil {
            if !state.isTooSmall { _ = state.welcome.paste(text) }
            return []
        }
        if state.tab == .history, state.dialog == nil, state.history.search?.focused == true {
            return history(.paste(text), now: now)
        }
        if state.tab == .settings && state.dialog == nil && !state.isTooSmall, state.settings.paste(text) { return [] }
        return state.composerFocused && !state.isTooSmall ? apply([.chat(.paste(text))], now: now) : []
    }

    /// The wheel moves 3 rows (ux.md §7, mouse) on whichever screen shows; clicks arrive as
    /// the frame's actions.
    mutating func wheel(_ m: MouseEvent, now: Double) -> [Effect] {
        if state.dialog == nil, !state.isTooSmall, let effects = run(state.welcome.wheel(m), now: now) { return effects }
        let rows: Int
        switch m.action {
        case .wheelUp: rows = -3
        case .wheelDown: rows = 3
        default: return []
        }
        guard !state.isTooSmall, state.dialog == nil else { return [] }
        switch state.tab {
        case .history: return history(.wheel(rows: rows), now: now)
        case .settings: return settings(.wheel(rows), now: now)
        case .chat: return perform(.scrollRows(rows), now: now)
        }
    }
}

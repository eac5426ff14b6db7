import Input

/// Key handling as an ordered list of layers, topmost first, as in gitui's event pump: each
/// layer takes the key (returning its effects) or passes it on (nil). The last layer, the key
/// map with the focus contexts, always takes it.
struct InputLayer: Sendable {
    let name: String
    let handle: @Sendable (inout Coordinator, Key, Double) -> [Effect]?
}

extension Coordinator {
    /// The layers in the order a key meets them.
    static let inputLayers: [InputLayer] = [
        InputLayer(name: "help") { c, key, now in
            guard c.state.help != nil, !c.state.isTooSmall else { return nil }
            return c.handleHelp(key: key, now: now)
        },
        InputLayer(name: "overlay") { c, key, now in c.overlayLayer(key, now: now) },
        InputLayer(name: "dialog") { c, key, now in c.dialogLayer(key, now: now) },
        InputLayer(name: "menu") { c, key, now in
            guard c.state.dialog == nil, !c.state.isTooSmall else { return nil }
            return c.handleMenuKey(key, now: now)
        },
        InputLayer(name: "fact check") { c, key, now in c.factCheckLayer(key, now: now) },
        InputLayer(name: "voice") { c, key, now in c.voiceLayer(key, now: now) },
        InputLayer(name: "screen") { c, key, now in c.screenLayer(key, now: now) },
        InputLayer(name: "text field") { c, key, now in c.textFieldLayer(key, now: now) },
        InputLayer(name: "type to ask") { c, key, now in c.typeToAskLayer(key, now: now) },
        InputLayer(name: "key map") { c, key, now in c.keyMapLayer(key, now: now) },
    ]

    /// The export dialog's path field, and Ctrl+C as every dialog's way out.
    private mutating func dialogLayer(_ key: Key, now: Double) -> [Effect]? {
        guard !state.isTooSmall else { return nil }
        if let effects = handleExportDialogKey(key, now: now) { return effects }
        if state.dialog != nil, let action = keyMap.ownAction(for: key, in: .dialogKeys) { return perform(action, now: now) }
        return nil
    }

    /// Welcome over everything, else the tab's own keys (History's list and search, Settings'
    /// text fields).
    private mutating func screenLayer(_ key: Key, now: Double) -> [Effect]? {
        guard state.dialog == nil, !state.isTooSmall else { return nil }
        if let effects = handleWelcomeKey(key, now: now) { return effects }
        if state.tab == .history, let effects = history(.searchKey(key), now: now) { return effects }
        if state.tab == .settings, let effects = handleSettingsKey(key, now: now) { return effects }
        return nil
    }

    /// The composer: typed characters. Its other keys are bindings of the key map (the
    /// `textField` context), so the hint bar and the help list them.
    private mutating func textFieldLayer(_ key: Key, now: Double) -> [Effect]? {
        guard textFieldFocused && !state.isTooSmall else { return nil }
        // Ctrl+X waits for one key: Ctrl+E (bound to the editor) or anything else, handled as usual.
        state.ctrlXAt = nil
        if case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty {
            state.chat.composer.insert(String(c))
            return []
        }
        return nil
    }

    /// The key map in the focus contexts, innermost first; global bindings last.
    private mutating func keyMapLayer(_ key: Key, now: Double) -> [Effect]? {
        guard var action = keyMap.action(for: key, in: contexts) else { return [] }
        if case .openSource = action, case .char(let c) = key.code, let n = c.wholeNumberValue { action = .openSource(n) }
        // Below the minimum size only Ctrl+C, Ctrl+Z and Ctrl+L are acted on (ux.md §1.1).
        if state.isTooSmall, ![.interrupt, .suspend, .redraw].contains(action) { return [] }
        return perform(action, now: now)
    }
}

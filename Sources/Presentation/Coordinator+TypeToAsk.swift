import Input

/// Typing on a screen without a text field starts a question ("What is qadr" typed on
/// History, where the app reopened, quit at its `q`). The screen's own command letters keep
/// their meaning (they are in the hint bar); any other printable key goes to the Chat composer,
/// switching to Chat. `q` there asks first: a second `q` quits, and typing on puts the `q` and
/// what follows in the composer, so the start of a question is never lost.
extension Coordinator {
    mutating func typeToAskLayer(_ key: Key, now: Double) -> [Effect]? {
        let armed = state.typedQuitArmed
        state.typedQuitArmed = false
        guard state.tab != .chat, state.dialog == nil, state.menu == nil, state.overlay == nil, state.help == nil,
              !state.isTooSmall, Self.welcomeContexts(state) == nil,
              case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty else { return nil }
        let action = keyMap.action(for: key, in: contexts)
        if armed {
            if action == .quit { return perform(.quit, now: now) }
            return startQuestion("q" + String(c), now: now)
        }
        if action == .quit {
            state.typedQuitArmed = true
            state.toast = Toast(text: localizer("toast.pressQAgain"), now: now)
            return []
        }
        guard action == nil else { return nil }
        return startQuestion(String(c), now: now)
    }

    /// Chat, with `text` typed into the composer at its cursor (a draft there is kept).
    private mutating func startQuestion(_ text: String, now: Double) -> [Effect] {
        state.toast = nil
        let effects = switchTab(to: .chat, now: now)
        state.chat.focusComposer()
        state.chat.composer.insert(text)
        return effects
    }
}

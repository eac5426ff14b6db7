import Input
import Localization

/// Typing on a screen without a text field starts a question ("What is qadr" typed on
/// History, where the app reopened, quit at its `q`). The screen's own command letters keep
/// their meaning (they are in the hint bar); any other printable key goes to the Chat composer,
/// switching to Chat. `q` there asks first: a second `q` quits, and typing on puts the `q` and
/// what follows in the composer, so the start of a question is never lost.
extension AppState {
    public mutating func typeToAsk(_ key: Key, keyMap: KeyMap, _ localizer: Localizer) -> KeyResult {
        let armed = typedQuitArmed
        typedQuitArmed = false
        guard tab != .chat, dialog == nil, menu == nil, overlay == nil, help == nil, !isTooSmall, welcome.layer == nil,
              case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty else { return .pass }
        let action = keyMap.action(for: key, in: keyContexts)
        if armed {
            if action == .quit { return .perform(.quit) }
            return .outcomes(Self.startQuestion("q" + String(c)))
        }
        if action == .quit {
            typedQuitArmed = true
            return .outcomes([.toast(localizer("toast.pressQAgain"))])
        }
        guard action == nil else { return .pass }
        return .outcomes(Self.startQuestion(String(c)))
    }

    /// Chat, with `text` typed into the composer at its cursor (a draft there is kept).
    private static func startQuestion(_ text: String) -> [AppOutcome] {
        [.clearToast, .enterTab(.chat), .chat(.typeToAsk(text))]
    }
}

import Input
import Localization

/// A menu's keys (ux.md §3.10, key-map context `menuKeys`): ↑/↓ (k/j) move over the usable
/// items, Enter performs the focused one, Esc and Ctrl+C close; any other key closes the menu
/// and acts as it would without it, so the items' direct keys keep working.
extension MenuState {
    public enum Command: Hashable, Sendable {
        case close
        case move(Int)
        case choose
        /// A key the menu does not use.
        case other

        /// The menu's command for a key-map action (context `menuKeys`); `.other` for none.
        public init(_ action: Action?) {
            switch action {
            case .menuClose?: self = .close
            case .menuMove(let d)?: self = .move(d)
            case .menuChoose?: self = .choose
            default: self = .other
            }
        }
    }

    public enum Outcome: Hashable, Sendable {
        /// Still open, focus moved.
        case open
        case closed
        /// Closed; perform the chosen item's action.
        case perform(Action)
        /// Closed; the chosen item is dim, and this says why (nil: nothing to say).
        case refused(reasonKey: String?)
        /// Closed; the key goes on to the screen below.
        case passOn
    }

    public mutating func reduce(_ command: Command) -> Outcome {
        switch command {
        case .close:
            return .closed
        case .move(let d):
            move(d)
            return .open
        case .choose:
            guard items.indices.contains(focused) else { return .closed }
            let item = items[focused]
            return item.enabled ? .perform(item.action) : .refused(reasonKey: item.reasonKey)
        case .other:
            return .passOn
        }
    }
}

extension MenuState {
    /// A key while this menu is open: the menu after it (nil: closed) and what it asks.
    public func key(_ key: Key, keyMap: KeyMap, _ localizer: Localizer) -> (MenuState?, KeyResult) {
        var menu = self
        let outcome = menu.reduce(Command(keyMap.ownAction(for: key, in: .menuKeys)))
        let after = outcome == .open ? menu : nil
        switch outcome {
        case .open, .closed: return (after, .taken)
        case .perform(let action): return (after, .perform(action))
        case .refused(let reason): return (after, .outcomes(reason.map { [.toast(localizer($0))] } ?? []))
        case .passOn: return (after, .pass)
        }
    }
}

/// Key names for labels drawn outside the hint bar ("Enter Send" on the composer, "Esc Back"
/// in a header): they come from the key map like the hints, so views never spell a key.
extension KeyMap {
    /// The first key bound to `action` (in `context` when given), e.g. "Ctrl+R"; "" when unbound.
    public func keyLabel(for action: Action, in context: KeyContext? = nil) -> String {
        bindings.first { $0.action == action && (context == nil || $0.context == context) }?.keyLabel ?? ""
    }
}

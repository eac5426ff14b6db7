/// Where the focus is, which decides which bindings apply and which hints show.
public enum KeyContext: String, Hashable, Sendable, CaseIterable {
    case global
    case chat
    case history
    case settings
    /// A focused text field (the composer, form fields): its editing keys come first.
    case textField

    /// The context of a tab's root screen.
    public static func root(of tab: Tab) -> KeyContext {
        switch tab {
        case .chat: .chat
        case .history: .history
        case .settings: .settings
        }
    }
}

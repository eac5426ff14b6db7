import Input

/// Welcome, sign-in and account routes (ux.md §2, §6): full-screen layers over the tabs.
extension Coordinator {
    /// Keys of Welcome or Auth when one is showing; nil when neither is.
    mutating func handleWelcomeKey(_ key: Key, now: Double) -> [Effect]? { nil }

    /// The contexts of Welcome or Auth when one is showing; nil when neither is.
    static func welcomeContexts(_ state: AppState) -> [KeyContext]? { nil }

    mutating func performWelcome(_ action: Action, now: Double) -> [Effect]? { nil }

    mutating func handleAccountEvent(_ event: AccountEvent, now: Double) -> [Effect] { [] }
}

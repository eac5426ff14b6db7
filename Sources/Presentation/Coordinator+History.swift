import Input

/// The History route (ux.md §4): its keys, contexts and actions.
extension Coordinator {
    /// Keys History handles before the key map (its search field); nil lets the map decide.
    mutating func handleHistoryKey(_ key: Key, now: Double) -> [Effect]? { nil }

    /// History's focus contexts, innermost first.
    static func historyContexts(_ state: AppState) -> [KeyContext] { [.history] }

    mutating func performHistory(_ action: Action, now: Double) -> [Effect] { [] }

    mutating func handleHistoryEvent(_ event: HistoryEvent, now: Double) -> [Effect] { [] }
}

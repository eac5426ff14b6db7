import Domain

/// Work the History view model asks for; `HistoryEffectRunner` in App performs it.
public enum HistoryEffect: Hashable, Sendable {
    /// Placeholder until the History screen lands.
    case none
}

/// Results of History work, fed back through the event queue.
public enum HistoryEvent: Hashable, Sendable {
    case none
}

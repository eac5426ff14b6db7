import Domain

/// Work of Welcome, sign-in and the account; `AccountEffectRunner` in App performs it.
public enum AccountEffect: Hashable, Sendable {
    case none
}

/// Results of account work, fed back through the event queue.
public enum AccountEvent: Hashable, Sendable {
    case none
}

import Domain

/// The History tab's state and rules (ux.md §4). Issue 8 fills it in.
public struct HistoryViewModel: Hashable, Sendable {
    public init() {}
}

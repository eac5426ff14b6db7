/// A short message in the status line that disappears by itself (ux.md §8.2).
public struct Toast: Hashable, Sendable {
    public var text: String
    public var isError: Bool
    /// Monotonic time (seconds) after which it is no longer shown.
    public var expiresAt: Double

    public init(text: String, isError: Bool = false, now: Double) {
        self.text = text
        self.isError = isError
        self.expiresAt = now + (isError ? 6 : 3)
    }
}

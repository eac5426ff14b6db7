import Foundation

/// When a streaming answer must be written (the durability rule): the first chunk at once,
/// then unsaved text at most 500 ms after the last write, and always at the end. Time is an
/// input, so a chunk handler and a tick handler can both ask.
public struct StreamingSaveSchedule: Hashable, Sendable {
    public let interval: TimeInterval
    public private(set) var lastSave: Date?
    public private(set) var hasUnsavedText = false

    public init(interval: TimeInterval = 0.5) {
        self.interval = interval
    }

    /// Records new text; true when it should be written now.
    public mutating func textArrived(at now: Date) -> Bool {
        hasUnsavedText = true
        return isDue(at: now)
    }

    /// True when unsaved text exists and the last write is `interval` old (or none happened).
    public func isDue(at now: Date) -> Bool {
        guard hasUnsavedText else { return false }
        guard let lastSave else { return true }
        return now.timeIntervalSince(lastSave) >= interval
    }

    /// Call when a write failed: the text counts as unsaved again and the next chunk writes it
    /// at once instead of waiting out the interval.
    public mutating func failed() {
        lastSave = nil
        hasUnsavedText = true
    }

    /// Call after each successful write.
    public mutating func saved(at now: Date) {
        lastSave = now
        hasUnsavedText = false
    }
}

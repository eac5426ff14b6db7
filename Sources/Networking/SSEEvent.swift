/// One dispatched server-sent event (WHATWG event-stream interpretation).
public struct SSEEvent: Hashable, Sendable {
    /// The `event:` field, or `"message"` when none was given.
    public var type: String
    /// The joined `data:` lines, without the final line feed.
    public var data: String
    /// The last event id in force when the event was dispatched.
    public var lastEventId: String

    public init(type: String = "message", data: String, lastEventId: String = "") {
        self.type = type
        self.data = data
        self.lastEventId = lastEventId
    }
}

/// A stream that breaks the parser's memory bound.
public enum SSEError: Error, Hashable, Sendable {
    /// A single line (or one event's data) grew past the cap without ending.
    case lineTooLong(limit: Int)
}

/// Which slice of a conversation's messages to read. Pages come back in display order
/// (`createdAt` ascending, ties in insertion order).
public enum MessagePageRequest: Hashable, Sendable {
    /// The newest `limit` messages (opening a conversation).
    case last(Int)
    /// The `limit` messages just before the message with this id (scrolling up).
    case before(messageId: String, limit: Int)
    /// The `limit` messages just after the message with this id.
    case after(messageId: String, limit: Int)
    /// Every message.
    case all
}

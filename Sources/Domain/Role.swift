/// Who wrote a message (protocol.md §10.2).
public enum Role: String, Hashable, Sendable, Codable, CaseIterable {
    case user
    case assistant
}

/// Who produced a conversation's title: the client (`local`) or the server (protocol.md §10.1).
public enum TitleOrigin: String, Hashable, Sendable, Codable, CaseIterable {
    case local
    case server
}

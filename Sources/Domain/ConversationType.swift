/// Whether a conversation is a regular chat or a fact-check (protocol.md §10.1).
public enum ConversationType: String, Hashable, Sendable, Codable, CaseIterable {
    case regular
    case factCheck
}

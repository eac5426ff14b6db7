import Domain
import Foundation

/// Finds the conversation a command-line ID names: its id, its server thread id, or — so a
/// person need not paste a whole UUID — a prefix of at least four characters that only one of
/// the owner's conversations starts with.
enum ConversationLookup {
    enum Failure: Error, Equatable {
        case notFound(String)
        case ambiguous(String, count: Int)
        /// Neither an ID nor long enough to be taken as the start of one: saying "not found"
        /// would hide that a longer prefix works.
        case tooShort(String)
    }

    static let minimumPrefix = 4

    static func find(_ query: String, conversations: ConversationRepository,
                     owner: Owner) throws -> Result<Conversation, Failure> {
        let id = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !id.isEmpty else { return .failure(.notFound(query)) }
        if let c = try conversations.conversation(id: id, owner: owner) { return .success(c) }
        if let c = try conversations.conversation(threadId: id, owner: owner) { return .success(c) }
        guard id.count >= minimumPrefix else { return .failure(.tooShort(id)) }
        let all = try conversations.history(owner: owner, starredOnly: false, after: nil, limit: Int.max)
        let matches = all.filter { $0.conversation.id.hasPrefix(id) }
        switch matches.count {
        case 1: return .success(matches[0].conversation)
        case 0: return .failure(.notFound(id))
        default: return .failure(.ambiguous(id, count: matches.count))
        }
    }
}

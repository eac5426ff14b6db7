import Foundation

/// What the library server remembers of each conversation it is answering: the questions
/// asked, so a follow-up can lean on the one before, and the passages already given for the
/// last question, so asking it again (Regenerate) offers the next ones. Bounded: the oldest
/// conversations are forgotten first, and only the last few questions of each are kept.
final class ConversationMemory: @unchecked Sendable {
    struct Turn {
        var question: String
        var shown: Set<String>
    }

    static let maxConversations = 1_000
    static let maxTurns = 6

    // Guarded by `lock`.
    private var turns: [String: [Turn]] = [:]
    private var order: [String] = []
    private let lock = NSLock()

    /// The earlier questions of `conversation` (oldest first) and, when `question` repeats
    /// the last one, the passages already shown for it.
    func recall(_ conversation: String?, question: String) -> (context: [String], shown: Set<String>?) {
        guard let conversation else { return ([], nil) }
        return lock.withLock {
            let past = turns[conversation] ?? []
            if let last = past.last, Self.same(last.question, question) {
                return (past.dropLast().map(\.question), last.shown)
            }
            return (past.map(\.question), nil)
        }
    }

    /// Records that `question` was answered in `conversation` with the passages `shown`.
    func remember(_ conversation: String?, question: String, shown: Set<String>) {
        guard let conversation else { return }
        lock.withLock {
            var past = turns[conversation] ?? []
            if let last = past.last, Self.same(last.question, question) {
                past[past.count - 1].shown.formUnion(shown)
            } else {
                past.append(Turn(question: question, shown: shown))
                if past.count > Self.maxTurns { past.removeFirst(past.count - Self.maxTurns) }
            }
            if turns[conversation] == nil {
                order.append(conversation)
                if order.count > Self.maxConversations { turns[order.removeFirst()] = nil }
            }
            turns[conversation] = past
        }
    }

    static func same(_ a: String, _ b: String) -> Bool {
        a.trimmingCharacters(in: .whitespacesAndNewlines) == b.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

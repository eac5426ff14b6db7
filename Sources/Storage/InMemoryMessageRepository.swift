import Domain
import Foundation

/// `MessageRepository` over `InMemoryStore`.
public struct InMemoryMessageRepository: MessageRepository {
    let store: InMemoryStore

    public func append(_ m: Message, owner: Owner, touch: ConversationTouch) throws {
        try store.withState { s in try Self.insert(&s, m, owner: owner, touch: touch) }
    }

    static func insert(_ s: inout InMemoryStore.State, _ m: Message, owner: Owner, touch: ConversationTouch) throws {
        guard s.owned(m.conversationId, owner) != nil else { throw AppError.storage("conversation \(m.conversationId)") }
        guard s.messages[m.id] == nil else { throw AppError.storage("message \(m.id) exists") }
        try checkServerId(m, s)
        var m = m
        m.createdAt = InMemoryStore.ms(m.createdAt)
        s.messages[m.id] = .init(message: m, seq: s.nextSeq)
        s.nextSeq += 1
        if m.isFactCheck { s.conversations[m.conversationId]?.0.conversationType = .factCheck }
        Self.touch(&s, touch, m)
    }

    public func update(_ m: Message, owner: Owner, touch: ConversationTouch) throws {
        try store.withState { s in
            guard let old = s.messages[m.id], old.message.conversationId == m.conversationId,
                  s.owned(m.conversationId, owner) != nil else { throw AppError.storage("message \(m.id)") }
            try Self.checkServerId(m, s)
            var m = m
            m.createdAt = InMemoryStore.ms(m.createdAt)
            s.messages[m.id] = .init(message: m, seq: old.seq)
            Self.touch(&s, touch, m)
        }
    }

    public func updateStreaming(messageId: String, content: String, reasoning: String?, owner: Owner) throws {
        try modify(messageId, owner) {
            $0.content = content
            $0.reasoning = reasoning
        }
    }

    public func setState(_ state: MessageState, lastErrorCode: String?, messageId: String, owner: Owner) throws {
        try modify(messageId, owner) {
            $0.state = state
            $0.lastErrorCode = lastErrorCode
        }
    }

    public func message(id: String, owner: Owner) throws -> Message? {
        store.withState { s in
            s.messages[id].flatMap { s.owned($0.message.conversationId, owner) != nil ? $0.message : nil }
        }
    }

    public func messages(conversationId: String, owner: Owner, page: MessagePageRequest) throws -> [Message] {
        store.withState { s in
            guard s.owned(conversationId, owner) != nil else { return [] }
            let all = s.messages(of: conversationId).map(\.message)
            switch page {
            case .all: return all
            case .last(let n): return Array(all.suffix(max(0, n)))
            case .before(let id, let n):
                guard let i = all.firstIndex(where: { $0.id == id }) else { return [] }
                return Array(all[..<i].suffix(max(0, n)))
            case .after(let id, let n):
                guard let i = all.firstIndex(where: { $0.id == id }) else { return [] }
                return Array(all[(i + 1)...].prefix(max(0, n)))
            }
        }
    }

    public func delete(messageId: String, owner: Owner) throws {
        store.withState { s in
            if let m = s.messages[messageId], s.owned(m.message.conversationId, owner) != nil { s.messages[messageId] = nil }
        }
    }

    public func conversationWithWaitingQuestion(owner: Owner) throws -> String? {
        store.withState { s in
            s.messages.values.map(\.message)
                .filter { $0.state == .notSent && WaitingQuestion.codes.contains($0.lastErrorCode ?? "") }
                .filter { s.owned($0.conversationId, owner) != nil }
                .max { $0.createdAt < $1.createdAt }?.conversationId
        }
    }

    public func recoverAfterCrash() throws -> RecoveryReport {
        store.withState { s in
            var report = RecoveryReport()
            for (id, var stored) in s.messages {
                switch stored.message.state {
                case .sending:
                    stored.message.state = .notSent
                    stored.message.lastErrorCode = RecoveryReport.notSentErrorCode
                    s.messages[id] = stored
                    report.questionsMarkedNotSent += 1
                case .streaming where stored.message.content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty:
                    s.messages[id] = nil
                    report.blankAnswersDeleted += 1
                case .streaming:
                    stored.message.state = .incomplete(.interrupted)
                    s.messages[id] = stored
                    report.answersInterrupted += 1
                default: break
                }
            }
            return report
        }
    }

    /// Mirrors the UNIQUE (conversation_id, server_id) index.
    static func checkServerId(_ m: Message, _ s: InMemoryStore.State) throws {
        guard let sid = m.serverId else { return }
        if s.messages.values.contains(where: { $0.message.id != m.id && $0.message.conversationId == m.conversationId && $0.message.serverId == sid }) {
            throw AppError.storage("duplicate server id \(sid)")
        }
    }

    static func touch(_ s: inout InMemoryStore.State, _ touch: ConversationTouch, _ m: Message) {
        guard let stored = s.conversations[m.conversationId] else { return }
        var c = stored.0
        switch touch {
        case .none: return
        case .set: c.updatedAt = m.createdAt
        case .forwardOnly: c.updatedAt = max(c.updatedAt, m.createdAt)
        }
        s.conversations[m.conversationId] = (c, stored.seq)
    }

    func modify(_ id: String, _ owner: Owner, _ change: (inout Message) -> Void) throws {
        try store.withState { s in
            guard var stored = s.messages[id], s.owned(stored.message.conversationId, owner) != nil else {
                throw AppError.storage("message \(id)")
            }
            change(&stored.message)
            s.messages[id] = stored
        }
    }
}

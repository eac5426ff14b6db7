import Domain
import Foundation

/// `ConversationRepository` over `InMemoryStore`.
public struct InMemoryConversationRepository: ConversationRepository {
    let store: InMemoryStore

    public func create(_ c: Conversation, owner: Owner) throws {
        try store.withState { s in try Self.insert(&s, c, owner: owner) }
    }

    public func create(_ c: Conversation, firstMessage m: Message, owner: Owner) throws {
        try store.withState { s in
            // Checked on a copy, so a refused message leaves no conversation behind.
            var t = s
            try Self.insert(&t, c, owner: owner)
            try InMemoryMessageRepository.insert(&t, m, owner: owner, touch: .set)
            s = t
        }
    }

    static func insert(_ s: inout InMemoryStore.State, _ c: Conversation, owner: Owner) throws {
        guard s.conversations[c.id] == nil else { throw AppError.storage("conversation \(c.id) exists") }
        var c = c
        c.ownerId = owner.id
        c.title = c.title.trimmingCharacters(in: .whitespacesAndNewlines)
        c.createdAt = InMemoryStore.ms(c.createdAt)
        c.updatedAt = InMemoryStore.ms(c.updatedAt)
        s.conversations[c.id] = (c, s.nextSeq)
        s.nextSeq += 1
    }

    public func conversation(id: String, owner: Owner) throws -> Conversation? {
        store.withState { $0.owned(id, owner) }
    }

    public func conversation(threadId: String, owner: Owner) throws -> Conversation? {
        store.withState { s in
            let mine = s.conversations.values.map(\.0).filter { $0.ownerId == owner.id }
            return mine.filter { $0.threadId == threadId }.max { $0.updatedAt < $1.updatedAt }
                ?? mine.first { $0.id == threadId }
        }
    }

    static func precedes(_ a: Conversation, _ b: Conversation) -> Bool {
        if a.updatedAt != b.updatedAt { return a.updatedAt > b.updatedAt }
        if a.createdAt != b.createdAt { return a.createdAt > b.createdAt }
        return a.id < b.id
    }

    static func entry(_ c: Conversation, _ s: InMemoryStore.State) -> HistoryEntry {
        let msgs = s.messages(of: c.id)
        let t = c.title.trimmingCharacters(in: .whitespacesAndNewlines)
        let needsQuestion = t.isEmpty || t == "New Conversation" || t == "New Chat"
        let last = msgs.last?.message
        return HistoryEntry(conversation: c, lastMessageContent: last?.content,
                            firstQuestion: needsQuestion ? msgs.first { $0.message.role == .user }?.message.content : nil,
                            lastMessageState: last?.state, lastMessageRole: last?.role, messageCount: msgs.count)
    }

    public func history(owner: Owner, starredOnly: Bool, after: HistoryCursor?, limit: Int) throws -> [HistoryEntry] {
        store.withState { s in
            var rows = s.conversations.values.map(\.0).filter { $0.ownerId == owner.id && (!starredOnly || $0.isStarred) }
            rows.sort(by: Self.precedes)
            if let a = after {
                let anchor = Conversation(id: a.id, createdAt: a.createdAt, updatedAt: a.updatedAt, ownerId: owner.id)
                rows = rows.filter { Self.precedes(anchor, $0) }
            }
            return rows.prefix(max(0, limit)).map { Self.entry($0, s) }
        }
    }

    public func count(owner: Owner, starredOnly: Bool) throws -> Int {
        store.withState { s in s.conversations.values.filter { $0.0.ownerId == owner.id && (!starredOnly || $0.0.isStarred) }.count }
    }

    public func search(_ query: SearchQuery, owner: Owner, starredOnly: Bool, limit: Int) throws -> SearchResults {
        guard !query.isEmpty else { return SearchResults(results: [], totalMatches: 0) }
        return store.withState { s in
            var found: [(Conversation, Bool, Message?)] = []
            for c in s.conversations.values.map(\.0) where c.ownerId == owner.id && (!starredOnly || c.isStarred) {
                let inTitle = query.matches(c.title)
                let hit = s.messages(of: c.id).sorted { $0.seq < $1.seq }
                    .first { $0.message.state != .streaming && query.matches($0.message.content) }?.message
                if inTitle || hit != nil { found.append((c, inTitle, hit)) }
            }
            found.sort { a, b in a.1 != b.1 ? a.1 : Self.precedes(a.0, b.0) }
            let results = found.prefix(max(0, limit)).map { c, inTitle, hit in
                SearchResult(entry: Self.entry(c, s), titleMatched: inTitle, firstMatchingMessageId: hit?.id,
                             snippet: hit.flatMap { SearchSnippet.make(text: $0.content, query: query) })
            }
            return SearchResults(results: results, totalMatches: found.count)
        }
    }

    public func setTitle(_ title: String, origin: TitleOrigin, conversationId: String, owner: Owner) throws {
        try modify(conversationId, owner) {
            $0.title = title.trimmingCharacters(in: .whitespacesAndNewlines)
            $0.titleOrigin = origin
        }
    }

    public func setThreadId(_ threadId: String?, conversationId: String, owner: Owner) throws {
        try modify(conversationId, owner) { $0.threadId = threadId }
    }

    public func setStarred(_ starred: Bool, conversationId: String, owner: Owner) throws {
        try modify(conversationId, owner) { $0.isStarred = starred }
    }

    public func setPendingRemoteCreate(_ pending: Bool, conversationId: String, owner: Owner) throws {
        try modify(conversationId, owner) { $0.pendingRemoteCreate = pending }
    }

    public func moveUpdatedAtForward(to date: Date, conversationId: String, owner: Owner) throws {
        try modify(conversationId, owner) { $0.updatedAt = max($0.updatedAt, InMemoryStore.ms(date)) }
    }

    public func rekey(conversationId: String, to newId: String, threadId: String?, owner: Owner) throws {
        try store.withState { s in
            guard let (c, seq) = s.conversations[conversationId], c.ownerId == owner.id else {
                throw AppError.storage("conversation \(conversationId)")
            }
            guard s.conversations[newId] == nil else { throw AppError.storage("conversation \(newId) exists") }
            var moved = c
            moved.id = newId
            if let threadId { moved.threadId = threadId }
            moved.pendingRemoteCreate = false
            s.conversations[conversationId] = nil
            s.conversations[newId] = (moved, seq)
            for (id, var m) in s.messages where m.message.conversationId == conversationId {
                m.message.conversationId = newId
                s.messages[id] = m
            }
        }
    }

    public func delete(conversationId: String, owner: Owner) throws {
        store.withState { s in
            guard s.owned(conversationId, owner) != nil else { return }
            s.conversations[conversationId] = nil
            s.messages = s.messages.filter { $0.value.message.conversationId != conversationId }
        }
    }

    public func deleteAll(owner: Owner) throws {
        store.withState { s in
            let ids = Set(s.conversations.values.map(\.0).filter { $0.ownerId == owner.id }.map(\.id))
            s.conversations = s.conversations.filter { !ids.contains($0.key) }
            s.messages = s.messages.filter { !ids.contains($0.value.message.conversationId) }
        }
    }

    func modify(_ id: String, _ owner: Owner, _ change: (inout Conversation) -> Void) throws {
        try store.withState { s in
            guard let stored = s.conversations[id], stored.0.ownerId == owner.id else {
                throw AppError.storage("conversation \(id)")
            }
            var c = stored.0
            change(&c)
            s.conversations[id] = (c, stored.seq)
        }
    }
}

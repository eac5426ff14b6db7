import Domain

/// Chat's side of the account sync (protocol.md §5.1, §5.3, §11.3, §11.6): the server naming a
/// new conversation, merged messages, and server titles.
extension ChatViewModel {
    /// The server created the conversation (protocol.md §5.3): it now has the server's id and thread.
    mutating func conversationCreated(oldId: String, newId: String, threadId: String?) {
        guard var c = conversation, c.id == oldId else { return }
        c.id = newId
        c.threadId = threadId ?? c.threadId ?? newId
        c.pendingRemoteCreate = false
        conversation = c
        for i in messages.indices where messages[i].message.conversationId == oldId {
            messages[i].message.conversationId = newId
        }
    }

    /// A message sync changed the open conversation (protocol.md §11.3). A live turn owns the transcript, so
    /// the merge then waits for the next time the conversation is opened. Unchanged messages
    /// keep their parsed answers; the view stays where it was.
    public mutating func mergeSynced(_ c: Conversation, _ list: [Message]) {
        guard conversation?.id == c.id, turn == nil else { return }
        let old = Dictionary(messages.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let grew = list.last.map { old[$0.id] == nil } ?? false
        messages = list.map { m in
            if let o = old[m.id], o.message == m { return o }
            return ChatMessage(m)
        }
        conversation = c
        if case .anchored(let id, _) = scroll {
            if !list.contains(where: { $0.id == id }) { scroll = .following } else if grew { unseenBelow = true }
        }
        if case .message(let id) = focus, !list.contains(where: { $0.id == id }) { focus = .composer }
    }

    /// The launch showed only the last messages of the restored conversation; the older ones go
    /// in front. Whatever happened since (a question sent, the view scrolled) stays as it is.
    mutating func completeRestore(_ c: Conversation, _ list: [Message]) {
        guard conversation?.id == c.id, let first = messages.first else { return }
        older = .none
        let have = Set(messages.map(\.id))
        let older = list.filter { !have.contains($0.id) && $0.createdAt <= first.message.createdAt }
        messages.insert(contentsOf: older.map { ChatMessage($0) }, at: 0)
    }

    /// The server named the conversation after its first answer (protocol.md §11.6).
    mutating func titleGenerated(conversationId: String, title: String) {
        guard var c = conversation, c.id == conversationId, c.titleOrigin == .local else { return }
        c.title = title
        c.titleOrigin = .server
        conversation = c
    }

    /// protocol.md §5.1 rule 2: a conversation on the server that has no thread yet sends its id as the
    /// thread, stored before the request goes out. A conversation still to be created on the
    /// server gets its thread when it is created.
    mutating func threadForAuthenticatedSend(_ env: ChatEnvironment) -> [StoreCommand] {
        guard var c = conversation, !env.usesGuestStream(localOnly: c.isLocalOnly), !c.pendingRemoteCreate,
              (c.threadId ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [] }
        c.threadId = c.id
        conversation = c
        return [.setThreadId(c.id, conversationId: c.id)]
    }

    /// After the first answer of a signed-in cloud conversation, when no title came with it
    /// (grace period included), the server is asked for one (protocol.md §11.6).
    func titleRequest(after t: ChatTurn, _ env: ChatEnvironment) -> [ChatEffect] {
        guard let c = conversation, c.titleOrigin == .local, !env.usesGuestStream(localOnly: c.isLocalOnly),
              let aid = t.assistantMessageId, let i = index(of: aid), messages[i].state == .complete,
              messages.filter({ $0.role == .assistant }).count == 1,
              let first = messages.first(where: { $0.role == .user }) else { return [] }
        let question = first.message.content.trimmingCharacters(in: .whitespacesAndNewlines)
        return [.generateTitle(conversationId: c.id, question: question,
                               language: env.language == .ar ? "Arabic" : "English")]
    }
}

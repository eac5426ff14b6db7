import Domain
import Foundation
import Logging
import Networking
import Presentation

/// Conversation sync with a signed-in cloud account (protocol.md §11): the list merge, the
/// message merge of one conversation, and the deletions owed to the server. Sync only ever
/// adds and updates: it never deletes a local row, and never touches a message that is being
/// sent or written. Each call is independent; `SyncEffectRunner` runs them one at a time.
package struct ConversationSync: Sendable {
    let conversations: ConversationRepository
    let messages: MessageRepository
    let syncState: SyncStateRepository
    let logger: Logger
    var now: @Sendable () -> Date = { Date() }
    var makeId: @Sendable () -> String = { UUID().uuidString.lowercased() }

    package init(conversations: ConversationRepository, messages: MessageRepository, syncState: SyncStateRepository,
                 logger: Logger) {
        self.conversations = conversations
        self.messages = messages
        self.syncState = syncState
        self.logger = logger
    }

    /// At most one list sync, and one message sync per conversation, in this many seconds.
    static let throttle: TimeInterval = 300
    static let listScope = "conversations"
    static func messagesScope(_ conversationId: String) -> String { "messages:" + conversationId }
    /// The server's placeholder title, never shown as a title of ours (protocol.md §11.2).
    static let placeholderTitle = "New Chat"

    package enum ListOutcome: Hashable, Sendable {
        /// Synced less than five minutes ago: the server was not asked.
        case skipped
        case synced(inserted: Int)
        case failed(APIError)
    }

    package enum MessagesOutcome: Hashable, Sendable {
        case skipped
        case unchanged
        /// What the store holds after the merge.
        case changed(Conversation, [Message])
        case failed(APIError)
    }

    package enum DeletionOutcome: Hashable, Sendable {
        case done
        /// The server could not take a deletion yet; it stays recorded for the next attempt.
        case deferred(APIError, all: Bool)
    }

    // MARK: List (protocol.md §11.2)

    /// Sends owed deletions, then merges the server's list unless it synced recently (`force`
    /// bypasses that). A delete-all the server has not taken yet suspends list sync: merging
    /// the list would bring back what the user deleted.
    func syncList(api: ShamelaAPI, owner: Owner, force: Bool) async -> ListOutcome {
        if case .deferred(let e, true) = await flushDeletions(api: api, owner: owner) { return .failed(e) }
        if !force, isFresh(scope: Self.listScope, owner: owner) { return .skipped }
        let items: [ConversationResponse]
        do {
            items = try await api.conversations()
        } catch {
            return .failed(error)
        }
        do {
            let inserted = try mergeList(items, owner: owner)
            try syncState.setSyncedAt(now(), scope: Self.listScope, owner: owner)
            return .synced(inserted: inserted)
        } catch {
            return .failed(APIError(AppError(error)))
        }
    }

    /// Merges the server's conversations into the owner's; returns how many are new here.
    func mergeList(_ items: [ConversationResponse], owner: Owner) throws -> Int {
        let pending = Set(try syncState.pendingDeletions(owner: owner))
        var inserted = 0
        for item in items {
            let id = item.id.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !id.isEmpty else { continue }
            let thread = Self.nonBlank(item.threadId)
            if pending.contains(id) || thread.map(pending.contains) == true { continue }
            var title = (item.title ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            if title == Self.placeholderTitle { title = "" }
            let updated = ServerDate.parseOrDistantPast(item.updatedAt)
            if let local = try match(id: id, thread: thread, owner: owner) {
                // A conversation that never left this computer is not the server's to change.
                guard !local.isLocalOnly else { continue }
                if let thread, thread != local.threadId {
                    try conversations.setThreadId(thread, conversationId: local.id, owner: owner)
                }
                if !title.isEmpty, title != local.title {
                    try conversations.setTitle(title, origin: .server, conversationId: local.id, owner: owner)
                }
                if updated > local.updatedAt {
                    try conversations.moveUpdatedAtForward(to: updated, conversationId: local.id, owner: owner)
                }
            } else {
                let c = Conversation(id: id, threadId: thread, title: title, titleOrigin: .server,
                                     createdAt: ServerDate.parseOrDistantPast(item.createdAt), updatedAt: updated,
                                     isLocalOnly: false, ownerId: owner.id, backend: Backend.cloud.storedValue)
                try conversations.create(c, owner: owner)
                inserted += 1
            }
        }
        return inserted
    }

    /// The local row of a server item: by id, else by its thread, else a row whose thread is
    /// the item's id.
    private func match(id: String, thread: String?, owner: Owner) throws -> Conversation? {
        if let c = try conversations.conversation(id: id, owner: owner) { return c }
        if let thread, let c = try conversations.conversation(threadId: thread, owner: owner) { return c }
        return try conversations.conversation(threadId: id, owner: owner)
    }

    // MARK: Messages (protocol.md §11.3)

    /// Merges the server's messages of a conversation just opened, unless they synced recently.
    func syncMessages(api: ShamelaAPI, conversationId: String, owner: Owner, force: Bool) async -> MessagesOutcome {
        let c: Conversation
        do {
            guard let found = try conversations.conversation(id: conversationId, owner: owner),
                  !found.isLocalOnly, !found.pendingRemoteCreate else { return .skipped }
            c = found
            if try syncState.pendingDeletions(owner: owner).contains(c.serverKey) { return .skipped }
        } catch {
            return .failed(APIError(AppError(error)))
        }
        let scope = Self.messagesScope(c.id)
        if !force, isFresh(scope: scope, owner: owner) { return .skipped }
        let remote: MessagesResponse
        do {
            remote = try await api.messages(conversation: c.serverKey)
        } catch {
            return .failed(error)
        }
        do {
            guard let changed = try mergeMessages(remote.messages, conversation: c, owner: owner) else { return .skipped }
            try syncState.setSyncedAt(now(), scope: scope, owner: owner)
            guard changed, let fresh = try conversations.conversation(id: c.id, owner: owner) else { return .unchanged }
            return .changed(fresh, try messages.messages(conversationId: c.id, owner: owner, page: .all))
        } catch {
            return .failed(APIError(AppError(error)))
        }
    }

    /// Applies the protocol.md §11.3 rules in order; true when something changed, nil when the merge must
    /// wait because a question is being sent or an answer written in this conversation (the
    /// server may already list them, and merging now would duplicate them).
    func mergeMessages(_ remote: [MessageResponse], conversation c: Conversation, owner: Owner) throws -> Bool? {
        var local = try messages.messages(conversationId: c.id, owner: owner, page: .all)
        if local.contains(where: { $0.state == .sending || $0.state == .streaming }) { return nil }
        var changed = false
        var last = local.map(\.createdAt).max() ?? c.createdAt
        for r in remote {
            guard let role = r.role.flatMap(Role.init(rawValue:)), var content = r.content else { continue }
            // Questions are kept trimmed (protocol.md §10.2), so a sent question and its server copy compare equal.
            if role == .user { content = content.trimmingCharacters(in: .whitespacesAndNewlines) }
            let state: MessageState = r.isComplete == false ? .incomplete(.interrupted) : .complete
            let reasoning = role == .assistant ? Self.nonBlank(r.reasoning, trim: false) : nil
            let serverId = Self.nonBlank(r.id)
            // 1. The same server message: its text, reasoning and state follow the server.
            if let serverId, let i = local.firstIndex(where: { $0.serverId == serverId }) {
                guard !Self.isFrozen(local[i].state) else { continue }
                var m = local[i]
                m.content = content
                if role == .assistant {
                    m.reasoning = reasoning
                    m.sources = AnswerParser.parse(content).sources
                }
                m.state = state
                if m != local[i] {
                    try messages.update(m, owner: owner, touch: .none)
                    local[i] = m
                    changed = true
                }
                continue
            }
            // 2. A message sent from here (which has no server id yet) adopts the server's.
            let trimmed = content.trimmingCharacters(in: .whitespacesAndNewlines)
            if let i = local.firstIndex(where: {
                $0.role == role && $0.serverId == nil && !Self.isFrozen($0.state)
                    && $0.content.trimmingCharacters(in: .whitespacesAndNewlines) == trimmed
            }) {
                guard let serverId else { continue }  // already here, and nothing to adopt
                local[i].serverId = serverId
                try messages.update(local[i], owner: owner, touch: .none)
                changed = true
                continue
            }
            // 3. New here.
            let created = r.createdAt.flatMap(ServerDate.parse) ?? last.addingTimeInterval(0.001)
            let m = Message(id: makeId(), conversationId: c.id, role: role, content: content, createdAt: created,
                            sources: role == .assistant ? AnswerParser.parse(content).sources : nil,
                            reasoning: reasoning, state: state, serverId: serverId)
            try messages.append(m, owner: owner, touch: .forwardOnly)
            local.append(m)
            last = max(last, created)
            changed = true
        }
        return changed
    }

    /// Messages sync never changes: a question waiting or on its way, an answer being written.
    static func isFrozen(_ state: MessageState) -> Bool {
        state == .sending || state == .notSent || state == .streaming
    }

    // MARK: Deletions (protocol.md §11.4)

    /// Sends every recorded deletion, oldest first. 2xx and 404 settle one; a connection
    /// failure, a 5xx, a refused sign-in or a rate limit keep it (and the rest) for later; any
    /// other refusal will never succeed, so it is logged and dropped.
    package func flushDeletions(api: ShamelaAPI, owner: Owner) async -> DeletionOutcome {
        let targets: [String]
        do {
            targets = try syncState.pendingDeletions(owner: owner)
        } catch {
            logger.error("pending deletions unreadable: \(error)")
            return .done
        }
        for target in targets {
            do {
                if target == "*" {
                    try await api.deleteAllConversations()
                } else {
                    try await api.deleteConversation(target)
                }
            } catch {
                // 404: already gone on the server.
                if error.status != 404 {
                    if Self.isRetriable(error) { return .deferred(error, all: target == "*") }
                    logger.error("server deletion refused; dropped",
                                 metadata: ["code": "\(error.error.code)", "status": "\(error.status ?? 0)"])
                }
            }
            do {
                // Delete-all on the server settles every other deletion too: nothing is left there.
                let settled = target == "*" ? try syncState.pendingDeletions(owner: owner) : [target]
                for t in settled { try syncState.removePendingDeletion(t, owner: owner) }
            } catch {
                logger.error("pending deletion not cleared: \(error)")
            }
            if target == "*" { break }
        }
        return .done
    }

    static func isRetriable(_ e: APIError) -> Bool {
        guard let status = e.status else { return !e.cancelled }
        return status >= 500 || [401, 403, 408, 429].contains(status)
    }

    // MARK: Helpers

    /// Synced within the throttle. A marker in the future (the clock went back) has expired.
    private func isFresh(scope: String, owner: Owner) -> Bool {
        guard let last = try? syncState.syncedAt(scope: scope, owner: owner) else { return false }
        let age = now().timeIntervalSince(last)
        return age >= 0 && age < Self.throttle
    }

    static func nonBlank(_ s: String?, trim: Bool = true) -> String? {
        guard let s, !s.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return trim ? s.trimmingCharacters(in: .whitespacesAndNewlines) : s
    }
}

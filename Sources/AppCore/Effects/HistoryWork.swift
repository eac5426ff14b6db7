import Domain
import Foundation
import Presentation
import Storage

/// What History's effects do to the store and the disk, as one call per effect that returns the
/// event to feed back. Kept apart from the runner so tests and benchmarks drive the real work
/// without a queue.
public struct HistoryWork: Sendable {
    public var conversations: ConversationRepository
    public var messages: MessageRepository
    /// Deletions owed to the server; nil where nothing syncs (benchmarks, some tests).
    public var syncState: SyncStateRepository?
    /// Where exports are written (the `export_dir` setting, else documents, else home).
    public var exportDirectory: String
    public var timeZone: TimeZone
    public var now: @Sendable () -> Date
    /// For `~` in a path typed in the export dialog.
    public var environment: [String: String] = ProcessInfo.processInfo.environment

    public init(conversations: ConversationRepository, messages: MessageRepository,
                syncState: SyncStateRepository? = nil, exportDirectory: String,
                timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() }) {
        self.conversations = conversations
        self.messages = messages
        self.syncState = syncState
        self.exportDirectory = exportDirectory
        self.timeZone = timeZone
        self.now = now
    }

    public func run(_ effect: HistoryEffect, owner: Owner) -> HistoryEvent {
        switch effect {
        case .load(let g, let starred, let limit):
            return attempt({ .loadFailed(generation: g, $0) }) {
                let entries = try conversations.history(owner: owner, starredOnly: starred, after: nil, limit: limit)
                let all = try conversations.count(owner: owner, starredOnly: false)
                let total = starred ? try conversations.count(owner: owner, starredOnly: true) : all
                return .loaded(generation: g, entries: entries, hasMore: entries.count == limit && total > limit,
                               total: total, totalAll: all)
            }
        case .loadMore(let g, let starred, let after, let limit):
            return attempt({ .loadFailed(generation: g, $0) }) {
                let entries = try conversations.history(owner: owner, starredOnly: starred, after: after, limit: limit)
                return .pageLoaded(generation: g, entries: entries, hasMore: entries.count == limit)
            }
        case .search(let g, let text, let starred, let limit):
            return attempt({ .searchFailed(generation: g, $0) }) {
                let results = try conversations.search(SearchQuery(text), owner: owner, starredOnly: starred, limit: limit)
                let total = try conversations.count(owner: owner, starredOnly: starred)
                return .searched(generation: g, results: results, total: total)
            }
        case .countMatches(let g, let text, let starred):
            return attempt({ .searchFailed(generation: g, $0) }) {
                .matchesCounted(generation: g, text: text,
                                count: try conversations.countMatches(SearchQuery(text), owner: owner, starredOnly: starred))
            }
        case .loadPreview(let id, let limit):
            // A preview that cannot be read stays empty: the list is what the user is working in.
            let list = (try? messages.messages(conversationId: id, owner: owner, page: .last(limit))) ?? []
            return .previewLoaded(conversationId: id, messages: list)
        case .delete(let id, let remote):
            return attempt({ .deleteFailed(conversationId: id, $0) }) {
                if remote, let syncState, let c = try conversations.conversation(id: id, owner: owner),
                   !c.isLocalOnly, !c.pendingRemoteCreate {
                    // Recorded before the local row goes, so a quit or crash never forgets the
                    // server copy; the sync runner sends it and clears it (protocol.md §11.4).
                    for target in Set([c.serverKey, c.id]) { try syncState.addPendingDeletion(target, at: now(), owner: owner) }
                }
                try conversations.delete(conversationId: id, owner: owner)
                return .deleted(conversationId: id)
            }
        case .deleteAll(let remote):
            return attempt({ .deleteAllFailed($0) }) {
                if remote, let syncState { try syncState.addPendingDeletion("*", at: now(), owner: owner) }
                try conversations.deleteAll(owner: owner)
                return .deletedAll
            }
        case .setStarred(let id, let starred):
            return attempt({ .starFailed(conversationId: id, starred: starred, $0) }) {
                try conversations.setStarred(starred, conversationId: id, owner: owner)
                return .starred(conversationId: id, starred: starred)
            }
        case .export(let id, let label, let path):
            return export(id, backendLabel: label, path: path, owner: owner)
        }
    }

    func export(_ id: String, backendLabel: String, path: String?, owner: Owner) -> HistoryEvent {
        let conversation: Conversation
        let list: [Message]
        do {
            guard let c = try conversations.conversation(id: id, owner: owner) else {
                return .exportFailed(path: "", reason: "missing")
            }
            conversation = c
            list = try messages.messages(conversationId: id, owner: owner, page: .all)
        } catch {
            return .exportFailed(path: "", reason: AppError(error).code)
        }
        do {
            let export = ChatExport(conversation: conversation, messages: list, backendLabel: backendLabel)
            let written = try path.map {
                try ConversationExporter.write(export, toPath: $0, now: now(), timeZone: timeZone, environment: environment)
            } ?? ConversationExporter.write(export, directory: exportDirectory, now: now(), timeZone: timeZone)
            return .exported(path: written)
        } catch let e as ConversationExporter.WriteError {
            return .exportFailed(path: e.path, reason: e.reason)
        } catch {
            return .exportFailed(path: path ?? exportDirectory, reason: String(describing: error))
        }
    }

    private func attempt(_ failure: (AppError) -> HistoryEvent, _ body: () throws -> HistoryEvent) -> HistoryEvent {
        do { return try body() } catch { return failure(AppError(error)) }
    }
}

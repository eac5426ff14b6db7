import Domain
import Foundation
import Logging
import Networking
import Presentation

/// Performs sync effects (protocol.md §11) with the current backend's client. Work runs on
/// tasks, one after another in the order asked, so a refresh never races a launch sync over
/// the same rows; results go back through the queue.
package final class SyncEffectRunner: @unchecked Sendable {
    let sync: ConversationSync
    let client: @Sendable () -> Result<ShamelaAPI, APIError>
    let queue: EventQueue
    let logger: Logger
    private let lock = NSLock()
    private var tail: Task<Void, Never>?

    package init(sync: ConversationSync, client: @escaping @Sendable () -> Result<ShamelaAPI, APIError>, queue: EventQueue,
                 logger: Logger) {
        self.sync = sync
        self.client = client
        self.queue = queue
        self.logger = logger
    }

    /// Starts an effect for the state's owner; only a signed-in account on the cloud syncs.
    package func perform(_ effect: SyncEffect, state: AppState) {
        guard state.syncsWithAccount, case .account = state.owner else { return }
        let owner = state.owner
        enqueue { [self] in
            if let event = await run(effect, owner: owner) { queue.post(.sync(event)) }
        }
    }

    /// Runs one effect to its result; nil when there is nothing to report.
    package func run(_ effect: SyncEffect, owner: Owner) async -> SyncEvent? {
        let api: ShamelaAPI
        switch client() {
        case .success(let a): api = a
        case .failure(let e):
            if case .list(_, let announce) = effect { return .listFailed(e.error, offline: false, announce: announce) }
            return nil
        }
        switch effect {
        case .list(let force, let announce):
            switch await sync.syncList(api: api, owner: owner, force: force) {
            case .skipped:
                return .listSkipped(announce: announce)
            case .synced(let inserted):
                logger.info("conversation list synced", metadata: ["new": "\(inserted)"])
                return .listSynced(inserted: inserted, announce: announce)
            case .failed(let e):
                logger.error("conversation list sync failed", metadata: ["code": "\(e.error.code)"])
                return .listFailed(e.error, offline: e.isConnectionFailure, announce: announce)
            }
        case .messages(let id, let force):
            switch await sync.syncMessages(api: api, conversationId: id, owner: owner, force: force) {
            case .changed(let c, let list):
                return .messagesSynced(c, list)
            case .failed(let e):
                logger.error("message sync failed", metadata: ["code": "\(e.error.code)"])
                return .messagesFailed(conversationId: id, e.error)
            case .skipped, .unchanged:
                return nil
            }
        case .flushDeletions:
            guard case .deferred(let e, let all) = await sync.flushDeletions(api: api, owner: owner) else { return nil }
            logger.error("server deletion deferred", metadata: ["code": "\(e.error.code)"])
            return .deletionsDeferred(all: all)
        case .shareStatus(let id, let key):
            do {
                let s = try await api.shareStatus(conversation: key)
                return .shareStatus(conversationId: id, shared: s.isShared,
                                    url: s.isShared ? ShareLink.normalize(s.shareURL, id: key) : nil)
            } catch {
                logger.error("share status failed", metadata: ["code": "\(error.error.code)"])
                return .shareFailed(conversationId: id, error.error, revertTo: nil)
            }
        case .setShared(let id, let key, let shared):
            do {
                let s = try await api.setShared(shared, conversation: key)
                return .shareStatus(conversationId: id, shared: s.isShared,
                                    url: s.isShared ? ShareLink.normalize(s.shareURL, id: key) : nil)
            } catch {
                logger.error("share change failed", metadata: ["code": "\(error.error.code)"])
                return .shareFailed(conversationId: id, error.error, revertTo: !shared)
            }
        }
    }

    private func enqueue(_ work: @escaping @Sendable () async -> Void) {
        lock.withLock {
            let previous = tail
            tail = Task.detached {
                await previous?.value
                await work()
            }
        }
    }
}

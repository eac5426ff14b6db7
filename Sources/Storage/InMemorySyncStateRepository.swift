import Domain
import Foundation

/// `SyncStateRepository` over `InMemoryStore`.
public struct InMemorySyncStateRepository: SyncStateRepository {
    let store: InMemoryStore

    public func syncedAt(scope: String, owner: Owner) throws -> Date? {
        store.withState { $0.syncMarkers[owner.id + "\u{0}" + scope] }
    }

    public func setSyncedAt(_ date: Date, scope: String, owner: Owner) throws {
        store.withState { $0.syncMarkers[owner.id + "\u{0}" + scope] = InMemoryStore.ms(date) }
    }

    public func pendingDeletions(owner: Owner) throws -> [String] {
        store.withState { s in
            s.pendingDeletions.filter { $0.owner == owner.id }.sorted { ($0.at, $0.target) < ($1.at, $1.target) }.map(\.target)
        }
    }

    public func addPendingDeletion(_ target: String, at date: Date, owner: Owner) throws {
        store.withState { s in
            if !s.pendingDeletions.contains(where: { $0.owner == owner.id && $0.target == target }) {
                s.pendingDeletions.append((owner.id, target, InMemoryStore.ms(date)))
            }
        }
    }

    public func removePendingDeletion(_ target: String, owner: Owner) throws {
        store.withState { s in s.pendingDeletions.removeAll { $0.owner == owner.id && $0.target == target } }
    }

    public func deleteEverything(owner: Owner) throws {
        try store.conversations.deleteAll(owner: owner)
        store.withState { s in
            s.syncMarkers = s.syncMarkers.filter { !$0.key.hasPrefix(owner.id + "\u{0}") }
            s.pendingDeletions.removeAll { $0.owner == owner.id }
        }
    }
}

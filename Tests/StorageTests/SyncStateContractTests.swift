import Domain
import Foundation
import Testing
@testable import Storage

@Suite struct SyncStateContractTests {
    typealias F = Fixture

    @Test(arguments: StoreKind.allCases)
    func markersAndPendingDeletionsAreKeptPerOwner(kind: StoreKind) throws {
        let s = try TestStore(kind)
        #expect(try s.syncState.syncedAt(scope: "conversations", owner: F.alice) == nil)
        try s.syncState.setSyncedAt(F.date(1), scope: "conversations", owner: F.alice)
        try s.syncState.setSyncedAt(F.date(2), scope: "conversations", owner: F.alice)
        try s.syncState.setSyncedAt(F.date(3), scope: "messages:c1", owner: F.bob)
        #expect(try s.syncState.syncedAt(scope: "conversations", owner: F.alice) == F.date(2))
        #expect(try s.syncState.syncedAt(scope: "conversations", owner: F.bob) == nil)
        try s.syncState.addPendingDeletion("srv-2", at: F.date(5), owner: F.alice)
        try s.syncState.addPendingDeletion("srv-1", at: F.date(4), owner: F.alice)
        try s.syncState.addPendingDeletion("srv-1", at: F.date(9), owner: F.alice)
        try s.syncState.addPendingDeletion("*", at: F.date(4), owner: F.bob)
        #expect(try s.syncState.pendingDeletions(owner: F.alice) == ["srv-1", "srv-2"])
        try s.syncState.removePendingDeletion("srv-1", owner: F.alice)
        #expect(try s.syncState.pendingDeletions(owner: F.alice) == ["srv-2"])
        #expect(try s.syncState.pendingDeletions(owner: F.bob) == ["*"])
    }

    @Test(arguments: StoreKind.allCases)
    func deleteEverythingRemovesOnlyThatOwner(kind: StoreKind) throws {
        let s = try TestStore(kind)
        for owner in [F.alice, F.bob] {
            try s.conversations.create(F.conversation("c-\(owner.id)", owner, at: 1), owner: owner)
            try s.messages.append(F.message("m-\(owner.id)", in: "c-\(owner.id)", "q", at: 1), owner: owner, touch: .set)
            try s.syncState.setSyncedAt(F.date(1), scope: "conversations", owner: owner)
            try s.syncState.addPendingDeletion("x", at: F.date(1), owner: owner)
        }
        try s.syncState.deleteEverything(owner: F.alice)
        #expect(try s.conversations.count(owner: F.alice, starredOnly: false) == 0)
        #expect(try s.syncState.syncedAt(scope: "conversations", owner: F.alice) == nil)
        #expect(try s.syncState.pendingDeletions(owner: F.alice).isEmpty)
        #expect(try s.messages.message(id: "m-bob-uid", owner: F.bob) != nil)
        #expect(try s.syncState.pendingDeletions(owner: F.bob) == ["x"])
    }
}

import Domain
import Foundation
import Testing
@testable import Storage

/// The repository contract, run against the in-memory store and SQLite on a temporary file.
@Suite struct ConversationContractTests {
    typealias F = Fixture

    @Test(arguments: StoreKind.allCases)
    func createAndGetRoundTrips(kind: StoreKind) throws {
        let s = try TestStore(kind)
        var c = Conversation(id: "c1", threadId: "t1", title: "  Fasting rules  ", titleOrigin: .server,
                             createdAt: Date(timeIntervalSince1970: 1_770_000_000.123), updatedAt: F.date(5),
                             conversationType: .factCheck, isLocalOnly: true, pendingRemoteCreate: true,
                             ownerId: "ignored", isStarred: true, backend: "https://scholars.example.org/api")
        try s.conversations.create(c, owner: F.alice)
        c.title = "Fasting rules"
        c.ownerId = F.alice.id
        #expect(try s.conversations.conversation(id: "c1", owner: F.alice) == c)
        #expect(try s.conversations.conversation(threadId: "t1", owner: F.alice)?.id == "c1")
        #expect(try s.conversations.conversation(threadId: "c1", owner: F.alice)?.id == "c1")
    }

    @Test(arguments: StoreKind.allCases)
    func aConversationStartsWithItsFirstQuestionOrNotAtAll(kind: StoreKind) throws {
        let s = try TestStore(kind)
        try s.conversations.create(F.conversation("c1", F.alice, at: 1), firstMessage: F.message("m1", in: "c1", "Q", at: 4),
                                   owner: F.alice)
        #expect(try s.conversations.conversation(id: "c1", owner: F.alice)?.updatedAt == F.date(4))
        #expect(try s.messages.messages(conversationId: "c1", owner: F.alice, page: .all).map(\.id) == ["m1"])
        // A first message that cannot be stored (its id is taken) takes the conversation with it.
        #expect(throws: AppError.self) {
            try s.conversations.create(F.conversation("c2", F.alice, at: 2), firstMessage: F.message("m1", in: "c2", "Q", at: 2),
                                       owner: F.alice)
        }
        #expect(try s.conversations.conversation(id: "c2", owner: F.alice) == nil)
        #expect(try s.conversations.count(owner: F.alice, starredOnly: false) == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func otherOwnersSeeNothing(kind: StoreKind) throws {
        let s = try TestStore(kind)
        try s.conversations.create(F.conversation("c1", F.alice, at: 1), owner: F.alice)
        try s.messages.append(F.message("m1", in: "c1", "secret", at: 1), owner: F.alice, touch: .set)
        try s.conversations.setThreadId("t1", conversationId: "c1", owner: F.alice)
        #expect(try s.conversations.conversation(id: "c1", owner: F.bob) == nil)
        #expect(try s.conversations.conversation(threadId: "t1", owner: F.guest) == nil)
        #expect(try s.conversations.history(owner: F.bob, starredOnly: false, after: nil, limit: 10).isEmpty)
        #expect(try s.messages.messages(conversationId: "c1", owner: F.bob, page: .all).isEmpty)
        #expect(try s.messages.message(id: "m1", owner: F.bob) == nil)
        #expect(try s.conversations.search(SearchQuery("secret"), owner: F.bob, starredOnly: false, limit: 10).totalMatches == 0)
        #expect(throws: AppError.self) { try s.messages.append(F.message("m2", in: "c1", "x", at: 2), owner: F.bob, touch: .set) }
        #expect(throws: AppError.self) { try s.conversations.setTitle("x", origin: .local, conversationId: "c1", owner: F.bob) }
        #expect(throws: AppError.self) { try s.messages.updateStreaming(messageId: "m1", content: "y", reasoning: nil, owner: F.bob) }
        try s.conversations.delete(conversationId: "c1", owner: F.bob)
        try s.conversations.deleteAll(owner: F.bob)
        #expect(try s.conversations.count(owner: F.alice, starredOnly: false) == 1)
        #expect(try s.messages.message(id: "m1", owner: F.alice)?.content == "secret")
    }

    @Test(arguments: StoreKind.allCases)
    func historyIsOrderedAndPaged(kind: StoreKind) throws {
        let s = try TestStore(kind)
        // updatedAt desc, then createdAt desc, then id.
        try s.conversations.create(F.conversation("a", F.alice, at: 1, updated: 50), owner: F.alice)
        try s.conversations.create(F.conversation("b", F.alice, at: 2, updated: 50), owner: F.alice)
        try s.conversations.create(F.conversation("d", F.alice, at: 2, updated: 50), owner: F.alice)
        try s.conversations.create(F.conversation("c", F.alice, at: 2, updated: 50), owner: F.alice)
        try s.conversations.create(F.conversation("e", F.alice, at: 3, updated: 60), owner: F.alice)
        try s.conversations.create(F.conversation("f", F.alice, at: 0, updated: 10), owner: F.alice)
        try s.conversations.create(F.conversation("x", F.bob, at: 0, updated: 55), owner: F.bob)
        let all = try s.conversations.history(owner: F.alice, starredOnly: false, after: nil, limit: 100)
        #expect(all.map(\.conversation.id) == ["e", "b", "c", "d", "a", "f"])
        var paged: [String] = []
        var cursor: HistoryCursor?
        while true {
            let page = try s.conversations.history(owner: F.alice, starredOnly: false, after: cursor, limit: 2)
            if page.isEmpty { break }
            paged += page.map(\.conversation.id)
            cursor = page.last?.cursor
        }
        #expect(paged == ["e", "b", "c", "d", "a", "f"])
        try s.conversations.setStarred(true, conversationId: "a", owner: F.alice)
        try s.conversations.setStarred(true, conversationId: "f", owner: F.alice)
        #expect(try s.conversations.history(owner: F.alice, starredOnly: true, after: nil, limit: 10).map(\.conversation.id) == ["a", "f"])
        #expect(try s.conversations.count(owner: F.alice, starredOnly: true) == 2)
        try s.conversations.setStarred(false, conversationId: "a", owner: F.alice)
        #expect(try s.conversations.count(owner: F.alice, starredOnly: true) == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func historyRowCarriesPreviewAndFirstQuestion(kind: StoreKind) throws {
        let s = try TestStore(kind)
        try s.conversations.create(F.conversation("c1", F.alice, at: 1, title: "New Chat"), owner: F.alice)
        try s.conversations.create(F.conversation("c2", F.alice, at: 1, title: "Zakat"), owner: F.alice)
        try s.conversations.create(F.conversation("c3", F.alice, at: 0), owner: F.alice)
        try s.messages.append(F.message("m1", in: "c1", "What is wudu?", at: 2), owner: F.alice, touch: .set)
        try s.messages.append(F.message("m2", in: "c1", .assistant, "Wudu is ablution.", at: 3), owner: F.alice, touch: .set)
        try s.messages.append(F.message("m3", in: "c2", "Zakat on gold?", at: 1), owner: F.alice, touch: .set)
        let rows = try s.conversations.history(owner: F.alice, starredOnly: false, after: nil, limit: 10)
        #expect(rows.map(\.conversation.id) == ["c1", "c2", "c3"])
        #expect(rows[0].lastMessageContent == "Wudu is ablution.")
        #expect(rows[0].firstQuestion == "What is wudu?")
        #expect(ConversationTitle.display(stored: rows[0].conversation.title, firstQuestion: rows[0].firstQuestion) == "What is wudu?")
        #expect(rows[1].firstQuestion == nil)
        #expect(rows[1].lastMessageContent == "Zakat on gold?")
        #expect(rows[2].lastMessageContent == nil)
        #expect(MessagePreview.text(fromBody: rows[2].lastMessageContent) == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func titleThreadPendingAndForwardOnlyUpdates(kind: StoreKind) throws {
        let s = try TestStore(kind)
        try s.conversations.create(F.conversation("c1", F.alice, at: 10), owner: F.alice)
        try s.conversations.setTitle("  Local title ", origin: .local, conversationId: "c1", owner: F.alice)
        try s.conversations.setThreadId("thread-9", conversationId: "c1", owner: F.alice)
        try s.conversations.setPendingRemoteCreate(true, conversationId: "c1", owner: F.alice)
        try s.conversations.moveUpdatedAtForward(to: F.date(5), conversationId: "c1", owner: F.alice)
        var c = try #require(try s.conversations.conversation(id: "c1", owner: F.alice))
        #expect(c.title == "Local title" && c.titleOrigin == .local && c.threadId == "thread-9" && c.pendingRemoteCreate)
        #expect(c.updatedAt == F.date(10))
        try s.conversations.moveUpdatedAtForward(to: F.date(20), conversationId: "c1", owner: F.alice)
        try s.conversations.setTitle("Server title", origin: .server, conversationId: "c1", owner: F.alice)
        try s.conversations.setThreadId(nil, conversationId: "c1", owner: F.alice)
        c = try #require(try s.conversations.conversation(id: "c1", owner: F.alice))
        #expect(c.updatedAt == F.date(20) && c.titleOrigin == .server && c.title == "Server title" && c.threadId == nil)
    }

    @Test(arguments: StoreKind.allCases)
    func rekeyCarriesMessages(kind: StoreKind) throws {
        let s = try TestStore(kind)
        var pending = F.conversation("local-uuid", F.alice, at: 1, title: "Prayer")
        pending.pendingRemoteCreate = true
        try s.conversations.create(pending, owner: F.alice)
        try s.messages.append(F.message("m1", in: "local-uuid", "صلاة الفجر", at: 1), owner: F.alice, touch: .set)
        try s.conversations.rekey(conversationId: "local-uuid", to: "server-id", threadId: "thread-9", owner: F.alice)
        #expect(try s.conversations.conversation(id: "local-uuid", owner: F.alice) == nil)
        let moved = try #require(try s.conversations.conversation(id: "server-id", owner: F.alice))
        #expect(moved.threadId == "thread-9" && !moved.pendingRemoteCreate && moved.title == "Prayer")
        // Without a thread id from the server, the one it had is kept.
        try s.conversations.rekey(conversationId: "server-id", to: "server-id-2", threadId: nil, owner: F.alice)
        #expect(try s.conversations.conversation(id: "server-id-2", owner: F.alice)?.threadId == "thread-9")
        try s.conversations.rekey(conversationId: "server-id-2", to: "server-id", threadId: nil, owner: F.alice)
        #expect(try s.messages.messages(conversationId: "server-id", owner: F.alice, page: .all).map(\.conversationId) == ["server-id"])
        let found = try s.conversations.search(SearchQuery("الفجر"), owner: F.alice, starredOnly: false, limit: 5)
        #expect(found.results.map(\.entry.conversation.id) == ["server-id"])
        #expect(try s.conversations.search(SearchQuery("prayer"), owner: F.alice, starredOnly: false, limit: 5).results.first?.titleMatched == true)
    }

    @Test(arguments: StoreKind.allCases)
    func deleteCascadesAndDeleteAllIsScoped(kind: StoreKind) throws {
        let s = try TestStore(kind)
        for (id, owner) in [("a1", F.alice), ("a2", F.alice), ("g1", F.guest)] {
            try s.conversations.create(F.conversation(id, owner, at: 1), owner: owner)
            try s.messages.append(F.message(id + "-q", in: id, "question \(id)", at: 2), owner: owner, touch: .set)
            try s.messages.append(F.message(id + "-a", in: id, .assistant, "answer \(id)", at: 3), owner: owner, touch: .set)
        }
        try s.conversations.delete(conversationId: "a1", owner: F.alice)
        #expect(try s.messages.message(id: "a1-q", owner: F.alice) == nil)
        #expect(try s.messages.message(id: "a2-q", owner: F.alice) != nil)
        if let sqlite = s.sqlite {
            let orphans = try sqlite.pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM messages WHERE conversation_id = 'a1'") }
            #expect(orphans == 0)
        }
        try s.conversations.deleteAll(owner: F.alice)
        #expect(try s.conversations.count(owner: F.alice, starredOnly: false) == 0)
        #expect(try s.messages.message(id: "a2-a", owner: F.alice) == nil)
        #expect(try s.conversations.count(owner: F.guest, starredOnly: false) == 1)
        #expect(try s.messages.messages(conversationId: "g1", owner: F.guest, page: .all).count == 2)
    }
}

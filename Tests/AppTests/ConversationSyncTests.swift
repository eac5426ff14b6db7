@testable import App
@testable import AppCore
import Domain
import Foundation
import Logging
@testable import Networking
import Storage
import TestSupport
import Testing

/// Conversation sync against a scripted loopback server (protocol.md §11): the list and
/// message merge rules, the throttle, and the deletions owed to the server.
@Suite(.serialized) struct ConversationSyncTests {
    static let owner = Owner.account("uid-aisha")
    static let fast = TransportTimeouts(connect: .seconds(5), total: .seconds(10), idle: .seconds(5))
    static let t0 = Date(timeIntervalSince1970: 1_765_000_000)

    /// A settable clock and response script shared with the server's thread.
    final class Script: @unchecked Sendable {
        private let lock = NSLock()
        private var _now = ConversationSyncTests.t0
        private var _routes: [String: [StubStep]] = [:]
        var now: Date {
            get { lock.withLock { _now } }
            set { lock.withLock { _now = newValue } }
        }
        subscript(route: String) -> [StubStep]? {
            get { lock.withLock { _routes[route] } }
            set { lock.withLock { _routes[route] = newValue } }
        }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int { lock.withLock { value += 1; return value } }
    }

    struct Rig {
        let store = InMemoryStore()
        let script = Script()
        let server: StubServer
        let api: ShamelaAPI
        var sync: ConversationSync

        init() throws {
            let script = self.script
            server = try StubServer { req in
                script[req.method + " " + req.path] ?? StubStep.response(404, body: #"{"detail":"Not Found"}"#)
            }
            let config = try ServerConfig(baseURL: server.baseURL + "/", kind: .custom, userTyped: true)
            let creds = Credentials(token: "tok", refreshToken: "rt", expiresAt: nil, accountId: "uid-aisha",
                                    email: "aisha@example.com", origin: URLPolicy.origin(of: server.baseURL)?.key ?? "")
            api = ShamelaAPI(server: config, credentials: InMemoryCredentialStore(creds), timeouts: fast, streamTimeouts: fast)
            let counter = Counter()
            sync = ConversationSync(conversations: store.conversations, messages: store.messages,
                                    syncState: store.syncState, logger: Logger(label: "test"))
            sync.now = { script.now }
            sync.makeId = { "new-\(counter.next())" }
        }

        func reply(_ route: String, _ status: Int = 200, _ body: String) {
            script[route] = StubStep.response(status, body: body)
        }

        func conversation(_ id: String) throws -> Conversation? {
            try store.conversations.conversation(id: id, owner: owner)
        }

        func messages(_ id: String) throws -> [Message] {
            try store.messages.messages(conversationId: id, owner: owner, page: .all)
        }

        func count(_ route: String) -> Int {
            server.requests.filter { $0.method + " " + $0.path == route }.count
        }
    }

    static func local(_ id: String, thread: String? = nil, title: String = "Local", updated: Double = 0,
                      localOnly: Bool = false, pending: Bool = false) -> Conversation {
        Conversation(id: id, threadId: thread, title: title, createdAt: t0.addingTimeInterval(updated),
                     isLocalOnly: localOnly, pendingRemoteCreate: pending, ownerId: owner.id)
    }

    // MARK: List

    @Test func theListMergesNewAndExistingConversationsWithoutDeletingAny() async throws {
        let rig = try Rig()
        defer { rig.server.stop() }
        let s = rig.store
        try s.conversations.create(Self.local("a", title: "Mine"), owner: Self.owner)
        try s.conversations.create(Self.local("b", thread: "thread-b", title: "Kept"), owner: Self.owner)
        try s.conversations.create(Self.local("c", title: "Renamed here", updated: 500), owner: Self.owner)
        try s.conversations.create(Self.local("only-here"), owner: Self.owner)
        try s.conversations.create(Self.local("x", title: "Offline one", localOnly: true), owner: Self.owner)
        rig.reply("GET /api/conversations", 200, """
            [{"id":"a","thread_id":"thread-a","title":"  Server title  ","created_at":"2025-12-01T10:00:00Z","updated_at":"2025-12-07T22:11:33.525593+00:00"},
             {"id":"b-server","thread_id":"thread-b","title":"New Chat","updated_at":"2020-01-01T00:00:00Z"},
             {"id":"c","title":"   ","updated_at":"not a date"},
             {"id":"x","thread_id":"tx","title":"Server says"},
             {"id":"fresh","thread_id":"thread-f","title":"From my phone","created_at":"2025-12-02T08:00:00+03:00","updated_at":"2025-12-02T09:30:00.5+03:00"},
             {"id":"untitled","title":"New Chat","created_at":"garbage"},
             {"oops":1}]
            """)
        let outcome = await rig.sync.syncList(api: rig.api, owner: Self.owner, force: false)
        #expect(outcome == .synced(inserted: 2))
        #expect(rig.server.requests.first?.headers["authorization"] == "Bearer tok")

        let a = try #require(try rig.conversation("a"))
        #expect(a.threadId == "thread-a" && a.title == "Server title" && a.titleOrigin == .server)
        let later = try #require(ServerDate.parse("2025-12-07T22:11:33.525593+00:00"))
        #expect(abs(a.updatedAt.timeIntervalSince(later)) < 0.001, "the later of the two (stored in milliseconds)")
        let b = try #require(try rig.conversation("b"))
        #expect(b.title == "Kept" && b.titleOrigin == .local, "matched by thread; `New Chat` never replaces a title")
        #expect(try rig.conversation("b-server") == nil)
        let c = try #require(try rig.conversation("c"))
        #expect(c.title == "Renamed here" && c.updatedAt == Self.t0.addingTimeInterval(500), "blank title and bad date change nothing")
        #expect(try rig.conversation("only-here") != nil, "sync never deletes")
        #expect(try rig.conversation("x")?.title == "Offline one", "a local-only conversation is not the server's")

        let fresh = try #require(try rig.conversation("fresh"))
        #expect(fresh.threadId == "thread-f" && fresh.title == "From my phone" && fresh.titleOrigin == .server)
        #expect(!fresh.isLocalOnly && fresh.ownerId == Self.owner.id)
        #expect(fresh.createdAt == ServerDate.parse("2025-12-02T05:00:00Z"))
        #expect(fresh.updatedAt == ServerDate.parse("2025-12-02T06:30:00.5Z"))
        let untitled = try #require(try rig.conversation("untitled"))
        #expect(untitled.title.isEmpty, "shown as New Conversation in the UI language")
        #expect(untitled.createdAt == Date(timeIntervalSince1970: 0), "an unparseable date is the distant past")
        #expect(try rig.messages("fresh").isEmpty, "no message bodies in a list sync")
        #expect(try s.syncState.syncedAt(scope: "conversations", owner: Self.owner) == Self.t0)
    }

    @Test func theListSyncsAtMostEveryFiveMinutesUnlessForced() async throws {
        let rig = try Rig()
        defer { rig.server.stop() }
        rig.reply("GET /api/conversations", 200, "[]")
        #expect(await rig.sync.syncList(api: rig.api, owner: Self.owner, force: false) == .synced(inserted: 0))
        rig.script.now = Self.t0.addingTimeInterval(299)
        #expect(await rig.sync.syncList(api: rig.api, owner: Self.owner, force: false) == .skipped)
        #expect(rig.count("GET /api/conversations") == 1)
        #expect(await rig.sync.syncList(api: rig.api, owner: Self.owner, force: true) == .synced(inserted: 0))
        rig.script.now = Self.t0.addingTimeInterval(299 + 300)
        #expect(await rig.sync.syncList(api: rig.api, owner: Self.owner, force: false) == .synced(inserted: 0))
        // The clock went back: the marker in the future has expired.
        rig.script.now = Self.t0.addingTimeInterval(-3_600)
        #expect(await rig.sync.syncList(api: rig.api, owner: Self.owner, force: false) == .synced(inserted: 0))
        #expect(rig.count("GET /api/conversations") == 4)
        // Another owner has a throttle of its own.
        #expect(await rig.sync.syncList(api: rig.api, owner: .account("other"), force: false) == .synced(inserted: 0))
    }

    @Test func aFailedListChangesNothingAndDoesNotCountAsSynced() async throws {
        let rig = try Rig()
        defer { rig.server.stop() }
        rig.reply("GET /api/conversations", 503, #"{"detail":"down"}"#)
        guard case .failed(let e) = await rig.sync.syncList(api: rig.api, owner: Self.owner, force: false) else {
            Issue.record("expected a failure")
            return
        }
        #expect(e.status == 503 && !e.isConnectionFailure)
        #expect(try rig.store.syncState.syncedAt(scope: "conversations", owner: Self.owner) == nil)
        rig.reply("GET /api/conversations", 200, #"[{"id":"n1"}]"#)
        #expect(await rig.sync.syncList(api: rig.api, owner: Self.owner, force: false) == .synced(inserted: 1))
    }

    @Test func anUnreachableServerIsAConnectionFailure() async throws {
        let rig = try Rig()
        rig.server.stop()
        guard case .failed(let e) = await rig.sync.syncList(api: rig.api, owner: Self.owner, force: true) else {
            Issue.record("expected a failure")
            return
        }
        #expect(e.isConnectionFailure)
    }

    // MARK: Deletions

    @Test func aConversationDeletedHereIsDeletedOnTheServerAndNotBroughtBack() async throws {
        let rig = try Rig()
        defer { rig.server.stop() }
        let s = rig.store
        try s.syncState.addPendingDeletion("thread-gone", at: Self.t0, owner: Self.owner)
        try s.syncState.addPendingDeletion("gone", at: Self.t0, owner: Self.owner)
        rig.reply("DELETE /api/conversations/thread-gone", 503, "{}")
        rig.reply("GET /api/conversations", 200, #"[{"id":"gone","thread_id":"thread-gone","title":"Deleted"}]"#)
        // The server is down for one deletion: it stays owed, and the list skips its item.
        // The other is already gone there (404), which settles it.
        guard case .deferred(let e, false) = await rig.sync.flushDeletions(api: rig.api, owner: Self.owner) else {
            Issue.record("expected a deferred deletion")
            return
        }
        #expect(e.status == 503)
        #expect(try s.syncState.pendingDeletions(owner: Self.owner) == ["thread-gone"])
        #expect(await rig.sync.syncList(api: rig.api, owner: Self.owner, force: true) == .synced(inserted: 0))
        #expect(try rig.conversation("gone") == nil)
        #expect(try s.syncState.pendingDeletions(owner: Self.owner) == ["thread-gone"])
        // Back up: 2xx settles it.
        rig.reply("DELETE /api/conversations/thread-gone", 204, "")
        #expect(await rig.sync.flushDeletions(api: rig.api, owner: Self.owner) == .done)
        #expect(try s.syncState.pendingDeletions(owner: Self.owner).isEmpty)
        #expect(rig.count("DELETE /api/conversations/gone") == 1)
        #expect(rig.count("DELETE /api/conversations/thread-gone") == 3)
    }

    @Test func aDeletionTheServerWillNeverTakeIsDropped() async throws {
        let rig = try Rig()
        defer { rig.server.stop() }
        try rig.store.syncState.addPendingDeletion("bad", at: Self.t0, owner: Self.owner)
        rig.reply("DELETE /api/conversations/bad", 400, #"{"detail":"invalid id"}"#)
        #expect(await rig.sync.flushDeletions(api: rig.api, owner: Self.owner) == .done)
        #expect(try rig.store.syncState.pendingDeletions(owner: Self.owner).isEmpty)
    }

    @Test func anOwedDeleteAllSuspendsListSyncUntilItGoesThrough() async throws {
        let rig = try Rig()
        defer { rig.server.stop() }
        let s = rig.store
        try s.syncState.addPendingDeletion("*", at: Self.t0, owner: Self.owner)
        try s.syncState.addPendingDeletion("older", at: Self.t0.addingTimeInterval(1), owner: Self.owner)
        rig.reply("DELETE /api/conversations", 500, "{}")
        rig.reply("GET /api/conversations", 200, #"[{"id":"resurrected"}]"#)
        guard case .failed = await rig.sync.syncList(api: rig.api, owner: Self.owner, force: true) else {
            Issue.record("list sync must be suspended")
            return
        }
        #expect(rig.count("GET /api/conversations") == 0)
        #expect(try rig.conversation("resurrected") == nil)
        rig.reply("DELETE /api/conversations", 200, #"{"status":"success"}"#)
        rig.reply("GET /api/conversations", 200, "[]")
        #expect(await rig.sync.syncList(api: rig.api, owner: Self.owner, force: true) == .synced(inserted: 0))
        #expect(try s.syncState.pendingDeletions(owner: Self.owner).isEmpty, "delete-all settles the single ones too")
        #expect(rig.count("DELETE /api/conversations/older") == 0)
    }

    // MARK: Messages

    @Test func messagesMergeByServerIdThenByContentThenAsNew() async throws {
        let rig = try Rig()
        defer { rig.server.stop() }
        let s = rig.store
        try s.conversations.create(Self.local("conv", thread: "thread-1"), owner: Self.owner)
        func add(_ id: String, _ role: Role, _ text: String, at: Double, state: MessageState = .complete,
                 serverId: String? = nil) throws {
            try s.messages.append(Message(id: id, conversationId: "conv", role: role, content: text,
                                          createdAt: Self.t0.addingTimeInterval(at), state: state, serverId: serverId),
                                  owner: Self.owner, touch: .set)
        }
        try add("q1", .user, "What is zakat?", at: 1)
        try add("a1", .assistant, "Old text", at: 2, state: .incomplete(.interrupted), serverId: "s-a1")
        try add("q2", .user, "  And sadaqah?  ", at: 3, state: .notSent)
        rig.reply("GET /api/conversations/thread-1/messages", 200, """
            {"conversation_id":"thread-1","messages":[
              {"id":"s-q1","role":"user","content":"What is zakat? ","created_at":"2025-12-06T10:00:00Z"},
              {"id":"s-a1","role":"assistant","content":"Zakat is…\\n\\nSources:\\n- [Qur'an 9:60](https://quran.com/9/60)","reasoning":"","is_complete":true},
              {"id":"s-q2","role":"user","content":"And sadaqah?"},
              {"id":"s-a2","role":"assistant","content":"Sadaqah is…","reasoning":"Think","is_complete":false},
              {"id":"s-sys","role":"system","content":"ignored"},
              {"id":"s-img","role":"user","content":{"image":"x"}}
            ]}
            """)
        let outcome = await rig.sync.syncMessages(api: rig.api, conversationId: "conv", owner: Self.owner, force: false)
        guard case .changed(let c, let list) = outcome else {
            Issue.record("expected changes, got \(outcome)")
            return
        }
        #expect(c.id == "conv")
        let byId = Dictionary(uniqueKeysWithValues: list.map { ($0.id, $0) })
        #expect(byId["q1"]?.serverId == "s-q1", "the question sent from here adopts the server id")
        #expect(byId["a1"]?.content.hasPrefix("Zakat is") == true && byId["a1"]?.state == .complete)
        #expect(byId["a1"]?.reasoning == nil, "empty reasoning is none")
        #expect(byId["a1"]?.sources?.isEmpty == false, "sources parsed for a synced answer")
        #expect(byId["q2"]?.state == .notSent && byId["q2"]?.serverId == nil, "a question waiting to be sent is never touched")
        let inserted = list.filter { $0.id.hasPrefix("new-") }
        #expect(inserted.map(\.serverId) == ["s-q2", "s-a2"])
        #expect(inserted.last?.state == .incomplete(.interrupted) && inserted.last?.reasoning == "Think")
        #expect(inserted.first.map { $0.createdAt > Self.t0.addingTimeInterval(3) } == true, "no date: after the last message")
        #expect(list.count == 5)
        #expect(try rig.conversation("conv")?.updatedAt ?? .distantPast >= inserted.last?.createdAt ?? .distantFuture)

        // Again within five minutes: not asked. Forced: asked, and nothing is duplicated.
        #expect(await rig.sync.syncMessages(api: rig.api, conversationId: "conv", owner: Self.owner, force: false) == .skipped)
        #expect(await rig.sync.syncMessages(api: rig.api, conversationId: "conv", owner: Self.owner, force: true) == .unchanged)
        #expect(try rig.messages("conv").count == 5)
        #expect(rig.count("GET /api/conversations/thread-1/messages") == 2)
    }

    @Test func anEmptyRemoteListChangesNothing() async throws {
        let rig = try Rig()
        defer { rig.server.stop() }
        try rig.store.conversations.create(Self.local("conv"), owner: Self.owner)
        try rig.store.messages.append(Message(id: "q", conversationId: "conv", role: .user, content: "Q", createdAt: Self.t0,
                                              state: .complete), owner: Self.owner, touch: .set)
        rig.reply("GET /api/conversations/conv/messages", 200, #"{"messages":[]}"#)
        #expect(await rig.sync.syncMessages(api: rig.api, conversationId: "conv", owner: Self.owner, force: true) == .unchanged)
        #expect(try rig.messages("conv").map(\.id) == ["q"])
    }

    @Test func aConversationWithAnAnswerBeingWrittenWaits() async throws {
        let rig = try Rig()
        defer { rig.server.stop() }
        try rig.store.conversations.create(Self.local("conv"), owner: Self.owner)
        try rig.store.messages.append(Message(id: "a", conversationId: "conv", role: .assistant, content: "Part",
                                              createdAt: Self.t0, state: .streaming), owner: Self.owner, touch: .set)
        rig.reply("GET /api/conversations/conv/messages", 200,
                  #"{"messages":[{"id":"s1","role":"assistant","content":"Partial answer","is_complete":false}]}"#)
        #expect(await rig.sync.syncMessages(api: rig.api, conversationId: "conv", owner: Self.owner, force: true) == .skipped)
        #expect(try rig.messages("conv").count == 1)
        #expect(try rig.store.syncState.syncedAt(scope: "messages:conv", owner: Self.owner) == nil, "tried again next time")
    }

    @Test func localOnlyAndUncreatedConversationsNeverSync() async throws {
        let rig = try Rig()
        defer { rig.server.stop() }
        try rig.store.conversations.create(Self.local("lo", localOnly: true), owner: Self.owner)
        try rig.store.conversations.create(Self.local("pc", pending: true), owner: Self.owner)
        #expect(await rig.sync.syncMessages(api: rig.api, conversationId: "lo", owner: Self.owner, force: true) == .skipped)
        #expect(await rig.sync.syncMessages(api: rig.api, conversationId: "pc", owner: Self.owner, force: true) == .skipped)
        #expect(rig.server.requests.isEmpty)
    }
}

@testable import App
@testable import AppCore
import AppTestSupport
import Domain
import Foundation
import Input
import Localization
import Logging
@testable import Networking
import Presentation
import Storage
@testable import TUI
import TestSupport
import Testing

/// A signed-in cloud account through the real run loop, runners and SQLite store against a
/// scripted loopback "cloud" (protocol.md §5.3, §11): the first send creates the conversation
/// on the server, History's `r` syncs, opening a conversation merges its messages, and a delete
/// reaches the server or waits for it.
@Suite(.serialized) struct SyncRunLoopTests {
    static let owner = Owner.account("uid-aisha")

    /// The server's script, changed by the tests while the server runs.
    final class Routes: @unchecked Sendable {
        private let lock = NSLock()
        private var table: [String: [StubStep]] = [:]
        subscript(route: String) -> [StubStep]? {
            get { lock.withLock { table[route] } }
            set { lock.withLock { table[route] = newValue } }
        }
    }

    struct Rig {
        let loop: AppRunLoop
        let terminal: FakeTerminal
        let store: SQLiteStore
        let server: StubServer
        let routes: Routes
        let dir: String

        var state: AppState { loop.coordinator.state }

        func pump(until done: () -> Bool) async { await loop.pump(until: done) }
        func type(_ text: String) { loop.type(text) }

        func key(_ k: Key) { loop.process([.input(.key(k))]) }

        func requests(_ route: String) -> [StubRequest] {
            server.requests.filter { $0.method + " " + $0.path == route }
        }

        func reply(_ route: String, _ status: Int = 200, _ body: String) {
            routes[route] = StubStep.response(status, body: body)
        }

        func stop() {
            server.stop()
            try? FileManager.default.removeItem(atPath: dir)
        }
    }

    static func rig() throws -> Rig {
        let routes = Routes()
        let server = try StubServer { req in
            routes[req.method + " " + req.path] ?? StubStep.response(404, body: #"{"detail":"Not Found"}"#)
        }
        let dir = NSTemporaryDirectory() + "sync-loop-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let (store, _) = try SQLiteStore.open(at: URL(fileURLWithPath: dir + "/conversations.sqlite"))
        let localizer = try Localizer.bundled(.en)
        let terminal = FakeTerminal(width: 100, height: 30)
        let queue = EventQueue()
        var state = AppState(language: .en, backend: .cloud, width: 100, height: 30, owner: owner)
        state.account = .signedIn(accountId: "uid-aisha", email: "aisha@example.com", displayName: "Aisha")
        let loop = AppRunLoop(coordinator: Coordinator(state: state, localizer: localizer),
                              terminal: terminal, queue: queue)
        let logger = Logger(label: "test")
        let creds = Credentials(token: "tok", refreshToken: "rt", expiresAt: nil, accountId: "uid-aisha",
                                email: "aisha@example.com", origin: URLPolicy.origin(of: server.baseURL)?.key ?? "")
        let paths = AppPaths.resolve(dataDir: dir + "/data", environment: [:])
        let backend = ChatBackend(paths: paths, queue: queue, logger: logger, credentials: InMemoryCredentialStore(creds))
        backend.cloudConfig = try ServerConfig(baseURL: server.baseURL, kind: .custom, userTyped: true)
        let fast = TransportTimeouts(connect: .seconds(5), total: .seconds(20), idle: .seconds(10))
        backend.timeouts = fast
        backend.streamTimeouts = fast
        backend.activate(.cloud)
        loop.chatRunner = ChatEffectRunner(conversations: store.conversations, messages: store.messages, backend: backend,
                                           queue: queue, logger: logger, actions: .none, guestSessionId: "guest_1_abc")
        let launch = LaunchContext(settings: Settings(), settingsStore: JSONSettingsStore(configDirectory: URL(fileURLWithPath: dir)),
                                   store: store, language: .en, backend: .cloud, reduceMotion: false, mouse: true,
                                   tab: .chat, notice: nil, owner: owner, restored: nil,
                                   credentials: FileCredentialStore(sessions: InMemorySessionStore(), logger: logger),
                                   guestId: "guest_1_abcdef", accountStart: AccountStart())
        loop.historyRunner = HistoryEffectRunner(launch: launch, queue: queue, logger: logger, environment: ["HOME": dir])
        let sync = ConversationSync(conversations: store.conversations, messages: store.messages,
                                    syncState: store.syncState, logger: logger)
        loop.syncRunner = SyncEffectRunner(sync: sync, client: { backend.client() }, queue: queue, logger: logger)
        loop.process([.resized(width: 100, height: 30)])
        return Rig(loop: loop, terminal: terminal, store: store, server: server, routes: routes, dir: dir)
    }


    @Test func theFirstSendCreatesTheConversationOnTheServerAndStreamsToItsThread() async throws {
        let rig = try Self.rig()
        defer { rig.stop() }
        rig.reply("POST /api/conversations", 200,
                  #"{"id":"srv-c1","thread_id":"th-c1","title":"What is zakat?","created_at":"2025-12-07T22:11:33.525593+00:00"}"#)
        rig.routes["POST /api/chat/stream"] = StubStep.eventStream([
            sse("chunk", #""content":"Zakat is 2.5%.""#), sse("done", #""ai_message_id":"srv-a1""#)])
        rig.reply("POST /api/chat/generate-title", 200, #"{"title":"Zakat basics"}"#)
        rig.type("What is zakat?")
        rig.key(Key(.enter))
        await rig.pump { rig.state.chat.conversation?.title == "Zakat basics" }

        let create = try #require(rig.requests("POST /api/conversations").first)
        #expect(create.bodyText == #"{"title":"What is zakat?"}"#)
        #expect(create.headers["authorization"] == "Bearer tok")
        let stream = try #require(rig.requests("POST /api/chat/stream").first)
        #expect(stream.bodyText.contains(#""thread_id":"th-c1""#), "the stream goes to the server's thread")
        #expect(!stream.bodyText.contains("session_id"))
        let title = try #require(rig.requests("POST /api/chat/generate-title").first)
        #expect(title.bodyText.contains(#""question":"What is zakat?""#) && title.bodyText.contains(#""language":"English""#))

        #expect(rig.state.chat.conversation?.id == "srv-c1")
        let stored = try #require(try rig.store.conversations.conversation(id: "srv-c1", owner: Self.owner))
        #expect(stored.threadId == "th-c1" && !stored.pendingRemoteCreate && !stored.isLocalOnly)
        #expect(stored.title == "Zakat basics" && stored.titleOrigin == .server)
        let messages = try rig.store.messages.messages(conversationId: "srv-c1", owner: Self.owner, page: .all)
        #expect(messages.map(\.role) == [.user, .assistant], "the messages followed the new id")
        #expect(messages.last?.content == "Zakat is 2.5%." && messages.last?.serverId == "srv-a1")
        #expect(try rig.store.conversations.count(owner: Self.owner, starredOnly: false) == 1)
    }

    @Test func aRefusedCreationPutsTheQuestionBackAndLeavesNoConversation() async throws {
        let rig = try Self.rig()
        defer { rig.stop() }
        rig.reply("POST /api/conversations", 500, #"{"detail":"database down"}"#)
        rig.type("What is zakat?")
        rig.key(Key(.enter))
        await rig.pump { rig.state.chat.banner != nil }
        #expect(rig.state.chat.composer.text == "What is zakat?")
        #expect(rig.requests("POST /api/chat/stream").isEmpty)
        #expect(try rig.store.conversations.count(owner: Self.owner, starredOnly: false) == 0)
        #expect(rig.terminal.lastGrid?.textDump().contains("E-HTTP-500") == true)
    }

    @Test func refreshInHistorySyncsAndSaysHowManyAreNew() async throws {
        let rig = try Self.rig()
        defer { rig.stop() }
        rig.reply("GET /api/conversations", 200, """
            [{"id":"p1","thread_id":"t1","title":"Asked on my phone","updated_at":"2025-12-07T10:00:00Z"},
             {"id":"p2","title":"Fasting while travelling","updated_at":"2025-12-06T10:00:00Z"}]
            """)
        rig.key(Key(.function(3)))
        // Opening History syncs once (throttled afterwards); the list then shows the new rows.
        await rig.pump { rig.state.history.items.count == 2 }
        #expect(rig.requests("GET /api/conversations").count == 1)
        rig.reply("GET /api/conversations", 200, """
            [{"id":"p1","thread_id":"t1","title":"Asked on my phone"},
             {"id":"p2","title":"Fasting while travelling"},
             {"id":"p3","title":"Night prayer","updated_at":"2025-12-08T10:00:00Z"}]
            """)
        rig.key(.char("r"))
        await rig.pump { rig.state.toast?.text == "Synced 1 new conversation" }
        await rig.pump { rig.state.history.items.count == 3 }
        #expect(rig.state.history.items.first?.id == "p3")
        #expect(rig.requests("GET /api/conversations").count == 2, "r bypasses the five-minute throttle")
        #expect(rig.terminal.lastGrid?.textDump().contains("Night prayer") == true)
        // The server cannot be reached: the saved list stays, and the toast says so.
        rig.server.stop()
        rig.key(.char("r"))
        await rig.pump { rig.state.toast?.text == "Offline — showing saved conversations." }
        #expect(rig.state.history.items.count == 3)
    }

    @Test func openingAConversationMergesItsServerMessages() async throws {
        let rig = try Self.rig()
        defer { rig.stop() }
        let c = Conversation(id: "p1", threadId: "t1", title: "Asked on my phone", createdAt: Date(timeIntervalSince1970: 1_765_000_000),
                             ownerId: Self.owner.id)
        try rig.store.conversations.create(c, owner: Self.owner)
        rig.reply("GET /api/conversations/t1/messages", 200, """
            {"conversation_id":"t1","messages":[
             {"id":"m1","role":"user","content":"Is witr obligatory?","created_at":"2025-12-07T10:00:00Z"},
             {"id":"m2","role":"assistant","content":"Most scholars hold that witr is a confirmed sunnah.","created_at":"2025-12-07T10:00:05Z"}]}
            """)
        rig.reply("GET /api/conversations", 200, "[]")
        rig.key(Key(.function(3)))
        await rig.pump { rig.state.history.items.count == 1 }
        rig.key(Key(.enter))
        await rig.pump { rig.state.chat.messages.count == 2 }
        #expect(rig.state.chat.conversation?.id == "p1")
        await rig.pump { rig.terminal.lastGrid?.textDump().contains("confirmed sunnah") == true }
        #expect(rig.terminal.lastGrid?.textDump().contains("Is witr obligatory?") == true)
        #expect(try rig.store.messages.messages(conversationId: "p1", owner: Self.owner, page: .all).map(\.serverId) == ["m1", "m2"])
    }

    @Test func aDeleteReachesTheServerOrWaitsForIt() async throws {
        let rig = try Self.rig()
        defer { rig.stop() }
        for (id, thread) in [("s1", "th-1"), ("s2", "s2")] {
            try rig.store.conversations.create(Conversation(id: id, threadId: thread, title: "Server \(id)",
                                                            createdAt: Date(timeIntervalSince1970: 1_765_000_000), ownerId: Self.owner.id),
                                               owner: Self.owner)
        }
        try rig.store.conversations.create(Conversation(id: "local", title: "Offline", createdAt: Date(timeIntervalSince1970: 1_765_000_100),
                                                        isLocalOnly: true, ownerId: Self.owner.id), owner: Self.owner)
        rig.reply("GET /api/conversations", 200, "[]")
        rig.reply("DELETE /api/conversations/th-1", 204, "")
        rig.reply("DELETE /api/conversations/s1", 404, "{}")
        rig.key(Key(.function(3)))
        await rig.pump { rig.state.history.items.count == 3 }
        // The newest row is the local-only one: deleting it asks nothing of the server.
        #expect(rig.state.history.selectedItem?.id == "local")
        rig.key(.char("d"))
        rig.key(Key(.right))
        rig.key(Key(.enter))
        await rig.pump { rig.state.history.items.count == 2 }
        // Then s1: its thread and its id.
        rig.key(.char("d"))
        rig.key(Key(.right))
        rig.key(Key(.enter))
        await rig.pump { rig.requests("DELETE /api/conversations/s1").count == 1 }
        await rig.pump { (try? rig.store.syncState.pendingDeletions(owner: Self.owner).isEmpty) == true }
        #expect(rig.requests("DELETE /api/conversations/th-1").count == 1)
        #expect(rig.requests("DELETE /api/conversations/local").isEmpty)
        // The server fails: deleted here, owed to the server, and the toast says so.
        rig.reply("DELETE /api/conversations/s2", 503, "{}")
        rig.key(.char("d"))
        rig.key(Key(.right))
        rig.key(Key(.enter))
        await rig.pump { rig.state.toast?.text == "Deleted here; the server copy will be removed later." }
        #expect(try rig.store.conversations.conversation(id: "s2", owner: Self.owner) == nil)
        #expect(try rig.store.syncState.pendingDeletions(owner: Self.owner) == ["s2"])
    }

    @Test func sharingReadsAndChangesTheStatusOnTheServer() async throws {
        let rig = try Self.rig()
        defer { rig.stop() }
        let c = Conversation(id: "p1", threadId: "t1", title: "Witr", createdAt: Date(timeIntervalSince1970: 1_765_000_000),
                             ownerId: Self.owner.id)
        try rig.store.conversations.create(c, owner: Self.owner)
        rig.reply("GET /api/conversations/t1/messages", 200, #"{"messages":[]}"#)
        rig.reply("GET /api/conversations/t1/share", 200, #"{"status":"success","conversation_id":"t1","is_shared":false}"#)
        rig.reply("PUT /api/conversations/t1/share", 200,
                  #"{"status":"success","conversation_id":"t1","is_shared":true,"share_url":"http://localhost:3000/shared/t1"}"#)
        rig.loop.process([.chat(.conversationLoaded(c, []))])
        rig.loop.process([.action(.shareChat)])
        await rig.pump { rig.state.dialog?.isChecked == false && rig.state.dialog?.checkboxKey != nil }
        rig.key(.char(" "))
        await rig.pump { rig.state.dialog?.detail == .link("http://localhost:3000/shared?chatid=t1") }
        let put = try #require(rig.requests("PUT /api/conversations/t1/share").first)
        #expect(put.bodyText == #"{"is_shared":true}"#)
        #expect(rig.terminal.lastGrid?.textDump().contains("localhost:3000") == true)
        // The server refuses to stop sharing: the box goes back.
        rig.reply("PUT /api/conversations/t1/share", 500, #"{"detail":"boom"}"#)
        rig.key(.char(" "))
        #expect(rig.state.dialog?.isChecked == false)
        await rig.pump { rig.state.dialog?.isChecked == true }
        #expect(rig.state.toast?.text.contains("E-CHAT-SHARE") == true)
    }
}

@testable import App
@testable import AppCore
import AppTestSupport
import Domain
import Foundation
import Input
import Localization
import Logging
import Presentation
import Storage
@testable import TUI
import TestSupport
import Testing

/// The chat through the real run loop, effect runner and in-memory repositories, against a
/// scripted loopback server: what is stored when, and what the screen shows.
@Suite(.serialized) struct ChatRunLoopTests {
    struct Rig {
        let loop: AppRunLoop
        let terminal: FakeTerminal
        let store: InMemoryStore
        let owner = Owner.guest("guest_1_abc")

        func pump(until done: () -> Bool) async { await loop.pump(until: done) }
        func type(_ text: String) { loop.type(text) }

        var screen: String { terminal.lastGrid?.textDump() ?? "" }
    }

    static func rig(server: StubServer) throws -> Rig {
        let localizer = try Localizer.bundled(.en)
        let terminal = FakeTerminal(width: 100, height: 30)
        let store = InMemoryStore()
        let queue = EventQueue()
        let state = AppState(language: .en, backend: .custom(server.baseURL), width: 100, height: 30,
                             owner: .guest("guest_1_abc"))
        let loop = AppRunLoop(coordinator: Coordinator(state: state, localizer: localizer),
                              terminal: terminal, queue: queue)
        let paths = AppPaths.resolve(dataDir: NSTemporaryDirectory() + "rl-" + UUID().uuidString, environment: [:])
        let logger = Logger(label: "test")
        let backend = ChatBackend(paths: paths, queue: queue, logger: logger)
        backend.activate(.custom(server.baseURL))
        let runner = ChatEffectRunner(conversations: store.conversations, messages: store.messages, backend: backend,
                                      queue: queue, logger: logger, actions: .none, guestSessionId: "guest_1_abc")
        runner.probeInterval = 0.05
        loop.chatRunner = runner
        loop.process([.resized(width: 100, height: 30)])
        return Rig(loop: loop, terminal: terminal, store: store)
    }


    @Test func theQuestionIsStoredBeforeItGoesOutAndTheAnswerAfter() async throws {
        let seen = StoredAtRequest()
        let server = try StubServer { _ in
            // What the store held when the request reached the server.
            seen.record()
            return StubStep.eventStream([sse("metadata", "\"thread_id\":\"th-1\""),
                                         sse("chunk", "\"content\":\"Zakat is 2.5%.\""),
                                         sse("done", "\"ai_message_id\":\"srv-9\"")])
        }
        defer { server.stop() }
        let rig = try Self.rig(server: server)
        seen.source = rig.store
        rig.type("What is zakat?")
        rig.loop.process([.input(.key(Key(.enter)))])
        await rig.pump { rig.loop.coordinator.state.chat.messages.last?.state == .complete
            && rig.loop.coordinator.state.chat.messages.count == 2 }
        #expect(seen.questions == ["What is zakat?"], "the question was in storage before the request")
        let conversation = try #require(rig.loop.coordinator.state.chat.conversation)
        let stored = try rig.store.messages.messages(conversationId: conversation.id, owner: rig.owner, page: .all)
        #expect(stored.map(\.role) == [.user, .assistant])
        #expect(stored.map(\.state) == [.complete, .complete])
        #expect(stored.last?.content == "Zakat is 2.5%.")
        #expect(stored.last?.serverId == "srv-9")
        #expect(try rig.store.conversations.conversation(id: conversation.id, owner: rig.owner)?.threadId == "th-1")
        #expect(rig.screen.contains("Zakat is 2.5%."))
    }

    @Test func aConnectionFailureWaitsAndResendsWhenTheServerIsBack() async throws {
        let up = UpFlag()
        let server = try StubServer { request in
            if request.path == "/api/health" {
                return up.value ? StubStep.response(200, body: "{\"status\":\"ok\"}") : [.reset]
            }
            if !up.value { return [.reset] }
            return StubStep.eventStream([sse("chunk", "\"content\":\"Back online.\""), sse("done", "\"x\":1")])
        }
        defer { server.stop() }
        let rig = try Self.rig(server: server)
        rig.type("Are you there?")
        rig.loop.process([.input(.key(Key(.enter)))])
        await rig.pump { rig.loop.coordinator.state.chat.messages.first?.state == .notSent }
        #expect(rig.screen.contains("Not sent"))
        up.value = true
        await rig.pump { rig.loop.coordinator.state.chat.messages.last?.message.content == "Back online." }
        #expect(rig.loop.coordinator.state.chat.messages.map(\.state) == [.complete, .complete])
    }
}

/// Records the stored user questions at the moment a request arrives.
final class StoredAtRequest: @unchecked Sendable {
    private let lock = NSLock()
    var source: InMemoryStore?
    private(set) var questions: [String] = []

    func record() {
        lock.withLock {
            guard let store = source else { return }
            let owner = Owner.guest("guest_1_abc")
            let ids = ((try? store.conversations.history(owner: owner, starredOnly: false, after: nil, limit: 10)) ?? []).map(\.conversation.id)
            questions = ids.flatMap { id in
                ((try? store.messages.messages(conversationId: id, owner: owner, page: .all)) ?? [])
                    .filter { $0.role == .user }.map(\.content)
            }
        }
    }
}

final class UpFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var v = false
    var value: Bool {
        get { lock.withLock { v } }
        set { lock.withLock { v = newValue } }
    }
}

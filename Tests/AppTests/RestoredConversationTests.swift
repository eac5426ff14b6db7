import AppTestSupport
import Domain
import Foundation
import Input
import Localization
import Logging
import Presentation
import Storage
import Testing

@testable import AppCore
@testable import TUI

/// A launch restores the last conversation from its last messages; the rest comes from the
/// store when the user scrolls back, and an export made before that still has all of it.
@Suite(.serialized) struct RestoredConversationTests {
    final class Exported: @unchecked Sendable {
        let lock = NSLock()
        var value: ChatExport?
    }

    let owner = Owner.guest("guest_1_abc")
    let conversation = Conversation(id: "c", title: "Long", createdAt: Date(timeIntervalSince1970: 1_763_700_000),
                                    ownerId: "guest_1_abc")

    func stored() throws -> (InMemoryStore, [Message]) {
        let store = InMemoryStore()
        let all = (0..<30).map { i in
            Message(id: "m\(i)", conversationId: "c", role: i % 2 == 0 ? .user : .assistant,
                    content: (0..<8).map { "Paragraph \($0) of message \(i)." }.joined(separator: "\n\n"),
                    createdAt: Date(timeIntervalSince1970: 1_763_700_000 + Double(i)), state: .complete)
        }
        try store.conversations.create(conversation, firstMessage: all[0], owner: owner)
        for m in all.dropFirst() { try store.messages.append(m, owner: owner, touch: .set) }
        return (store, all)
    }

    func rig(_ store: InMemoryStore, last: [Message], exported: Exported) throws -> AppRunLoop {
        let queue = EventQueue()
        var state = AppState(language: .en, backend: .library, width: 100, height: 30, owner: owner)
        state.chat.load(conversation, last, olderUnread: true)
        let loop = AppRunLoop(coordinator: Coordinator(state: state, localizer: try Localizer.bundled(.en)),
                              terminal: FakeTerminal(width: 100, height: 30), queue: queue)
        let logger = Logger(label: "test")
        let paths = AppPaths.resolve(dataDir: NSTemporaryDirectory() + "restore-" + UUID().uuidString, environment: [:])
        var actions = ChatEffectRunner.Actions.none
        actions.export = { e, path in
            exported.lock.withLock { exported.value = e }
            return .exportFailed(path: path, reason: "test")
        }
        loop.chatRunner = ChatEffectRunner(conversations: store.conversations, messages: store.messages,
                                           backend: ChatBackend(paths: paths, queue: queue, logger: logger), queue: queue,
                                           logger: logger, actions: actions, guestSessionId: "guest_1_abc")
        loop.process([.resized(width: 100, height: 30)])
        return loop
    }

    @Test func scrollingBackReadsTheRest() async throws {
        let (store, all) = try stored()
        let loop = try rig(store, last: Array(all.suffix(6)), exported: Exported())
        // Typing at the bottom reads nothing more.
        loop.type("Next question")
        try await Task.sleep(nanoseconds: 100_000_000)
        loop.process(loop.queue.take(timeout: 0))
        #expect(loop.coordinator.state.chat.messages.count == 6)
        loop.process([.input(.key(Key(.pageUp)))])
        await loop.pump { loop.coordinator.state.chat.messages.count == 30 }
        #expect(loop.coordinator.state.chat.messages.map(\.id) == all.map(\.id))
        #expect(loop.coordinator.state.chat.older == .none)
        #expect(loop.coordinator.state.chat.composer.text == "Next question")
    }

    @Test func anExportBeforeThatHasEveryMessage() throws {
        let (store, all) = try stored()
        let exported = Exported()
        let loop = try rig(store, last: Array(all.suffix(6)), exported: exported)
        let runner = try #require(loop.chatRunner)
        let effect = try #require(loop.coordinator.state.chat.export(backendLabel: "Offline library", path: "/tmp/x.md").first)
        runner.perform(effect, owner: owner)
        let e = try #require(exported.lock.withLock { exported.value })
        #expect(e.messages.map(\.id) == all.map(\.id))
    }
}

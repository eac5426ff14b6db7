@testable import App
@testable import AppCore
import Domain
import Foundation
import Logging
import Presentation
import Storage
import TestSupport
import Testing

/// The runner against a real database: loads answer at once, searches on a worker where a
/// burst of keystrokes ends with the latest text searched.
@Suite(.serialized) struct HistoryEffectRunnerTests {
    struct Rig {
        let runner: HistoryEffectRunner
        let queue: EventQueue
        let state: AppState
        let dir: String
    }

    static func rig() throws -> Rig {
        let dir = NSTemporaryDirectory() + "history-runner-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let (store, _) = try SQLiteStore.open(at: URL(fileURLWithPath: dir + "/conversations.sqlite"))
        try HistoryFixture.populate(conversations: store.conversations, messages: store.messages)
        let launch = LaunchContext(settings: Settings(), settingsStore: JSONSettingsStore(configDirectory: URL(fileURLWithPath: dir)),
                                   store: store, language: .en, backend: .library, reduceMotion: false, mouse: true,
                                   tab: .history, notice: nil, owner: HistoryFixture.owner, restored: nil,
                                   credentials: FileCredentialStore(sessions: InMemorySessionStore(), logger: Logger(label: "test")),
                                   guestId: "guest_1_abcdef", accountStart: AccountStart())
        let queue = EventQueue()
        let runner = HistoryEffectRunner(launch: launch, queue: queue, logger: Logger(label: "test"),
                                         environment: ["HOME": dir])
        let state = AppState(language: .en, backend: .library, width: 80, height: 24, owner: HistoryFixture.owner)
        return Rig(runner: runner, queue: queue, state: state, dir: dir)
    }

    @Test func aLoadIsAnsweredBeforePerformReturns() throws {
        let rig = try Self.rig()
        defer { try? FileManager.default.removeItem(atPath: rig.dir) }
        rig.runner.perform(.load(generation: 7, starredOnly: false, limit: 5), state: rig.state)
        let events = rig.queue.take(timeout: 0)
        guard case .history(.loaded(7, let entries, true, 12, 12))? = events.first else {
            Issue.record("got \(events)")
            return
        }
        #expect(entries.map(\.conversation.id) == (0..<5).map(HistoryFixture.id))
    }

    @Test func aBurstOfSearchesEndsWithTheLatestText() async throws {
        let rig = try Self.rig()
        defer { try? FileManager.default.removeItem(atPath: rig.dir) }
        let texts = ["p", "pa", "pat", "pati", "patie", "patien", "patienc", "patience"]
        for (g, text) in texts.enumerated() {
            rig.runner.perform(.search(generation: g + 1, text: text, starredOnly: false, limit: 50), state: rig.state)
        }
        var generations: [Int] = []
        var last: SearchResults?
        let deadline = Date().addingTimeInterval(10)
        while !generations.contains(texts.count) && Date() < deadline {
            for case .history(.searched(let g, let results, _)) in rig.queue.take(timeout: 0) {
                generations.append(g)
                last = results
            }
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        #expect(generations.last == texts.count, "the latest text is searched last")
        #expect(generations == generations.sorted(), "answers come in the order asked")
        #expect(generations.count <= texts.count)
        #expect(last?.totalMatches == 3)
    }

    @Test func exportWritesIntoTheDocumentsFallback() throws {
        let rig = try Self.rig()
        defer { try? FileManager.default.removeItem(atPath: rig.dir) }
        rig.runner.perform(.export(conversationId: HistoryFixture.id(3), backendLabel: "Offline library", path: nil),
                           state: rig.state)
        guard case .history(.exported(let path))? = rig.queue.take(timeout: 0).first else {
            Issue.record("not exported")
            return
        }
        #expect(path.hasPrefix(rig.dir + "/ShamelaGPT - How is zakat calculated on savings - "))
        #expect(FileManager.default.fileExists(atPath: path))
    }
}

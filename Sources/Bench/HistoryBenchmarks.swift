import App
import Domain
import Foundation
import Input
import Localization
import Presentation
import Storage
import TestSupport
import Views

/// Issue 8's figures on the 10,000-conversation fixture, through the coordinator, History's
/// work and the view at 120×40 (the wide layout), one loop iteration at a time as the run loop
/// does it: events handled, their work done, a frame drawn.
enum HistoryBenchmarks {
    static let all: [Benchmark] = [
        // F3 → a frame (the list is loading) → the first page and counts → the frame with the list.
        Benchmark(name: "history/open-first-page-and-frame", unit: "ms", target: "≤ 20 ms") { ctx in
            let fixture = try StorageFixture.shared(ctx)
            var samples: [Double] = []
            for _ in 0..<5 {
                var bench = try Bench(fixture)
                var pending: [AppEvent] = []
                samples.append(timeSeconds {
                    pending = bench.iteration([.input(.key(Key(.function(3))))])
                    pending = bench.iteration(pending)
                } * 1000)
                guard bench.coordinator.state.history.items.count == HistoryViewModel.pageSize else {
                    throw BenchFailure("History showed \(bench.coordinator.state.history.items.count) rows")
                }
            }
            return median(samples)
        },
        // The preview pane fills in the frame after the list (or the results).
        Benchmark(name: "history/preview-pane-follow-up", unit: "ms", target: "(detail)") { ctx in
            let fixture = try StorageFixture.shared(ctx)
            var samples: [Double] = []
            for _ in 0..<5 {
                var bench = try Bench(fixture)
                let pending = bench.iteration(bench.iteration([.input(.key(Key(.function(3))))]))
                samples.append(timeSeconds { _ = bench.iteration(pending) } * 1000)
                guard bench.coordinator.state.history.preview?.messages != nil else { throw BenchFailure("no preview") }
            }
            return median(samples)
        },
        // A key typed into the search field → the frame with its results.
        Benchmark(name: "history/search-keystroke-to-frame", unit: "ms", target: "≤ 30 ms") { ctx in
            try keystrokes(ctx).median
        },
        Benchmark(name: "history/search-keystroke-p95", unit: "ms", target: "(detail)") { ctx in
            try keystrokes(ctx).p95
        },
        Benchmark(name: "history/search-keystroke-slowest", unit: "ms", target: "(detail)") { ctx in
            try keystrokes(ctx).slowest
        },
        // `d`, Tab to "Delete", Enter → the conversation and its messages deleted → the frame
        // with the list updated. On a copy of the fixture, so the other figures keep theirs.
        Benchmark(name: "history/delete-to-frame", unit: "ms", target: "(detail)") { ctx in
            let fixture = try StorageFixture.shared(ctx)
            let copy = ctx.workDirectory.appendingPathComponent("history-delete-\(UUID().uuidString).sqlite").path
            _ = try Spawn.run("/usr/bin/sqlite3", [fixture.url.path, ".backup '\(copy)'"])
            defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: copy + suffix) } }
            let (store, _) = try SQLiteStore.open(at: URL(fileURLWithPath: copy))
            var bench = try Bench(conversations: store.conversations, messages: store.messages)
            var pending = bench.iteration([.input(.key(Key(.function(3))))])
            while !pending.isEmpty { pending = bench.iteration(pending) }
            let before = try store.conversations.count(owner: StorageFixture.owner, starredOnly: false)
            var samples: [Double] = []
            for _ in 0..<5 {
                _ = bench.iteration([.input(.key(.char("d")))])
                _ = bench.iteration([.input(.key(Key(.tab)))])
                samples.append(timeSeconds {
                    pending = bench.iteration([.input(.key(Key(.enter)))])
                    while !pending.isEmpty { pending = bench.iteration(pending) }
                } * 1000)
            }
            let after = try store.conversations.count(owner: StorageFixture.owner, starredOnly: false)
            guard after == before - 5 else { throw BenchFailure("deleted \(before - after) conversations, not 5") }
            return median(samples)
        },
    ]

    /// Every keystroke of typing the fixture's queries: the key's frame, then the results' frame
    /// (in the app the search runs on a worker between the two). The preview that follows is
    /// not counted: it is the next frame.
    static func keystrokes(_ ctx: BenchContext) throws -> (median: Double, p95: Double, slowest: Double) {
        let fixture = try StorageFixture.shared(ctx)
        var samples: [Double] = []
        for query in StorageFixture.queries {
            var bench = try Bench(fixture)
            var pending = bench.iteration([.input(.key(Key(.function(3)))), .input(.key(.char("/")))])
            while !pending.isEmpty { pending = bench.iteration(pending) }
            for c in query {
                samples.append(timeSeconds { pending = bench.iteration(bench.iteration([.input(.key(.char(c)))])) } * 1000)
                while !pending.isEmpty { pending = bench.iteration(pending) }
            }
            guard bench.coordinator.state.history.showsResults else { throw BenchFailure("no results for \(query)") }
        }
        let sorted = samples.sorted()
        let p95 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
        return (median(samples), p95, samples.max() ?? 0)
    }

    static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        return s.isEmpty ? 0 : s[s.count / 2]
    }

    /// The coordinator over the fixture with History's work run synchronously.
    struct Bench {
        var coordinator: Coordinator
        let work: HistoryWork
        let localizer: Localizer
        let environment = RenderEnvironment()

        init(_ fixture: StorageFixture) throws {
            try self.init(conversations: fixture.store.conversations, messages: fixture.store.messages)
        }

        init(conversations: ConversationRepository, messages: MessageRepository) throws {
            localizer = try Localizer.bundled(.en)
            let state = AppState(language: .en, backend: .library, width: 120, height: 40, owner: StorageFixture.owner)
            work = HistoryWork(conversations: conversations, messages: messages,
                               exportDirectory: NSTemporaryDirectory())
            coordinator = Coordinator(state: state, localizer: localizer)
            _ = coordinator.handle(.resized(width: 120, height: 40), now: 0)
        }

        /// One turn of the run loop: the events handled, History's work done (its results are
        /// the next turn's events), one frame drawn.
        mutating func iteration(_ events: [AppEvent]) -> [AppEvent] {
            var produced: [AppEvent] = []
            for event in events {
                for case .history(let effect) in coordinator.handle(event, now: 1) {
                    produced.append(.history(work.run(effect, owner: coordinator.state.owner)))
                }
            }
            let s = coordinator.state
            _ = AppView.render(s, keyMap: .standard, contexts: Coordinator.contexts(for: s), localizer: localizer,
                               environment: environment)
            return produced
        }
    }
}

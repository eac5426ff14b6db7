import App
import AppCore
import Domain
import Foundation
import Input
import Localization
import Presentation
import Storage
import TestSupport
import Views

/// History's figures on the 10,000-conversation fixture, through the coordinator, History's
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
        // The same in the process's CPU time: what the keystrokes cost, whatever the
        // neighbours on a shared machine do to the wall clock.
        Benchmark(name: "history/search-keystroke-p95-cpu", unit: "ms", target: "(detail)") { ctx in
            try keystrokes(ctx, cpu: true).p95
        },
        Benchmark(name: "history/search-keystroke-slowest-cpu", unit: "ms", target: "(detail)") { ctx in
            try keystrokes(ctx, cpu: true).slowest
        },
        // The count that follows a broad search's first page (on a worker of its own, while the
        // results are already on screen): the slowest of the one-letter prefixes.
        Benchmark(name: "history/search-count-after-first-page", unit: "ms", target: "(detail)") { ctx in
            let fixture = try StorageFixture.shared(ctx)
            var slowest = 0.0
            for letter in Set(StorageFixture.queries.compactMap { $0.first.map(String.init) }) {
                let query = SearchQuery(letter)
                slowest = max(slowest, try timeSeconds {
                    _ = try fixture.store.conversations.countMatches(query, owner: StorageFixture.owner, starredOnly: false)
                } * 1000)
            }
            return slowest
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
    static func keystrokes(_ ctx: BenchContext, cpu: Bool = false) throws -> (median: Double, p95: Double, slowest: Double) {
        let fixture = try StorageFixture.shared(ctx)
        var samples: [Double] = []
        for query in StorageFixture.queries {
            var bench = try Bench(fixture)
            var pending = bench.iteration([.input(.key(Key(.function(3)))), .input(.key(.char("/")))])
            while !pending.isEmpty { pending = bench.iteration(pending) }
            // A search's count, done by the app on a worker of its own after the results'
            // frame, is done here between keystrokes.
            func settle() {
                while !pending.isEmpty || !bench.deferred.isEmpty { pending = bench.iteration(pending + bench.runDeferred()) }
            }
            var typed = ""
            for c in query {
                typed.append(c)
                let key = { pending = bench.iteration(bench.iteration([.input(.key(.char(c)))])) }
                samples.append((cpu ? cpuSeconds(key) : timeSeconds(key)) * 1000)
                // BENCH_VERBOSE=1 names the keystrokes behind the tail.
                if ProcessInfo.processInfo.environment["BENCH_VERBOSE"] != nil, let last = samples.last, last > 30 {
                    let store = try timeSeconds {
                        _ = try fixture.store.conversations.search(SearchQuery(typed), owner: StorageFixture.owner,
                                                                   starredOnly: false, limit: HistoryViewModel.pageSize)
                    } * 1000
                    FileHandle.standardError.write(Data(String(format: "  %@: %.1f ms (the store again: %.1f ms)\n",
                                                               typed, last, store).utf8))
                }
                settle()
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
        /// Counts asked for after a search's results: the app runs them on a second worker,
        /// after the results' frame, so they are not part of the iteration that asked.
        var deferred: [HistoryEffect] = []

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
                    if case .countMatches = effect {
                        deferred.append(effect)
                    } else {
                        produced.append(.history(work.run(effect, owner: coordinator.state.owner)))
                    }
                }
            }
            let s = coordinator.state
            _ = AppView.render(s, keyMap: .standard, contexts: Coordinator.contexts(for: s), localizer: localizer,
                               environment: environment)
            return produced
        }

        /// The deferred counts done; their results are events for the next iteration.
        mutating func runDeferred() -> [AppEvent] {
            defer { deferred.removeAll() }
            return deferred.map { .history(work.run($0, owner: coordinator.state.owner)) }
        }
    }
}

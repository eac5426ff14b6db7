import App
import AppCore
import Domain
import Foundation
import Localization
import Presentation
import Storage
import TUI
import Terminal
import TestSupport
import TextLayout
import Views

/// Chat's figures: the app's CPU and terminal output for a 1 MB streamed answer, and the
/// cost of a keystroke, opening and paging with a 2,000-message conversation open.
enum ChatBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "chat/stream-1MB-10k-chunks-app-cpu", unit: "s", target: "≤ 0.5 s") { ctx in
            try ChatStreamProbe.run(ctx).cpuSeconds
        },
        Benchmark(name: "chat/stream-1MB-terminal-bytes-ratio", unit: "×", target: "≤ 3×") { ctx in
            let r = try ChatStreamProbe.run(ctx)
            return Double(r.terminalBytes) / Double(max(1, r.answerBytes))
        },
        Benchmark(name: "chat/open-2000-messages", unit: "ms", target: "(detail)") { ctx in
            let fixture = try StorageFixture.shared(ctx)
            let localizer = try Localizer.bundled(.en)
            return try timeSeconds {
                let c = try fixture.store.conversations.conversation(id: StorageFixture.longConversation,
                                                                     owner: StorageFixture.owner)
                let list = try fixture.store.messages.messages(conversationId: StorageFixture.longConversation,
                                                               owner: StorageFixture.owner, page: .all)
                guard let c else { throw BenchFailure("no long conversation") }
                var state = AppState(language: .en, backend: .library, width: 120, height: 40)
                state.chat.load(c, list)
                _ = AppView.render(state, keyMap: .standard, contexts: Coordinator.contexts(for: state),
                                   localizer: localizer, environment: RenderEnvironment())
            } * 1000
        },
        Benchmark(name: "chat/keystroke-to-frame-2000-messages", unit: "ms", target: "≤ 5 ms") { ctx in
            let loop = try openLoop(ctx)
            _ = loop.process([.input(.key(.char("w")))])
            var samples: [Double] = []
            for c in "What is the ruling on prayer" {
                samples.append(timeSeconds { _ = loop.process([.input(.key(.char(c)))]) } * 1000)
            }
            samples.sort()
            return samples[samples.count / 2]
        },
        Benchmark(name: "chat/page-up-2000-messages", unit: "ms", target: "(detail)") { ctx in
            let loop = try openLoop(ctx)
            var samples: [Double] = []
            for _ in 0..<10 {
                samples.append(timeSeconds { _ = loop.process([.input(.key(.init(.pageUp)))]) } * 1000)
            }
            samples.sort()
            return samples[samples.count / 2]
        },
    ]

    /// The run loop with the long conversation open, after its first frame.
    static func openLoop(_ ctx: BenchContext) throws -> AppRunLoop {
        let fixture = try StorageFixture.shared(ctx)
        let c = try fixture.store.conversations.conversation(id: StorageFixture.longConversation, owner: StorageFixture.owner)
        let list = try fixture.store.messages.messages(conversationId: StorageFixture.longConversation,
                                                       owner: StorageFixture.owner, page: .all)
        guard let c else { throw BenchFailure("no long conversation") }
        let localizer = try Localizer.bundled(.en)
        var state = AppState(language: .en, backend: .library, width: 120, height: 40)
        state.chat.load(c, list)
        let loop = AppRunLoop(coordinator: Coordinator(state: state, localizer: localizer),
                              terminal: DiscardingTerminal(width: 120, height: 40))
        _ = loop.process([.resized(width: 120, height: 40)])
        return loop
    }
}

/// A terminal that keeps only the last frame, so long runs do not pile up grids.
final class DiscardingTerminal: TerminalDriver {
    var size: Size
    var last: Grid?
    init(width: Int, height: Int) { size = Size(width: width, height: height) }
    func start(events: EventQueue) {}
    func present(_ grid: Grid) { last = grid }
    func invalidate() {}
    func resize(to size: Size) { self.size = size }
    func suspend() {}
    func stop() {}
    func runOutside(_ body: () -> Void) { body() }
    func emit(_ sequence: String) {}
    func applyAppearance(theme: ColorPalette.Theme, explicitBidi: Bool) {}
    func setSelectionMode(_ on: Bool) {}
}

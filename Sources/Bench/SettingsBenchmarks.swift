import App
import Domain
import Foundation
import Localization
import Presentation
import TUI
import Views

/// Settings' figures: a language switch re-lays-out the screen that is showing (here
/// Chat with the 2,000-message conversation, the heaviest one) before the next frame; and the
/// About page, laid out from Markdown on every frame, stays cheap to scroll.
enum SettingsBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "settings/language-switch-chat-2000-messages", unit: "ms", target: "≤ 50 ms") { ctx in
            // A fresh loop each run: the first frame in the new language has nothing cached.
            let loop = try ChatBenchmarks.openLoop(ctx)
            let ms = timeSeconds { _ = loop.process([.action(.setLanguage(.ar))]) } * 1000
            guard loop.coordinator.state.language == .ar, loop.framesPresented >= 2 else {
                throw BenchFailure("the language did not switch")
            }
            return ms
        },
        Benchmark(name: "settings/language-switch-back", unit: "ms", target: "≤ 50 ms") { ctx in
            let loop = try ChatBenchmarks.openLoop(ctx)
            _ = loop.process([.action(.setLanguage(.ar))])
            return timeSeconds { _ = loop.process([.action(.setLanguage(.en))]) } * 1000
        },
        Benchmark(name: "settings/about-page-scroll-frame", unit: "ms", target: "(detail)") { _ in
            let localizer = try Localizer.bundled(.en)
            var state = AppState(language: .en, backend: .library, width: 120, height: 40)
            state.tab = .settings
            let loop = AppRunLoop(coordinator: Coordinator(state: state, localizer: localizer),
                                  terminal: DiscardingTerminal(width: 120, height: 40))
            _ = loop.process([.resized(width: 120, height: 40), .settings(.libraryInfoLoaded(fixtureInfo())),
                              .action(.settingsOpen(.about))])
            var samples: [Double] = []
            for _ in 0..<10 {
                samples.append(timeSeconds { _ = loop.process([.input(.key(.init(.down)))]) } * 1000)
            }
            samples.sort()
            return samples[samples.count / 2]
        },
    ]

    /// The library test fixtures' notices, as an installed index holds them.
    static func fixtureInfo() -> LibraryInfo {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Tests/LibraryTests/Fixtures").standardizedFileURL
        func read(_ name: String) -> String? { try? String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8) }
        let tanzil = (read("quran-simple.txt") ?? "").split(separator: "\n").filter { $0.hasPrefix("#") }
            .joined(separator: "\n")
        var hadith: [String: String] = [:]
        for name in ["LICENSES.md", "PROVENANCE.md", "SOURCES.md", "UPSTREAM-UNLICENSE.txt"] {
            hadith[name] = read("notices/" + name)
        }
        return LibraryInfo(passages: 21_176, tanzilNotice: tanzil, hadithNotices: hadith)
    }
}

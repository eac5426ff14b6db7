import Foundation
import Library
import TestSupport
import Testing

/// The default backend end to end: the app starts its offline library in-process and answers
/// from it with citations, and a conversation and its draft survive a restart.
extension EndToEnd {
    @Suite struct LibraryChatEndToEndTests {
        /// The binary and a data directory of this test's own.
        let app: AppUnderTest

        var bin: String { app.bin }
        var dataDir: String { app.dataDir }

        init() throws {
            app = try AppUnderTest("shamelagpt-lib-e2e")
        }

        /// Installs the committed fixture corpus as the data directory's library index.
        func installFixtureLibrary() throws {
            let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("LibraryTests/Fixtures")
            func read(_ name: String) throws -> String {
                try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
            }
            let simple = try read("quran-simple.txt")
            let passages = CorpusReader.quran(simple: simple, clean: try read("quran-simple-clean.txt"))
                + CorpusReader.hadith(jsonl: Data(try read("records.jsonl").utf8))
            let dir = URL(fileURLWithPath: dataDir).appendingPathComponent("library")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try IndexBuilder.build(passages: passages,
                                   meta: ["pins": try LibraryPins.bundled().signature,
                                          "notice.tanzil": CorpusReader.tanzilNotice(simple)],
                                   to: dir.appendingPathComponent(LibraryIndex.fileName))
        }

        func command(_ args: String = "") -> String { app.command(args) }

        @Test func theDefaultBackendAnswersWithPassagesAndSources() async throws {
            try installFixtureLibrary()
            let t = try TmuxSession(width: 110, height: 40, command: command())
            defer { t.kill() }
            _ = try await t.waitFor { $0.contains("Offline library ● ready") }
            try t.type("actions are judged by intentions")
            try t.send("Enter")
            let screen = try await t.waitFor(timeout: 20) { $0.contains("Sahih al-Bukhari 1") && !$0.contains("Esc Stop") }
            #expect(screen.contains("Sources"))
            // The link opens the hadith itself; English readers get the book's title and the
            // matched words glossed (here the well-known text's own phrase, from the glossary).
            #expect(screen.contains("sunnah.com"))
            #expect(screen.contains("Book 1: Revelation"))
            #expect(screen.contains("(actions are by intentions)"))
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("END") }
        }

        @Test func theConversationAndItsDraftComeBackAfterARestart() async throws {
            try installFixtureLibrary()
            let first = try TmuxSession(width: 100, height: 30, command: command())
            defer { first.kill() }
            _ = try await first.waitFor { $0.contains("Offline library ● ready") }
            try first.type("patience")
            try first.send("Enter")
            _ = try await first.waitFor(timeout: 20) { $0.contains("Sources") && !$0.contains("Esc Stop") }
            try first.type("an unsent draft")
            _ = try await first.waitFor { $0.contains("an unsent draft") }
            try first.send("F10")
            _ = try await first.waitFor { $0.contains("END") }

            let second = try TmuxSession(width: 100, height: 30, command: command())
            defer { second.kill() }
            let screen = try await second.waitFor { $0.contains("an unsent draft") && $0.contains("Sources") }
            #expect(screen.contains("patience"), "the last conversation is open again")
            try second.send("F10")
            _ = try await second.waitFor { $0.contains("END") }
        }
    }
}

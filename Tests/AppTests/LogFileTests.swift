import Domain
import Foundation
import Storage
import TestSupport
import Testing

@testable import App
@testable import AppCore

/// The log file: every start appends one line naming its command, the files rotate at a
/// bounded size, and recovery is reported only when a crash left something to recover.
@Suite(.serialized) struct LogFileTests {
    let scratch = ScratchDirectory("shamelagpt-log")

    init() throws {
        try FileManager.default.createDirectory(atPath: scratch.path, withIntermediateDirectories: true)
    }

    func lines(_ url: URL) -> [String] {
        ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func twoSinksOnOneFileAppendAndNeitherTruncates() throws {
        let url = URL(fileURLWithPath: scratch.path).appendingPathComponent("a.log")
        LogSink(url: url).write("first run\n")
        LogSink(url: url).write("second run\n")
        #expect(lines(url) == ["first run", "second run"])
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func rotatesAtItsBoundKeepingAFewFiles() throws {
        let url = URL(fileURLWithPath: scratch.path).appendingPathComponent("r.log")
        let sink = LogSink(url: url, maxBytes: 100, keep: 2)
        for i in 0..<40 { sink.write("line \(String(format: "%02d", i)) " + String(repeating: "x", count: 12) + "\n") }
        let dir = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
        #expect(dir == ["r.log", "r.log.1", "r.log.2"])
        for name in dir {
            let size = try FileManager.default.attributesOfItem(atPath: scratch.path + "/" + name)[.size] as? Int ?? 0
            #expect(size <= 100)
        }
        // The newest line is in the live file, the ones before it in .1, the oldest dropped.
        #expect(lines(url).last == "line 39 xxxxxxxxxxxx")
        #expect(lines(url.appendingPathExtension("1")).last.map { $0 < "line 39" } == true)
        #expect(!dir.contains("r.log.3"))
        // A start finding a full file rotates it first.
        let again = URL(fileURLWithPath: scratch.path).appendingPathComponent("big.log")
        try Data(repeating: 65, count: 200).write(to: again)
        LogSink(url: again, maxBytes: 100, keep: 2).write("new\n")
        #expect(lines(again) == ["new"])
    }

    @Test func theCommandLineIsLoggedWithoutWhatWasTyped() {
        #expect(LoggedCommandLine.describe(["ask", "--data-dir", "/tmp/d", "What is sabr?"])
            == "shamelagpt ask --data-dir /tmp/d …")
        #expect(LoggedCommandLine.describe(["--server=http://127.0.0.1:9", "history", "search", "secret", "--limit", "3"])
            == "shamelagpt --server=http://127.0.0.1:9 history search … --limit 3")
        #expect(LoggedCommandLine.describe(["login", "--email", "me@example.com"]) == "shamelagpt login --email …")
        #expect(LoggedCommandLine.describe(["login", "--email=me@example.com"]) == "shamelagpt login --email=…")
        #expect(LoggedCommandLine.describe([]) == "shamelagpt")
    }

    /// Through the built binary: two clean runs append two start lines and report no recovery;
    /// a question left `sending` by a crash is reported by the next start.
    @Test func everyStartAppendsAndRecoveryIsReportedOnlyAfterACrash() async throws {
        let bin = try #require(BuiltProducts.shamelagpt)
        let dataDir = scratch.path + "/data"
        var env = ProcessInfo.processInfo.environment
        env["SHAMELAGPT_LANG"] = "en"
        env["SHAMELAGPT_SERVER"] = nil
        let log = URL(fileURLWithPath: dataDir).appendingPathComponent("state/shamelagpt.log")
        _ = try await Shell.runOffPool(bin, ["history", "list", "--data-dir", dataDir], environment: env)
        _ = try await Shell.runOffPool(bin, ["history", "search", "private words", "--data-dir", dataDir], environment: env)
        var text = lines(log)
        let starts = text.filter { $0.contains(" start") }
        #expect(starts.count == 2)
        #expect(starts.first?.contains("command=shamelagpt history list --data-dir \(dataDir)") == true)
        #expect(starts.last?.contains("command=shamelagpt history search … --data-dir") == true)
        #expect(!text.joined().contains("private words"))
        #expect(!text.contains { $0.contains("recovered") })

        // A crash in the middle of sending: the question is still `sending` in the store.
        let guest = try String(contentsOfFile: dataDir + "/state/guest-session-id", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let owner = Owner.guest(guest)
        do {
            let url = URL(fileURLWithPath: dataDir).appendingPathComponent("conversations.sqlite")
            let (store, _) = try SQLiteStore.open(at: url)
            try store.conversations.create(Conversation(id: "crash-1", title: "Crash", createdAt: Date(), ownerId: owner.id),
                                           owner: owner)
            try store.messages.append(Message(id: "crash-1-q", conversationId: "crash-1", role: .user, content: "q",
                                              createdAt: Date(), state: .sending), owner: owner, touch: .set)
        }
        _ = try await Shell.runOffPool(bin, ["history", "list", "--data-dir", dataDir], environment: env)
        text = lines(log)
        #expect(text.filter { $0.contains(" start") }.count == 3)
        let recovered = text.filter { $0.contains("recovered after an unclean exit") }
        #expect(recovered.count == 1)
        #expect(recovered.first?.contains("questionsMarkedNotSent=1") == true)
    }
}

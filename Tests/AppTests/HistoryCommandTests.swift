import Domain
import Foundation
import Storage
import TestSupport
import Testing

/// `shamelagpt history …` through the built binary, on a data directory seeded with the
/// Storage API: the guest's conversations, one with a hostile answer.
@Suite(.serialized) struct HistoryCommandTests {
    /// Removed after each test.
    let scratch: ScratchDirectory
    let dataDir: String
    let owner: Owner

    init() throws {
        scratch = ScratchDirectory("shamelagpt-history-cli")
        dataDir = scratch.path
        let state = URL(fileURLWithPath: dataDir).appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let guest = GuestSessionID.make()
        try Data((guest + "\n").utf8).write(to: state.appendingPathComponent("guest-session-id"))
        owner = .guest(guest)
        let (store, _) = try SQLiteStore.open(at: URL(fileURLWithPath: dataDir).appendingPathComponent("conversations.sqlite"))
        let base = Date(timeIntervalSince1970: 1_790_000_000)
        func add(_ id: String, _ title: String, _ minutes: Double, _ q: String, _ a: String, state: MessageState = .complete) throws {
            let at = base.addingTimeInterval(minutes * 60)
            try store.conversations.create(Conversation(id: id, title: title, createdAt: at, ownerId: owner.id), owner: owner)
            try store.messages.append(Message(id: id + "-q", conversationId: id, role: .user, content: q,
                                              createdAt: at, state: .complete), owner: owner, touch: .set)
            try store.messages.append(Message(id: id + "-a", conversationId: id, role: .assistant, content: a,
                                              createdAt: at.addingTimeInterval(30), state: state), owner: owner, touch: .set)
        }
        try add("c1a2b3c4-patience", "Patience in the Qur'an", 0, "What does the Qur'an say about patience?",
                "Patience (sabr) is praised.\n\nSources:\n- [Al-Baqarah 2:153] - https://tanzil.net/#2:153")
        try add("c1a2ffff-fasting", "الصيام", 10, "ما حكم الصيام في السفر؟", "يجوز الفطر للمسافر.", state: .incomplete(.stopped))
        try add("d9e8f7a6-hostile", "Evil\u{1B}]0;pwned\u{07} title", 20, "hostile?",
                "Before\u{1B}]52;c;ZXZpbA==\u{07} after \u{1B}[2J cleared")
    }

    func run(_ args: [String], stdin: String? = nil, lang: String = "en") async throws -> Shell.Result {
        let bin = try #require(BuiltProducts.shamelagpt)
        var env = ProcessInfo.processInfo.environment
        env["SHAMELAGPT_LANG"] = lang
        env["SHAMELAGPT_SERVER"] = nil
        env["TZ"] = "UTC"
        return try await Shell.runOffPool(bin, args + ["--data-dir", dataDir], environment: env, stdin: stdin)
    }

    func storedIds() throws -> Set<String> {
        let (store, _) = try SQLiteStore.open(at: URL(fileURLWithPath: dataDir).appendingPathComponent("conversations.sqlite"))
        return Set(try store.conversations.history(owner: owner, starredOnly: false, after: nil, limit: 100).map(\.conversation.id))
    }

    @Test func listIsTabSeparatedForProgramsNewestFirstAndSanitised() async throws {
        let r = try await run(["history", "list"])
        #expect(r.status == 0)
        let rows = r.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.map { String($0[0]) } == ["d9e8f7a6-hostile", "c1a2ffff-fasting", "c1a2b3c4-patience"])
        #expect(rows.allSatisfy { $0.count == 3 })
        #expect(rows[2][1] == "2026-09-21 14:13")
        #expect(rows[1][2] == "الصيام")
        #expect(!r.stdout.contains("\u{1B}") && !r.stdout.contains("\u{07}"))
        let limited = try await run(["history", "list", "--limit", "1"])
        #expect(limited.stdout.split(separator: "\n").count == 1)
    }

    @Test func listAsJSON() async throws {
        let r = try await run(["history", "list", "--json"])
        #expect(r.status == 0)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 3)
        #expect(array[2]["id"] as? String == "c1a2b3c4-patience")
        #expect(array[2]["title"] as? String == "Patience in the Qur'an")
        #expect(array[2]["message_count"] as? Int == 2)
        #expect(array[2]["starred"] as? Bool == false)
    }

    @Test func showInEveryFormatByIdOrUniquePrefix() async throws {
        let text = try await run(["history", "show", "c1a2b3"])
        #expect(text.status == 0)
        // As plain mode prints a conversation it opens.
        #expect(text.stdout == """
            Conversation: Patience in the Qur'an
            You (14:13): What does the Qur'an say about patience?
            ShamelaGPT (14:13): Patience (sabr) is praised.

            Sources:
            1. Al-Baqarah 2:153 — https://tanzil.net/#2:153

            """)
        let arabic = try await run(["history", "show", "c1a2ffff-fasting"], lang: "ar")
        #expect(arabic.stdout.contains("أنت (١٤:٢٣): ما حكم الصيام في السفر؟"))
        #expect(arabic.stdout.contains("[أُوقفت — هذه الإجابة غير مكتملة.]"))
        let markdown = try await run(["history", "show", "--format", "markdown", "c1a2b3c4-patience"])
        #expect(markdown.stdout.hasPrefix("# Patience in the Qur'an\n"))
        #expect(markdown.stdout.contains("- [Al-Baqarah 2:153](https://tanzil.net/#2:153)"))
        let json = try await run(["history", "show", "--format", "json", "c1a2b3c4-patience"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let messages = try #require(object["messages"] as? [[String: Any]])
        #expect(messages.count == 2)
        #expect(messages[1]["content"] as? String == "Patience (sabr) is praised.")
        #expect((messages[1]["sources"] as? [[String: Any]])?.first?["url"] as? String == "https://tanzil.net/#2:153")
    }

    @Test func hostileTextNeverReachesTheTerminalRaw() async throws {
        for format in ["text", "markdown"] {
            let r = try await run(["history", "show", "--format", format, "d9e8f7a6"])
            #expect(r.status == 0)
            #expect(!r.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(format)")
            #expect(r.stdout.contains("after"))
        }
    }

    @Test func unknownAndAmbiguousIdsAreClearErrors() async throws {
        let missing = try await run(["history", "show", "zzzz-nothing"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no conversation with the ID 'zzzz-nothing'"))
        let ambiguous = try await run(["history", "show", "c1a2"])
        #expect(ambiguous.status == 1)
        #expect(ambiguous.stderr.contains("is the start of 2 conversations' IDs"))
        let arabic = try await run(["history", "show", "c1a2"], lang: "ar")
        #expect(arabic.stderr.contains("بداية معرّفَي محادثتين"))
        let usage = try await run(["history", "list", "--limit", "0"])
        #expect(usage.status == 2)
    }

    /// `history show 02` once said "no conversation with the ID '02'", which hid that a longer
    /// prefix would have found it.
    @Test func aPrefixTooShortSaysHowLongItMustBe() async throws {
        let short = try await run(["history", "show", "c1a"])
        #expect(short.status == 1)
        #expect(short.stderr.contains("'c1a' is too short to find a conversation by: an ID prefix needs at least 4 characters"))
        #expect(!short.stderr.contains("no conversation with the ID"))
        let arabic = try await run(["history", "show", "c1"], lang: "ar")
        #expect(arabic.stderr.contains("تحتاج بداية المعرّف إلى ٤ أحرف على الأقل") || arabic.stderr.contains("إلى 4 أحرف"))
        let ask = try await run(["ask", "--conversation", "c1", "hello"])
        #expect(ask.status == 1)
        #expect(ask.stderr.contains("an ID prefix needs at least 4 characters"))
    }

    @Test func searchFindsArabicWithoutHarakatAndPrintsTheSnippet() async throws {
        let r = try await run(["history", "search", "الفطر"])
        #expect(r.status == 0)
        let fields = r.stdout.split(separator: "\n").first?.split(separator: "\t").map(String.init) ?? []
        #expect(fields.first == "c1a2ffff-fasting")
        #expect(fields.last?.contains("يجوز الفطر للمسافر") == true)
        let none = try await run(["history", "search", "nothing-like-this"])
        #expect(none.status == 0 && none.stdout.isEmpty)
        #expect(none.stderr.contains("No conversations match."))
    }

    @Test func exportWritesTheFileOrStandardOutput() async throws {
        let file = dataDir + "/out.md"
        let r = try await run(["history", "export", "c1a2b3c4-patience", "--output", file])
        #expect(r.status == 0)
        #expect(r.stderr.contains("Exported to " + file))
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written.hasPrefix("# Patience in the Qur'an\n"))
        let stdout = try await run(["history", "export", "c1a2b3c4-patience"])
        #expect(stdout.stdout.hasPrefix("# Patience in the Qur'an\n"))
        let bad = try await run(["history", "export", "c1a2b3c4-patience", "--output", "/proc/no/such/dir/x.md"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("Couldn't write /proc/no/such/dir/x.md"))
    }

    @Test func deleteNeedsYesWithoutATerminalAndDeletesOnlyWhatItNames() async throws {
        let refused = try await run(["history", "delete", "c1a2b3c4-patience"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("add --yes"))
        #expect(try storedIds().count == 3)
        // A typo among the IDs deletes nothing.
        let typo = try await run(["history", "delete", "--yes", "c1a2b3c4-patience", "nope-nope"])
        #expect(typo.status == 1)
        #expect(try storedIds().count == 3)
        let one = try await run(["history", "delete", "--yes", "c1a2b3c4-patience"])
        #expect(one.status == 0)
        #expect(one.stderr.contains("Deleted 1 conversation."))
        #expect(try storedIds() == ["c1a2ffff-fasting", "d9e8f7a6-hostile"])
        let both = try await run(["history", "delete", "--all", "c1a2ffff-fasting"])
        #expect(both.status == 2)
        let all = try await run(["history", "delete", "--all", "-y"], lang: "ar")
        #expect(all.status == 0)
        #expect(all.stderr.contains("حُذفت محادثتان."))
        #expect(try storedIds().isEmpty)
    }
}

import App
import AppCore
import Domain
import Foundation
import Presentation
import Testing

@Suite struct ConversationExporterTests {
    static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    /// 2024-05-01 10:00:00 UTC.
    static let t0 = Date(timeIntervalSince1970: 1_714_557_600)

    static func message(_ id: String, _ role: Role, _ content: String, minutes: Double,
                        _ state: MessageState = .complete) -> Message {
        Message(id: id, conversationId: "c1", role: role, content: content,
                createdAt: t0.addingTimeInterval(minutes * 60), state: state)
    }

    static let export = ChatExport(
        conversation: Conversation(id: "c1", title: "What is Islam?", createdAt: t0, ownerId: "u1"),
        messages: [
            message("m1", .user, "What is Islam?", minutes: 0),
            message("m2", .assistant, "Islam is **submission** to God.\n\nSources:\n"
                + "- [Sahih al-Bukhari](https://shamela.ws/book/1/2)\n- [صحيح مسلم] - https://shamela.ws/book/1000/5",
                    minutes: 1),
            message("m3", .user, "And prayer?", minutes: 5),
            message("m4", .assistant, "Prayer is\n", minutes: 6, .incomplete(.stopped)),
            message("m5", .user, "Third\u{1B}[31m question\u{7F}\u{9B}\r", minutes: 10, .notSent),
        ],
        backendLabel: "ShamelaGPT cloud")

    @Test func exactMarkdown() {
        let md = ConversationExporter.markdown(Self.export, exportedAt: Self.t0.addingTimeInterval(86_400),
                                               timeZone: Self.utc)
        #expect(md == """
            # What is Islam?
            Exported from ShamelaGPT on 2024-05-02 · ShamelaGPT cloud

            **You** — 2024-05-01 10:00

            What is Islam?

            **ShamelaGPT** — 2024-05-01 10:01

            Islam is **submission** to God.

            Sources:
            - [Sahih al-Bukhari](https://shamela.ws/book/1/2)
            - [صحيح مسلم](https://shamela.ws/book/1000/5)

            **You** — 2024-05-01 10:05

            And prayer?

            **ShamelaGPT** — 2024-05-01 10:06

            Prayer is

            _(stopped)_

            **You** — 2024-05-01 10:10

            Third[31m question

            _(not sent)_

            """)
    }

    @Test func factChecksKeepTheirFlagImageAndVerdict() {
        var question = Self.message("f1", .user, "«إنما الأعمال بالنيات»", minutes: 0)
        question.isFactCheck = true
        question.detectedLanguage = "ar"
        question.image = MessageImage(data: Data([1]), name: "page 1.png")
        var typed = Self.message("f3", .user, "«الدين النصيحة»", minutes: 2)
        typed.isFactCheck = true
        let verdict = Self.message("f2", .assistant, "**VERDICT:** ✓ Authentic\n\n#### 1. ✓ Authentic (98%)\n\n"
            + "The words are as in Sahih al-Bukhari 1.\n\nSources:\n- [Sahih al-Bukhari 1] - https://sunnah.com/bukhari:1",
            minutes: 1)
        let export = ChatExport(conversation: Conversation(id: "c1", title: "Check", createdAt: Self.t0,
                                                           conversationType: .factCheck, ownerId: "u1"),
                                messages: [question, verdict, typed], backendLabel: "Offline library")
        let md = ConversationExporter.markdown(export, exportedAt: Self.t0, timeZone: Self.utc)
        #expect(md.contains("**You** — 2024-05-01 10:00 · Fact-check (read from page 1.png, Arabic)"))
        #expect(md.contains("**You** — 2024-05-01 10:02 · Fact-check\n"))
        #expect(md.contains("**VERDICT:** ✓ Authentic") && md.contains("#### 1. ✓ Authentic (98%)"))
        #expect(md.contains("Sources:\n- [Sahih al-Bukhari 1](https://sunnah.com/bukhari:1)"))
    }

    @Test func otherMarkersAndBlankTitle() {
        var export = Self.export
        export.conversation.title = "  "
        export.messages = [Self.message("a", .assistant, "Half", minutes: 0, .incomplete(.interrupted)),
                           Self.message("b", .assistant, "", minutes: 1, .incomplete(.failed))]
        let md = ConversationExporter.markdown(export, exportedAt: Self.t0, timeZone: Self.utc)
        #expect(md.hasPrefix("# New Conversation\n"))
        #expect(md.hasSuffix("Half\n\n_(interrupted)_\n\n**ShamelaGPT** — 2024-05-01 10:01\n\n_(failed)_\n"))
    }

    @Test func datesFollowTheTimeZone() throws {
        let riyadh = try #require(TimeZone(identifier: "Asia/Riyadh"))
        let md = ConversationExporter.markdown(Self.export, exportedAt: Self.t0, timeZone: riyadh)
        #expect(md.contains("**You** — 2024-05-01 13:00"))
    }

    @Test func fileNameSanitising() {
        func name(_ title: String) -> String {
            ConversationExporter.fileName(title: title, date: Self.t0, timeZone: Self.utc)
        }
        // A question's `?` (and the other characters shells and other systems take specially)
        // once went into the default name.
        #expect(name("What is Islam?") == "ShamelaGPT - What is Islam - 2024-05-01.md")
        #expect(name("Is *this* \"halal\" <or> | not?") == "ShamelaGPT - Is this halal or not - 2024-05-01.md")
        #expect(name("Al-Baqarah 2:153") == "ShamelaGPT - Al-Baqarah 2-153 - 2024-05-01.md")
        #expect(name("..hidden   spaces ") == "ShamelaGPT - hidden spaces - 2024-05-01.md")
        #expect(name("???") == "ShamelaGPT - New Conversation - 2024-05-01.md")
        #expect(name(" a/b\\c\nd\u{1B}e\u{85}f ") == "ShamelaGPT - a-b-c-d-e-f - 2024-05-01.md")
        #expect(name("ما هو الإسلام؟") == "ShamelaGPT - ما هو الإسلام - 2024-05-01.md")
        #expect(name(" \t ") == "ShamelaGPT - New Conversation - 2024-05-01.md")
        #expect(name(String(repeating: "x", count: 79) + " yz") == "ShamelaGPT - \(String(repeating: "x", count: 79)) - 2024-05-01.md")
        #expect(name(String(repeating: "ع", count: 120)) == "ShamelaGPT - \(String(repeating: "ع", count: 80)) - 2024-05-01.md")
    }

    @Test func uniquePathNumbersExistingFiles() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let name = "ShamelaGPT - T - 2024-05-01.md"
        #expect(ConversationExporter.uniquePath(directory: dir, fileName: name) == "\(dir)/\(name)")
        #expect(FileManager.default.createFile(atPath: "\(dir)/\(name)", contents: Data()))
        #expect(ConversationExporter.uniquePath(directory: dir + "/", fileName: name)
            == "\(dir)/ShamelaGPT - T - 2024-05-01 (2).md")
        #expect(FileManager.default.createFile(atPath: "\(dir)/ShamelaGPT - T - 2024-05-01 (2).md", contents: Data()))
        #expect(ConversationExporter.uniquePath(directory: dir, fileName: name)
            == "\(dir)/ShamelaGPT - T - 2024-05-01 (3).md")
    }

    @Test func writesIntoADirectory() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let first = try ConversationExporter.write(Self.export, directory: dir, now: Self.t0, timeZone: Self.utc)
        #expect(first == "\(dir)/ShamelaGPT - What is Islam - 2024-05-01.md")
        let text = try String(contentsOfFile: first, encoding: .utf8)
        #expect(text == ConversationExporter.markdown(Self.export, exportedAt: Self.t0, timeZone: Self.utc))
        let second = try ConversationExporter.write(Self.export, directory: dir, now: Self.t0, timeZone: Self.utc)
        #expect(second == "\(dir)/ShamelaGPT - What is Islam - 2024-05-01 (2).md")
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
            == ["ShamelaGPT - What is Islam - 2024-05-01 (2).md", "ShamelaGPT - What is Islam - 2024-05-01.md"])
    }

    /// The path the export dialog ended with (ux.md §3.10): `~`, a directory, an existing
    /// file, a missing directory.
    @Test func writesToTheDialogsPath() throws {
        let dir = NSTemporaryDirectory() + "export-path-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir + "/notes", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let env = ["HOME": dir]
        let first = try ConversationExporter.write(Self.export, toPath: "~/notes/sabr.md", now: Self.t0, timeZone: Self.utc,
                                                   environment: env)
        #expect(first == dir + "/notes/sabr.md")
        #expect(try String(contentsOfFile: first, encoding: .utf8).hasPrefix("# What is Islam?\n"))
        let second = try ConversationExporter.write(Self.export, toPath: " \(dir)/notes/sabr.md ", now: Self.t0,
                                                    timeZone: Self.utc, environment: env)
        #expect(second == dir + "/notes/sabr (2).md", "an existing file is never replaced")
        let intoDirectory = try ConversationExporter.write(Self.export, toPath: dir + "/notes", now: Self.t0,
                                                           timeZone: Self.utc, environment: env)
        #expect(intoDirectory == dir + "/notes/ShamelaGPT - What is Islam - 2024-05-01.md")
        #expect(throws: ConversationExporter.WriteError.self) {
            try ConversationExporter.write(Self.export, toPath: dir + "/missing/x.md", now: Self.t0, timeZone: Self.utc,
                                           environment: env)
        }
        #expect(!FileManager.default.fileExists(atPath: dir + "/missing"), "no directory is created")
    }

    @Test func writeFailureCarriesTheReason() throws {
        let dir = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let missing = dir + "/missing"
        let error = #expect(throws: ConversationExporter.WriteError.self) {
            try ConversationExporter.write(Self.export, directory: missing, now: Self.t0, timeZone: Self.utc)
        }
        #expect(error?.reason == "No such file or directory")
        #expect(error?.path == "\(missing)/ShamelaGPT - What is Islam - 2024-05-01.md")
        #expect(error?.description.hasPrefix("Couldn't write \(missing)/") == true)
    }

    @Test func defaultDirectoryPrecedence() throws {
        let docs = try Self.tempDir()
        defer { try? FileManager.default.removeItem(atPath: docs) }
        let env = ["HOME": "/home/u", "XDG_DOCUMENTS_DIR": docs]
        #expect(ConversationExporter.defaultDirectory(settingExportDir: "/srv/exports", environment: env) == "/srv/exports")
        #expect(ConversationExporter.defaultDirectory(settingExportDir: "~/notes", environment: env) == "/home/u/notes")
        #expect(ConversationExporter.defaultDirectory(settingExportDir: nil, environment: env) == docs)
        #expect(ConversationExporter.defaultDirectory(settingExportDir: " ", environment: env) == docs)
        let gone = ["HOME": "/home/u", "XDG_DOCUMENTS_DIR": docs + "/nope"]
        #expect(ConversationExporter.defaultDirectory(settingExportDir: nil, environment: gone) == "/home/u")
    }

    static func tempDir() throws -> String {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("export-test-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}

@testable import App
import Domain
import Foundation
import Localization
import Presentation
import Testing

/// Plain mode's pure parts (ux.md §9.4): the command parser, line continuation, and the lines
/// it prints in both languages; and the answer printer's escape neutralising.
@Suite struct PlainModeTests {
    static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
    /// 2024-05-01 10:41:00 UTC.
    static let t0 = Date(timeIntervalSince1970: 1_714_560_060)

    static func printer(_ language: Language) throws -> PlainPrinter {
        PlainPrinter(localizer: try Localizer.bundled(language), timeZone: utc)
    }

    // MARK: Parser

    @Test func questionsAndCommands() {
        #expect(PlainCommand.parse("What is sabr?") == .ask("What is sabr?"))
        #expect(PlainCommand.parse("  ما هو الصبر؟  ") == .ask("ما هو الصبر؟"))
        #expect(PlainCommand.parse("   ") == .empty)
        #expect(PlainCommand.parse("/new") == .new)
        #expect(PlainCommand.parse("/NEW") == .new)
        #expect(PlainCommand.parse("/history") == .history(query: nil))
        #expect(PlainCommand.parse("/history  patience and prayer ") == .history(query: "patience and prayer"))
        #expect(PlainCommand.parse("/open 3") == .open("3"))
        #expect(PlainCommand.parse("/open c67d-12") == .open("c67d-12"))
        #expect(PlainCommand.parse("/copy") == .copy)
        #expect(PlainCommand.parse("/sources") == .sources)
        #expect(PlainCommand.parse("/export") == .export(path: nil))
        #expect(PlainCommand.parse("/export ~/notes/a b.md") == .export(path: "~/notes/a b.md"))
        #expect(PlainCommand.parse("/retry") == .retry)
        #expect(PlainCommand.parse("/edit") == .edit)
        #expect(PlainCommand.parse("/lang ar") == .language("ar"))
        #expect(PlainCommand.parse("/lang EN") == .language("en"))
        #expect(PlainCommand.parse("/server library") == .server(.library))
        #expect(PlainCommand.parse("/server cloud") == .server(.cloud))
        #expect(PlainCommand.parse("/server http://127.0.0.1:8765") == .server(.custom("http://127.0.0.1:8765")))
        #expect(PlainCommand.parse("/check «إنما الأعمال بالنيات»") == .check("«إنما الأعمال بالنيات»"))
        #expect(PlainCommand.parse("/check") == .usage("/check TEXT"))
        #expect(PlainCommand.parse("/login") == .login)
        #expect(PlainCommand.parse("/logout") == .logout)
        #expect(PlainCommand.parse("/help") == .help)
        #expect(PlainCommand.parse("/quit") == .quit)
    }

    @Test func badArgumentsGiveTheUsageAndUnknownCommandsAreNamed() {
        #expect(PlainCommand.parse("/open") == .usage("/open N|ID"))
        #expect(PlainCommand.parse("/lang fr") == .usage("/lang en|ar"))
        #expect(PlainCommand.parse("/lang") == .usage("/lang en|ar"))
        #expect(PlainCommand.parse("/server ftp://x") == .usage("/server library|cloud|URL"))
        #expect(PlainCommand.parse("/frobnicate now") == .unknown("/frobnicate"))
        // A doubled slash sends a question that starts with one.
        #expect(PlainCommand.parse("//etc is a folder?") == .ask("/etc is a folder?"))
    }

    @Test func aBackslashContinuesTheLine() {
        var j = LineJoiner()
        #expect(j.add("first line\\") == nil)
        #expect(j.isContinuing)
        #expect(j.add("second\\") == nil)
        #expect(j.add("third") == "first line\nsecond\nthird")
        #expect(!j.isContinuing)
        #expect(j.add("alone") == "alone")
        #expect(j.add("dangling\\") == nil)
        #expect(j.flush() == "dangling")
        #expect(j.flush() == nil)
    }

    // MARK: Printer

    @Test func englishLines() throws {
        let p = try Self.printer(.en)
        #expect(p.question("What does the Qur'an say about patience?", at: Self.t0)
                == "You (10:41): What does the Qur'an say about patience?\n")
        #expect(p.answerLead(at: Self.t0.addingTimeInterval(60)) == "ShamelaGPT (10:42): ")
        #expect(p.thinking("Searching the library") == "[Thinking: Searching the library]\n")
        #expect(p.marker(.incomplete(.stopped), errorCode: nil) == "[Stopped — this answer is incomplete.]\n")
        #expect(p.marker(.incomplete(.interrupted), errorCode: "E-NET-003")
                == "[Interrupted — the answer did not finish.]\n")
        #expect(p.marker(.complete, errorCode: nil) == nil)
        let failed = try #require(p.marker(.incomplete(.failed), errorCode: "E-HTTP-500"))
        #expect(failed.hasPrefix("[Failed — ") && failed.contains("(Error code: E-HTTP-500)"))
        #expect(p.error(.http(status: 503)).hasPrefix("Error: "))
        #expect(p.error(.http(status: 503)).hasSuffix(" (Error code: E-HTTP-503)\n"))
    }

    @Test func arabicLinesUseArabicDigitsAndStayInLogicalOrder() throws {
        let p = try Self.printer(.ar)
        #expect(p.question("ما هو الصبر؟", at: Self.t0) == "أنت (١٠:٤١): ما هو الصبر؟\n")
        #expect(p.answerLead(at: Self.t0) == "ShamelaGPT (١٠:٤١): ")
        #expect(p.thinking("البحث في المكتبة") == "[يفكّر: البحث في المكتبة]\n")
        #expect(p.marker(.incomplete(.stopped), errorCode: nil) == "[أُوقفت — هذه الإجابة غير مكتملة.]\n")
        // Error codes stay ASCII (protocol.md §14.1).
        #expect(p.error(.http(status: 503)).hasPrefix("خطأ: "))
        #expect(p.error(.http(status: 503)).contains("E-HTTP-503"))
        // Logical order, no shaping: the text is exactly the characters given, no presentation forms.
        #expect(!p.question("الصبر", at: Self.t0).unicodeScalars.contains { (0xFB50...0xFEFF).contains($0.value) })
    }

    static func entries(_ n: Int) -> [HistoryEntry] {
        (1...n).map { i in
            HistoryEntry(conversation: Conversation(id: "id-\(i)", title: "Title \(i)", createdAt: t0, ownerId: "g"),
                         lastMessageContent: nil, firstQuestion: nil, lastMessageState: nil, lastMessageRole: nil,
                         messageCount: 2)
        }
    }

    @Test func historyListsNumberedConversationsWithPlurals() throws {
        let en = try Self.printer(.en)
        let one = en.history(Self.entries(1), query: nil)
        #expect(one.hasPrefix("1 conversation:\n1. Title 1 — 2024-05-01 10:41 (id-1)\n"))
        #expect(en.history(Self.entries(3), query: nil).hasPrefix("3 conversations:\n"))
        #expect(en.history(Self.entries(2), query: "sabr").hasPrefix("2 conversations match “sabr”:\n"))
        #expect(en.history([], query: nil) == "You have no conversations yet.\n")
        #expect(en.history([], query: "zzz") == "No conversations match “zzz”.\n")
        let ar = try Self.printer(.ar)
        #expect(ar.history(Self.entries(1), query: nil).hasPrefix("محادثة واحدة:\n١. Title 1 — ٢٠٢٤-٠٥-٠١ ١٠:٤١ (id-1)\n"))
        #expect(ar.history(Self.entries(2), query: nil).hasPrefix("محادثتان:\n"))
        #expect(ar.history(Self.entries(3), query: nil).hasPrefix("٣ محادثات:\n"))
        #expect(ar.history(Self.entries(11), query: nil).hasPrefix("١١ محادثة:\n"))
    }

    @Test func welcomeHasTheMessageAndItsGlyphs() throws {
        let w = try Self.printer(.en).welcome()
        #expect(w.hasPrefix("🌿 Welcome to ShamelaGPT\n"))
        #expect(w.contains("🔐 Sign In for a Better Experience"))
        #expect(w.contains("👉 Sign in now"))
        #expect(try Self.printer(.ar).welcome().contains("سجّل الدخول"))
    }

    // MARK: Answer printer

    @Test func answerTextNeverCarriesEscapes() throws {
        var out = ""
        var p = AnswerPrinter(localizer: try Localizer.bundled(.en), write: { out += $0 })
        let hostile = "Safe \u{1B}]52;c;aGk=\u{07}text \u{1B}[2J\u{9B}31m end\n\nSources:\n- [Book \u{1B}[5m](https://shamela.ws/book/1/2)"
        p.update(hostile)
        p.finish(content: hostile)
        #expect(!out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || (0x80...0x9F).contains($0.value) })
        #expect(out.contains("Safe ␛]52;c;aGk=␇text ␛[2J"))
        #expect(out.contains("Sources:\n1. Book ␛[5m, p. 2 — https://shamela.ws/book/1/2\n"))
    }

    @Test func markdownStyleListsSourcesAsLinks() throws {
        var out = ""
        var p = AnswerPrinter(localizer: try Localizer.bundled(.en), style: .markdown, write: { out += $0 })
        p.finish(content: "Body **bold**\n\nSources:\n- [Book A](https://shamela.ws/book/1/2)")
        #expect(out == "Body **bold**\n\nSources:\n- [Book A, p. 2](https://shamela.ws/book/1/2)\n")
    }

    @Test func aPartialAnswerIsWrittenAsItStands() throws {
        var out = ""
        var p = AnswerPrinter(localizer: try Localizer.bundled(.en), write: { out += $0 })
        p.update("Line one\nLine tw")
        #expect(out == "Line one\nLine tw", "the unfinished line shows as it arrives")
        p.update("Line one\nLine two is lo")
        #expect(out == "Line one\nLine two is lo")
        p.flushPartial("Line one\nLine two is lo")
        #expect(out == "Line one\nLine two is lo\n")
    }

    @Test func aLineThatMayBecomeTheSourcesHeaderWaitsForItsEnd() throws {
        var out = ""
        var p = AnswerPrinter(localizer: try Localizer.bundled(.en), write: { out += $0 })
        p.update("Patience is praised.\n\n## Sour")
        #expect(out == "Patience is praised.\n", "held: it may be the header")
        p.update("Patience is praised.\n\n## Sources:\n- [Book](https://shamela.ws/book/1/2)")
        #expect(out == "Patience is praised.\n")
        p.finish(content: "Patience is praised.\n\n## Sources:\n- [Book](https://shamela.ws/book/1/2)")
        #expect(out == "Patience is praised.\n\nSources:\n1. Book, p. 2 — https://shamela.ws/book/1/2\n")

        var arabic = ""
        var q = AnswerPrinter(localizer: try Localizer.bundled(.ar), write: { arabic += $0 })
        q.update("الصبر ضياء.\nالمصا")
        #expect(arabic == "الصبر ضياء.\n")
        q.update("الصبر ضياء.\nالمصابيح")
        #expect(arabic == "الصبر ضياء.\nالمصابيح", "not a header after all")
    }
}

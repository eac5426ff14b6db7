import Domain
import Foundation
import Input
import Localization
import Presentation
import Testing

/// ux.md §3.10: "Export as Markdown…" opens "Export Conversation" with an editable path,
/// pre-filled `<export dir>/ShamelaGPT - <title> - <YYYY-MM-DD>.md`; the write goes where the
/// dialog ends.
@Suite struct ExportDialogTests {
    static let date = Date(timeIntervalSince1970: 1_795_305_600)  // 2026-11-22 UTC
    static let directory = "/home/amina/Documents"

    static func chat() throws -> Coordinator {
        var state = AppState(language: .en, backend: .library, width: 80, height: 24)
        state.exportDirectory = directory
        let c = Conversation(id: "c1", title: "Patience / sabr", createdAt: date, ownerId: state.owner.id)
        state.chat.load(c, [Message(id: "m1", conversationId: "c1", role: .user, content: "What is sabr?",
                                    createdAt: date, state: .complete)])
        return Coordinator(state: state, localizer: try Localizer.bundled(.en), wallClock: { date })
    }

    static func key(_ c: inout Coordinator, _ k: Key) -> [Effect] { c.handle(.input(.key(k)), now: 1) }

    static func type(_ c: inout Coordinator, _ text: String) {
        for ch in text { _ = key(&c, .char(ch)) }
    }

    static var defaultPath: String {
        let day = DateFormatter()
        day.locale = Locale(identifier: "en_US_POSIX")
        day.dateFormat = "yyyy-MM-dd"
        return directory + "/ShamelaGPT - Patience - sabr - " + day.string(from: date) + ".md"
    }

    @Test func thePathIsPrefilledAndEnterExportsThere() throws {
        var c = try Self.chat()
        _ = c.handle(.action(.exportChat), now: 1)
        let e = try #require(c.state.dialog?.export)
        #expect(e.path.text == Self.defaultPath, "a / in the title becomes -")
        #expect(e.fieldFocused && e.path.cursor == e.path.characters.count)
        #expect(c.state.dialog?.choices == [.cancel, .export])
        let effects = Self.key(&c, Key(.enter))
        #expect(c.state.dialog == nil)
        guard case .chat(.export(let export, let path))? = effects.first else {
            Issue.record("no export: \(effects)")
            return
        }
        #expect(path == Self.defaultPath)
        #expect(export.conversation.id == "c1" && export.messages.count == 1)
    }

    /// The field shows the end of a long path (where the name is typed), so the folder was out
    /// of sight: it is shown under the field, and follows what is typed.
    @Test func theFolderIsShownAndFollowsThePath() throws {
        var c = try Self.chat()
        _ = c.handle(.action(.exportChat), now: 1)
        #expect(c.state.dialog?.detail == .folder(Self.directory))
        _ = Self.key(&c, .ctrl("u"))
        Self.type(&c, "~/notes/sabr.md")
        #expect(c.state.dialog?.detail == .folder("~/notes"))
        _ = Self.key(&c, .ctrl("u"))
        Self.type(&c, "sabr.md")
        #expect(c.state.dialog?.detail == nil)
    }

    @Test func thePathIsEditedLikeAnyField() throws {
        var c = try Self.chat()
        _ = c.handle(.action(.exportChat), now: 1)
        _ = Self.key(&c, .ctrl("u"))
        Self.type(&c, "~/notes/sabr.md")
        _ = Self.key(&c, Key(.left))
        _ = Self.key(&c, Key(.left))
        _ = Self.key(&c, Key(.left))
        _ = Self.key(&c, Key(.backspace))
        Self.type(&c, "-2")
        #expect(c.state.dialog?.export?.path.text == "~/notes/sab-2.md")
        // A pasted path arrives on one line.
        _ = Self.key(&c, .ctrl("u"))
        _ = Self.key(&c, .ctrl("k"))
        _ = c.handle(.input(.paste("/tmp/a\nb.md\n")), now: 1)
        let effects = Self.key(&c, Key(.enter))
        guard case .chat(.export(_, let path))? = effects.first else {
            Issue.record("no export: \(effects)")
            return
        }
        #expect(path == "/tmp/ab.md")
    }

    @Test func tabGoesFieldCancelExportAndEscapeCancels() throws {
        var c = try Self.chat()
        _ = c.handle(.action(.exportChat), now: 1)
        _ = Self.key(&c, Key(.tab))
        #expect(c.state.dialog?.export?.fieldFocused == false && c.state.dialog?.focused == 0)
        _ = Self.key(&c, Key(.tab))
        #expect(c.state.dialog?.focused == 1)
        _ = Self.key(&c, Key(.tab))
        #expect(c.state.dialog?.export?.fieldFocused == true)
        _ = Self.key(&c, Key(.tab, .shift))
        #expect(c.state.dialog?.focused == 1 && c.state.dialog?.export?.fieldFocused == false)
        // On a button, letters do not go into the path.
        _ = Self.key(&c, .char("x"))
        #expect(c.state.dialog?.export?.path.text == Self.defaultPath)
        _ = Self.key(&c, Key(.tab, .shift))
        #expect(Self.key(&c, Key(.enter)).isEmpty, "Enter on Cancel writes nothing")
        #expect(c.state.dialog == nil)

        _ = c.handle(.action(.exportChat), now: 1)
        #expect(Self.key(&c, Key(.escape)).isEmpty)
        #expect(c.state.dialog == nil)
    }

    @Test func anEmptyPathIsRefusedInTheDialog() throws {
        var c = try Self.chat()
        _ = c.handle(.action(.exportChat), now: 1)
        _ = Self.key(&c, .ctrl("u"))
        Self.type(&c, "   ")
        #expect(Self.key(&c, Key(.enter)).isEmpty)
        #expect(c.state.dialog?.export?.errorKey == "dialog.export.emptyPath")
        #expect(c.state.dialog?.detail == .error("dialog.export.emptyPath"))
        // A click on Export says the same; typing clears it.
        #expect(c.handle(.action(.dialogChoose(1)), now: 1).isEmpty)
        #expect(c.state.dialog?.export?.errorKey == "dialog.export.emptyPath")
        Self.type(&c, "x.md")
        #expect(c.state.dialog?.export?.errorKey == nil)
    }

    @Test func historyExportsTheSelectedConversation() throws {
        var state = AppState(language: .en, backend: .library, width: 80, height: 24)
        state.exportDirectory = Self.directory
        var c = Coordinator(state: state, localizer: try Localizer.bundled(.en), wallClock: { Self.date })
        let entered = Self.key(&c, Key(.function(3)))
        let generation = entered.compactMap { effect -> Int? in
            if case .history(.load(let g, _, _)) = effect { return g }
            return nil
        }.first ?? -1
        let conv = Conversation(id: "h1", title: "الصبر", createdAt: Self.date, ownerId: state.owner.id)
        _ = c.handle(.history(.loaded(generation: generation, entries: [
            HistoryEntry(conversation: conv, lastMessageContent: "x", firstQuestion: nil, messageCount: 2)],
            hasMore: false, total: 1, totalAll: 1)), now: 1)
        _ = Self.key(&c, .char("e"))
        let e = try #require(c.state.dialog?.export)
        #expect(e.target == .history(conversationId: "h1"))
        #expect(e.path.text.hasPrefix(Self.directory + "/ShamelaGPT - الصبر - "))
        let effects = Self.key(&c, Key(.enter))
        #expect(effects.contains(.history(.export(conversationId: "h1", backendLabel: "Offline library", path: e.path.text))))
    }

    @Test func aPathWithAnArabicTitleKeepsItsDateInOrder() {
        let path = "/home/ShamelaGPT - الصبر في القرآن - 2026-11-22.md"
        let (text, marks) = FilePath.pinned(path)
        #expect(text == "/home/ShamelaGPT - الصبر في القرآن\u{200E} - 2026-11-22.md")
        #expect(marks == [34])
        // A number right after an Arabic word belongs to it: no mark.
        #expect(FilePath.pinned("سورة 2.md").text == "سورة 2.md")
        #expect(FilePath.pinned("كتاب.md").text == "كتاب\u{200E}.md")
        #expect(FilePath.pinned("/tmp/plain.md").marksBefore.isEmpty)
        #expect(FilePath.isolated("a") == "\u{2066}a\u{2069}")
    }
}

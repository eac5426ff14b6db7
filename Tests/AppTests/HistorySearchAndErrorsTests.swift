import App
import AppCore
import AppTestSupport
import CoordinatorTestSupport
import Domain
import Foundation
import Input
import Localization
import Presentation
import Storage
import TestSupport
import Testing

/// History's search, stars, failures, export and preview pane through the coordinator, with its
/// work done against a store (ux.md §4).
@Suite struct HistorySearchAndErrorsTests {
    // MARK: Search

    @Test func searchShowsResultsAsTheUserTypes() throws {
        var rig = try HistoryRig()
        rig.open()
        rig.key("/")
        #expect(Coordinator.contexts(for: rig.state) == [.historySearch])
        rig.type("pat")
        #expect(rig.history.showsResults)
        rig.type("ience")
        #expect(rig.ids == [HistoryFixture.id(0), HistoryFixture.id(5), HistoryFixture.id(8)], "title matches first")
        #expect(rig.history.search?.totalMatches == 3)
        #expect(rig.driver.coordinator.state.history.total == 12)
        let first = try #require(rig.history.items.first?.match)
        #expect(first.titleParts?.contains { $0.isMatch && $0.text == "patience" } == true)
        let second = try #require(rig.history.items[1].match?.snippet)
        #expect(second.parts.contains { $0.isMatch && $0.text == "patience" })
        // Letters are typed, not commands.
        rig.type(" qds")
        #expect(rig.history.search?.field.text == "patience qds")
        #expect(rig.state.tab == .history)
        #expect(rig.state.dialog == nil)
        #expect(!rig.driver.otherEffects.contains(.quit(status: 0)))
        #expect(rig.ids.isEmpty)
    }

    @Test func anArabicWordWithoutHarakatFindsItWithThem() throws {
        var rig = try HistoryRig(language: .ar)
        rig.open()
        rig.key("/")
        rig.type("الصلاة")
        #expect(rig.ids == [HistoryFixture.id(2)])
        let snippet = try #require(rig.history.items.first?.match?.snippet)
        #expect(snippet.parts.contains { $0.isMatch && $0.text == "الصَّلَاةُ" })
        #expect(HistoryFixture.harakatAnswer.contains("الصَّلَاةُ"))
    }

    @Test func anArabicPhraseWithoutHarakatFindsItInSQLite() throws {
        let dir = NSTemporaryDirectory() + "history-sqlite-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (store, _) = try SQLiteStore.open(at: URL(fileURLWithPath: dir + "/c.sqlite"))
        try HistoryFixture.populate(conversations: store.conversations, messages: store.messages)
        let work = HistoryWork(conversations: store.conversations, messages: store.messages, exportDirectory: dir)
        let state = AppState(language: .ar, backend: .library, width: 80, height: 24, owner: HistoryFixture.owner)
        var d = CoordinatorDriver.history(Coordinator(state: state, localizer: try Localizer.bundled(.ar)), work: work)
        d.send(.resized(width: 80, height: 24))
        d.key(Key(.function(3)))
        #expect(d.state.history.items.count == 12)
        #expect(d.state.history.items[1].entry.lastMessageState == .incomplete(.stopped))
        #expect(d.state.history.items[0].entry.messageCount == 4)
        d.key(.char("/"))
        d.type("ان صلاح العمل")
        #expect(d.state.history.items.map(\.id) == [HistoryFixture.id(2)])
        let snippet = try #require(d.state.history.items.first?.match?.snippet)
        #expect(snippet.parts.contains { $0.isMatch && $0.text == "صلاحَ" })
    }

    @Test func escapeClearsThenCloses() throws {
        var rig = try HistoryRig()
        rig.open()
        rig.key(.ctrl("f"))
        rig.type("zakat")
        #expect(rig.ids == [HistoryFixture.id(3)])
        rig.key(Key(.escape))
        #expect(rig.history.search?.field.isEmpty == true)
        #expect(rig.history.search?.focused == true)
        #expect(rig.ids.count == 12, "an empty field shows the full list")
        rig.key(Key(.escape))
        #expect(rig.history.search == nil)
        #expect(Coordinator.contexts(for: rig.state) == [.history])
    }

    @Test func downGoesToTheResultsAndEnterOpensAtTheMatch() throws {
        var rig = try HistoryRig()
        rig.open()
        rig.key("/")
        rig.type("sick")
        rig.key(Key(.down))
        #expect(rig.history.search?.focused == false)
        #expect(Coordinator.contexts(for: rig.state) == [.historyResults, .history])
        rig.key("s")
        #expect(rig.toast == "Starred", "letters are commands again in the results")
        rig.key(Key(.enter))
        #expect(rig.state.tab == .chat)
        #expect(rig.state.chat.conversation?.id == HistoryFixture.id(5))
        #expect(rig.state.chat.scroll == .anchored(messageId: "\(HistoryFixture.id(5))-q0", row: 0))
        #expect(rig.state.chat.highlight == SearchQuery("sick"), "the matches are highlighted (ux.md §4.4)")
        rig.key(Key(.up))
        #expect(rig.state.chat.highlight == nil, "until the next key")
    }

    @Test func noResultsAndTheStarredFilterCombine() throws {
        var rig = try HistoryRig()
        rig.open()
        rig.key("/")
        rig.type("patience")
        rig.key(Key(.enter))
        rig.key("*")
        #expect(rig.ids == [HistoryFixture.id(0)])
        #expect(rig.history.total == 2)
        rig.key("*")
        #expect(rig.ids.count == 3)
        rig.key("/")
        rig.type("xyzzy")
        #expect(rig.ids.isEmpty)
        #expect(rig.history.showsResults)
    }

    // MARK: Stars

    @Test func starTogglesAndSaves() throws {
        var rig = try HistoryRig()
        rig.open()
        rig.key("j")
        rig.key("s")
        #expect(rig.toast == "Starred")
        #expect(rig.history.items[1].conversation.isStarred)
        #expect(try rig.store.conversations.conversation(id: HistoryFixture.id(1), owner: rig.owner)?.isStarred == true)
        rig.key("s")
        #expect(rig.toast == "Unstarred")
        #expect(try rig.store.conversations.conversation(id: HistoryFixture.id(1), owner: rig.owner)?.isStarred == false)
    }

    @Test func starredOnlyShowsStarredAndItsEmptyState() throws {
        var rig = try HistoryRig()
        rig.open()
        rig.key("*")
        #expect(rig.history.starredOnly)
        #expect(rig.ids == [HistoryFixture.id(0), HistoryFixture.id(4)])
        #expect(rig.history.total == 2)
        rig.key("s")
        rig.key("j")
        rig.key("s")
        #expect(rig.history.total == 0)
        rig.key("r")
        #expect(rig.ids.isEmpty)
        #expect(rig.toast == "History updated")
        rig.key("*")
        #expect(rig.ids.count == 12)
    }

    // MARK: Errors

    @Test func aFailedDeletionSaysSoWithItsCodeAndKeepsTheRow() throws {
        var failing: FailingConversations?
        var rig = try HistoryRig(wrap: { base in
            let f = FailingConversations(base)
            failing = f
            return f
        })
        rig.open()
        failing?.failDelete = true
        rig.key("d")
        rig.key(Key(.right))
        rig.key(Key(.enter))
        #expect(rig.toast == "Couldn't delete the conversation. (Error code: E-DB-001)")
        #expect(rig.state.toast?.isError == true)
        #expect(rig.ids.first == HistoryFixture.id(0), "the list is unchanged")
        #expect(rig.ids.count == 12)

        failing?.failDeleteAll = true
        rig.key("D")
        rig.key(Key(.right))
        rig.key(Key(.enter))
        #expect(rig.toast == "Couldn't delete all conversations. (Error code: E-DB-001)")
        #expect(rig.ids.count == 12)
    }

    @Test func aFailedLoadShowsTheErrorAndRetries() throws {
        var failing: FailingConversations?
        var rig = try HistoryRig(wrap: { base in
            let f = FailingConversations(base)
            f.failHistory = true
            failing = f
            return f
        })
        rig.open()
        guard case .failed(let e) = rig.history.phase else {
            Issue.record("phase \(rig.history.phase)")
            return
        }
        #expect(e.code == "E-DB-001")
        #expect(rig.toast == "Couldn't load your conversations. (Error code: E-DB-001)")
        failing?.failHistory = false
        rig.key("r")
        #expect(rig.history.phase == .loaded)
        #expect(rig.ids.count == 12)
    }

    @Test func aFailedStarIsUndone() throws {
        var rig = try HistoryRig(wrap: { base in
            let f = FailingConversations(base)
            f.failStar = true
            return f
        })
        rig.open()
        rig.key("j")
        rig.key("s")
        #expect(rig.history.items[1].conversation.isStarred == false)
        #expect(rig.toast == "Couldn't save the star. (Error code: E-DB-001)")
    }

    @Test func aFailedSearchSaysSo() throws {
        var rig = try HistoryRig(wrap: { base in
            let f = FailingConversations(base)
            f.failSearch = true
            return f
        })
        rig.open()
        rig.key("/")
        rig.type("zakat")
        #expect(rig.toast == "Couldn't search your conversations. (Error code: E-DB-001)")
        #expect(rig.ids.count == 12, "the list stays")
    }

    // MARK: Export and the preview pane

    @Test func exportWritesMarkdownAndSaysWhere() throws {
        let dir = NSTemporaryDirectory() + "history-export-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var rig = try HistoryRig(exportDirectory: dir)
        rig.open()
        rig.key("e")
        let path = dir + "/ShamelaGPT - What does the Qur'an say about patience - 2025-03-19.md"
        #expect(rig.state.dialog?.export?.path.text == path, "the dialog offers the default path")
        rig.key(Key(.enter))
        #expect(rig.state.dialog == nil)
        #expect(rig.toast == "Exported to \u{2066}" + path + "\u{2069}", "the path in an LTR isolate")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("# What does the Qur'an say about patience?"))
        #expect(text.contains("Which verse mentions patience together with prayer?"))
    }

    @Test func theWideLayoutLoadsThePreviewOfTheSelection() throws {
        var rig = try HistoryRig(width: 120, height: 40)
        rig.open()
        #expect(rig.history.preview?.conversationId == HistoryFixture.id(0))
        #expect(rig.history.preview?.messages?.count == 4)
        let answer = try #require(rig.history.preview?.messages?.last)
        #expect(answer.sources == ["The Qur'an, al-Baqarah 2:45", "The Qur'an, al-Baqarah 2:153"])
        #expect(!answer.paragraphs.joined().map(\.text).joined().contains("Sources"))
        rig.key("j")
        #expect(rig.history.preview?.conversationId == HistoryFixture.id(1))
        rig.send(.resized(width: 80, height: 24))
        #expect(rig.history.preview == nil)
    }
}

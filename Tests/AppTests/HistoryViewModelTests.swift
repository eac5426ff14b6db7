import App
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

/// History's rules through the coordinator, with its work done against a store (ux.md §4).
@Suite struct HistoryViewModelTests {
    // MARK: Loading, order, paging

    @Test func entersWithTheMostRecentFirst() throws {
        var rig = try HistoryRig()
        #expect(rig.history.phase == .idle)
        rig.open()
        #expect(rig.state.tab == .history)
        #expect(rig.history.phase == .loaded)
        #expect(rig.ids == (0..<HistoryFixture.count).map(HistoryFixture.id))
        #expect(rig.history.total == 12)
        #expect(rig.history.selected == 0)
        let first = try #require(rig.history.items.first)
        #expect(first.title == "What does the Qur'an say about patience?")
        #expect(first.preview?.hasPrefix("Al-Baqarah 2:45 and 2:153") == true)
        #expect(first.preview?.contains("Sources") == false)
        // A stored title that is empty shows the first question, trimmed.
        #expect(rig.history.items[10].title == "Is it permissible to pray in shoes that are clean…")
    }

    @Test func badgesFollowTheLastMessageAndTheAccount() throws {
        var rig = try HistoryRig()
        rig.open()
        let items = rig.history.items
        #expect(items[1].badges(signedIn: false) == [.incomplete])
        #expect(items[2].badges(signedIn: false) == [])
        #expect(items[2].badges(signedIn: true) == [.localOnly])
        #expect(items[4].badges(signedIn: false) == [.factCheck])
        #expect(items[11].badges(signedIn: false) == [.notSent])
    }

    @Test func reEnteringReloadsAndKeepsTheSelection() throws {
        var rig = try HistoryRig()
        rig.open()
        rig.key("j")
        rig.key("j")
        rig.key(Key(.function(2)))
        // A chat turn moved the third conversation to the top meanwhile.
        try rig.store.messages.append(Message(id: "new-q", conversationId: HistoryFixture.id(2), role: .user,
                                              content: "And its chain?", createdAt: HistoryFixture.now, state: .complete),
                                      owner: rig.owner, touch: .set)
        rig.open()
        #expect(rig.ids.first == HistoryFixture.id(2))
        #expect(rig.history.selectedItem?.id == HistoryFixture.id(2))
        #expect(rig.history.items.first?.preview == "And its chain?")
    }

    @Test func pagesLoadAsTheSelectionNearsTheEnd() throws {
        var rig = try HistoryRig()
        try rig.addOlder(150)
        rig.open()
        #expect(rig.history.items.count == 50)
        #expect(rig.history.hasMore)
        #expect(rig.history.total == 162)
        for _ in 0..<45 { rig.key("j") }
        #expect(rig.history.items.count == 100, "the next page came before the end was reached")
        #expect(rig.driver.historyEffects.contains { if case .loadMore = $0 { return true }; return false })
        // The pages continue exactly: no row twice, none missing, still by recency.
        #expect(Set(rig.ids).count == 100)
        #expect(Array(rig.ids.prefix(12)) == (0..<12).map(HistoryFixture.id))
        #expect(rig.ids[12] == "old-0")
        rig.key(Key(.end))
        #expect(rig.history.items.count == 162)
        #expect(rig.history.selected == 161)
        #expect(rig.history.selectedItem?.id == "old-149")
        rig.key("g")
        #expect(rig.history.selected == 0)
        rig.key(Key(.pageDown))
        #expect(rig.history.selected == HistoryGeometry(width: 80, height: 24).visibleEntries)
        rig.key(Key(.pageUp))
        #expect(rig.history.selected == 0)
    }

    // MARK: Opening

    @Test func enterOpensTheConversationInChat() throws {
        var rig = try HistoryRig()
        rig.open()
        rig.key("j")
        rig.key(Key(.enter))
        #expect(rig.state.tab == .chat)
        #expect(rig.driver.otherEffects.contains(.chat(.loadConversation(id: HistoryFixture.id(1)))))
        #expect(rig.state.chat.conversation?.id == HistoryFixture.id(1))
        #expect(rig.state.chat.scroll == .following)
    }

    @Test func aClickSelectsAndADoubleClickOpens() throws {
        var rig = try HistoryRig()
        rig.open()
        rig.send(.action(.historySelect(3)))
        #expect(rig.history.selected == 3)
        #expect(rig.state.tab == .history)
        rig.wait(2)
        rig.send(.action(.historySelect(3)))
        #expect(rig.state.tab == .history, "a slow second click only selects")
        rig.wait(0.2)
        rig.send(.action(.historySelect(3)))
        #expect(rig.state.tab == .chat)
        #expect(rig.state.chat.conversation?.id == HistoryFixture.id(3))
    }

    @Test func theWheelScrollsTheList() throws {
        var rig = try HistoryRig(width: 60, height: 16)
        try rig.addOlder(20)
        rig.open()
        let visible = HistoryGeometry(width: 60, height: 16).visibleEntries
        rig.send(.input(.mouse(MouseEvent(action: .wheelDown, x: 5, y: 5))))
        #expect(rig.history.top == 3)
        #expect(rig.history.selected == 3, "the selection stays on screen")
        rig.send(.input(.mouse(MouseEvent(action: .wheelUp, x: 5, y: 5))))
        #expect(rig.history.top == 0)
        #expect(rig.history.selected < visible)
    }

    @Test func opensWhileAnswerStreamsAskFirst() throws {
        var rig = try HistoryRig()
        rig.type("A question")
        rig.key(Key(.enter))
        #expect(rig.state.chat.isStreaming)
        rig.open()
        rig.key(Key(.enter))
        guard case .stopToOpenConversation(let id, _)? = rig.state.dialog?.kind else {
            Issue.record("no dialog: \(String(describing: rig.state.dialog))")
            return
        }
        #expect(id == HistoryFixture.id(0))
        rig.key(Key(.right))
        rig.key(Key(.enter))
        #expect(!rig.state.chat.isStreaming)
        #expect(rig.state.chat.conversation?.id == HistoryFixture.id(0))
    }

    @Test func nStartsANewChatAskingAboutADraft() throws {
        var rig = try HistoryRig()
        rig.open()
        rig.key(Key(.enter))
        rig.type("half a question")
        rig.open()
        rig.key("n")
        #expect(rig.state.tab == .chat)
        #expect(rig.state.dialog?.kind == .newChatWithDraft)
        rig.key(Key(.escape))
        rig.open()
        rig.key(.ctrl("n"))
        #expect(rig.state.dialog?.kind == .newChatWithDraft)
    }

    // MARK: Deleting

    @Test func deleteAsksThenRemovesAndSelectsTheNextRow() throws {
        var rig = try HistoryRig()
        rig.open()
        rig.key("j")
        rig.key("d")
        let dialog = try #require(rig.state.dialog)
        #expect(dialog.kind == .deleteConversation(id: HistoryFixture.id(1), title: "What are the conditions for a valid prayer?"))
        #expect(dialog.focused == 0, "Cancel is the default")
        rig.key(Key(.enter))
        #expect(rig.state.dialog == nil)
        #expect(rig.ids.count == 12)
        #expect(try rig.stored().count == 12)

        rig.key("d")
        rig.key(Key(.tab))
        rig.key(Key(.enter))
        #expect(rig.state.dialog == nil)
        #expect(!rig.ids.contains(HistoryFixture.id(1)))
        #expect(rig.history.selectedItem?.id == HistoryFixture.id(2), "the next row is selected")
        #expect(rig.history.total == 11)
        #expect(try !rig.stored().contains(HistoryFixture.id(1)))
        #expect(try rig.store.messages.messages(conversationId: HistoryFixture.id(1), owner: rig.owner, page: .all).isEmpty)
    }

    @Test func deletingTheOpenConversationLeavesChatOnANewOne() throws {
        var rig = try HistoryRig()
        rig.open()
        rig.key(Key(.enter))
        #expect(rig.state.chat.conversation?.id == HistoryFixture.id(0))
        rig.type("a draft")
        rig.open()
        rig.key("d")
        rig.key(Key(.right))
        rig.key(Key(.enter))
        #expect(rig.state.chat.conversation == nil)
        #expect(rig.state.chat.messages.isEmpty)
        #expect(rig.state.chat.composer.isEmpty)
        #expect(rig.state.tab == .history)
    }

    @Test func deleteAllAsksWithTheCountAndEmptiesEverything() throws {
        var rig = try HistoryRig()
        rig.open()
        rig.key("*")
        #expect(rig.ids.count == 2)
        rig.key("D")
        #expect(rig.state.dialog?.kind == .deleteAllConversations(count: 12, signedIn: false), "filters are ignored")
        rig.key(Key(.escape))
        #expect(try rig.stored().count == 12)
        rig.key("D")
        rig.key(Key(.right))
        rig.key(Key(.enter))
        #expect(rig.ids.isEmpty)
        #expect(try rig.stored().isEmpty)
        #expect(rig.history.total == 0)
        rig.key("D")
        #expect(rig.state.dialog == nil, "nothing left to delete")
    }

    /// The account's copies go too only where they sync: signed in, on the cloud.
    @Test(arguments: [(Backend.cloud, true), (Backend.library, false)])
    func deleteAllSaysWhenTheAccountIsIncluded(backend: Backend, account: Bool) throws {
        var rig = try HistoryRig()
        var state = rig.state
        state.account = .signedIn(accountId: "a", email: "a@example.com", displayName: nil)
        state.backend = backend
        rig.driver.coordinator = Coordinator(state: state, localizer: try Localizer.bundled(.en))
        rig.open()
        rig.key("D")
        #expect(rig.state.dialog?.kind == .deleteAllConversations(count: 12, signedIn: account))
        #expect(rig.state.dialog?.messageKey == (account ? "dialog.deleteAll.messageAccount" : "dialog.deleteAll.message"))
    }
}

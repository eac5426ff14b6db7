import App
import Domain
import Foundation
import Input
import Localization
import Presentation
import Storage
import TestSupport
import Testing
import Views

/// A broad search shows its first page before its count ("50+ of 72"), then asks for the
/// count and shows it; a longer page of the same query keeps the count.
@Suite struct HistorySearchCountTests {
    /// Answers a full page the way the SQLite store answers a broad prefix: the count is how
    /// many were found before the page was full. Counting can be made to fail.
    final class FirstPageFirst: ConversationRepository, @unchecked Sendable {
        let base: FailingConversations
        var failCount = false
        var counts = 0
        init(_ base: ConversationRepository) { self.base = FailingConversations(base) }

        func search(_ q: SearchQuery, owner: Owner, starredOnly: Bool, limit: Int) throws -> SearchResults {
            var r = try base.search(q, owner: owner, starredOnly: starredOnly, limit: limit)
            if r.results.count == limit, r.totalMatches > limit {
                r.totalMatches = limit
                r.totalIsExact = false
            }
            return r
        }
        func countMatches(_ q: SearchQuery, owner: Owner, starredOnly: Bool) throws -> Int {
            counts += 1
            if failCount { throw FailingConversations.error }
            return try base.countMatches(q, owner: owner, starredOnly: starredOnly)
        }
        func create(_ c: Conversation, owner: Owner) throws { try base.create(c, owner: owner) }
        func create(_ c: Conversation, firstMessage m: Message, owner: Owner) throws {
            try base.create(c, firstMessage: m, owner: owner)
        }
        func conversation(id: String, owner: Owner) throws -> Conversation? { try base.conversation(id: id, owner: owner) }
        func conversation(threadId: String, owner: Owner) throws -> Conversation? {
            try base.conversation(threadId: threadId, owner: owner)
        }
        func history(owner: Owner, starredOnly: Bool, after: HistoryCursor?, limit: Int) throws -> [HistoryEntry] {
            try base.history(owner: owner, starredOnly: starredOnly, after: after, limit: limit)
        }
        func count(owner: Owner, starredOnly: Bool) throws -> Int { try base.count(owner: owner, starredOnly: starredOnly) }
        func setTitle(_ t: String, origin: TitleOrigin, conversationId: String, owner: Owner) throws {
            try base.setTitle(t, origin: origin, conversationId: conversationId, owner: owner)
        }
        func setThreadId(_ t: String?, conversationId: String, owner: Owner) throws {
            try base.setThreadId(t, conversationId: conversationId, owner: owner)
        }
        func setStarred(_ s: Bool, conversationId: String, owner: Owner) throws {
            try base.setStarred(s, conversationId: conversationId, owner: owner)
        }
        func setPendingRemoteCreate(_ p: Bool, conversationId: String, owner: Owner) throws {
            try base.setPendingRemoteCreate(p, conversationId: conversationId, owner: owner)
        }
        func moveUpdatedAtForward(to d: Date, conversationId: String, owner: Owner) throws {
            try base.moveUpdatedAtForward(to: d, conversationId: conversationId, owner: owner)
        }
        func rekey(conversationId: String, to newId: String, threadId: String?, owner: Owner) throws {
            try base.rekey(conversationId: conversationId, to: newId, threadId: threadId, owner: owner)
        }
        func delete(conversationId: String, owner: Owner) throws { try base.delete(conversationId: conversationId, owner: owner) }
        func deleteAll(owner: Owner) throws { try base.deleteAll(owner: owner) }
    }

    static func trailing(_ rig: HistoryRig) throws -> String {
        let env = RenderEnvironment(cache: ChatRenderCache(), now: HistoryFixture.now, dateParts: DateParts.utc)
        let frame = AppView.render(rig.state, keyMap: .standard, contexts: Coordinator.contexts(for: rig.state),
                                   localizer: try Localizer.bundled(rig.state.language), environment: env, now: 101)
        return frame.grid.textDump()
    }

    @Test(arguments: [Language.en, .ar])
    func theFirstPageComesBeforeItsCount(language: Language) throws {
        var repository: FirstPageFirst?
        var rig = try HistoryRig(language: language, width: 120, height: 40) { base in
            let r = FirstPageFirst(base)
            repository = r
            return r
        }
        try rig.addOlder(60)
        let r = try #require(repository)
        let all = try rig.store.conversations.search(SearchQuery("old"), owner: rig.owner, starredOnly: false,
                                                     limit: 1_000).totalMatches
        #expect(all > HistoryViewModel.pageSize)
        rig.open()
        // The count fails: the first page stays, with its lower bound.
        r.failCount = true
        rig.key("/")
        rig.type("old")
        // A first page of what the list shows and a screen more, not fifty snippets per key.
        let page = HistoryViewModel.searchPage(HistoryGeometry(width: 120, height: 40))
        #expect(page < HistoryViewModel.pageSize)
        #expect(rig.history.items.count == page)
        #expect(rig.history.search?.totalIsExact == false)
        #expect(rig.history.search?.totalMatches == page)
        if language == .en { #expect(try Self.trailing(rig).contains("\(page)+ of 72 conversations match")) }
        // Typed again (a new query), the count arrives and replaces the bound.
        r.failCount = false
        rig.type(" ")
        rig.key(Key(.backspace))
        #expect(rig.history.search?.totalIsExact == true)
        #expect(rig.history.search?.totalMatches == all)
        if language == .en { #expect(try Self.trailing(rig).contains("\(all) of 72 conversations match")) }
        #expect(rig.driver.historyEffects.contains { if case .countMatches = $0 { true } else { false } })
        // Paging to the end loads the rest of the same query and keeps the count.
        let before = r.counts
        rig.key(Key(.enter))
        rig.key(Key(.end))
        #expect(rig.history.items.count == all)
        #expect(rig.history.search?.totalMatches == all && rig.history.search?.totalIsExact == true)
        #expect(r.counts == before)
    }
}

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

/// A History test bench: the coordinator in a state of the mock-up conversations, History's work
/// against an in-memory store (or another repository), driven by keys.
struct HistoryRig {
    var driver: CoordinatorDriver
    let store: InMemoryStore
    let owner = HistoryFixture.owner

    init(language: Language = .en, width: Int = 80, height: Int = 24, populate: Bool = true,
         wrap: (InMemoryConversationRepository) -> ConversationRepository = { $0 },
         exportDirectory: String = NSTemporaryDirectory()) throws {
        store = InMemoryStore()
        if populate { try HistoryFixture.populate(conversations: store.conversations, messages: store.messages) }
        var state = AppState(language: language, backend: .library, width: width, height: height, owner: HistoryFixture.owner)
        state.exportDirectory = exportDirectory
        let work = HistoryWork(conversations: wrap(store.conversations), messages: store.messages,
                               exportDirectory: exportDirectory, timeZone: TimeZone(identifier: "UTC") ?? .current,
                               now: { HistoryFixture.now })
        driver = .history(Coordinator(state: state, localizer: try Localizer.bundled(language),
                                      wallClock: { HistoryFixture.now }), work: work)
        driver.send(.resized(width: width, height: height))
    }

    var state: AppState { driver.state }
    var history: HistoryViewModel { driver.state.history }
    var ids: [String] { history.items.map(\.id) }
    var toast: String? { driver.state.toast?.text }

    mutating func key(_ k: Key) { driver.key(k) }
    mutating func key(_ c: Character) { driver.key(.char(c)) }
    mutating func type(_ s: String) { driver.type(s) }
    mutating func open() { driver.key(Key(.function(3))) }
    mutating func send(_ e: AppEvent) { driver.send(e) }
    /// Advances the coordinator's clock (toasts, double clicks).
    mutating func wait(_ seconds: Double) { driver.now += seconds }

    func stored(starredOnly: Bool = false) throws -> [String] {
        try store.conversations.history(owner: owner, starredOnly: starredOnly, after: nil, limit: 1_000).map(\.conversation.id)
    }

    /// `n` extra conversations, one message each, older than the fixture's.
    func addOlder(_ n: Int) throws {
        let base = HistoryFixture.now.addingTimeInterval(-400 * 86_400)
        for i in 0..<n {
            let t = base.addingTimeInterval(-Double(i) * 60)
            let c = Conversation(id: "old-\(i)", title: "Old question \(i)", createdAt: t, ownerId: owner.id)
            try store.conversations.create(c, owner: owner)
            try store.messages.append(Message(id: "old-\(i)-q", conversationId: c.id, role: .user, content: "Old question \(i)",
                                              createdAt: t, state: .complete), owner: owner, touch: .set)
        }
    }
}

/// A conversation repository that fails the operations it is told to, to test error paths.
final class FailingConversations: ConversationRepository, @unchecked Sendable {
    let base: ConversationRepository
    var failHistory = false
    var failDelete = false
    var failDeleteAll = false
    var failStar = false
    var failSearch = false

    init(_ base: ConversationRepository) { self.base = base }

    static let error = AppError.storage("disk I/O error")

    func create(_ c: Conversation, owner: Owner) throws { try base.create(c, owner: owner) }
    func create(_ c: Conversation, firstMessage m: Message, owner: Owner) throws {
        try base.create(c, firstMessage: m, owner: owner)
    }
    func conversation(id: String, owner: Owner) throws -> Conversation? { try base.conversation(id: id, owner: owner) }
    func conversation(threadId: String, owner: Owner) throws -> Conversation? { try base.conversation(threadId: threadId, owner: owner) }
    func history(owner: Owner, starredOnly: Bool, after: HistoryCursor?, limit: Int) throws -> [HistoryEntry] {
        if failHistory { throw Self.error }
        return try base.history(owner: owner, starredOnly: starredOnly, after: after, limit: limit)
    }
    func count(owner: Owner, starredOnly: Bool) throws -> Int { try base.count(owner: owner, starredOnly: starredOnly) }
    func search(_ q: SearchQuery, owner: Owner, starredOnly: Bool, limit: Int) throws -> SearchResults {
        if failSearch { throw Self.error }
        return try base.search(q, owner: owner, starredOnly: starredOnly, limit: limit)
    }
    func countMatches(_ q: SearchQuery, owner: Owner, starredOnly: Bool) throws -> Int {
        if failSearch { throw Self.error }
        return try base.countMatches(q, owner: owner, starredOnly: starredOnly)
    }
    func setTitle(_ t: String, origin: TitleOrigin, conversationId: String, owner: Owner) throws {
        try base.setTitle(t, origin: origin, conversationId: conversationId, owner: owner)
    }
    func setThreadId(_ t: String?, conversationId: String, owner: Owner) throws {
        try base.setThreadId(t, conversationId: conversationId, owner: owner)
    }
    func setStarred(_ s: Bool, conversationId: String, owner: Owner) throws {
        if failStar { throw Self.error }
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
    func delete(conversationId: String, owner: Owner) throws {
        if failDelete { throw Self.error }
        try base.delete(conversationId: conversationId, owner: owner)
    }
    func deleteAll(owner: Owner) throws {
        if failDeleteAll { throw Self.error }
        try base.deleteAll(owner: owner)
    }
}

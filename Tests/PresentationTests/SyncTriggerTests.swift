import Domain
import Input
import Localization
@testable import Presentation
import Testing

/// When the coordinator asks for sync (protocol.md §11, ux.md §4.6): only for a signed-in
/// account on the cloud; on launch restore, sign-in, opening History, `r`, opening a server
/// conversation, after deletes; and what each result shows.
@Suite struct SyncTriggerTests {
    static func make(signedIn: Bool = true, backend: Backend = .cloud, language: Language = .en) throws -> Coordinator {
        var state = AppState(language: language, backend: backend, width: 80, height: 24,
                             owner: signedIn ? .account("uid-aisha") : .guest("guest_1_abc"))
        if signedIn { state.account = .signedIn(accountId: "uid-aisha", email: "a@example.com", displayName: nil) }
        return Coordinator(state: state, localizer: try Localizer.bundled(language))
    }

    static func syncs(_ effects: [Effect]) -> [SyncEffect] {
        effects.compactMap { if case .sync(let s) = $0 { return s }; return nil }
    }

    @Test func openingHistorySyncsTheListThrottled() throws {
        var c = try Self.make()
        let effects = c.handle(.input(.key(Key(.function(3)))), now: 0)
        #expect(Self.syncs(effects) == [.list(force: false, announce: false)])
    }

    @Test(arguments: [(false, Backend.cloud), (true, Backend.library), (true, Backend.custom("http://127.0.0.1:9"))])
    func guestsAndOtherBackendsNeverSync(signedIn: Bool, backend: Backend) throws {
        var c = try Self.make(signedIn: signedIn, backend: backend)
        var effects = c.handle(.input(.key(Key(.function(3)))), now: 0)
        effects += c.handle(.input(.key(.char("r"))), now: 1)
        effects += c.handle(.account(.restored(AccountProfile(accountId: "uid-aisha", email: "a@example.com", displayName: nil))), now: 2)
        effects += c.handle(.chat(.conversationLoaded(Conversation(id: "c", createdAt: .now, ownerId: "uid-aisha"), [])), now: 3)
        effects += c.handle(.history(.deleted(conversationId: "c")), now: 4)
        #expect(Self.syncs(effects).isEmpty)
    }

    @Test func refreshForcesAndAnnounces() throws {
        var c = try Self.make()
        _ = c.handle(.input(.key(Key(.function(3)))), now: 0)
        let effects = c.handle(.input(.key(.char("r"))), now: 1)
        #expect(Self.syncs(effects) == [.list(force: true, announce: true)])
        #expect(effects.contains { if case .history(.load) = $0 { return true }; return false }, "the saved list shows meanwhile")
    }

    @Test func launchRestoreAndSignInSyncTheListAndTheOpenConversation() throws {
        var c = try Self.make()
        c.state.chat.load(Conversation(id: "srv-1", threadId: "th", createdAt: .now, ownerId: "uid-aisha"), [])
        let effects = c.handle(.account(.restored(AccountProfile(accountId: "uid-aisha", email: "a@example.com", displayName: nil))), now: 0)
        #expect(Self.syncs(effects) == [.list(force: false, announce: false), .messages(conversationId: "srv-1", force: false)])
    }

    @Test func openingAServerConversationSyncsItsMessagesButNotALocalOne() throws {
        var c = try Self.make()
        let server = Conversation(id: "srv-1", createdAt: .now, ownerId: "uid-aisha")
        let local = Conversation(id: "loc", createdAt: .now, isLocalOnly: true, ownerId: "uid-aisha")
        let pending = Conversation(id: "pen", createdAt: .now, pendingRemoteCreate: true, ownerId: "uid-aisha")
        #expect(Self.syncs(c.handle(.chat(.conversationLoaded(server, [])), now: 0)) == [.messages(conversationId: "srv-1", force: false)])
        #expect(Self.syncs(c.handle(.chat(.conversationLoaded(local, [])), now: 0)).isEmpty)
        #expect(Self.syncs(c.handle(.chat(.conversationLoaded(pending, [])), now: 0)).isEmpty)
    }

    @Test func deletesAndReachabilitySendTheOwedDeletions() throws {
        var c = try Self.make()
        #expect(Self.syncs(c.handle(.history(.deleted(conversationId: "x")), now: 0)) == [.flushDeletions])
        #expect(Self.syncs(c.handle(.history(.deletedAll), now: 0)) == [.flushDeletions])
        #expect(Self.syncs(c.handle(.chat(.serverReachable), now: 0)) == [.flushDeletions])
    }

    @Test func confirmedDeletesAreMarkedForTheServer() throws {
        var c = try Self.make()
        _ = c.handle(.input(.key(Key(.function(3)))), now: 0)
        let entry = HistoryEntry(conversation: Conversation(id: "srv-1", title: "T", createdAt: .now, ownerId: "uid-aisha"),
                                 lastMessageContent: "Q", firstQuestion: "Q", messageCount: 1)
        _ = c.handle(.history(.loaded(generation: c.state.history.generation, entries: [entry], hasMore: false, total: 1, totalAll: 1)), now: 0)
        _ = c.handle(.input(.key(.char("d"))), now: 1)
        let effects = c.handle(.action(.dialogChoose(1)), now: 2)
        #expect(effects.contains(.history(.delete(conversationId: "srv-1", remote: true))))
    }

    @Test(arguments: [Language.en, .ar])
    func resultsBecomeToasts(language: Language) throws {
        var c = try Self.make(language: language)
        let l = try Localizer.bundled(language)
        _ = c.handle(.sync(.listSynced(inserted: 3, announce: true)), now: 0)
        #expect(c.state.toast?.text == l.plural("history.synced", count: 3))
        _ = c.handle(.sync(.listSynced(inserted: 0, announce: true)), now: 0)
        #expect(c.state.toast?.text == l("history.updated"))
        _ = c.handle(.sync(.listFailed(.noConnection(), offline: true, announce: true)), now: 0)
        #expect(c.state.toast?.text == l("history.offline") && c.state.toast?.isError == false)
        _ = c.handle(.sync(.listFailed(.http(status: 500), offline: false, announce: true)), now: 0)
        #expect(c.state.toast?.text.hasPrefix(l("history.syncFailed")) == true && c.state.toast?.text.contains("E-HTTP-500") == true)
        _ = c.handle(.sync(.deletionsDeferred(all: false)), now: 0)
        #expect(c.state.toast?.text == l("history.remoteDeleteDeferred"))
        c.state.toast = nil
        _ = c.handle(.sync(.listSynced(inserted: 2, announce: false)), now: 0)
        #expect(c.state.toast == nil, "a background sync is silent")
    }
}

import Domain
import Presentation
import Testing

/// What a sync result says (ux.md §4.6): only what the user asked for, or what concerns the
/// screen.
@Suite struct SyncNoticeTests {
    @Test func anAskedForRefreshSaysWhatCameIn() {
        #expect(SyncNotice.of(.listSynced(inserted: 3, announce: true), openConversationId: nil)?.count == 3)
        #expect(SyncNotice.of(.listSynced(inserted: 0, announce: true), openConversationId: nil)?.key == "history.updated")
        #expect(SyncNotice.of(.listSynced(inserted: 3, announce: false), openConversationId: nil) == nil)
    }

    @Test func failuresSayWhetherTheyAreOfflineOrAnError() {
        let offline = SyncNotice.of(.listFailed(.noConnection(), offline: true, announce: true), openConversationId: nil)
        #expect(offline?.key == "history.offline" && offline?.isError == false)
        let failed = SyncNotice.of(.listFailed(.noConnection(), offline: false, announce: true), openConversationId: nil)
        #expect(failed?.isError == true && failed?.code == "E-NET-003")
    }

    @Test func aMessageSyncFailureConcernsOnlyTheOpenConversation() {
        let event = SyncEvent.messagesFailed(conversationId: "c1", .noConnection())
        #expect(SyncNotice.of(event, openConversationId: "c1")?.code == "E-CHAT-SYNC")
        #expect(SyncNotice.of(event, openConversationId: "c2") == nil)
    }
}

import Domain
import Foundation
@testable import Presentation
import Testing

/// protocol.md §5.1, §5.3, §11.3 and §11.6 on the chat's side: what a signed-in cloud send asks
/// of the server, the re-key, merged messages and server titles.
@Suite struct ChatViewModelSyncTests {
    static func signedIn() -> ChatHarness {
        var h = ChatHarness()
        h.backend = .cloud
        h.signedIn = true
        return h
    }

    @Test func aSignedInCloudSendCreatesTheConversationOnTheServerFirst() {
        var h = Self.signedIn()
        let effects = h.send("What is zakat?")
        guard case .startConversation(let c, _) = ChatHarness.writes(effects).first else {
            Issue.record("no conversation stored")
            return
        }
        #expect(!c.isLocalOnly && c.pendingRemoteCreate && c.ownerId == "uid-aisha")
        let r = ChatHarness.streamRequests(effects)
        #expect(r.first?.guest == false)
        #expect(r.first?.remoteCreateTitle == "What is zakat?")
        #expect(!ChatHarness.writes(effects).contains { if case .setThreadId = $0 { return true }; return false },
                "the thread comes from the server's creation")
    }

    @Test(arguments: [(Backend.library, true), (Backend.cloud, false)])
    func guestsAndTheLibraryNeverCreateOnTheServer(backend: Backend, signedIn: Bool) {
        var h = ChatHarness()
        h.backend = backend
        h.signedIn = signedIn
        let effects = h.send("Q")
        #expect(h.vm.conversation?.isLocalOnly == true && h.vm.conversation?.pendingRemoteCreate == false)
        #expect(ChatHarness.streamRequests(effects).first?.remoteCreateTitle == nil)
    }

    @Test func theCreatedConversationTakesTheServersIdAndThread() {
        var h = Self.signedIn()
        h.send("What is zakat?")
        let old = try! #require(h.vm.conversation?.id)
        h.vm.handle(.conversationCreated(oldId: old, newId: "srv-1", threadId: "th-1"), h.env)
        #expect(h.vm.conversation?.id == "srv-1" && h.vm.conversation?.threadId == "th-1")
        #expect(h.vm.conversation?.pendingRemoteCreate == false)
        #expect(h.vm.messages.allSatisfy { $0.message.conversationId == "srv-1" })
        // Later writes name the new id.
        h.opened()
        let effects = h.events(.chunk("Zakat…"), .title("Zakat"))
        #expect(ChatHarness.writes(effects).contains(.setTitle("Zakat", origin: .server, conversationId: "srv-1")))
        // A creation for another conversation changes nothing.
        h.vm.handle(.conversationCreated(oldId: "other", newId: "srv-2", threadId: nil), h.env)
        #expect(h.vm.conversation?.id == "srv-1")
    }

    @Test func aConversationStillToBeCreatedIsCreatedAgainOnResend() {
        var h = Self.signedIn()
        h.send("What is zakat?")
        h.fail(SendFailure(error: .noConnection(), status: nil, retryAfterSeconds: nil, sessionExpired: false, cancelled: false))
        #expect(h.last?.state == .notSent)
        let effects = h.vm.handle(.serverReachable, h.env)
        #expect(ChatHarness.streamRequests(effects).first?.remoteCreateTitle == "What is zakat?")
    }

    @Test func aRefusedCreationRemovesTheEmptyConversation() {
        var h = Self.signedIn()
        h.send("What is zakat?")
        let effects = h.fail(SendFailure(error: .http(status: 500), status: 500, retryAfterSeconds: nil,
                                         sessionExpired: false, cancelled: false))
        #expect(h.vm.conversation == nil && h.vm.composer.text == "What is zakat?")
        #expect(ChatHarness.writes(effects).contains { if case .deleteConversation = $0 { return true }; return false })
    }

    @Test func aServerConversationWithoutAThreadSendsItsIdAsTheThreadAndStoresIt() {
        var h = Self.signedIn()
        let c = Conversation(id: "srv-9", title: "Synced", createdAt: h.now, ownerId: "uid-aisha")
        h.vm.load(c, [])
        let effects = h.send("Next question")
        #expect(ChatHarness.writes(effects).contains(.setThreadId("srv-9", conversationId: "srv-9")))
        #expect(ChatHarness.streamRequests(effects).first?.threadId == "srv-9")
        #expect(h.vm.conversation?.threadId == "srv-9")
    }

    // MARK: Titles (protocol.md §11.6)

    @Test func theFirstAnswerWithoutATitleAsksTheServerForOne() {
        var h = Self.signedIn()
        h.send("  What is zakat?  ")
        let id = try! #require(h.vm.conversation?.id)
        h.vm.handle(.conversationCreated(oldId: id, newId: "srv-1", threadId: "th-1"), h.env)
        h.opened()
        h.events(.chunk("Zakat is…"), .done(StreamDone()))
        let effects = h.feed(.endOfFile)
        #expect(effects.contains(.generateTitle(conversationId: "srv-1", question: "What is zakat?", language: "English")))
        h.vm.handle(.titleGenerated(conversationId: "srv-1", title: "Zakat basics"), h.env)
        #expect(h.vm.conversation?.title == "Zakat basics" && h.vm.conversation?.titleOrigin == .server)
    }

    @Test func aTitleThatCameWithTheAnswerIsKept() {
        var h = Self.signedIn()
        h.language = .ar
        h.send("ما الزكاة؟")
        h.opened()
        h.events(.chunk("الزكاة…"), .title("الزكاة"), .done(StreamDone()))
        let effects = h.feed(.endOfFile)
        #expect(!effects.contains { if case .generateTitle = $0 { return true }; return false })
        h.vm.handle(.titleGenerated(conversationId: h.vm.conversation?.id ?? "", title: "Other"), h.env)
        #expect(h.vm.conversation?.title == "الزكاة")
    }

    @Test func guestsAndLaterAnswersNeverAskForATitle() {
        var guest = ChatHarness()
        guest.send("Q")
        guest.opened()
        guest.events(.chunk("A"), .done(StreamDone()))
        #expect(!guest.feed(.endOfFile).contains { if case .generateTitle = $0 { return true }; return false })

        var h = Self.signedIn()
        let c = Conversation(id: "srv-9", threadId: "th", title: "Local", createdAt: h.now, ownerId: "uid-aisha")
        let q = Message(id: "q0", conversationId: "srv-9", role: .user, content: "Earlier", createdAt: h.now, state: .complete)
        let a = Message(id: "a0", conversationId: "srv-9", role: .assistant, content: "Earlier answer", createdAt: h.now,
                        state: .complete)
        h.vm.load(c, [q, a])
        h.send("Second")
        h.opened()
        h.events(.chunk("Second answer"), .done(StreamDone()))
        #expect(!h.feed(.endOfFile).contains { if case .generateTitle = $0 { return true }; return false })
    }

    // MARK: Merged messages (protocol.md §11.3)

    @Test func mergedMessagesReplaceTheTranscriptWithoutMovingTheView() {
        var h = Self.signedIn()
        let c = Conversation(id: "srv-9", threadId: "th", title: "T", createdAt: h.now, ownerId: "uid-aisha")
        let q = Message(id: "q0", conversationId: "srv-9", role: .user, content: "Q", createdAt: h.now, state: .complete)
        h.vm.load(c, [q])
        h.vm.scroll = .anchored(messageId: "q0", row: 0)
        let a = Message(id: "a0", conversationId: "srv-9", role: .assistant, content: "A", createdAt: h.now, state: .complete,
                        serverId: "s-a0")
        h.vm.mergeSynced(c, [q, a])
        #expect(h.vm.messages.map(\.id) == ["q0", "a0"])
        #expect(h.vm.scroll == .anchored(messageId: "q0", row: 0) && h.vm.unseenBelow)
        // Another conversation's merge, or one during a live turn, waits.
        h.vm.mergeSynced(Conversation(id: "other", createdAt: h.now, ownerId: "uid-aisha"), [])
        #expect(h.vm.messages.count == 2)
        h.send("Next")
        h.vm.mergeSynced(c, [q, a])
        #expect(h.vm.messages.count == 3)
    }

    // MARK: Launch restore

    @Test func theOlderMessagesOfARestoredConversationGoInFrontOfWhatHappenedSince() {
        var h = ChatHarness()
        let c = Conversation(id: "c", title: "T", createdAt: h.now, ownerId: "guest_1_abc")
        let all = (0..<6).map { i in
            Message(id: "m\(i)", conversationId: "c", role: i % 2 == 0 ? .user : .assistant, content: "text \(i)",
                    createdAt: h.now.addingTimeInterval(Double(i)), state: .complete)
        }
        h.vm.load(c, Array(all.suffix(2)))
        h.now = h.now.addingTimeInterval(100)
        h.send("A question sent before the rest arrived")
        h.vm.handle(.restoreCompleted(c, all), h.env)
        #expect(h.vm.messages.map(\.id) == ["m0", "m1", "m2", "m3", "m4", "m5", h.vm.messages.last?.id ?? ""])
        #expect(h.vm.isStreaming, "the turn goes on")
        #expect(h.vm.messages.last?.message.content == "A question sent before the rest arrived")
        // Another conversation's list changes nothing.
        h.vm.handle(.restoreCompleted(Conversation(id: "x", createdAt: h.now, ownerId: "g"), all), h.env)
        #expect(h.vm.messages.count == 7)
    }
}

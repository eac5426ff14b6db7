import Domain
import Foundation
import Testing
@testable import Storage

/// The message half of the repository contract, against both implementations.
@Suite struct MessageContractTests {
    typealias F = Fixture

    @Test(arguments: StoreKind.allCases)
    func messageRoundTripsEveryField(kind: StoreKind) throws {
        let s = try TestStore(kind)
        try s.conversations.create(F.conversation("c1", F.alice, at: 1), owner: F.alice)
        let answer = Message(id: "m1", conversationId: "c1", role: .assistant, content: "**Answer**\n\nSources:\n- x",
                             createdAt: Date(timeIntervalSince1970: 1_770_000_000.456),
                             sources: [Source(title: "صحيح البخاري", url: "https://shamela.ws/book/1681", page: 3),
                                       Source(title: "T", url: "https://x.org/a", author: "A")],
                             reasoning: nil, state: .incomplete(.failed), lastErrorCode: "E-CHAT-STREAM-BACKEND",
                             serverId: "srv-1", detectedLanguage: "ar", isFactCheck: true)
        try s.messages.append(answer, owner: F.alice, touch: .set)
        #expect(try s.messages.message(id: "m1", owner: F.alice) == answer)
        var empty = answer
        empty.id = "m2"
        empty.serverId = nil
        empty.sources = []
        empty.reasoning = "thinking…"
        try s.messages.append(empty, owner: F.alice, touch: .set)
        #expect(try s.messages.message(id: "m2", owner: F.alice) == empty)
    }

    @Test(arguments: StoreKind.allCases)
    func everyStateRoundTrips(kind: StoreKind) throws {
        let s = try TestStore(kind)
        try s.conversations.create(F.conversation("c1", F.alice, at: 1), owner: F.alice)
        try s.messages.append(F.message("m1", in: "c1", "q", at: 1, state: .sending), owner: F.alice, touch: .set)
        for state in MessageState.allCases {
            try s.messages.setState(state, lastErrorCode: "E-X", messageId: "m1", owner: F.alice)
            let m = try #require(try s.messages.message(id: "m1", owner: F.alice))
            #expect(m.state == state && m.lastErrorCode == "E-X")
        }
    }

    @Test(arguments: StoreKind.allCases)
    func orderingTiesKeepInsertionOrderAndAppendTouchesConversation(kind: StoreKind) throws {
        let s = try TestStore(kind)
        try s.conversations.create(F.conversation("c1", F.alice, at: 1), owner: F.alice)
        try s.messages.append(F.message("z", in: "c1", "first", at: 5), owner: F.alice, touch: .set)
        try s.messages.append(F.message("a", in: "c1", .assistant, "second", at: 5), owner: F.alice, touch: .set)
        try s.messages.append(F.message("m", in: "c1", "earlier", at: 4), owner: F.alice, touch: .set)
        #expect(try s.messages.messages(conversationId: "c1", owner: F.alice, page: .all).map(\.id) == ["m", "z", "a"])
        // `.set` follows the latest message even backwards (a resend sets it, protocol.md §10.4).
        #expect(try s.conversations.conversation(id: "c1", owner: F.alice)?.updatedAt == F.date(4))
        try s.messages.append(F.message("s", in: "c1", .assistant, "synced", at: 3), owner: F.alice, touch: .forwardOnly)
        #expect(try s.conversations.conversation(id: "c1", owner: F.alice)?.updatedAt == F.date(4))
        var resent = try #require(try s.messages.message(id: "m", owner: F.alice))
        resent.createdAt = F.date(9)
        resent.state = .sending
        try s.messages.update(resent, owner: F.alice, touch: .set)
        #expect(try s.messages.messages(conversationId: "c1", owner: F.alice, page: .all).map(\.id) == ["s", "z", "a", "m"])
        #expect(try s.conversations.conversation(id: "c1", owner: F.alice)?.updatedAt == F.date(9))
    }

    @Test(arguments: StoreKind.allCases)
    func messagesArePaged(kind: StoreKind) throws {
        let s = try TestStore(kind)
        try s.conversations.create(F.conversation("c1", F.alice, at: 1), owner: F.alice)
        for i in 0..<25 {
            try s.messages.append(F.message("m\(i)", in: "c1", i % 2 == 0 ? .user : .assistant, "text \(i)", at: i / 2),
                                  owner: F.alice, touch: .set)
        }
        let ids = (0..<25).map { "m\($0)" }
        #expect(try s.messages.messages(conversationId: "c1", owner: F.alice, page: .last(10)).map(\.id) == Array(ids[15...]))
        #expect(try s.messages.messages(conversationId: "c1", owner: F.alice, page: .before(messageId: "m15", limit: 10)).map(\.id)
                == Array(ids[5..<15]))
        #expect(try s.messages.messages(conversationId: "c1", owner: F.alice, page: .before(messageId: "m3", limit: 10)).map(\.id)
                == Array(ids[0..<3]))
        #expect(try s.messages.messages(conversationId: "c1", owner: F.alice, page: .after(messageId: "m20", limit: 10)).map(\.id)
                == Array(ids[21...]))
        #expect(try s.messages.messages(conversationId: "c1", owner: F.alice, page: .before(messageId: "nope", limit: 10)).isEmpty)
    }

    @Test(arguments: StoreKind.allCases)
    func streamingUpdatesInPlace(kind: StoreKind) throws {
        let s = try TestStore(kind)
        try s.conversations.create(F.conversation("c1", F.alice, at: 1), owner: F.alice)
        try s.messages.append(F.message("a", in: "c1", .assistant, "", at: 2, state: .streaming), owner: F.alice, touch: .set)
        try s.messages.updateStreaming(messageId: "a", content: "Part one", reasoning: nil, owner: F.alice)
        try s.messages.updateStreaming(messageId: "a", content: "Part one, part two", reasoning: "why", owner: F.alice)
        try s.messages.setState(.complete, lastErrorCode: nil, messageId: "a", owner: F.alice)
        let m = try #require(try s.messages.message(id: "a", owner: F.alice))
        #expect(m.content == "Part one, part two" && m.reasoning == "why" && m.state == .complete)
        #expect(try s.messages.messages(conversationId: "c1", owner: F.alice, page: .all).count == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func duplicateServerIdInAConversationIsRefused(kind: StoreKind) throws {
        let s = try TestStore(kind)
        try s.conversations.create(F.conversation("c1", F.alice, at: 1), owner: F.alice)
        var m = F.message("a", in: "c1", .assistant, "x", at: 1)
        m.serverId = "s1"
        try s.messages.append(m, owner: F.alice, touch: .set)
        m.id = "b"
        #expect(throws: AppError.self) { try s.messages.append(m, owner: F.alice, touch: .set) }
        #expect(try s.messages.messages(conversationId: "c1", owner: F.alice, page: .all).count == 1)
    }

    @Test(arguments: StoreKind.allCases)
    func startupRecoveryFollowsTheRules(kind: StoreKind) throws {
        let s = try TestStore(kind)
        try s.conversations.create(F.conversation("c1", F.guest, at: 1), owner: F.guest)
        try s.messages.append(F.message("q", in: "c1", "unsent", at: 1, state: .sending), owner: F.guest, touch: .set)
        try s.messages.append(F.message("a1", in: "c1", .assistant, "half an answer", at: 2, state: .streaming),
                              owner: F.guest, touch: .set)
        try s.messages.append(F.message("a2", in: "c1", .assistant, "  \n", at: 3, state: .streaming), owner: F.guest, touch: .set)
        try s.messages.append(F.message("a3", in: "c1", .assistant, "done", at: 4), owner: F.guest, touch: .set)
        let report = try s.messages.recoverAfterCrash()
        #expect(report == RecoveryReport(questionsMarkedNotSent: 1, answersInterrupted: 1, blankAnswersDeleted: 1))
        let msgs = try s.messages.messages(conversationId: "c1", owner: F.guest, page: .all)
        #expect(msgs.map(\.id) == ["q", "a1", "a3"])
        #expect(msgs[0].state == .notSent && msgs[0].lastErrorCode == "E-NET-003")
        #expect(msgs[1].state == .incomplete(.interrupted) && msgs[1].content == "half an answer")
        #expect(msgs[2].state == .complete)
        #expect(try s.messages.recoverAfterCrash() == RecoveryReport())
    }
}

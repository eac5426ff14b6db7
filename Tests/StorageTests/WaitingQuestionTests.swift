import Domain
import Foundation
import GRDB
import Testing
@testable import Storage

/// Every start asks for the newest question waiting for the connection; on a large store that
/// must be an index lookup, not a pass over every message before the first frame.
@Suite struct WaitingQuestionTests {
    typealias F = Fixture

    @Test(arguments: StoreKind.allCases)
    func theNewestWaitingQuestionOfTheOwner(kind: StoreKind) throws {
        let s = try TestStore(kind)
        for (id, owner, t) in [("c1", F.alice, 1), ("c2", F.alice, 2), ("c3", F.bob, 3)] {
            try s.conversations.create(F.conversation(id, owner, at: t), owner: owner)
        }
        #expect(try s.messages.conversationWithWaitingQuestion(owner: F.alice) == nil)
        func add(_ id: String, _ c: String, _ owner: Owner, at t: Int, code: String) throws {
            try s.messages.append(F.message(id, in: c, "q", at: t), owner: owner, touch: .set)
            try s.messages.setState(.notSent, lastErrorCode: code, messageId: id, owner: owner)
        }
        try add("a", "c1", F.alice, at: 10, code: "E-NET-003")
        try add("b", "c2", F.alice, at: 20, code: "E-NET-004")
        // Newer, but not waiting for the connection (refused), or another owner's.
        try add("c", "c1", F.alice, at: 30, code: "E-HTTP-400")
        try add("d", "c3", F.bob, at: 40, code: "E-NET-003")
        #expect(try s.messages.conversationWithWaitingQuestion(owner: F.alice) == "c2")
        #expect(try s.messages.conversationWithWaitingQuestion(owner: F.bob) == "c3")
        try s.messages.setState(.complete, lastErrorCode: nil, messageId: "b", owner: F.alice)
        #expect(try s.messages.conversationWithWaitingQuestion(owner: F.alice) == "c1")
    }

    @Test func theLookupReadsTheIndexOfQuestionsNotSent() throws {
        let s = try TestStore(.sqlite)
        let store = try #require(s.sqlite)
        let plan = try store.pool.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + SQLiteMessageRepository.waitingQuestionSQL,
                             arguments: StatementArguments(WaitingQuestion.codes.sorted() + ["alice-uid"]))
                .map { $0["detail"] as String }
        }
        #expect(plan.first?.contains("messages_not_sent") == true, "\(plan)")
        // Never the owner's conversations and then all their messages.
        #expect(!plan.contains { $0.contains("messages_conversation") || $0.hasPrefix("SCAN m ") && !$0.contains("INDEX") },
                "\(plan)")
    }
}

import Domain
import Foundation
import TestSupport
import Testing
@testable import Storage

/// A broad search's first page comes before its count (the SQLite store walks the history in
/// order for one- and two-letter prefixes): the page must be exactly the one a full count
/// would give, and the count, once asked for, exact.
@Suite struct SearchPagingTests {
    typealias F = Fixture

    static let words = ["prayer", "patience", "fasting", "charity", "orphan", "pilgrimage", "wudu", "zakat", "quran",
                        "الصلاة", "الصبر", "الصيام", "الزكاة", "اليتيم", "الحج", "صلاة", "صبر", "قرآن", "وضوء", "حكم"]

    /// The same 500 conversations (some starred, some with a streaming answer) in both stores.
    static func stores() throws -> (memory: TestStore, sqlite: TestStore) {
        let memory = try TestStore(.memory), sqlite = try TestStore(.sqlite)
        var rng = SplitMix64(seed: 20)
        for i in 0..<500 {
            func phrase(_ n: Int) -> String {
                (0..<n).map { _ in words[Int(rng.next() % UInt64(words.count))] }.joined(separator: " ")
            }
            // Updated times out of creation order, so History order is not rowid order.
            let updated = Int(rng.next() % 100_000)
            let title = rng.next() % 4 == 0 ? phrase(2) : "conversation \(i)"
            let c = F.conversation("c\(i)", F.alice, at: i, title: title, updated: updated)
            let starred = rng.next() % 5 == 0
            let messages = (0..<3).map { k in
                F.message("c\(i)-\(k)", in: "c\(i)", k % 2 == 0 ? .user : .assistant, phrase(1 + Int(rng.next() % 3)),
                          at: i, state: k == 2 && rng.next() % 10 == 0 ? .streaming : .complete)
            }
            for store in [memory, sqlite] {
                try store.conversations.create(c, owner: F.alice)
                for m in messages { try store.messages.append(m, owner: F.alice, touch: .none) }
                if starred { try store.conversations.setStarred(true, conversationId: c.id, owner: F.alice) }
            }
        }
        return (memory, sqlite)
    }

    struct Row: Equatable {
        var id: String, titleMatched: Bool, messageId: String?, snippet: String?
        init(_ r: SearchResult) {
            id = r.entry.conversation.id
            titleMatched = r.titleMatched
            messageId = r.firstMatchingMessageId
            snippet = r.snippet?.bracketed
        }
    }

    @Test func broadPrefixesGiveTheSamePageAndAnExactCountAfterIt() throws {
        let (memory, sqlite) = try Self.stores()
        let queries = ["p", "pa", "ا", "ال", "الص", "ص", "z", "q", "qu", "حكم ا", "prayer p", "صلاة ال", "x", "ژ", "wudu"]
        var walked = 0
        for text in queries {
            for starred in [false, true] {
                for limit in [1, 20, 50] {
                    let q = SearchQuery(text)
                    let expected = try memory.conversations.search(q, owner: F.alice, starredOnly: starred, limit: limit)
                    let got = try sqlite.conversations.search(q, owner: F.alice, starredOnly: starred, limit: limit)
                    #expect(got.results.map(Row.init) == expected.results.map(Row.init),
                            "\(text) starred \(starred) limit \(limit)")
                    let count = try sqlite.conversations.countMatches(q, owner: F.alice, starredOnly: starred)
                    #expect(count == expected.totalMatches, "\(text)")
                    if got.totalIsExact {
                        #expect(got.totalMatches == expected.totalMatches, "\(text)")
                    } else {
                        walked += 1
                        #expect(got.totalMatches >= got.results.count && got.totalMatches <= expected.totalMatches, "\(text)")
                        #expect(got.results.count == limit)
                    }
                }
            }
        }
        // The walk was taken (and stopped early) for the broad prefixes.
        #expect(walked > 10)
    }

    @Test func aLongerPageAndAPageOfEverythingMatchTheFullSearch() throws {
        let (memory, sqlite) = try Self.stores()
        for text in ["p", "ا", "ال"] {
            let q = SearchQuery(text)
            let all = try memory.conversations.search(q, owner: F.alice, starredOnly: false, limit: 10_000)
            let page = try sqlite.conversations.search(q, owner: F.alice, starredOnly: false, limit: 100)
            #expect(page.results.map(Row.init) == Array(all.results.prefix(100)).map(Row.init))
            let everything = try sqlite.conversations.search(q, owner: F.alice, starredOnly: false, limit: all.totalMatches)
            #expect(everything.results.map(Row.init) == all.results.map(Row.init))
            #expect(everything.totalIsExact && everything.totalMatches == all.totalMatches)
        }
    }

    @Test func theCountOfTheInMemoryStoreIsItsSearchCount() throws {
        let (memory, _) = try Self.stores()
        let q = SearchQuery("ال")
        #expect(try memory.conversations.countMatches(q, owner: F.alice, starredOnly: false)
                == memory.conversations.search(q, owner: F.alice, starredOnly: false, limit: 1).totalMatches)
    }
}

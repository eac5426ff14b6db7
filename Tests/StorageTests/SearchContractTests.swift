import Domain
import Foundation
import Testing
@testable import Storage

/// History search (ux.md §4.4, library.md normalisation) against both implementations.
@Suite struct SearchContractTests {
    typealias F = Fixture

    func seeded(_ kind: StoreKind) throws -> TestStore {
        let s = try TestStore(kind)
        try s.conversations.create(F.conversation("prayer", F.alice, at: 1, title: "Prayer times"), owner: F.alice)
        try s.messages.append(F.message("p1", in: "prayer", "ما حكم تأخير الصَّلَاةِ عن وقتها؟", at: 1), owner: F.alice, touch: .set)
        try s.messages.append(F.message("p2", in: "prayer", .assistant, "تأخير الصلاة بغير عذر لا يجوز. قال النبي ﷺ …", at: 2),
                              owner: F.alice, touch: .set)
        try s.conversations.create(F.conversation("quran", F.alice, at: 3, title: "القرآن"), owner: F.alice)
        try s.messages.append(F.message("q1", in: "quran", "فضل قراءة آيَةِ الكُرْسِيّ وسورة الإخلاص", at: 3), owner: F.alice, touch: .set)
        try s.messages.append(F.message("q2", in: "quran", .assistant, "Reading Ayat al-Kursi after every PRAYER is recommended.", at: 4),
                              owner: F.alice, touch: .set)
        try s.conversations.create(F.conversation("musa", F.alice, at: 5, title: "Stories"), owner: F.alice)
        try s.messages.append(F.message("m1", in: "musa", "قصة مُوسَىٰ مع فرعون", at: 5), owner: F.alice, touch: .set)
        try s.conversations.create(F.conversation("bob", F.bob, at: 6, title: "Prayer"), owner: F.bob)
        return s
    }

    func ids(_ s: TestStore, _ q: String, starred: Bool = false) throws -> [String] {
        try s.conversations.search(SearchQuery(q), owner: F.alice, starredOnly: starred, limit: 20).results.map(\.entry.conversation.id)
    }

    @Test(arguments: StoreKind.allCases)
    func arabicMatchesWithAndWithoutHarakatAndLetterVariants(kind: StoreKind) throws {
        let s = try seeded(kind)
        #expect(try ids(s, "الصلاة") == ["prayer"])
        #expect(try ids(s, "الصَّلاةُ") == ["prayer"])
        #expect(try ids(s, "الصلاه") == ["prayer"])
        #expect(try ids(s, "اية الكرسي") == ["quran"])
        #expect(try ids(s, "أية") == ["quran"])
        #expect(try ids(s, "الاخلاص") == ["quran"])
        #expect(try ids(s, "موسى") == ["musa"])
        #expect(try ids(s, "موسي") == ["musa"])
        #expect(try ids(s, "ﷺ") == ["prayer"])
        #expect(try ids(s, "قراءه") == ["quran"])
    }

    @Test(arguments: StoreKind.allCases)
    func englishIsCaseInsensitiveAndTitlesRankFirst(kind: StoreKind) throws {
        let s = try seeded(kind)
        // "prayer" is the title of one conversation and in a message of a newer one.
        let found = try s.conversations.search(SearchQuery("PRAYER"), owner: F.alice, starredOnly: false, limit: 20)
        #expect(found.results.map(\.entry.conversation.id) == ["prayer", "quran"])
        #expect(found.totalMatches == 2)
        #expect(found.results[0].titleMatched && found.results[0].firstMatchingMessageId == nil)
        #expect(!found.results[1].titleMatched && found.results[1].firstMatchingMessageId == "q2")
        #expect(found.results[1].snippet?.bracketed == "Reading Ayat al-Kursi after every [PRAYER] is recommended.")
        #expect(try s.conversations.search(SearchQuery("prayer"), owner: F.alice, starredOnly: false, limit: 1).totalMatches == 2)
    }

    @Test(arguments: StoreKind.allCases)
    func everyWordMustMatchAndTheLastIsAPrefix(kind: StoreKind) throws {
        let s = try seeded(kind)
        #expect(try ids(s, "reading kur") == ["quran"])
        #expect(try ids(s, "read kursi") == [])
        #expect(try ids(s, "تأخير الصل") == ["prayer"])
        #expect(try ids(s, "تأخير فرعون") == [])
        #expect(try ids(s, "  ") == [])
        #expect(try ids(s, "\"") == [])
        #expect(try ids(s, "AND OR NOT *") == [])
    }

    @Test(arguments: StoreKind.allCases)
    func snippetsKeepTheOriginalTextAndHighlightEveryMatch(kind: StoreKind) throws {
        let s = try seeded(kind)
        let r = try #require(try s.conversations.search(SearchQuery("الصلاة"), owner: F.alice, starredOnly: false, limit: 5).results.first)
        #expect(r.firstMatchingMessageId == "p1")
        #expect(r.snippet?.bracketed == "ما حكم تأخير [الصَّلَاةِ] عن وقتها؟")
        try s.messages.delete(messageId: "p1", owner: F.alice)
        let again = try #require(try s.conversations.search(SearchQuery("الصلاة"), owner: F.alice, starredOnly: false, limit: 5).results.first)
        #expect(again.firstMatchingMessageId == "p2")
        #expect(again.snippet?.parts.filter(\.isMatch).map(\.text) == ["الصلاة"])
    }

    @Test(arguments: StoreKind.allCases)
    func deletedAndEditedTextLeavesTheIndex(kind: StoreKind) throws {
        let s = try seeded(kind)
        try s.messages.delete(messageId: "m1", owner: F.alice)
        #expect(try ids(s, "فرعون") == [])
        try s.messages.updateStreaming(messageId: "q2", content: "Replaced text", reasoning: nil, owner: F.alice)
        #expect(try ids(s, "kursi") == [])
        #expect(try ids(s, "replaced") == ["quran"])
        try s.conversations.setTitle("Salah", origin: .server, conversationId: "prayer", owner: F.alice)
        #expect(try ids(s, "times") == [])
        #expect(try ids(s, "salah") == ["prayer"])
        try s.conversations.delete(conversationId: "prayer", owner: F.alice)
        #expect(try ids(s, "الصلاة") == [])
        #expect(try ids(s, "salah") == [])
        try s.conversations.deleteAll(owner: F.alice)
        #expect(try ids(s, "القرآن") == [])
        if let sqlite = s.sqlite {
            let left = try sqlite.pool.read { db in
                try Int.fetchOne(db, sql: "SELECT (SELECT count(*) FROM message_fts) + (SELECT count(*) FROM title_fts)")
            }
            #expect(left == 1)  // Bob's title only.
        }
    }

    @Test(arguments: StoreKind.allCases)
    func starredFilterCombinesWithSearch(kind: StoreKind) throws {
        let s = try seeded(kind)
        try s.conversations.setStarred(true, conversationId: "quran", owner: F.alice)
        #expect(try ids(s, "prayer", starred: true) == ["quran"])
    }
}

extension SearchContractTests {
    @Test(arguments: StoreKind.allCases)
    func streamingAnswersAreIndexedWhenTheyStop(kind: StoreKind) throws {
        let s = try seeded(kind)
        try s.messages.append(F.message("live", in: "musa", .assistant, "", at: 9, state: .streaming), owner: F.alice, touch: .set)
        try s.messages.updateStreaming(messageId: "live", content: "Pharaoh and the sea", reasoning: nil, owner: F.alice)
        #expect(try ids(s, "pharaoh") == [])
        try s.messages.setState(.incomplete(.stopped), lastErrorCode: nil, messageId: "live", owner: F.alice)
        #expect(try ids(s, "pharaoh") == ["musa"])
        try s.messages.setState(.streaming, lastErrorCode: nil, messageId: "live", owner: F.alice)
        #expect(try ids(s, "pharaoh") == [])
        try s.messages.setState(.complete, lastErrorCode: nil, messageId: "live", owner: F.alice)
        #expect(try s.conversations.search(SearchQuery("sea"), owner: F.alice, starredOnly: false, limit: 5)
                .results.first?.firstMatchingMessageId == "live")
    }
}

extension SearchContractTests {
    @Test(arguments: StoreKind.allCases)
    func theArticleIsNotSignificant(kind: StoreKind) throws {
        let s = try TestStore(kind)
        try s.conversations.create(F.conversation("bare", F.alice, at: 1), owner: F.alice)
        try s.messages.append(F.message("b1", in: "bare", "وقت صلاه المغرب", at: 1), owner: F.alice, touch: .set)
        try s.conversations.create(F.conversation("wal", F.alice, at: 2), owner: F.alice)
        try s.messages.append(F.message("w1", in: "wal", "أقيموا والصَّلاةِ للصلاة", at: 2), owner: F.alice, touch: .set)
        try s.conversations.create(F.conversation("lahu", F.alice, at: 3), owner: F.alice)
        try s.messages.append(F.message("l1", in: "lahu", "قال له", at: 3), owner: F.alice, touch: .set)
        // ux.md §4.4: "الصلاة" finds «صلاه».
        #expect(try ids(s, "الصلاة") == ["wal", "bare"])
        #expect(try ids(s, "صلاة") == ["wal", "bare"])
        #expect(try ids(s, "بالصلاة") == ["wal", "bare"])
        #expect(try ids(s, "الصلا") == ["wal", "bare"])
        // Short remainders keep their article: الله is not له.
        #expect(try ids(s, "الله") == [])
        #expect(try ids(s, "له") == ["lahu"])
        let r = try #require(try s.conversations.search(SearchQuery("صلاة"), owner: F.alice, starredOnly: false, limit: 5)
            .results.first { $0.entry.conversation.id == "wal" })
        #expect(r.snippet?.bracketed == "أقيموا [والصَّلاةِ] [للصلاة]")
    }
}

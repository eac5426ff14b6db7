import Domain
import GRDB

/// One history search (ux.md §4.4): the owner's matching conversations in History order, those
/// whose title matches first, each with its first matching message.
///
/// A message's FTS rowid is its `seq`, whose high bits are its conversation's `seq`, so hits map
/// to conversations from the rowids alone. Two ways to the same results:
/// - **Enumerate**: one pass over every message hit (ascending rowids) gives each matching
///   conversation's first hit, and the exact count. Its cost grows with the hits: a one-letter
///   prefix matches most of a large history (190,000 rowids of the 10,000-conversation bench).
/// - **Walk**: the conversations in History order, each asked for its first hit with a rowid
///   range, until the page is full. Its cost grows with the conversations looked at, so it is
///   what a broad query wants; the count is then a lower bound, completed by `count`. It is
///   only used when the last word has one to three letters, whose prefix is one posting list of
///   the prefix index (Migrations.v5): a longer prefix would be re-merged for every range asked.
///   If the page is not full after `walkBudget` conversations the matches are sparse, which
///   makes enumerating cheap, and the search enumerates instead.
struct SQLiteSearch {
    let db: Database
    let query: SearchQuery
    let match: String

    /// Conversations the walk looks at before it gives way to enumerating.
    static let walkBudget = 400
    /// Pages longer than this (paging through results already counted) are enumerated.
    static let walkLimit = 200

    var walkable: Bool {
        guard let last = query.tokens.last else { return false }
        return last.unicodeScalars.count <= 3
    }

    func run(owner: Owner, starredOnly: Bool, limit: Int) throws -> SearchResults {
        let titleHits = try self.titleHits()
        let order = try historyOrder(owner: owner, starredOnly: starredOnly)
        if walkable, limit > 0, limit <= Self.walkLimit, let walked = try walk(order, titleHits: titleHits, limit: limit) {
            return walked
        }
        return try enumerate(order, titleHits: titleHits, limit: limit)
    }

    /// How many of the owner's conversations match in all.
    func count(owner: Owner, starredOnly: Bool) throws -> Int {
        let titleHits = try self.titleHits()
        let firstHit = try allFirstHits()
        return try historyOrder(owner: owner, starredOnly: starredOnly)
            .reduce(0) { $0 + (titleHits.contains($1) || firstHit[$1] != nil ? 1 : 0) }
    }

    private func titleHits() throws -> Set<Int64> {
        try Set(Int64.fetchAll(db, sql: "SELECT rowid FROM title_fts WHERE title_fts MATCH ?", arguments: [match]))
    }

    /// The owner's conversations in History order, from a covering index.
    private func historyOrder(owner: Owner, starredOnly: Bool) throws -> [Int64] {
        try Int64.fetchAll(db, sql: """
            SELECT seq FROM conversations WHERE owner_id = ? \(starredOnly ? "AND is_starred = 1" : "")
            ORDER BY updated_at DESC, created_at DESC, id
            """, arguments: [owner.id])
    }

    /// Each matching conversation's first matching message, from one pass over the hits.
    private func allFirstHits() throws -> [Int64: Int64] {
        var firstHit: [Int64: Int64] = [:]
        let hits = try Int64.fetchCursor(db, sql: "SELECT rowid FROM message_fts WHERE message_fts MATCH ?", arguments: [match])
        var previous: Int64 = -1
        while let seq = try hits.next() {
            // Rowids come in ascending order, so a conversation's hits are consecutive.
            let c = seq >> 20
            if c != previous, firstHit[c] == nil { firstHit[c] = seq }
            previous = c
        }
        return firstHit
    }

    /// The first matching message of one conversation: its messages' rowids are one range.
    private func firstMessageHit(inConversation seq: Int64) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: """
            SELECT rowid FROM message_fts WHERE message_fts MATCH ? AND rowid >= ? AND rowid < ? LIMIT 1
            """), arguments: [match, seq << 20, (seq + 1) << 20])
    }

    private func enumerate(_ order: [Int64], titleHits: Set<Int64>, limit: Int) throws -> SearchResults {
        let firstHit = try allFirstHits()
        var inTitle: [Int64] = [], inMessages: [Int64] = []
        for seq in order {
            if titleHits.contains(seq) { inTitle.append(seq) } else if firstHit[seq] != nil { inMessages.append(seq) }
        }
        let page = (inTitle + inMessages).prefix(max(0, limit))
        let results = try page.compactMap { try result($0, titleMatched: titleHits.contains($0), firstHit: firstHit[$0]) }
        return SearchResults(results: results,
                             totalMatches: inTitle.count + inMessages.count)
    }

    /// The page from the conversations in History order; nil when `walkBudget` conversations
    /// did not fill it.
    private func walk(_ order: [Int64], titleHits: Set<Int64>, limit: Int) throws -> SearchResults? {
        let inTitle = order.filter(titleHits.contains)
        var inMessages: [Int64] = []
        var firstHit: [Int64: Int64] = [:]
        var looked = 0
        var index = 0
        while inTitle.count + inMessages.count < limit, index < order.count {
            let seq = order[index]
            index += 1
            if titleHits.contains(seq) { continue }
            if looked == Self.walkBudget { return nil }
            looked += 1
            if let hit = try firstMessageHit(inConversation: seq) {
                firstHit[seq] = hit
                inMessages.append(seq)
            }
        }
        // The count is exact when every conversation without a title match has been looked at.
        let complete = order[index...].allSatisfy(titleHits.contains)
        let page = Array((inTitle + inMessages).prefix(max(0, limit)))
        var results: [SearchResult] = []
        for seq in page {
            let titled = titleHits.contains(seq)
            let hit = titled ? try firstMessageHit(inConversation: seq) : firstHit[seq]
            if let r = try result(seq, titleMatched: titled, firstHit: hit) { results.append(r) }
        }
        let found = inTitle.count + inMessages.count
        return SearchResults(results: results, totalMatches: found, totalIsExact: complete)
    }

    private func result(_ seq: Int64, titleMatched: Bool, firstHit: Int64?) throws -> SearchResult? {
        let entrySQL = SQLiteConversationRepository.entrySelect + " WHERE c.seq = ?"
        guard let entryRow = try Row.fetchOne(db.cachedStatement(sql: entrySQL), arguments: [seq]) else { return nil }
        var messageId: String?
        var snippet: SearchSnippet?
        if let firstHit,
           let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT id, content FROM messages WHERE seq = ?"),
                                      arguments: [firstHit]) {
            messageId = row["id"]
            snippet = SearchSnippet.make(text: row["content"] ?? "", query: query)
        }
        return SearchResult(entry: SQLiteConversationRepository.entry(entryRow), titleMatched: titleMatched,
                            firstMatchingMessageId: messageId, snippet: snippet)
    }
}

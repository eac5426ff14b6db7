import Domain
import GRDB

/// One history search (ux.md §4.4). A message's FTS rowid is its `seq`, whose high bits are its
/// conversation's `seq`, so one pass over the message hits (ascending rowids) yields the matching
/// conversations and each one's first matching message, without a query per hit. The owner's
/// conversations are then walked in history order from a covering index, title matches first.
struct SQLiteSearch {
    let db: Database
    let query: SearchQuery
    let match: String

    func run(owner: Owner, starredOnly: Bool, limit: Int) throws -> SearchResults {
        var firstHit: [Int64: Int64] = [:]
        let hits = try Int64.fetchCursor(db, sql: "SELECT rowid FROM message_fts WHERE message_fts MATCH ?", arguments: [match])
        var previous: Int64 = -1
        while let seq = try hits.next() {
            // Rowids come in ascending order, so a conversation's hits are consecutive.
            let c = seq >> 20
            if c != previous, firstHit[c] == nil { firstHit[c] = seq }
            previous = c
        }
        let titleHits = try Set(Int64.fetchAll(db, sql: "SELECT rowid FROM title_fts WHERE title_fts MATCH ?", arguments: [match]))

        var inTitle: [Int64] = [], inMessages: [Int64] = []
        let order = try Int64.fetchCursor(db, sql: """
            SELECT seq FROM conversations WHERE owner_id = ? \(starredOnly ? "AND is_starred = 1" : "")
            ORDER BY updated_at DESC, created_at DESC, id
            """, arguments: [owner.id])
        while let seq = try order.next() {
            if titleHits.contains(seq) { inTitle.append(seq) } else if firstHit[seq] != nil { inMessages.append(seq) }
        }
        var results: [SearchResult] = []
        for seq in (inTitle + inMessages).prefix(max(0, limit)) {
            guard let entryRow = try Row.fetchOne(db.cachedStatement(sql: SQLiteConversationRepository.entrySelect + " WHERE c.seq = ?"),
                                                  arguments: [seq]) else { continue }
            var messageId: String?
            var snippet: SearchSnippet?
            if let first = firstHit[seq],
               let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT id, content FROM messages WHERE seq = ?"), arguments: [first]) {
                messageId = row["id"]
                snippet = SearchSnippet.make(text: row["content"] ?? "", query: query)
            }
            results.append(SearchResult(entry: SQLiteConversationRepository.entry(entryRow), titleMatched: titleHits.contains(seq),
                                        firstMatchingMessageId: messageId, snippet: snippet))
        }
        return SearchResults(results: results, totalMatches: inTitle.count + inMessages.count)
    }
}

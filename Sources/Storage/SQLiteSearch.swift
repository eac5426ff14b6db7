import Domain
import GRDB

/// One history search (ux.md §4.4): candidates come from the two FTS5 indexes; a message's FTS
/// rowid carries its conversation's `seq` in its high bits, so message hits become conversations
/// without touching the messages table. Only the rows shown get a snippet.
struct SQLiteSearch {
    let db: Database
    let query: SearchQuery
    let match: String

    func run(owner: Owner, starredOnly: Bool, limit: Int) throws -> SearchResults {
        let ranked = try Row.fetchAll(db, sql: """
            WITH hits(cseq, in_title) AS (
              SELECT rowid, 1 FROM title_fts WHERE title_fts MATCH ?1
              UNION ALL
              SELECT DISTINCT rowid >> 20, 0 FROM message_fts WHERE message_fts MATCH ?1),
            agg AS (SELECT cseq, max(in_title) AS in_title FROM hits GROUP BY cseq)
            SELECT c.seq AS seq, agg.in_title AS in_title FROM agg JOIN conversations c ON c.seq = agg.cseq
            WHERE c.owner_id = ?2 \(starredOnly ? "AND c.is_starred = 1" : "")
            ORDER BY agg.in_title DESC, c.updated_at DESC, c.created_at DESC, c.id
            """, arguments: [match, owner.id])
        var results: [SearchResult] = []
        for row in ranked.prefix(max(0, limit)) {
            let seq: Int64 = row["seq"]
            guard let entryRow = try Row.fetchOne(db, sql: SQLiteConversationRepository.entrySelect + " WHERE c.seq = ?",
                                                  arguments: [seq]) else { continue }
            let (messageId, snippet) = try firstMatch(conversationSeq: seq)
            results.append(SearchResult(entry: SQLiteConversationRepository.entry(entryRow),
                                        titleMatched: row["in_title"] == 1,
                                        firstMatchingMessageId: messageId, snippet: snippet))
        }
        return SearchResults(results: results, totalMatches: ranked.count)
    }

    /// The earliest matching message of one conversation and the snippet around its first match.
    func firstMatch(conversationSeq seq: Int64) throws -> (String?, SearchSnippet?) {
        let low = seq << 20, high = low + 0xFFFFF
        guard let row = try Row.fetchOne(db, sql: """
            SELECT m.id, m.content FROM messages m
            WHERE m.seq IN (SELECT rowid FROM message_fts WHERE message_fts MATCH ? AND rowid BETWEEN ? AND ?)
            ORDER BY m.created_at, m.seq LIMIT 1
            """, arguments: [match, low, high]) else { return (nil, nil) }
        return (row["id"], SearchSnippet.make(text: row["content"] ?? "", query: query))
    }
}

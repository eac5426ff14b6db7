import Domain
import GRDB

/// Keeps the contentless FTS5 indexes consistent with the normalisation that built them.
///
/// The triggers delete an index entry by recomputing its tokens, which is only right if
/// `SearchQuery.indexTokens` still produces what it produced at insertion. A probe text that
/// exercises every normalisation rule is stored with the index; when this build normalises it
/// differently (the normaliser changed), the whole index is rebuilt before anything is deleted.
enum SearchIndex {
    static let probe = """
        إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ ﷺ ٢٥٥ ۱۲ Patience ÉCOLE café ﬁne ① کتاب آمَنَ أُ إِ ٱلرَّحْمَٰنِ الـــصبر مُوسَىٰ ی \
        الصَّلاة والصلاة فالصلاة بالصلاة كالصلاة للصلاة الله الحج سؤال ورئيس وشيء \u{200F}x\u{200C}y ۖ ۚ ࣓ \u{0610}a
        """

    static var fingerprint: String { SearchQuery.indexTokens(probe).joined(separator: " ") }

    /// Rebuilds the index when it was built with another normalisation (or never recorded one).
    static func ensureCurrent(_ db: Database) throws {
        let stored = try String.fetchOne(db, sql: "SELECT value FROM search_index_meta WHERE key = 'fingerprint'")
        if stored != fingerprint { try rebuild(db) }
    }

    /// Empties both indexes and indexes every title and every message that is not streaming.
    static func rebuild(_ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO message_fts(message_fts) VALUES ('delete-all');
            INSERT INTO title_fts(title_fts) VALUES ('delete-all');
            INSERT INTO message_fts(rowid, body) SELECT seq, \(SearchText.functionName)(content) FROM messages
              WHERE state <> 'streaming';
            INSERT INTO title_fts(rowid, title) SELECT seq, \(SearchText.functionName)(title) FROM conversations;
            INSERT OR REPLACE INTO search_index_meta(key, value) VALUES ('fingerprint', ?);
            """, arguments: [fingerprint])
    }
}

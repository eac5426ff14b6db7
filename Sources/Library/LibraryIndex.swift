import Foundation
import GRDB

/// The library's search index: an SQLite file with the passages, a contentless FTS5 table over
/// their normalised text, and the sources' versions and notices.
public final class LibraryIndex: Sendable {
    /// The file name of the index inside the library directory.
    public static let fileName = "library.sqlite"
    static let formatVersion = "1"

    let db: DatabaseQueue
    public let url: URL

    /// Opens an existing index read-only; throws when it is missing or not a library index.
    public init(url: URL) throws {
        var config = Configuration()
        config.readonly = true
        config.label = "library"
        self.db = try DatabaseQueue(path: url.path, configuration: config)
        self.url = url
        let version = try db.read { try String.fetchOne($0, sql: "SELECT value FROM meta WHERE key = 'format'") }
        guard version == Self.formatVersion else { throw LibraryError.indexUnreadable(url.path) }
    }

    /// A value of the `meta` table (versions, notices, counts), or nil.
    public func meta(_ key: String) -> String? {
        try? db.read { try String.fetchOne($0, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key]) }
    }

    /// Every `meta` entry, for `library status` and the About screen.
    public func allMeta() -> [String: String] {
        let rows = (try? db.read { try Row.fetchAll($0, sql: "SELECT key, value FROM meta") }) ?? []
        var out: [String: String] = [:]
        for row in rows {
            if let k: String = row["key"], let v: String = row["value"] { out[k] = v }
        }
        return out
    }

    /// The aya `sura:aya`, or nil when the index does not hold it.
    public func aya(sura: Int, aya: Int) throws -> SearchHit? {
        try db.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM passage WHERE collection = 'quran' AND sura = ? AND aya = ?",
                             arguments: [sura, aya]).map { SearchHit(row: $0, score: 0) }
        }
    }

    /// The raw FTS5 candidates for `expression`, best first (BM25 with the matn weighted over
    /// the isnad, and the stem column below the exact one).
    func candidates(matching expression: String, limit: Int) throws -> [SearchHit] {
        try db.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT p.*, bm25(passage_fts, 1.0, 0.15, 0.45) AS score
                FROM passage_fts JOIN passage p ON p.id = passage_fts.rowid
                WHERE passage_fts MATCH ? ORDER BY score LIMIT ?
                """, arguments: [expression, limit])
            return rows.map { SearchHit(row: $0, score: $0["score"] ?? 0) }
        }
    }
}

/// One passage found by a search, with its BM25 score (lower is better, as SQLite gives it).
public struct SearchHit: Sendable, Hashable {
    /// The passage's row id in the index (0 when not from an index).
    public var id: Int = 0
    public var passage: Passage
    public var score: Double
    /// The raw word where the hadith's matn begins (0 for ayat).
    public var matnWordIndex: Int

    init(row: Row, score: Double) {
        id = row["id"] ?? 0
        let collection = LibraryCollection(rawValue: row["collection"] ?? "") ?? .quran
        passage = Passage(collection: collection, sura: row["sura"] ?? 0, aya: row["aya"] ?? 0,
                          book: row["book"] ?? 0, inBook: row["in_book"] ?? 0,
                          number: row["number"] ?? 0, text: row["text"] ?? "")
        self.score = score
        matnWordIndex = row["matn_word"] ?? 0
    }

    public init(passage: Passage, score: Double, matnWordIndex: Int = 0) {
        self.passage = passage
        self.score = score
        self.matnWordIndex = matnWordIndex
    }
}

import Foundation
import GRDB
import Synchronization

/// The library's search index: an SQLite file with the passages, a contentless FTS5 table over
/// their normalised text, and the sources' versions and notices.
public final class LibraryIndex: Sendable {
    /// The file name of the index inside the library directory.
    public static let fileName = "library.sqlite"
    static let formatVersion = "8"

    let db: DatabaseQueue
    public let url: URL
    /// Passages in the index and the mean length of a matn in words (for BM25's length norm).
    public let passageCount: Int
    let averageMatnWords: Double
    /// How many passages use each word of the matn, and each stem.
    let matnCounts: TermCounts
    let stemCounts: TermCounts
    /// The matn's words by root (`ArabicRoot`), made on first use (`words(withRoot:)`).
    let rootFamilies = Mutex<[String: [String]]?>(nil)

    /// Opens an existing index read-only; throws when it is missing or not a library index.
    public init(url: URL) throws {
        var config = Configuration()
        config.readonly = true
        config.label = "library"
        self.db = try DatabaseQueue(path: url.path, configuration: config)
        self.url = url
        let version = try db.read { try String.fetchOne($0, sql: "SELECT value FROM meta WHERE key = 'format'") }
        guard version == Self.formatVersion else { throw LibraryError.indexUnreadable(url.path) }
        let counts = try db.read { db in
            (try Int.fetchOne(db, sql: "SELECT count(*) FROM passage") ?? 0,
             try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'matn.words'").flatMap(Double.init) ?? 0)
        }
        passageCount = counts.0
        averageMatnWords = counts.0 > 0 ? max(1, counts.1 / Double(counts.0)) : 1
        let blobs = try db.read { try Row.fetchAll($0, sql: "SELECT col, hashes, docs FROM term_counts") }
        var byColumn: [String: TermCounts] = [:]
        for row in blobs {
            guard let col: String = row[0], let hashes: Data = row[1], let docs: Data = row[2],
                  let counts = TermCounts(hashData: hashes, docData: docs) else { throw LibraryError.indexUnreadable(url.path) }
            byColumn[col] = counts
        }
        guard let matn = byColumn["matn"], let stem = byColumn["stem"] else { throw LibraryError.indexUnreadable(url.path) }
        matnCounts = matn
        stemCounts = stem
    }

    /// The number of passages whose matn uses `term`, or nil when none does.
    func documents(containing term: String) -> Int? { matnCounts.documents(term) }

    /// The number of passages with a word of this light stem, or nil when none has.
    func documents(withStem stem: String) -> Int? { stemCounts.documents(stem) }

    /// Every word the matn column has, for keeping only the dictionary words the texts use.
    func matnVocabulary() throws -> Set<String> {
        // A temporary table: the file itself stays read-only.
        try db.inDatabase { db in
            try db.execute(sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.vocab USING fts5vocab(main, passage_fts, 'col')")
            return Set(try String.fetchAll(db, sql: "SELECT term FROM temp.vocab WHERE col = 'matn'"))
        }
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
            try Row.fetchOne(db, sql: """
                SELECT \(Self.allColumns) FROM passage WHERE collection = 'quran' AND sura = ? AND aya = ?
                """, arguments: [sura, aya]).map { SearchHit(row: $0, score: 0) }
        }
    }

    /// How many passages match `expression` (a concept's document frequency).
    func count(matching expression: String) throws -> Int {
        try db.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM passage_fts WHERE passage_fts MATCH ?",
                                       arguments: [expression]) ?? 0 }
    }

    /// The row ids of the best `limit` passages for `expression` by BM25 over the matn alone.
    func candidateIDs(matching expression: String, limit: Int) throws -> [Int] {
        try db.read { db in
            try Int.fetchAll(db, sql: """
                SELECT rowid FROM passage_fts WHERE passage_fts MATCH ?
                ORDER BY bm25(passage_fts, 1.0, 0.3) LIMIT ?
                """, arguments: [expression, limit])
        }
    }

    /// What scoring reads of a passage: everything but its display text, which is fetched
    /// only for the passages an answer quotes. `SearchHit(row:)` reads them by position.
    static let scoringColumns = "id, collection, sura, aya, book, in_book, number, matn_word, key, matn_norm, pointer_to"
    /// … and the display text last.
    static let allColumns = scoringColumns + ", text"

    /// The passages with these row ids, in no particular order; `full: false` leaves out the
    /// display text.
    func passages(ids: [Int], full: Bool = true) throws -> [SearchHit] {
        guard !ids.isEmpty else { return [] }
        return try db.read { db in
            var out: [SearchHit] = []
            // SQLite caps bound parameters; a few hundred ids per statement is well inside it.
            for chunk in stride(from: 0, to: ids.count, by: 400) {
                let part = Array(ids[chunk..<min(ids.count, chunk + 400)])
                let marks = part.map { _ in "?" }.joined(separator: ",")
                let columns = full ? Self.allColumns : Self.scoringColumns
                // A cursor's rows read each column straight from the statement, without the
                // copy `fetchAll` makes of every row.
                let rows = try Row.fetchCursor(db, sql: "SELECT \(columns) FROM passage WHERE id IN (\(marks))",
                                               arguments: StatementArguments(part))
                while let row = try rows.next() { out.append(SearchHit(row: row, score: 0)) }
            }
            return out
        }
    }

    /// The passage with a stable key (`quran:2:255`, `bukhari:1`), or nil.
    public func passage(key: String) throws -> SearchHit? {
        try db.read { db in
            try Row.fetchOne(db, sql: "SELECT \(Self.allColumns) FROM passage WHERE key = ?", arguments: [key])
                .map { SearchHit(row: $0, score: 0) }
        }
    }

    /// Every hadith's key and display text (the translations are paired by it at build time).
    func hadithTexts() throws -> [(key: PassageKey, arabic: String)] {
        try db.read { db in
            var out: [(key: PassageKey, arabic: String)] = []
            let rows = try Row.fetchCursor(db, sql: "SELECT key, text FROM passage WHERE collection != 'quran'")
            while let row = try rows.next() {
                if let key = PassageKey(row[0] as String) { out.append((key, row[1])) }
            }
            return out
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
    /// The matn's normalised words, as indexed (empty when not from an index).
    public var matnWords: [Substring] = []
    /// For a telling that only points to another, the row id of the one it points to.
    public var pointerTo: Int?
    /// `WordHash`es of the matn's words, for matching.
    var wordHashes: [UInt64] = []
    /// Hashes of the matn's light stems, worked out only when a question needs them.
    var stemHashes: [UInt64] { matnWords.map(LightStemmer.stemHash) }

    /// A row of `LibraryIndex.scoringColumns` or `allColumns`, read by position: by name,
    /// GRDB lowercases the name and searches the columns for every value.
    init(row: Row, score: Double) {
        id = row[0] ?? 0
        let collection = LibraryCollection(rawValue: row[1] ?? "") ?? .quran
        let text: String? = row.count > 11 ? row[11] : nil
        passage = Passage(collection: collection, sura: row[2] ?? 0, aya: row[3] ?? 0,
                          book: row[4] ?? 0, inBook: row[5] ?? 0,
                          number: row[6] ?? 0, text: text ?? "", key: row[8])
        self.score = score
        matnWordIndex = row[7] ?? 0
        (matnWords, wordHashes) = WordHash.words(of: (row[9] as String?) ?? "")
        pointerTo = row[10]
    }

    public init(passage: Passage, score: Double, matnWordIndex: Int = 0) {
        self.passage = passage
        self.score = score
        self.matnWordIndex = matnWordIndex
    }
}

import Foundation
import GRDB

/// Builds a library index from passages, atomically: into a temporary file next to the target,
/// renamed over it only when complete, so a reader never sees half an index.
public enum IndexBuilder {
    /// Writes the index for `passages` to `url` with `meta` entries (versions, notices).
    /// `progress` receives (done, total) as passages are indexed.
    public static func build(passages: [Passage], meta: [String: String], to url: URL,
                             progress: (Int, Int) -> Void = { _, _ in }) throws {
        let dir = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        try? FileManager.default.removeItem(at: tmp)
        do {
            try write(passages: passages, meta: meta, to: tmp, progress: progress)
            // rename(2) replaces the old index in one step.
            guard rename(tmp.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: tmp)
            throw error
        }
    }

    private static func write(passages: [Passage], meta: [String: String], to tmp: URL,
                              progress: (Int, Int) -> Void) throws {
        let queue = try DatabaseQueue(path: tmp.path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA page_size = 4096")
        }
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE passage(id INTEGER PRIMARY KEY, collection TEXT NOT NULL,
                  sura INTEGER NOT NULL, aya INTEGER NOT NULL, book INTEGER NOT NULL,
                  in_book INTEGER NOT NULL, number INTEGER NOT NULL, text TEXT NOT NULL,
                  matn_word INTEGER NOT NULL, key TEXT NOT NULL, matn_norm TEXT NOT NULL,
                  pointer_to INTEGER);
                CREATE INDEX passage_ref ON passage(collection, sura, aya);
                CREATE INDEX passage_key ON passage(key);
                CREATE VIRTUAL TABLE passage_fts USING fts5(matn, stem, content='',
                  tokenize='unicode61 remove_diacritics 0');
                CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
                """)
            let insertP = try db.makeStatement(sql: """
                INSERT INTO passage(id, collection, sura, aya, book, in_book, number, text, matn_word,
                  key, matn_norm, pointer_to)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let insertF = try db.makeStatement(sql: "INSERT INTO passage_fts(rowid, matn, stem) VALUES (?, ?, ?)")
            let step = max(1, passages.count / 200)
            var lastSaying: (collection: LibraryCollection, book: Int, id: Int)?
            var words = 0
            for (i, p) in passages.enumerated() {
                let id = i + 1
                let t = PassageText(p)
                // A telling that only points to another («بمثله», «نحوه») stands for the last
                // full telling before it in the same book: that is the one an answer quotes.
                var pointer: Int?
                if t.isPointer, let s = lastSaying, s.collection == p.collection, s.book == p.book {
                    pointer = s.id
                } else {
                    lastSaying = (p.collection, p.book, id)
                }
                words += t.matn.count
                let stems = t.stems.joined(separator: " ")
                try insertP.execute(arguments: [id, p.collection.rawValue, p.sura, p.aya, p.book,
                                                p.inBook, p.number, p.text, t.matnWordIndex,
                                                p.key, t.matn.joined(separator: " "), pointer])
                // The chain of narrators is not indexed: it never brings a passage in.
                try insertF.execute(arguments: [id, t.matn.joined(separator: " "), stems])
                if id % step == 0 || id == passages.count { progress(id, passages.count) }
            }
            try db.execute(sql: "INSERT INTO passage_fts(passage_fts) VALUES('optimize')")
            try writeTermCounts(db)
            var all = meta
            all["format"] = LibraryIndex.formatVersion
            all["matn.words"] = String(words)
            for c in LibraryCollection.allCases {
                all["count.\(c.rawValue)"] = String(passages.filter { $0.collection == c }.count)
            }
            for (k, v) in all {
                try db.execute(sql: "INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", arguments: [k, v])
            }
        }
        try queue.writeWithoutTransaction { try $0.execute(sql: "VACUUM") }
        try queue.close()
    }

    /// How many passages use each word, per column, for `TermCounts`.
    private static func writeTermCounts(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE term_counts(col TEXT PRIMARY KEY, hashes BLOB NOT NULL, docs BLOB NOT NULL);
            CREATE VIRTUAL TABLE temp.build_vocab USING fts5vocab(main, passage_fts, 'col');
            """)
        // One pass: `fts5vocab` reads the whole index whatever the column asked for.
        var byColumn: [String: [(term: String, docs: Int)]] = ["matn": [], "stem": []]
        let rows = try Row.fetchCursor(db, sql: "SELECT col, term, doc FROM temp.build_vocab")
        while let row = try rows.next() { byColumn[row[0] as String, default: []].append((term: row[1], docs: row[2])) }
        for (col, words) in byColumn {
            let counts = TermCounts(counts: words)
            try db.execute(sql: "INSERT INTO term_counts(col, hashes, docs) VALUES (?, ?, ?)",
                           arguments: [col, counts.hashData, counts.docData])
        }
        try db.execute(sql: "DROP TABLE temp.build_vocab")
    }
}

import GRDB

/// Passages by stable key, for semantic search: its hits name passages by `PassageKey`, and the
/// index's row ids change with every rebuild.
extension LibraryIndex {
    /// The passages the index holds for `keys` (keys it lacks are absent from the result). One
    /// query per collection, so a page of hits costs three lookups, not one per hit.
    public func passages(for keys: [PassageKey]) throws -> [PassageKey: SearchHit] {
        var out: [PassageKey: SearchHit] = [:]
        let byCollection = Dictionary(grouping: Set(keys), by: \.collection)
        try db.read { db in
            for (collection, keys) in byCollection {
                let rows: [Row]
                if collection == .quran {
                    let pairs = keys.map { "(\($0.sura), \($0.number))" }.joined(separator: ", ")
                    rows = try Row.fetchAll(db, sql: """
                        SELECT \(Self.allColumns) FROM passage WHERE collection = 'quran' AND (sura, aya) IN (VALUES \(pairs))
                        """)
                } else {
                    let numbers = keys.map { String($0.number) }.joined(separator: ", ")
                    rows = try Row.fetchAll(db, sql: """
                        SELECT \(Self.allColumns) FROM passage WHERE collection = ? AND number IN (\(numbers))
                        """, arguments: [collection.rawValue])
                }
                for row in rows {
                    let hit = SearchHit(row: row, score: 0)
                    if let key = PassageKey(hit.passage) { out[key] = hit }
                }
            }
        }
        return out
    }

    /// The passage with this key, or nil.
    public func passage(for key: PassageKey) throws -> SearchHit? {
        try passages(for: [key])[key]
    }
}

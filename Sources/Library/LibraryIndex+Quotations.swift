import GRDB

/// What the fact-checker reads of every passage once, to hold the texts in memory.
struct QuotationRow: Sendable {
    var id: Int
    var collection: LibraryCollection
    var key: String
    var sura: Int
    var aya: Int
    var matn: String
    var isPointer: Bool
}

extension LibraryIndex {
    /// Every passage's normalised matn, in index order (the Qur'an in sura and aya order).
    func quotationRows() throws -> [QuotationRow] {
        try db.read { db in
            try Row.fetchAll(db, sql: "SELECT id, collection, key, sura, aya, matn_norm, pointer_to FROM passage ORDER BY id")
                .map { row in
                    QuotationRow(id: row["id"], collection: LibraryCollection(rawValue: row["collection"] ?? "") ?? .quran,
                                 key: row["key"], sura: row["sura"], aya: row["aya"], matn: row["matn_norm"] ?? "",
                                 isPointer: (row["pointer_to"] as Int?) != nil)
                }
        }
    }
}

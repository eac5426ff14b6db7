import Domain
import GRDB

/// The SQLite-backed repositories (GRDB). Filled in by the storage work (issue 3).
public enum StorageModule {
    /// The SQLite library version GRDB is linked against, for diagnostics.
    public static func sqliteVersion() throws -> String {
        try DatabaseQueue().read { try String.fetchOne($0, sql: "SELECT sqlite_version()") ?? "" }
    }
}

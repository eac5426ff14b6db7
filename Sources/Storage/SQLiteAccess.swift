import Domain
import GRDB

/// The pool plus the error mapping every repository call goes through: whatever fails surfaces
/// as `AppError` (E-DB-001) with a message saying what to do.
struct SQLiteAccess: Sendable {
    let pool: DatabasePool
    let path: String

    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try pool.read(body) } catch { throw StorageError.classify(error, path: path).appError }
    }

    /// An IMMEDIATE transaction (GRDB's default for writes), so a concurrent writer in another
    /// process makes us wait on the busy timeout instead of failing mid-transaction.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do { return try pool.write(body) } catch { throw StorageError.classify(error, path: path).appError }
    }
}

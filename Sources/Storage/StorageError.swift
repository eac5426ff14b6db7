import Domain
import Foundation
import GRDB

/// Why the local database could not be used; every case maps to `AppError` code E-DB-001 with
/// the message that tells the user what to do.
public enum StorageError: AppErrorConvertible, Hashable, Sendable {
    /// The database was written by a newer app version (it has migrations this one doesn't know).
    case newerVersion(path: String)
    /// The disk (or the database's size limit) is full.
    case diskFull
    /// The file or its directory can't be written.
    case readOnly(path: String)
    /// A conversation or message the write needs does not exist for this owner.
    case notFound(String)
    /// Any other SQLite failure.
    case failed(String)

    /// The user-facing error.
    public var appError: AppError {
        switch self {
        case .newerVersion(let path):
            AppError(code: "E-DB-001", messageKey: "error.storageNewerVersion", detail: path)
        case .diskFull:
            AppError(code: "E-DB-001", messageKey: "error.storageFull")
        case .readOnly(let path):
            AppError(code: "E-DB-001", messageKey: "error.storageReadOnly", detail: path)
        case .notFound(let what):
            AppError.storage(what)
        case .failed(let detail):
            AppError.storage(detail)
        }
    }

    /// Classifies any error thrown under a repository call.
    static func classify(_ error: any Error, path: String) -> StorageError {
        if let e = error as? StorageError { return e }
        if let e = error as? DatabaseError {
            switch e.resultCode {
            case .SQLITE_FULL: return .diskFull
            case .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM: return .readOnly(path: path)
            default: return .failed("\(e.resultCode): \(e.message ?? "")")
            }
        }
        if let e = error as? CocoaError, e.code == .fileWriteOutOfSpace { return .diskFull }
        if let e = error as? CocoaError, e.code == .fileWriteNoPermission || e.code == .fileWriteVolumeReadOnly {
            return .readOnly(path: path)
        }
        return .failed(String(describing: error))
    }
}

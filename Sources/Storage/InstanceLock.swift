import Foundation

/// A shared `flock` every app process holds on `<db>.instances` while the database is open. A
/// process that can take it exclusively is the only one running, so messages left `streaming`
/// belong to a process that died and startup recovery may touch them; otherwise they may be
/// another window's live answer. The kernel drops the lock when a process dies, even by SIGKILL.
final class InstanceLock: Sendable {
    let fd: Int32
    let isSoleInstance: Bool

    init?(path: String) {
        let fd = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        self.fd = fd
        isSoleInstance = flock(fd, LOCK_EX | LOCK_NB) == 0
        // Converting to shared keeps others out of recovery while we run.
        _ = flock(fd, LOCK_SH)
    }

    deinit {
        close(fd)
    }
}

extension InstanceLock {
    /// Runs `body` while holding an exclusive `flock` on `path`, so two processes opening one
    /// database at once take turns: neither runs a migration the other is running (GRDB checks
    /// what is applied outside the migration's own transaction), nor switches the file to WAL
    /// while the other holds a lock.
    static func exclusively<T>(path: String, _ body: () throws -> T) throws -> T {
        let fd = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}

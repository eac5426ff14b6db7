import Foundation

/// Writes a whole file so a reader sees the old content or the new, never a mix: a temporary
/// file with the final mode in the same directory, flushed, then renamed over the target.
enum AtomicFile {
    static func write(_ data: Data, to url: URL, mode: mode_t = 0o600) throws(StorageError) {
        let dir = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw StorageError.classify(error, path: dir.path)
        }
        let temp = dir.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        let fd = open(temp, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, mode)
        guard fd >= 0 else { throw failure(errno, dir.path) }
        var ok = false
        defer {
            if !ok { unlink(temp) }
        }
        let written = data.withUnsafeBytes { buf -> Int in
            var offset = 0
            while offset < buf.count {
                let n = Foundation.write(fd, buf.baseAddress.map { $0 + offset }, buf.count - offset)
                if n < 0 { if errno == EINTR { continue }; return -1 }
                offset += n
            }
            return offset
        }
        let writeErrno = errno
        // fchmod because the umask may have narrowed `mode` at creation.
        if written < 0 || fchmod(fd, mode) != 0 || fsync(fd) != 0 {
            let e = written < 0 ? writeErrno : errno
            close(fd)
            throw failure(e, url.path)
        }
        close(fd)
        guard rename(temp, url.path) == 0 else { throw failure(errno, url.path) }
        ok = true
        let dfd = open(dir.path, O_RDONLY | O_CLOEXEC)
        if dfd >= 0 { fsync(dfd); close(dfd) }
    }

    /// Creates `url` with `data` only if it does not exist yet; returns false when it already did
    /// (another process won the race), leaving that file as it is.
    static func create(_ data: Data, at url: URL, mode: mode_t = 0o600) throws(StorageError) -> Bool {
        let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).new")
        try write(data, to: temp, mode: mode)
        defer { unlink(temp.path) }
        if link(temp.path, url.path) == 0 { return true }
        if errno == EEXIST { return false }
        throw failure(errno, url.path)
    }

    static func failure(_ code: Int32, _ path: String) -> StorageError {
        switch code {
        case ENOSPC, EDQUOT: .diskFull
        case EACCES, EPERM, EROFS: .readOnly(path: path)
        default: .failed("\(path): \(String(cString: strerror(code)))")
        }
    }
}

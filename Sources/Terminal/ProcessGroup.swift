import Glibc

/// The processes of a process group, read from /proc (Linux has no call that lists them).
enum ProcessGroup {
    static func members(_ group: pid_t) -> [pid_t] {
        guard let dir = opendir("/proc") else { return [] }
        defer { closedir(dir) }
        var found: [pid_t] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = pid_t(name), pid > 0, processGroup(of: pid) == group else { continue }
            found.append(pid)
        }
        return found
    }

    /// Field 5 of /proc/PID/stat, after the command name in parentheses (which may itself hold
    /// spaces and parentheses, hence the last `)`).
    static func processGroup(of pid: pid_t) -> pid_t? {
        guard let file = fopen("/proc/\(pid)/stat", "r") else { return nil }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 1024)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return nil }
        let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let close = line.lastIndex(of: ")") else { return nil }
        let fields = line[line.index(after: close)...].split(separator: " ")
        // state, ppid, pgrp
        return fields.count > 2 ? pid_t(fields[2]) : nil
    }
}

import Foundation

/// Edits the composer draft in the user's editor (ux.md §3.5, Ctrl+E). The caller releases the
/// screen before `edit` and redraws everything after it.
public struct ExternalEditor: Sendable {
    /// Runs argv on the inherited terminal and returns its exit status, nil when it can't start.
    public typealias Runner = @Sendable (_ argv: [String]) -> Int32?

    private let environment: [String: String]
    private let run: Runner

    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                run: @escaping Runner = { ChildProcess.runInForeground($0) }) {
        self.environment = environment
        self.run = run
    }

    /// `$VISUAL`, else `$EDITOR`, else `vi`; blank values count as unset.
    public static func command(environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
                return value
            }
        }
        return "vi"
    }

    /// The edited text (minus one trailing newline, which editors add) after a zero exit status;
    /// nil when the editor failed or the file could not be made or read: the draft stays as it is.
    public func edit(_ draft: String) -> String? {
        let path = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("shamelagpt-draft-\(UUID().uuidString).md").path
        // 0600 from the start: the draft may be private, and the temp directory is shared.
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        defer { unlink(path) }
        let written = Self.writeAll(fd, Array(draft.utf8))
        close(fd)
        guard written else { return nil }
        // The command goes through sh so an EDITOR with arguments ("code -w") works; the file
        // name is passed as $1, never spliced into the command line.
        let command = Self.command(environment: environment)
        guard run(["/bin/sh", "-c", command + " \"$1\"", "sh", path]) == 0,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        var text = String(decoding: data, as: UTF8.self)
        // "\r\n" is a single Character in Swift, so check the scalars.
        if text.unicodeScalars.last == "\n" {
            text.unicodeScalars.removeLast()
            if text.unicodeScalars.last == "\r" { text.unicodeScalars.removeLast() }
        }
        return text
    }

    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n > 0 { offset += n } else if errno != EINTR { return false }
        }
        return true
    }
}

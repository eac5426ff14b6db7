import Foundation

/// The "Export Conversation" dialog (ux.md §3.10, §4.2): an editable path, pre-filled with
/// `<export dir>/ShamelaGPT - <title> - <YYYY-MM-DD>.md`, then Cancel and Export.
public struct ExportDialog: Hashable, Sendable {
    /// What is exported: the open chat as it stands, or a conversation of the History list.
    public enum Target: Hashable, Sendable {
        case chat
        case history(conversationId: String)
    }

    public var target: Target
    public var path: TextBuffer
    /// The path field has the caret; otherwise a button has the focus.
    public var fieldFocused = true
    /// Why Export was refused (an empty path), as a localization key.
    public var errorKey: String?

    public init(target: Target, path: String) {
        self.target = target
        self.path = TextBuffer(path)
        self.path.moveToEnd()
    }

    /// The path as typed, without surrounding spaces or line breaks (a paste may bring them).
    public var trimmedPath: String { path.text.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// `ShamelaGPT - <title> - <YYYY-MM-DD>.md`: `/`, `\` and control characters in the title
    /// become `-` (they would name another directory or be unreadable), at most 80 characters
    /// of title, "New Conversation" for none.
    public static func fileName(title: String, date: Date, timeZone: TimeZone) -> String {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        let replaced = String(trimmed.map { c in
            c == "/" || c == "\\" || c.unicodeScalars.contains(where: isControl) ? "-" : c
        })
        var name = String(replaced.prefix(80)).trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty { name = "New Conversation" }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.calendar = Calendar(identifier: .gregorian)
        f.timeZone = timeZone
        f.dateFormat = "yyyy-MM-dd"
        return "ShamelaGPT - \(name) - \(f.string(from: date)).md"
    }

    /// The pre-filled path: the file name in `directory`.
    public static func defaultPath(directory: String, title: String, date: Date, timeZone: TimeZone) -> String {
        let dir = directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
        return (dir.isEmpty ? "" : dir + (dir == "/" ? "" : "/")) + fileName(title: title, date: date, timeZone: timeZone)
    }

    private static func isControl(_ u: Unicode.Scalar) -> Bool {
        u.value < 0x20 || (0x7F...0x9F).contains(u.value)
    }
}

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

    /// The folder of the path as typed (nil when it names none, or is just `/`).
    public var folder: String? {
        let path = trimmedPath
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    /// `ShamelaGPT - <title> - <YYYY-MM-DD>.md`, a name every file system and shell takes as
    /// it is: `/`, `\\`, `:` and control characters in the title become `-` (they would name
    /// another directory, are refused elsewhere, or are unreadable); `? * " < > |` and the
    /// Arabic question mark are left out (a title is usually the question, and `?` or `*` in a
    /// name is a pattern to a shell); spaces are collapsed and leading dots dropped (a hidden
    /// file). At most 80 characters of title, "New Conversation" for none.
    public static func fileName(title: String, date: Date, timeZone: TimeZone) -> String {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        let replaced = String(trimmed.compactMap { c -> Character? in
            if c == "/" || c == "\\" || c == ":" || c.unicodeScalars.contains(where: isControl) { return "-" }
            return unsafeInNames.contains(c) ? nil : c
        })
        let words = replaced.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        var name = String(words.drop { $0 == "." || $0 == " " }.prefix(80))
            .trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ".")))
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

    static let unsafeInNames: Set<Character> = ["?", "*", "\"", "<", ">", "|", "؟"]

    private static func isControl(_ u: Unicode.Scalar) -> Bool {
        u.value < 0x20 || (0x7F...0x9F).contains(u.value)
    }
}

import Domain

/// An editable multi-line text with a logical cursor, readline-style kill and yank, and undo.
///
/// The text is kept as grapheme clusters so the cursor can never land inside a cluster (an
/// Arabic letter with its harakat, an emoji sequence). Visual movement in right-to-left lines is
/// the view's concern: it maps ← and → to `moveForward`/`moveBackward` through the bidi map.
public struct TextBuffer: Hashable, Sendable {
    public private(set) var characters: [Character] = []
    /// Cursor position: the number of clusters before it.
    public private(set) var cursor = 0
    /// The last killed text (Ctrl+W, Ctrl+K, Ctrl+U, Alt+D), restored by Ctrl+Y.
    public private(set) var killBuffer = ""
    private var undoStack: [Snapshot] = []
    private var lastEdit: EditKind = .none

    /// Pastes longer than this are refused (ux.md §3.5).
    public static let maxPasteCharacters = 32_000
    /// Undo keeps this many steps.
    static let undoLimit = 200

    public init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    public var text: String { String(characters) }

    /// Whether the paragraph holding the cursor reads right to left: its first strong letter is
    /// Arabic or Hebrew (the bidi rule P2, enough for choosing which way ← moves).
    public var cursorParagraphIsRightToLeft: Bool {
        var start = min(cursor, characters.count)
        while start > 0 && characters[start - 1] != "\n" { start -= 1 }
        var i = start
        while i < characters.count && characters[i] != "\n" {
            for s in characters[i].unicodeScalars {
                let v = s.value
                if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v) {
                    return true
                }
                if s.properties.isAlphabetic { return false }
            }
            i += 1
        }
        return false
    }
    public var isEmpty: Bool { characters.isEmpty }
    /// True when nothing would be left to send: whitespace, newlines and format characters
    /// only (`QuestionText.isEmpty`).
    public var isBlank: Bool { QuestionText.isEmpty(String(characters)) }

    struct Snapshot: Hashable, Sendable {
        var characters: [Character]
        var cursor: Int
    }

    enum EditKind: Hashable, Sendable { case none, typing, deleting, killing, other }

    // MARK: Inserting

    /// Inserts typed text; consecutive typing is undone as one step.
    public mutating func insert(_ s: String) {
        guard !s.isEmpty else { return }
        checkpoint(.typing)
        let new = Array(s)
        characters.insert(contentsOf: new, at: cursor)
        cursor += new.count
    }

    public mutating func insertNewline() {
        checkpoint(.other)
        characters.insert("\n", at: cursor)
        cursor += 1
    }

    /// Inserts pasted text as one undo step: CR LF and CR become LF, tabs four spaces, other
    /// control characters are removed. Returns false (and changes nothing) when it is too long.
    @discardableResult
    public mutating func paste(_ s: String) -> Bool {
        let clean = Self.cleanPaste(s)
        guard clean.count <= Self.maxPasteCharacters else { return false }
        guard !clean.isEmpty else { return true }
        checkpoint(.other)
        characters.insert(contentsOf: clean, at: cursor)
        cursor += clean.count
        return true
    }

    static func cleanPaste(_ s: String) -> [Character] {
        var out: [Character] = []
        out.reserveCapacity(s.count)
        for ch in s {
            switch ch {
            case "\r\n", "\r", "\n": out.append("\n")
            case "\t": out.append(contentsOf: "    ")
            default:
                if ch.unicodeScalars.allSatisfy({ $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }) {
                    out.append(ch)
                }
            }
        }
        return out
    }

    /// Replaces everything (the external editor's result, a suggestion), as one undo step.
    public mutating func replaceAll(with s: String) {
        checkpoint(.other)
        characters = Array(s)
        cursor = characters.count
    }

    /// Empties the buffer; the text goes to the kill buffer so Ctrl+Y restores it.
    public mutating func clear() {
        guard !characters.isEmpty else { return }
        checkpoint(.other)
        killBuffer = text
        characters = []
        cursor = 0
    }

    // MARK: Moving

    public mutating func moveBackward() { cursor = max(0, cursor - 1); lastEdit = .none }
    public mutating func moveForward() { cursor = min(characters.count, cursor + 1); lastEdit = .none }

    public mutating func moveWordBackward() { cursor = wordStart(before: cursor); lastEdit = .none }
    public mutating func moveWordForward() { cursor = wordEnd(after: cursor); lastEdit = .none }

    public mutating func moveToLineStart() { cursor = lineStart(of: cursor); lastEdit = .none }
    public mutating func moveToLineEnd() { cursor = lineEnd(of: cursor); lastEdit = .none }
    public mutating func moveToStart() { cursor = 0; lastEdit = .none }
    public mutating func moveToEnd() { cursor = characters.count; lastEdit = .none }

    /// Moves to the previous logical line at the same column; false when already on the first.
    @discardableResult
    public mutating func moveUp() -> Bool {
        let start = lineStart(of: cursor)
        guard start > 0 else { return false }
        let column = cursor - start
        let prevStart = lineStart(of: start - 1)
        cursor = min(prevStart + column, start - 1)
        lastEdit = .none
        return true
    }

    /// Moves to the next logical line at the same column; false when already on the last.
    @discardableResult
    public mutating func moveDown() -> Bool {
        let end = lineEnd(of: cursor)
        guard end < characters.count else { return false }
        let column = cursor - lineStart(of: cursor)
        let nextStart = end + 1
        cursor = min(nextStart + column, lineEnd(of: nextStart))
        lastEdit = .none
        return true
    }

    /// Places the cursor (clamped), e.g. from a mouse click mapped to a logical position.
    public mutating func setCursor(_ position: Int) {
        cursor = min(max(0, position), characters.count)
        lastEdit = .none
    }

    // MARK: Deleting

    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        checkpoint(.deleting)
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        checkpoint(.deleting)
        characters.remove(at: cursor)
    }

    /// Ctrl+W / Alt+Backspace: kills the word before the cursor.
    public mutating func killWordBackward() { kill(wordStart(before: cursor)..<cursor, prepend: true) }
    /// Alt+D: kills to the end of the word after the cursor.
    public mutating func killWordForward() { kill(cursor..<wordEnd(after: cursor), prepend: false) }
    /// Ctrl+U: kills to the start of the line (or the newline before, at a line start).
    public mutating func killToLineStart() {
        let start = lineStart(of: cursor)
        kill((start == cursor ? max(0, cursor - 1) : start)..<cursor, prepend: true)
    }
    /// Ctrl+K: kills to the end of the line (or the newline, at a line end).
    public mutating func killToLineEnd() {
        let end = lineEnd(of: cursor)
        kill(cursor..<(end == cursor ? min(characters.count, cursor + 1) : end), prepend: false)
    }

    /// Ctrl+Y: inserts the last killed text.
    public mutating func yank() {
        guard !killBuffer.isEmpty else { return }
        checkpoint(.other)
        let new = Array(killBuffer)
        characters.insert(contentsOf: new, at: cursor)
        cursor += new.count
    }

    /// Ctrl+_: returns to the state before the last edit step.
    public mutating func undo() {
        guard let s = undoStack.popLast() else { return }
        characters = s.characters
        cursor = s.cursor
        lastEdit = .none
    }

    public var canUndo: Bool { !undoStack.isEmpty }

    private mutating func kill(_ range: Range<Int>, prepend: Bool) {
        guard !range.isEmpty else { return }
        let killed = String(characters[range])
        // Consecutive kills build one kill buffer, as in readline.
        if lastEdit == .killing {
            killBuffer = prepend ? killed + killBuffer : killBuffer + killed
        } else {
            killBuffer = killed
        }
        checkpoint(.killing)
        characters.removeSubrange(range)
        cursor = range.lowerBound
    }

    /// Saves an undo step unless this edit continues the previous one of the same kind.
    private mutating func checkpoint(_ kind: EditKind) {
        let continues = kind == lastEdit && (kind == .typing || kind == .deleting || kind == .killing)
        if !continues {
            undoStack.append(Snapshot(characters: characters, cursor: cursor))
            if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
        }
        lastEdit = kind
    }

    // MARK: Positions

    func lineStart(of i: Int) -> Int {
        var j = i
        while j > 0 && characters[j - 1] != "\n" { j -= 1 }
        return j
    }

    func lineEnd(of i: Int) -> Int {
        var j = i
        while j < characters.count && characters[j] != "\n" { j += 1 }
        return j
    }

    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    func wordStart(before i: Int) -> Int {
        var j = i
        while j > 0 && !Self.isWordCharacter(characters[j - 1]) { j -= 1 }
        while j > 0 && Self.isWordCharacter(characters[j - 1]) { j -= 1 }
        return j
    }

    func wordEnd(after i: Int) -> Int {
        var j = i
        while j < characters.count && !Self.isWordCharacter(characters[j]) { j += 1 }
        while j < characters.count && Self.isWordCharacter(characters[j]) { j += 1 }
        return j
    }
}

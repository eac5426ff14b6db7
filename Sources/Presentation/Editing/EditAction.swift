/// An editing command of a text field (composer, forms), bound to keys in the key map.
public enum EditAction: Hashable, Sendable {
    /// ← and →: visual, so in a right-to-left paragraph ← goes to the logically next character
    /// (ux.md §3.5). `backward` and `forward` (Ctrl+B, Ctrl+F) stay logical, as in readline.
    case left, right
    case backward, forward, wordBackward, wordForward, lineStart, lineEnd, up, down
    case deleteBackward, deleteForward, killWordBackward, killWordForward, killToLineStart, killToLineEnd
    case yank, undo, newline

    /// The same command with ← and → taken logically, for the one-line form fields (sign-in,
    /// server URL), which have always moved so.
    public var logical: EditAction {
        switch self {
        case .left: .backward
        case .right: .forward
        default: self
        }
    }
}

extension TextBuffer {
    /// Applies an editing command.
    public mutating func apply(_ action: EditAction) {
        switch action {
        case .left: if cursorParagraphIsRightToLeft { moveForward() } else { moveBackward() }
        case .right: if cursorParagraphIsRightToLeft { moveBackward() } else { moveForward() }
        case .backward: moveBackward()
        case .forward: moveForward()
        case .wordBackward: moveWordBackward()
        case .wordForward: moveWordForward()
        case .lineStart: moveToLineStart()
        case .lineEnd: moveToLineEnd()
        case .up: moveUp()
        case .down: moveDown()
        case .deleteBackward: deleteBackward()
        case .deleteForward: deleteForward()
        case .killWordBackward: killWordBackward()
        case .killWordForward: killWordForward()
        case .killToLineStart: killToLineStart()
        case .killToLineEnd: killToLineEnd()
        case .yank: yank()
        case .undo: undo()
        case .newline: insertNewline()
        }
    }
}

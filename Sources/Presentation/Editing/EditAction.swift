/// An editing command of a text field (composer, forms), bound to keys in the key map.
public enum EditAction: Hashable, Sendable {
    case backward, forward, wordBackward, wordForward, lineStart, lineEnd, up, down
    case deleteBackward, deleteForward, killWordBackward, killWordForward, killToLineStart, killToLineEnd
    case yank, undo, newline
}

extension TextBuffer {
    /// Applies an editing command.
    public mutating func apply(_ action: EditAction) {
        switch action {
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

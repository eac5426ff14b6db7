import Presentation
import TextLayout

/// A one-line text field: `[text     ]`, scrolled so the caret stays inside, optionally masked.
/// The field is a box, not text: it is never mirrored, and its content keeps its own direction,
/// with the caret placed by the line's visual order so it is right in mixed Arabic and Latin
/// (an Arabic title inside a path, an Arabic display name). A path is shown pinned
/// (`FilePath.pinned`), so a date after an Arabic title keeps its order.
enum TextFieldView {
    static func draw(_ buffer: TextBuffer, focused: Bool, mask: Character? = nil, isPath: Bool = false,
                     x: Int, y: Int, width: Int, into p: inout Painter) {
        let chars = mask.map { [Character](repeating: $0, count: buffer.characters.count) } ?? buffer.characters
        let room = max(1, width - 2)
        // The window shows the caret: text before it is dropped from the start as needed.
        var start = 0
        while start < buffer.cursor, LineShaper.width(of: String(chars[start..<buffer.cursor])) > room - 1 { start += 1 }
        let window = String(chars[start...])
        let pinned = isPath ? FilePath.pinned(window) : (text: window, marksBefore: [])
        // A path reads left to right even when the window starts inside an Arabic title: a
        // leading mark makes the line's first strong character left-to-right.
        let lead = isPath ? 1 : 0
        let shown = (isPath ? "\u{200E}" : "") + pinned.text
        let content = LineShaper.visualCells(shown, style: .plain, maxWidth: room)
        let bracket = Style(foreground: focused ? .accent : .dim, attributes: focused ? .bold : [])
        let row = [Cell("[", style: bracket)] + ChatText.fit(content, room) + [Cell("]", style: bracket)]
        let physicalX = p.physicalStart(ofSpanAt: x, width: width)
        p.cells(row, physicalX: physicalX, y: y)
        guard focused else { return }
        let offset = lead + buffer.cursor - start + pinned.marksBefore.filter { $0 < buffer.cursor - start }.count
        let column = LineShaper.width(of: shown) <= room
            ? LineShaper.caretColumn(in: shown, before: offset) ?? LineShaper.width(of: String(chars[start..<buffer.cursor]))
            : LineShaper.width(of: String(chars[start..<buffer.cursor]))
        p.setPhysicalCursor(x: physicalX + 1 + min(column, room - 1), y: y)
    }
}

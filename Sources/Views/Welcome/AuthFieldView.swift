import Presentation
import TextLayout

/// One text field of the form: `[text     ]`, scrolled so the cursor stays inside, the
/// password as bullets unless shown. The field is a box, not text: it is never mirrored, and
/// its content keeps its own direction.
enum AuthFieldView {
    static let bullet: Character = "•"

    static func draw(_ form: AuthForm, _ control: AuthForm.Control, x: Int, y: Int, width: Int, into p: inout Painter) {
        let buffer = form[control]
        let focused = form.focus == control && !form.isBusy
        let masked = control == .password && !form.showPassword
        let chars = masked ? [Character](repeating: bullet, count: buffer.characters.count) : buffer.characters
        let room = max(1, width - 2)
        // The window shows the cursor: text before it is dropped from the start as needed.
        var start = 0
        while start < buffer.cursor, LineShaper.width(of: String(chars[start..<buffer.cursor])) > room - 1 { start += 1 }
        let content = LineShaper.visualCells(String(chars[start...]), style: .plain, maxWidth: room)
        let bracket = Style(foreground: focused ? .accent : .dim, attributes: focused ? .bold : [])
        let row = [Cell("[", style: bracket)] + ChatText.fit(content, room) + [Cell("]", style: bracket)]
        let physicalX = p.physicalStart(ofSpanAt: x, width: width)
        p.cells(row, physicalX: physicalX, y: y)
        if focused {
            let before = LineShaper.width(of: String(chars[start..<buffer.cursor]))
            p.setPhysicalCursor(x: physicalX + 1 + min(before, room - 1), y: y)
        }
    }
}

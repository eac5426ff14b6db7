import Localization
import Presentation
import TextLayout

/// The composer box at the bottom of Chat: the draft (1 to 5 rows, then scrolling inside),
/// the placeholder when empty, the cursor, and "Enter Send" on the bottom border.
public enum ComposerView {
    static let maxTextRows = 5

    /// Rows the composer takes: the text rows plus the box's borders (a top rule when short).
    public static func height(for buffer: TextBuffer, width: Int, isShort: Bool) -> Int {
        let rows = min(maxTextRows, max(1, lines(buffer, width: textWidth(width)).count))
        return rows + (isShort ? 1 : 2)
    }

    static func textWidth(_ width: Int) -> Int { max(1, width - 4) }

    /// A visual row of the draft: its text and the logical offset where it starts.
    struct Line {
        var text: String
        var start: Int
        var count: Int
    }

    /// The draft wrapped into rows, each paragraph on its own rows; positions are in clusters.
    static func lines(_ buffer: TextBuffer, width: Int) -> [Line] {
        var out: [Line] = []
        var offset = 0
        for paragraph in buffer.text.split(separator: "\n", omittingEmptySubsequences: false) {
            var consumed = 0
            let wrapped = LineWrapper.wrap(String(paragraph), width: width)
            for row in wrapped {
                // The wrapper drops the spaces it breaks at; find each row inside the paragraph.
                let chars = Array(paragraph)
                var start = consumed
                while start < chars.count && chars[start] == " " && !row.hasPrefix(" ") { start += 1 }
                let n = row.count
                out.append(Line(text: row, start: offset + start, count: n))
                consumed = start + n
            }
            offset += paragraph.count + 1
        }
        return out.isEmpty ? [Line(text: "", start: 0, count: 0)] : out
    }

    public static func render(_ buffer: TextBuffer, area: Rect, language: Language, isShort: Bool,
                              sendLabel: String? = nil, sendEnabled: Bool? = nil, leadingNote: String? = nil,
                              showCursor: Bool = true, placeholder: String? = nil, localizer: Localizer,
                              into p: inout Painter) {
        guard area.height >= 2, area.width >= 6 else { return }
        let border = Style(foreground: .accent)
        let textTop: Int
        if isShort {
            p.horizontal("─", x: area.x, y: area.y, length: area.width, style: border)
            textTop = area.y + 1
        } else {
            BoxView.draw(area, style: border, into: &p)
            textTop = area.y + 1
            let send = " " + (sendLabel ?? KeyMap.standard.keyLabel(for: .send) + " " + localizer("help.send")) + " "
            let style = (sendEnabled ?? !buffer.isBlank) ? Style.plain : Style.dim
            let used = p.textEnding(send, at: area.maxX - 2, y: area.maxY - 1, maxWidth: area.width - 4, style: style)
            if let note = leadingNote {
                p.text(" " + note + " ", x: area.x + 2, y: area.maxY - 1, maxWidth: max(0, area.width - used - 6), style: .dim)
            }
        }
        let rows = isShort ? area.height - 1 : area.height - 2
        let width = textWidth(area.width)
        if buffer.isEmpty {
            p.text(placeholder ?? localizer("chat.placeholder"), x: area.x + 2, y: textTop, maxWidth: width, style: .dim)
            guard showCursor else { return }
            // The caret sits where typing starts: the leading edge of the field.
            let leading = p.physicalStart(ofSpanAt: area.x + 2, width: 0)
            p.setPhysicalCursor(x: p.mirrored ? leading - 1 : leading, y: textTop)
            return
        }
        let all = lines(buffer, width: width)
        let cursorLine = all.lastIndex { $0.start <= buffer.cursor } ?? 0
        let first = max(0, min(cursorLine - rows + 1, all.count - rows))
        for (i, line) in all.dropFirst(first).prefix(rows).enumerated() {
            p.text(line.text, x: area.x + 2, y: textTop + i, maxWidth: width)
        }
        guard showCursor else { return }
        let line = all[cursorLine]
        let offset = min(buffer.cursor, line.start + line.count) - line.start
        let lineWidth = LineShaper.width(of: line.text)
        let column = min(LineShaper.caretColumn(in: line.text, before: offset) ?? {
            // Characters the display filter drops: count widths from the row's start side.
            let before = LineShaper.width(of: String(buffer.characters[line.start..<line.start + offset]))
            let rtl = BidiClassifier.containsRTL(line.text) && !BidiClassifier.startsLeftToRight(line.text)
            return rtl ? lineWidth - before : before
        }(), width - 1)
        let spanStart = p.physicalStart(ofSpanAt: area.x + 2, width: lineWidth)
        p.setPhysicalCursor(x: spanStart + column, y: textTop + cursorLine - first)
    }
}

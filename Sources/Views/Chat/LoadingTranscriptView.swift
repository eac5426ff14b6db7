import Localization
import TextLayout

/// The transcript while a conversation is read from the store for longer than 150 ms (ux.md
/// §8): two dim skeleton bubbles, the user's on its side and the answer's on the other, and
/// "Loading messages…" under them. Never a blank area without a word.
enum LoadingTranscriptView {
    static func render(area: Rect, rtl: Bool, localizer: Localizer, into p: inout Painter) {
        let dim = Style(foreground: .dim)
        let userWidth = min(24, max(6, area.width / 3))
        let answerWidth = min(60, max(8, area.width * 2 / 3))
        var y = area.y + 1
        // The user's bubble on the trailing side, the answer's on the leading side (ux.md §1.2): the
        // spans are logical and the painter mirrors them; the rows inside are built already in
        // visual order, the skeleton text at the start side of the bubble.
        for (width, trailing, rows) in [(userWidth, true, 1), (answerWidth, false, 3)] where y + rows + 2 <= area.maxY {
            let x = trailing ? area.maxX - width - 1 : area.x + 1
            let physicalX = p.physical(Rect(x: x, y: y, width: width, height: 1)).x
            func row(_ text: String) -> [Cell] { text.map { Cell(String($0), style: dim) } }
            p.cells(row("╭" + String(repeating: "─", count: width - 2) + "╮"), physicalX: physicalX, y: y)
            for r in 0..<rows {
                let fill = String(repeating: "░", count: max(1, (width - 4) - r * 5))
                let pad = String(repeating: " ", count: max(0, width - 4 - fill.count))
                p.cells(row(rtl ? "│ " + pad + fill + " │" : "│ " + fill + pad + " │"), physicalX: physicalX, y: y + 1 + r)
            }
            p.cells(row("╰" + String(repeating: "─", count: width - 2) + "╯"), physicalX: physicalX, y: y + rows + 1)
            y += rows + 3
        }
        if y < area.maxY {
            p.textCentered(localizer("chat.loadingMessages"), x: area.x, spanWidth: area.width, y: y, style: dim)
        }
    }
}

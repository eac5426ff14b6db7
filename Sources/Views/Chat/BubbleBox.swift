import TextLayout

/// Draws a bubble's border around content rows, with the label in the bottom border at the
/// outer corner (ux.md §3.1). Rows come out in screen order: the caller already decided which
/// physical side the bubble and its label are on.
enum BubbleBox {
    static func rows(content: [[Cell]], innerWidth: Int, label: [Cell], labelOnRight: Bool, style: Style) -> [[Cell]] {
        let bar = Cell("│", style: style)
        let dash = Cell("─", style: style)
        var out: [[Cell]] = []
        out.reserveCapacity(content.count + 2)
        out.append([Cell("╭", style: style)] + [Cell](repeating: dash, count: innerWidth + 2) + [Cell("╮", style: style)])
        for row in content {
            out.append([bar, .blank] + ChatText.fit(row, innerWidth) + [.blank, bar])
        }
        let room = innerWidth + 2
        var bottom: [Cell]
        let labelWidth = ChatText.width(label)
        if labelWidth > 0 && labelWidth + 4 <= room {
            let framed = [Cell.blank] + label + [Cell.blank]
            let rest = room - (labelWidth + 2) - 1
            bottom = labelOnRight
                ? [Cell](repeating: dash, count: rest) + framed + [dash]
                : [dash] + framed + [Cell](repeating: dash, count: rest)
        } else {
            bottom = [Cell](repeating: dash, count: room)
        }
        out.append([Cell("╰", style: style)] + bottom + [Cell("╯", style: style)])
        return out
    }
}

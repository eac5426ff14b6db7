import TextLayout

/// OSC 8 for the link cells of a frame (text-rendering.md §3.6). ncurses has no hyperlink
/// attribute, so after it has flushed a frame the same cells are written again, with the same
/// attributes, inside an OSC 8 pair, between DECSC and DECRC so ncurses' model of the cursor and
/// attributes stays true. Pure: returns the bytes to write.
public enum HyperlinkWriter {
    /// The sequence for every link run that changed since `previous` (all of them without one).
    public static func sequence(for grid: Grid, previous: Grid?, palette: ColorPalette) -> String {
        var out = ""
        for y in 0..<grid.height {
            var x = 0
            while x < grid.width {
                let linked = grid[x, y].style
                guard linked.hasLink, let url = linked.link, let target = target(url) else {
                    x += 1
                    continue
                }
                let start = x
                var changed = previous == nil
                while x < grid.width, grid[x, y].style.hasSameLink(as: linked) {
                    if let p = previous, p[x, y] != grid[x, y] { changed = true }
                    x += 1
                }
                guard changed else { continue }
                out += "\u{1B}[\(y + 1);\(start + 1)H"
                out += "\u{1B}]8;id=\(id(url));\(target)\u{1B}\\"
                var current: Style?
                for cx in start..<x where !grid[cx, y].isContinuation {
                    let cell = grid[cx, y]
                    if cell.style != current {
                        out += sgr(cell.style, palette: palette)
                        current = cell.style
                    }
                    out += cell.text
                }
                out += "\u{1B}]8;;\u{1B}\\"
            }
        }
        return out.isEmpty ? "" : "\u{1B}7" + out + "\u{1B}8"
    }

    /// The target as written: only http, https and mailto; bytes outside 0x21–0x7E
    /// percent-encoded; nil when not linkable or longer than 2,048 bytes.
    static func target(_ url: String) -> String? {
        let lower = url.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("mailto:") else { return nil }
        var out = ""
        for b in url.utf8 {
            if b >= 0x21 && b <= 0x7E {
                out.unicodeScalars.append(Unicode.Scalar(b))
            } else {
                out += "%" + String(b, radix: 16, uppercase: true).leftPadded(2)
            }
        }
        return out.utf8.count <= 2_048 ? out : nil
    }

    /// A short stable id per target, so a link split over rows stays one link.
    static func id(_ url: String) -> String {
        var h: UInt32 = 2_166_136_261
        for b in url.utf8 { h = (h ^ UInt32(b)) &* 16_777_619 }
        return "s" + String(h, radix: 36)
    }

    /// SGR for a style with the palette's colour numbers, starting from a reset.
    static func sgr(_ style: Style, palette: ColorPalette) -> String {
        var codes = ["0"]
        let t = palette.attributes(style)
        if t.contains(.bold) { codes.append("1") }
        if t.contains(.dim) { codes.append("2") }
        if t.contains(.italic) { codes.append("3") }
        if t.contains(.underline) { codes.append("4") }
        if t.contains(.reverse) { codes.append("7") }
        if t.contains(.strikethrough) { codes.append("9") }
        if let fg = color(palette.color(style.foreground), palette: palette, background: false) { codes.append(fg) }
        if let bg = color(palette.background(style.background), palette: palette, background: true) { codes.append(bg) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func color(_ n: Int16, palette: ColorPalette, background: Bool) -> String? {
        guard n >= 0 else { return nil }
        switch palette.level {
        case .none: return nil
        case .indexed256: return (background ? "48;5;" : "38;5;") + String(n)
        case .eight, .sixteen:
            if n < 8 { return String((background ? 40 : 30) + Int(n)) }
            return String((background ? 100 : 90) + Int(n) - 8)
        }
    }
}

private extension String {
    func leftPadded(_ n: Int) -> String { count >= n ? self : String(repeating: "0", count: n - count) + self }
}

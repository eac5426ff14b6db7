/// Breaks logical text into lines that fit a width, at spaces where possible.
public enum LineWrapper {
    /// Lines of at most `width` columns; explicit newlines are kept; a word longer than the
    /// width is split between clusters.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var w = String(word)
                var ww = LineShaper.width(of: w)
                if lineWidth > 0 && lineWidth + 1 + ww <= width {
                    line += " " + w
                    lineWidth += 1 + ww
                    continue
                }
                if lineWidth > 0 { lines.append(line) }
                while ww > width {
                    var head = ""
                    var hw = 0
                    for ch in w {
                        let cw = DisplayWidth.of(ch)
                        if hw + cw > width { break }
                        head.append(ch)
                        hw += cw
                    }
                    if head.isEmpty { break }
                    lines.append(head)
                    w.removeFirst(head.count)
                    ww = LineShaper.width(of: w)
                }
                line = w
                lineWidth = ww
            }
            lines.append(line)
        }
        return lines
    }
}

extension Grid {
    /// One character per cell describing its style, for snapshot overlays: `.` plain,
    /// `R` reverse, `B` bold, `D` dim (attribute or dim colour), `U` underline, `I` italic,
    /// `L` link, `C` any other colour. The first that applies wins. On the code background
    /// (text-rendering.md §3.5) the letter is lower-case and a plain cell is `k`, so a code panel's extent shows.
    /// Rows of only `.` are written as empty lines, trailing dots trimmed.
    public func attributeDump() -> String {
        var lines: [String] = []
        for y in 0..<height {
            var line = ""
            for cell in row(y) where !cell.isContinuation {
                let s = cell.style
                let a = s.attributes
                let onCode = s.background == .codeBackground
                var code: Character
                if a.contains(.reverse) { code = "R" }
                else if a.contains(.bold) { code = "B" }
                else if a.contains(.dim) || s.foreground == .dim { code = "D" }
                else if a.contains(.underline) { code = "U" }
                else if a.contains(.italic) { code = "I" }
                else if s.hasLink { code = "L" }
                else if s.foreground != .default || (s.background != .default && !onCode) { code = "C" }
                else { code = "." }
                if onCode { code = code == "." ? "k" : Character(code.lowercased()) }
                line.append(code)
                if cell.width == 2 { line.append(code) }
            }
            while line.last == "." { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}

/// Breaks logical text into lines that fit a width, by the rules of text-rendering.md §6.
public enum LineWrapper {
    /// Lines of logical text of at most `width` cells each; newlines are hard breaks; spaces at
    /// breaks are dropped; over-long words are split after `/` or `-` or between clusters.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in Sanitizer.sanitize(text).split(separator: "\n", omittingEmptySubsequences: false) {
            let styled = StyledText(Sanitizer.prose(String(paragraph)))
            let a = ParagraphAnalysis(styled, base: .auto, settings: .default)
            let rows = ParagraphWrapper.rows(a.clusters, width: width)
            if rows.isEmpty { lines.append(""); continue }
            for r in rows {
                let from = a.clusters[r.lowerBound].start
                let to = r.upperBound < a.clusters.count ? a.clusters[r.upperBound].start : styled.count
                var view = String.UnicodeScalarView()
                view.append(contentsOf: styled.scalars[from..<to])
                lines.append(String(view))
            }
        }
        return lines
    }
}

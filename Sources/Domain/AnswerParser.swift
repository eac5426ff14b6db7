import Foundation

/// Splits an assistant answer into its markdown body and the sources it cites (protocol.md §9).
public enum AnswerParser {
    /// The result of `parse`: the body to render and the sources listed under it.
    public struct Parsed: Hashable, Sendable {
        public var body: String
        public var sources: [Source]

        public init(body: String, sources: [Source]) {
            self.body = body
            self.sources = sources
        }
    }

    /// `parse(text) -> (body, [Source])`; pure, never throws: unusable lines are skipped.
    public static func parse(_ text: String) -> Parsed {
        let repaired = AnswerPatterns.repairShamela(text)
        // Byte-level work where the rules allow it: a long answer must not pay for grapheme
        // breaking or a UTF-16 bridge just to find its line ends.
        let normalized = repaired.utf8.contains(13)
            ? repaired.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            : repaired
        let lines = normalized.utf8.split(separator: 10, omittingEmptySubsequences: false).map { Substring($0) }
        guard let headerIndex = lines.firstIndex(where: isHeader) else {
            return Parsed(body: trim(normalized), sources: [])
        }
        let body = trim(lines[..<headerIndex].joined(separator: "\n"))
        var sources: [Source] = []
        for line in lines[(headerIndex + 1)...] {
            // Only the first Sources section counts: a second header ends everything.
            if isHeader(line) { break }
            if let source = source(fromLine: String(line)) { sources.append(source) }
        }
        return Parsed(body: body, sources: sources)
    }

    /// True when the whole trimmed line is a Sources header (protocol.md §9.2); a bold `**Sources:**` is not.
    public static func isHeader<S: StringProtocol>(_ line: S) -> Bool {
        // Every header names "Sources" or «المصادر»: lines without either skip the regex, which
        // keeps a long answer's parse linear and cheap.
        guard mentionsSources(line.utf8) else { return false }
        let trimmed = trim(String(line))
        guard !trimmed.isEmpty else { return false }
        return AnswerPatterns.header.matches(trimmed)
    }

    /// The source a single section line yields, or nil when it is not a candidate or has no URL.
    public static func source(fromLine rawLine: String) -> Source? {
        let line = trim(rawLine)
        guard let marker = line.first, marker == "-" || marker == "*" else { return nil }
        let content = stripMarker(line)
        return AnswerFormats.firstMatch(in: content)
    }

    /// The `"<title>, p. <page>"` citation, or the title alone (protocol.md §9.6); the author never appears.
    public static func citation(for source: Source) -> String {
        if let page = source.page { return "\(source.title), p. \(page)" }
        return source.title
    }

    /// True when the bytes contain "sources" in any case or «المصادر».
    static func mentionsSources<U: Collection>(_ bytes: U) -> Bool where U.Element == UInt8 {
        let a = Array(bytes)
        guard a.count >= sourcesLatin.count else { return false }
        for i in 0...(a.count - sourcesLatin.count) {
            if a[i] | 0x20 == 0x73, matches(a, at: i, sourcesLatin, foldCase: true) { return true }
            if a[i] == 0xD8, matches(a, at: i, sourcesArabic, foldCase: false) { return true }
        }
        return false
    }

    private static func matches(_ a: [UInt8], at i: Int, _ word: [UInt8], foldCase: Bool) -> Bool {
        guard i + word.count <= a.count else { return false }
        for k in 0..<word.count where (foldCase ? a[i + k] | 0x20 : a[i + k]) != word[k] { return false }
        return true
    }

    static let sourcesLatin: [UInt8] = Array("sources".utf8)
    static let sourcesArabic: [UInt8] = Array("المصادر".utf8)

    static func stripMarker(_ line: String) -> String {
        guard let first = line.first else { return line }
        let rest = line.dropFirst()
        if let next = rest.first, next.isWhitespace {
            return String(rest.drop(while: { $0.isWhitespace }))
        }
        // `**book_name:** …` keeps its asterisks; `-text` loses the dash.
        return first == "-" ? String(rest) : line
    }

    /// Trims whitespace and newlines at both ends, scanning scalars only near the ends.
    static func trim(_ s: String) -> String {
        let scalars = s.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return s }
        return String(scalars[first...last])
    }

    /// `CharacterSet.whitespacesAndNewlines`: White_Space plus the line separators.
    static func isSpace(_ u: Unicode.Scalar) -> Bool {
        u.properties.isWhitespace || u == "\u{85}" || u == "\u{2028}" || u == "\u{2029}"
    }
}

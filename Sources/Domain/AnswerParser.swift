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
        let normalized = repaired.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
        let lines = normalized.split(separator: "\n", omittingEmptySubsequences: false)
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

    /// True when the whole trimmed line is a Sources header (§9.2); a bold `**Sources:**` is not.
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

    /// The `"<title>, p. <page>"` citation, or the title alone (§9.6); the author never appears.
    public static func citation(for source: Source) -> String {
        if let page = source.page { return "\(source.title), p. \(page)" }
        return source.title
    }

    /// True when the bytes contain "sources" in any case or «المصادر».
    static func mentionsSources<U: Collection>(_ bytes: U) -> Bool where U.Element == UInt8 {
        let latin: [UInt8] = Array("sources".utf8)
        let arabic: [UInt8] = Array("المصادر".utf8)
        var i = bytes.startIndex
        while i != bytes.endIndex {
            let b = bytes[i]
            if b | 0x20 == latin[0] || b == arabic[0] {
                let pattern = b == arabic[0] ? arabic : latin
                var j = i, k = 0
                while k < pattern.count, j != bytes.endIndex {
                    let c = bytes[j]
                    let same = pattern == latin ? (c | 0x20) == pattern[k] : c == pattern[k]
                    if !same { break }
                    k += 1
                    j = bytes.index(after: j)
                }
                if k == pattern.count { return true }
            }
            i = bytes.index(after: i)
        }
        return false
    }

    static func stripMarker(_ line: String) -> String {
        guard let first = line.first else { return line }
        let rest = line.dropFirst()
        if let next = rest.first, next.isWhitespace {
            return String(rest.drop(while: { $0.isWhitespace }))
        }
        // `**book_name:** …` keeps its asterisks; `-text` loses the dash.
        return first == "-" ? String(rest) : line
    }

    static func trim(_ s: String) -> String {
        s.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

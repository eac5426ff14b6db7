import Domain

/// Plain text for previews: an answer without its Sources block and without Markdown syntax,
/// flattened to one line (ux.md §4.1, protocol.md §10.4).
public enum HistoryPreviewText {
    /// Only the start of a message can reach a preview (100 graphemes), so no more than this is
    /// read: a row costs the same for a 50 KB answer as for a short one.
    static let scanLimit = 600

    /// The row preview of a message; nil when there is no message or it is blank.
    public static func preview(_ content: String?) -> String? {
        guard let content else { return nil }
        return MessagePreview.text(fromBody: flatten(String(content.prefix(scanLimit))))
    }

    /// The whole message as plain paragraphs (the preview pane), Sources removed.
    public static func plain(_ content: String, limit: Int = 2_000) -> String {
        flatten(String(content.prefix(limit)))
    }

    /// Removes the Sources block and Markdown syntax; lines are joined with spaces.
    public static func flatten(_ markdown: String) -> String {
        let body = AnswerParser.parse(markdown).body
        var out: [String] = []
        var inFence = false
        for raw in body.split(separator: "\n", omittingEmptySubsequences: true) {
            var line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("```") || line.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            if !inFence {
                if isTableRule(line) { continue }
                line = dropBlockMarkers(line)
            }
            let text = inFence ? String(line) : inline(line)
            if !text.isEmpty { out.append(text) }
        }
        return out.joined(separator: " ")
    }

    /// `|---|:--:|` rows of a table.
    static func isTableRule(_ line: Substring) -> Bool {
        line.contains("-") && line.allSatisfy { "|-: ".contains($0) }
    }

    /// Heading hashes, quote marks, list bullets and numbers, task boxes, table edges.
    static func dropBlockMarkers(_ line: Substring) -> Substring {
        var s = line
        while s.hasPrefix(">") { s = s.dropFirst().drop { $0 == " " } }
        if s.hasPrefix("#") {
            let hashes = s.prefix { $0 == "#" }
            if hashes.count <= 6, s.dropFirst(hashes.count).first == " " { s = s.dropFirst(hashes.count + 1) }
        }
        for bullet in ["- ", "* ", "+ "] where s.hasPrefix(bullet) {
            s = s.dropFirst(2)
            break
        }
        let digits = s.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 3 {
            let rest = s.dropFirst(digits.count)
            if rest.hasPrefix(". ") || rest.hasPrefix(") ") { s = rest.dropFirst(2) }
        }
        for box in ["[ ] ", "[x] ", "[X] "] where s.hasPrefix(box) {
            s = s.dropFirst(4)
            break
        }
        if s.hasPrefix("|") { s = s.dropFirst() }
        return s
    }

    /// Links and images keep their text, emphasis and code marks go, table cells become spaces.
    static func inline(_ line: Substring) -> String {
        let chars = Array(line)
        var out = ""
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "!", i + 1 < chars.count, chars[i + 1] == "[", let (text, end) = link(chars, at: i + 1) {
                out += text
                i = end
            } else if c == "[", let (text, end) = link(chars, at: i) {
                out += text
                i = end
            } else if c == "<", let close = chars[i...].firstIndex(of: ">"),
                      String(chars[(i + 1)..<close]).hasPrefix("http") {
                out += String(chars[(i + 1)..<close])
                i = close + 1
            } else if c == "*" || c == "`" {
                i += 1
            } else if (c == "_" || c == "~"), i + 1 < chars.count, chars[i + 1] == c {
                i += 2
            } else if c == "|" {
                out += " "
                i += 1
            } else {
                out.append(c)
                i += 1
            }
        }
        return out.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// `[text](url)` starting at `start`: its text and the index after it.
    static func link(_ chars: [Character], at start: Int) -> (String, Int)? {
        guard let close = chars[start...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
              let end = chars[(close + 1)...].firstIndex(of: ")") else { return nil }
        return (inline(Substring(String(chars[(start + 1)..<close]))), end + 1)
    }
}

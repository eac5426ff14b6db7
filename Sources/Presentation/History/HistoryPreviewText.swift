import Domain

/// Plain text for previews: an answer without its Sources block and without Markdown syntax,
/// flattened to one line (ux.md §4.1, protocol.md §10.4). It works on Unicode scalars: every
/// mark it removes is ASCII, and a list of fifty rows must not pay for grapheme breaking.
public enum HistoryPreviewText {
    /// Only the start of a message can reach a row preview (100 graphemes), so no more than this
    /// is read: a row costs the same for a 50 KB answer as for a short one.
    static let scanLimit = 600

    /// The row preview of a message; nil when there is no message or it is blank. Its
    /// paragraphs are joined with " · ", each isolated (FSI … PDI) so an English heading and
    /// the Arabic passage after it keep their own directions on the one line.
    public static func preview(_ content: String?) -> String? {
        guard let content else { return nil }
        let parts = paragraphs(content, limit: scanLimit)
        guard parts.count > 1 else { return MessagePreview.text(fromBody: parts.first) }
        return MessagePreview.text(fromBody: parts.map { "\u{2068}" + $0 + "\u{2069}" }.joined(separator: " · "))
    }

    /// The start of a message as one plain line, Sources removed (the preview pane).
    public static func plain(_ content: String, limit: Int = 1_200) -> String {
        flatten(prefix(content, limit))
    }

    /// Whitespace runs made one space, trimmed (a question shown as typed, on one line).
    public static func oneLine(_ text: String, limit: Int = 1_200) -> String {
        var out = String.UnicodeScalarView()
        var space = true
        for u in text.unicodeScalars.prefix(limit) {
            if u.properties.isWhitespace {
                if !space { out.append(" ") }
                space = true
            } else {
                out.append(u)
                space = false
            }
        }
        if out.last == " " { out.removeLast() }
        return String(out)
    }

    static func prefix(_ s: String, _ n: Int) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.prefix(n)))
    }

    /// The start of a message as plain paragraphs, Sources removed (the preview pane): a heading,
    /// a quote, a list item or a run of text lines each make one, so each is laid out in its own
    /// direction (an English heading, then an Arabic passage) rather than run together.
    public static func paragraphs(_ content: String, limit: Int = 1_200) -> [String] {
        var out: [String] = []
        var current: [String] = []
        var inFence = false
        func close() {
            let text = current.joined(separator: " ")
            if !text.isEmpty { out.append(text) }
            current = []
        }
        for raw in prefix(content, limit).split(separator: "\n", omittingEmptySubsequences: false) {
            if AnswerParser.isHeader(raw) { break }
            var line = raw.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            if line.hasPrefix("```") || line.hasPrefix("~~~") {
                close()
                inFence.toggle()
                continue
            }
            if line.isEmpty {
                close()
                continue
            }
            if inFence {
                current.append(oneLine(String(line)))
                continue
            }
            if isTableRule(line) { continue }
            // A block's first line starts a paragraph of its own.
            // (Indices, not counts: counting would break the whole line into graphemes.)
            let stripped = dropBlockMarkers(line)
            let isBlock = stripped.startIndex != line.startIndex
            if isBlock { close() }
            line = stripped
            let text = inline(Array(line.unicodeScalars)[...])
            if !text.isEmpty { current.append(text) }
            if isBlock, raw.drop(while: { $0 == " " }).hasPrefix("#") { close() }
        }
        close()
        return out
    }

    /// Removes the Sources block and Markdown syntax; lines are joined with spaces.
    public static func flatten(_ markdown: String) -> String {
        var out: [String] = []
        var inFence = false
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: true) {
            // The Sources block ends the body (protocol.md §9); the header test is cheap for
            // lines that do not mention it.
            if AnswerParser.isHeader(raw) { break }
            var line = raw.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            if line.hasPrefix("```") || line.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            if !inFence {
                if isTableRule(line) { continue }
                line = dropBlockMarkers(line)
            }
            let text = inFence ? oneLine(String(line)) : inline(Array(line.unicodeScalars)[...])
            if !text.isEmpty { out.append(text) }
        }
        return out.joined(separator: " ")
    }

    /// `|---|:--:|` rows of a table.
    static func isTableRule(_ line: Substring) -> Bool {
        line.contains("-") && line.unicodeScalars.allSatisfy { "|-: ".unicodeScalars.contains($0) }
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

    /// Links and images keep their text, emphasis and code marks go, table cells become spaces;
    /// whitespace runs become one space.
    static func inline(_ u: ArraySlice<Unicode.Scalar>) -> String {
        var out = String.UnicodeScalarView()
        var space = true
        func emit(_ s: Unicode.Scalar) {
            if s.properties.isWhitespace {
                if !space { out.append(" ") }
                space = true
            } else {
                out.append(s)
                space = false
            }
        }
        var i = u.startIndex
        while i < u.endIndex {
            let c = u[i]
            let next: Unicode.Scalar? = i + 1 < u.endIndex ? u[i + 1] : nil
            if c == "!", next == "[", let (text, end) = link(u, at: i + 1) {
                text.unicodeScalars.forEach(emit)
                i = end
            } else if c == "[", let (text, end) = link(u, at: i) {
                text.unicodeScalars.forEach(emit)
                i = end
            } else if c == "<", let close = u[i...].firstIndex(of: ">"), u[(i + 1)..<close].starts(with: "http".unicodeScalars) {
                u[(i + 1)..<close].forEach(emit)
                i = close + 1
            } else if c == "*" || c == "`" {
                i += 1
            } else if c == "_" || c == "~", next == c {
                i += 2
            } else if c == "|" {
                emit(" ")
                i += 1
            } else {
                emit(c)
                i += 1
            }
        }
        if out.last == " " { out.removeLast() }
        return String(out)
    }

    /// `[text](url)` starting at `start`: its text and the index after it.
    static func link(_ u: ArraySlice<Unicode.Scalar>, at start: Int) -> (String, Int)? {
        guard let close = u[start...].firstIndex(of: "]"), close + 1 < u.endIndex, u[close + 1] == "(",
              let end = u[(close + 1)...].firstIndex(of: ")") else { return nil }
        return (inline(u[(start + 1)..<close]), end + 1)
    }
}

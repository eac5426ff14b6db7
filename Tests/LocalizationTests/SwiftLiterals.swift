import Foundation

/// The string literals of Swift source, with comments skipped: enough of the lexer to tell
/// code from text (line and block comments, nested; `#"raw"#` and `"""multi-line"""` strings;
/// escapes; interpolations, whose own literals are collected too).
struct SwiftLiteral: Hashable {
    /// The literal's text parts; an interpolation separates two parts.
    var parts: [String]
    var line: Int

    /// The whole text when the literal has no interpolation.
    var plain: String? { parts.count == 1 ? parts[0] : nil }
}

enum SwiftLiterals {
    static func scan(_ source: String) -> [SwiftLiteral] {
        var s = Scanner(Array(source))
        s.code(untilParen: false)
        return s.found
    }

    private struct Scanner {
        let c: [Character]
        var i = 0
        var line = 1
        var found: [SwiftLiteral] = []

        init(_ c: [Character]) { self.c = c }

        func peek(_ k: Int) -> Character? { i + k < c.count ? c[i + k] : nil }

        mutating func advance() {
            if c[i] == "\n" || c[i] == "\r\n" { line += 1 }
            i += 1
        }

        /// Code until the end, or until the `)` closing an interpolation.
        mutating func code(untilParen: Bool) {
            var depth = 0
            while i < c.count {
                let ch = c[i]
                if untilParen {
                    if ch == "(" { depth += 1 }
                    if ch == ")" {
                        if depth == 0 { i += 1; return }
                        depth -= 1
                    }
                }
                if ch == "/", peek(1) == "/" {
                    while i < c.count, c[i] != "\n", c[i] != "\r\n" { i += 1 }
                    continue
                }
                if ch == "/", peek(1) == "*" {
                    blockComment()
                    continue
                }
                if ch == "\"" || ch == "#", string() { continue }
                advance()
            }
        }

        mutating func blockComment() {
            var depth = 0
            while i < c.count {
                if c[i] == "/", peek(1) == "*" { depth += 1; i += 2; continue }
                if c[i] == "*", peek(1) == "/" {
                    depth -= 1
                    i += 2
                    if depth == 0 { return }
                    continue
                }
                advance()
            }
        }

        /// A string literal at `i` (with its `#` delimiters), or false when there is none.
        mutating func string() -> Bool {
            var hashes = 0
            while peek(hashes) == "#" { hashes += 1 }
            guard peek(hashes) == "\"" else { return false }
            let multi = peek(hashes + 1) == "\"" && peek(hashes + 2) == "\""
            let startLine = line
            i += hashes + (multi ? 3 : 1)
            var parts = [""]
            let close = String(repeating: "\"", count: multi ? 3 : 1) + String(repeating: "#", count: hashes)
            while i < c.count {
                if matches(close) {
                    i += close.count
                    break
                }
                if c[i] == "\\", (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
                    i += 1 + hashes
                    guard i < c.count else { break }
                    switch c[i] {
                    case "(":
                        i += 1
                        code(untilParen: true)
                        parts.append("")
                    case "u":
                        // \u{XXXX}
                        var hex = ""
                        i += 2
                        while i < c.count, c[i] != "}" { hex.append(c[i]); i += 1 }
                        i += 1
                        if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { parts[parts.count - 1].append(Character(u)) }
                    case "n": parts[parts.count - 1].append("\n"); i += 1
                    case "t": parts[parts.count - 1].append("\t"); i += 1
                    case "r": parts[parts.count - 1].append("\r"); i += 1
                    case "0": parts[parts.count - 1].append("\0"); i += 1
                    case "\n", "\r\n": advance()  // a line continuation in a multi-line string
                    default: parts[parts.count - 1].append(c[i]); i += 1
                    }
                    continue
                }
                parts[parts.count - 1].append(c[i])
                advance()
            }
            if multi {
                // The opening line break is not part of the text.
                if parts[0].hasPrefix("\n") { parts[0].removeFirst() }
            }
            found.append(SwiftLiteral(parts: parts, line: startLine))
            return true
        }

        func matches(_ s: String) -> Bool {
            var k = 0
            for ch in s {
                guard peek(k) == ch else { return false }
                k += 1
            }
            return true
        }
    }
}

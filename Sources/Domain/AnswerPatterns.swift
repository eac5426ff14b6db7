import Foundation

/// The compiled regular expressions of protocol.md §9, in ICU syntax exactly as specified.
enum AnswerPatterns {
    /// Patterns are constants written here, so a failure to compile is a programming error caught
    /// by the tests; it still degrades to "never matches" instead of crashing.
    struct Pattern: @unchecked Sendable {
        let regex: NSRegularExpression?

        init(_ pattern: String, options: NSRegularExpression.Options = []) {
            regex = try? NSRegularExpression(pattern: pattern, options: options)
        }

        func matches(_ s: String) -> Bool {
            firstMatch(s) != nil
        }

        /// The capture groups of the first match (nil entries for groups that did not take part).
        func firstMatch(_ s: String) -> [String?]? {
            guard let regex else { return nil }
            let ns = s as NSString
            guard let m = regex.firstMatch(in: s, range: NSRange(location: 0, length: ns.length)) else { return nil }
            return (0..<m.numberOfRanges).map { i in
                let r = m.range(at: i)
                return r.location == NSNotFound ? nil : ns.substring(with: r)
            }
        }
    }

    static let header = Pattern(#"^#*\s*(?:المصادر|Sources)(?:\s*/\s*(?:Sources|المصادر))?\s*:?$"#,
                                options: [.caseInsensitive])
    static let shamelaRepair = Pattern(#"https?://shamela\.\s*ws"#)
    static let boldLinkWithAuthor = Pattern(#"^\*\*\[([^\]]+)\]\((https?://[^)\s]+)\)\*\*(?:\s*-\s*(.+))?"#)
    static let markdownLink = Pattern(#"\[([^\]]*)\]\((https?://[^)\s]+)\)"#)
    static let englishBookName = Pattern(#"\*\*book_name:\*\*\s*([^,]*)"#)
    static let englishSourceURL = Pattern(#"\*\*source_url:\*\*\s*(https?://\S+)"#)
    static let arabicBookName = Pattern(#"\*\*(?:اسم الكتاب|عنوان الكتاب):\*\*\s*([^،,]*)"#)
    static let arabicSourceURL = Pattern(#"\*\*(?:رابط المصدر|رابط):\*\*\s*(https?://\S+)"#)
    static let bracketedTitle = Pattern(#"^\[([^\]]+)\]\s*[-–—]\s*(https?://\S+)"#)
    static let anyURL = Pattern(#"https?://\S+"#)

    /// protocol.md §9.1: `https://shamela. ws` → `https://shamela.ws` before parsing (display-time only).
    static func repairShamela(_ text: String) -> String {
        guard text.contains("shamela"), let regex = shamelaRepair.regex else { return text }
        let range = NSRange(location: 0, length: (text as NSString).length)
        return regex.stringByReplacingMatches(in: text, range: range, withTemplate: "https://shamela.ws")
    }
}

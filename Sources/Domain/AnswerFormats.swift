import Foundation

/// The candidate-line formats of protocol.md §9.5 (a to f), tried in priority order.
enum AnswerFormats {
    static func firstMatch(in line: String) -> Source? {
        if let g = AnswerPatterns.boldLinkWithAuthor.firstMatch(line),
           let url = usableURL(g[2]) {
            let author = g.count > 3 ? g[3].map(AnswerParser.trim).flatMap { $0.isEmpty ? nil : $0 } : nil
            return make(title: g[1], url: url, author: author)
        }
        if let g = AnswerPatterns.markdownLink.firstMatch(line), let url = usableURL(g[2]) {
            return make(title: g[1], url: url)
        }
        if let t = AnswerPatterns.englishBookName.firstMatch(line),
           let u = AnswerPatterns.englishSourceURL.firstMatch(line), let url = usableURL(u[1]) {
            return make(title: t[1], url: url)
        }
        if let t = AnswerPatterns.arabicBookName.firstMatch(line),
           let u = AnswerPatterns.arabicSourceURL.firstMatch(line), let url = usableURL(u[1]) {
            return make(title: t[1], url: url)
        }
        if let g = AnswerPatterns.bracketedTitle.firstMatch(line), let url = usableURL(g[2]) {
            return make(title: g[1], url: url)
        }
        if let g = AnswerPatterns.anyURL.firstMatch(line), let raw = g[0], let url = usableURL(raw) {
            return make(title: fallbackTitle(line: line, rawURL: raw), url: url)
        }
        return nil
    }

    static let structuredMarkers = ["**book_name:**", "**source_url:**", "**اسم الكتاب:**",
                                    "**عنوان الكتاب:**", "**رابط المصدر:**", "**رابط:**"]
    static let trailingTitleJunk: Set<Character> = ["-", ":", ";", ",", "،", "؛"]
    static let trailingURLJunk: Set<Character> = [")", "]", "}", ".", ",", "،", ";", "؛"]

    /// Format f's cleanup, in the order protocol.md §9.5 lists it.
    static func fallbackTitle(line: String, rawURL: String) -> String {
        var t = line
        if let r = t.range(of: rawURL) { t.removeSubrange(r) }
        for marker in structuredMarkers { t = t.replacingOccurrences(of: marker, with: "") }
        t = t.replacingOccurrences(of: " - ", with: " ")
        t.removeAll { $0 == "[" || $0 == "]" || $0 == "(" || $0 == ")" }
        t = AnswerParser.trim(t)
        while let last = t.last, trailingTitleJunk.contains(last) {
            t.removeLast()
            t = AnswerParser.trim(t)
        }
        return t
    }

    /// protocol.md §9.6 normalisation; nil unless the result is http(s) with a non-empty host.
    static func usableURL(_ raw: String?) -> String? {
        guard let raw else { return nil }
        var url = AnswerParser.trim(raw)
        while let last = url.last, trailingURLJunk.contains(last) { url.removeLast() }
        let lower = url.lowercased()
        let rest: Substring
        if lower.hasPrefix("https://") { rest = url.dropFirst(8) }
        else if lower.hasPrefix("http://") { rest = url.dropFirst(7) }
        else { return nil }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return host.isEmpty ? nil : url
    }

    /// protocol.md §9.6 page: the last path segment when all digits, except for book-level `/book/<id>` links.
    /// Only a Shamela-style `…/book/<id>/<page>` path has pages: the last number of another
    /// site's path is something else (sunnah.com's `/muslim/1/19` is hadith 19 of book 1), and
    /// "p. 19" would mislead (docs/DECISIONS.md).
    static func page(of url: String) -> Int? {
        guard let schemeEnd = url.range(of: "://") else { return nil }
        var rest = url[schemeEnd.upperBound...]
        if let cut = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<cut] }
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        var path = rest[slash...]
        let segmentsAll = path.split(separator: "/", omittingEmptySubsequences: false)
        if segmentsAll.count == 3, segmentsAll[1] == "book", isDigits(segmentsAll[2]) { return nil }
        guard segmentsAll.contains("book") else { return nil }
        while path.hasSuffix("/") { path = path.dropLast() }
        guard let last = path.split(separator: "/").last, isDigits(last) else { return nil }
        return Int(last)
    }

    static func isDigits<S: StringProtocol>(_ s: S) -> Bool {
        !s.isEmpty && s.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    static func make(title rawTitle: String?, url: String, author: String? = nil) -> Source {
        let title = AnswerParser.trim(rawTitle ?? "")
        let usable = title.contains { $0.isLetter || $0.isNumber }
        return Source(title: usable ? title : url, url: url, page: page(of: url), author: author)
    }
}

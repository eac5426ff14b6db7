import AppResources
import Domain
import Foundation

/// English and transliterated Islamic terms mapped to Arabic search terms (and, for a few
/// named passages such as Ayat al-Kursi, to the ayat themselves). The table is
/// `Resources/library/glossary.json`, written and tested in this repository.
public struct Glossary: Sendable {
    /// One entry: its spellings, the Arabic terms they stand for, and optional `S:A` or
    /// `S:A-B` references.
    public struct Entry: Sendable, Decodable, Equatable {
        public var terms: [String]
        public var arabic: [String]
        public var refs: [String]?
    }

    public let entries: [Entry]
    /// Loose spelling → entry indices.
    let lookup: [String: [Int]]
    /// The longest spelling, in words, so matching knows how far to look ahead.
    let maxWords: Int

    public init(entries: [Entry]) {
        self.entries = entries
        var lookup: [String: [Int]] = [:]
        var maxWords = 1
        for (i, e) in entries.enumerated() {
            for t in e.terms {
                let key = Self.loose(t)
                guard !key.isEmpty else { continue }
                lookup[key, default: []].append(i)
                maxWords = max(maxWords, key.split(separator: " ").count)
            }
        }
        self.lookup = lookup
        self.maxWords = maxWords
    }

    /// The glossary bundled with the app; empty when the resource cannot be read.
    public static let bundled: Glossary = {
        struct File: Decodable { var entries: [Entry] }
        guard let data = AppResources.data("library/glossary.json"),
              let file = try? JSONDecoder().decode(File.self, from: data) else { return Glossary(entries: []) }
        return Glossary(entries: file.entries)
    }()

    /// The entries whose spellings occur in `text`, longest spelling first, each word used once.
    public func matches(in text: String) -> [Entry] {
        let words = Self.loose(text).split(separator: " ").map(String.init)
        var out: [Int] = []
        var i = 0
        while i < words.count {
            var matched = false
            for n in stride(from: min(maxWords, words.count - i), through: 1, by: -1) {
                var key = words[i..<(i + n)].joined(separator: " ")
                var hit = lookup[key]
                // A plain English plural ("prayers", "fasts") falls back to its singular.
                if hit == nil, n == 1, key.count > 3, key.hasSuffix("s") {
                    key.removeLast()
                    hit = lookup[key]
                }
                if let hit {
                    out += hit.filter { !out.contains($0) }
                    i += n
                    matched = true
                    break
                }
            }
            if !matched { i += 1 }
        }
        return out.map { entries[$0] }
    }

    /// A spelling-insensitive form of Latin text: lower case, no apostrophes or ʿayn marks, no
    /// diacritics, hyphens and punctuation as spaces, doubled letters collapsed and a word-final
    /// h dropped, so "Ṣalāh", "salaah" and "sala" all meet.
    public static func loose(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var words: [String] = []
        var current = ""
        var last: Character?
        func flush() {
            if !current.isEmpty {
                if current.count > 3, current.hasSuffix("h") { current.removeLast() }
                words.append(current)
            }
            current = ""
            last = nil
        }
        for ch in folded {
            if "'’‘`ʿʾ".contains(ch) { continue }
            if ch.isLetter || ch.isNumber {
                let c = Character(ch.lowercased())
                if c == last { continue }
                current.append(c)
                last = c
            } else {
                flush()
            }
        }
        flush()
        return words.joined(separator: " ")
    }
}

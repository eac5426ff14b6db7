import Domain
import Foundation

/// A question turned into what the index can search: Arabic terms and phrases, their stems,
/// and any ayat the question names outright.
public struct LibraryQuery: Sendable, Equatable {
    /// Single normalised Arabic tokens.
    public var terms: [String] = []
    /// Multi-word normalised Arabic phrases (from the glossary).
    public var phrases: [[String]] = []
    /// Ayat named by the question (`2:255`, "Surah al-Baqarah verse 255", a glossary reference).
    public var ayat: [AyaRef] = []
    /// The question speaks of the Qur'an (sura, aya, verse…): ayat get a small bonus.
    public var mentionsQuran = false

    public init() {}

    public var isEmpty: Bool { terms.isEmpty && phrases.isEmpty && ayat.isEmpty }

    /// The glossary's phrases alone: a passage that contains one is what the term is about.
    /// The stemmed form of each phrase is searched too, so «وبالوالدين إحسانا» matches the
    /// phrase «بالوالدين إحسانا» despite its clitic.
    var phraseExpression: String? {
        guard !phrases.isEmpty else { return nil }
        let exact = phrases.map { "\"\($0.joined(separator: " "))\"" }
        let stemmed = phrases.map { "\"\($0.map(LightStemmer.stem).joined(separator: " "))\"" }
        return "{matn isnad} : (\(exact.joined(separator: " OR "))) OR stem : (\(stemmed.joined(separator: " OR ")))"
    }

    /// The FTS5 expression: exact tokens and phrases over matn and isnad, or their stems over the
    /// stem column. Tokens are quoted, so no user text is ever read as FTS5 syntax.
    var ftsExpression: String? {
        var exact = terms.map { "\"\($0)\"" }
        exact += phrases.map { "\"\($0.joined(separator: " "))\"" }
        guard !exact.isEmpty else { return nil }
        var stems: [String] = []
        for t in terms {
            let s = LightStemmer.stem(t)
            if s.count >= 2, !stems.contains(s) { stems.append(s) }
        }
        var expr = "{matn isnad} : (\(exact.joined(separator: " OR ")))"
        if !stems.isEmpty {
            expr += " OR stem : (\(stems.map { "\"\($0)\"" }.joined(separator: " OR ")))"
        }
        return expr
    }
}

/// A reference to one aya.
public struct AyaRef: Sendable, Hashable, CustomStringConvertible {
    public var sura: Int
    public var aya: Int

    public init(sura: Int, aya: Int) {
        self.sura = sura
        self.aya = aya
    }

    public var description: String { "\(sura):\(aya)" }

    /// Parses `S:A` or `S:A-B` into its ayat; empty when malformed or out of range.
    public static func parse(_ text: String) -> [AyaRef] {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let sura = Int(parts[0]), (1...114).contains(sura) else { return [] }
        let range = parts[1].split(separator: "-")
        guard let first = range.first.flatMap({ Int($0) }), first > 0 else { return [] }
        let last = range.count == 2 ? (Int(range[1]) ?? first) : first
        guard last >= first, last - first < 300 else { return [] }
        return (first...last).map { AyaRef(sura: sura, aya: $0) }
    }
}

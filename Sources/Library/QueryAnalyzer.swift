import Domain
import Foundation

/// Turns a question in English, Arabic or transliteration into a `LibraryQuery`.
public struct QueryAnalyzer: Sendable {
    public var glossary: Glossary

    public init(glossary: Glossary = .bundled) {
        self.glossary = glossary
    }

    // Function words and the formulae every hadith repeats: they match everything and rank
    // nothing, and they are what makes an OR query slow on the full corpus.
    static let stopwords: Set<String> = [
        "من", "في", "علي", "عن", "الي", "ان", "ما", "لا", "قال", "ثم", "او", "هو", "هي", "هذا",
        "هذه", "ذلك", "التي", "الذي", "كان", "قد", "به", "له", "لهم", "عليه", "وسلم", "صلي",
        "حدثنا", "اخبرنا", "حدثني", "اخبرني", "يا", "ماذا", "كيف", "هل", "لماذا", "متي", "و",
        "فقال", "وهو", "انه", "اذا", "لم", "مع", "كل", "بن", "ابن", "ابو", "ابي", "رضي",
        "عنه", "عنها", "الذين", "ولا", "فيه", "بها", "لي", "انا", "نحن", "هناك", "عند", "الله",
        "رسول",
        // How questions are framed ("ما حكم …", "ما معنى …", "اشرح …"), not what they are about.
        "حكم", "معني", "تعريف", "شرح", "اشرح", "اذكر", "دليل", "الدليل", "ماهو", "ماهي", "اريد",
    ]
    static let quranWords: Set<String> = ["quran", "koran", "qur", "sura", "surah", "surat",
                                          "aya", "ayah", "ayat", "verse", "verses", "ayas"]
    static let quranWordsArabic: Set<String> = ["قران", "القران", "سوره", "ايه", "الايه", "ايات", "الايات", "بسوره"]

    public func analyze(_ question: String) -> LibraryQuery {
        var q = LibraryQuery()
        let arabicTokens = ArabicNormalizer.tokens(question).filter(Self.isArabic)
        let latin = Glossary.loose(question).split(separator: " ").map(String.init)
        q.mentionsQuran = latin.contains(where: Self.quranWords.contains)
            || arabicTokens.contains(where: Self.quranWordsArabic.contains)
        q.ayat = Self.explicitAyat(question, latin: latin, arabic: ArabicNormalizer.tokens(question))

        for t in arabicTokens where !Self.stopwords.contains(t) && !Self.quranWordsArabic.contains(t) {
            if !q.terms.contains(t) { q.terms.append(t) }
        }
        // Only stopwords ("ما هو الله؟"): search them rather than nothing.
        if q.terms.isEmpty, !arabicTokens.isEmpty, q.ayat.isEmpty {
            q.terms = Array(Set(arabicTokens)).sorted()
        }
        for e in glossary.matches(in: question) {
            for a in e.arabic {
                let toks = ArabicNormalizer.tokens(a)
                if toks.count == 1, let t = toks.first, !q.terms.contains(t),
                   !Self.stopwords.contains(t) || e.arabic.count == 1 { q.terms.append(t) }
                if toks.count > 1, !q.phrases.contains(toks) { q.phrases.append(toks) }
            }
            for r in e.refs ?? [] {
                for ref in AyaRef.parse(r) where !q.ayat.contains(ref) { q.ayat.append(ref) }
            }
            if e.refs != nil { q.mentionsQuran = true }
        }
        return q
    }

    static func isArabic(_ token: String) -> Bool {
        token.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) }
    }

    /// Ayat named outright: `2:255`, "surah al-baqarah 255" / "... verse 255", "سورة البقرة
    /// الآية 255", or a bare sura name after the word sura (its first ayat).
    static func explicitAyat(_ question: String, latin: [String], arabic: [String]) -> [AyaRef] {
        var out: [AyaRef] = []
        let digitsFolded = ArabicNormalizer.normalize(question)
        if let re = try? NSRegularExpression(pattern: #"(?<![0-9])([0-9]{1,3})\s*[:：]\s*([0-9]{1,3})(?:\s*-\s*([0-9]{1,3}))?"#) {
            let ns = digitsFolded as NSString
            for m in re.matches(in: digitsFolded, range: NSRange(location: 0, length: ns.length)) {
                var spec = ns.substring(with: m.range(at: 1)) + ":" + ns.substring(with: m.range(at: 2))
                if m.range(at: 3).location != NSNotFound { spec += "-" + ns.substring(with: m.range(at: 3)) }
                out += AyaRef.parse(spec)
            }
        }
        if let (sura, aya) = namedSura(latin, markers: ["sura", "surah", "surat"], names: englishLoose,
                                       ayaMarkers: ["aya", "ayah", "ayat", "verse"]) {
            out += aya.map { [AyaRef(sura: sura, aya: $0)] } ?? (1...5).map { AyaRef(sura: sura, aya: $0) }
        }
        if let (sura, aya) = namedSura(arabic, markers: ["سوره", "بسوره"], names: arabicNormalized,
                                       ayaMarkers: ["ايه", "الايه", "رقم"]) {
            out += aya.map { [AyaRef(sura: sura, aya: $0)] } ?? (1...5).map { AyaRef(sura: sura, aya: $0) }
        }
        var seen = Set<AyaRef>()
        return out.filter { seen.insert($0).inserted }
    }

    static let englishLoose: [String: Int] = {
        var m: [String: Int] = [:]
        for (i, n) in SuraNames.english.enumerated() { m[Glossary.loose(n)] = i + 1 }
        return m
    }()
    static let arabicNormalized: [String: Int] = {
        var m: [String: Int] = [:]
        for (i, n) in SuraNames.arabic.enumerated() {
            m[ArabicNormalizer.tokens(n).joined(separator: " ")] = i + 1
        }
        return m
    }()

    /// The sura named after a marker word ("surah", "سورة"), and an aya number after it.
    static func namedSura(_ words: [String], markers: Set<String>, names: [String: Int],
                          ayaMarkers: Set<String>) -> (Int, Int?)? {
        let articles: Set<String> = ["al", "an", "ar", "as", "at", "ash", "ad", "az", "adh", "ath"]
        guard let m = words.firstIndex(where: markers.contains) else { return nil }
        var i = m + 1
        if i < words.count, articles.contains(words[i]) { i += 1 }
        var sura: Int?
        for n in [2, 1] where i + n <= words.count {
            let key = words[i..<(i + n)].joined(separator: " ")
            if let s = names[key] ?? Int(key).flatMap({ (1...114).contains($0) ? $0 : nil }) {
                sura = s
                i += n
                break
            }
        }
        guard let sura else { return nil }
        var aya: Int?
        while i < words.count, i <= m + 6 {
            if let n = Int(words[i]), n > 0 { aya = n; break }
            if !ayaMarkers.contains(words[i]) && !articles.contains(words[i]) { break }
            i += 1
        }
        return (sura, aya)
    }
}

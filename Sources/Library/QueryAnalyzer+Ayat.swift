import Domain
import Foundation

/// Ayat a question names outright, by number or by sura name, in Latin letters or Arabic.
extension QueryAnalyzer {
    /// Ayat named outright: `2:255`, "surah al-baqarah 255" / "... verse 255", "سورة البقرة
    /// الآية 255", or a bare sura name after the word sura (its first ayat).
    static func explicitAyat(_ question: String, latin: [String], arabic: [String])
        -> (ayat: [AyaRef], wholeSura: Set<AyaRef>) {
        var out: [AyaRef] = []
        var whole = Set<AyaRef>()
        let digitsFolded = ArabicNormalizer.normalize(question)
        if let re = ayaNumbers {
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
            if aya == nil { whole.formUnion((1...5).map { AyaRef(sura: sura, aya: $0) }) }
        }
        if let (sura, aya) = namedSura(arabic, markers: ["سوره", "بسوره"], names: arabicNormalized,
                                       ayaMarkers: ["ايه", "الايه", "رقم"]) {
            out += aya.map { [AyaRef(sura: sura, aya: $0)] } ?? (1...5).map { AyaRef(sura: sura, aya: $0) }
            if aya == nil { whole.formUnion((1...5).map { AyaRef(sura: sura, aya: $0) }) }
        }
        var seen = Set<AyaRef>()
        return (out.filter { seen.insert($0).inserted }, whole)
    }

    /// `2:255`, `2:255-257`: compiled once, not for every question.
    static let ayaNumbers = try? NSRegularExpression(
        pattern: #"(?<![0-9])([0-9]{1,3})\s*[:：]\s*([0-9]{1,3})(?:\s*-\s*([0-9]{1,3}))?"#)

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

    /// Whether the question asks about something in a sura it names without an aya: it has a
    /// topic of its own besides the sura's name (a glossary text keyed by the name, "surah
    /// kahf", is the name).
    static func asksWithinSura(_ q: LibraryQuery, _ whole: Set<AyaRef>) -> Bool {
        let names = Set(whole.map(\.sura)).reduce(into: Set<String>()) { $0.formUnion(suraNameWords($1)) }
        return q.concepts.contains { c in
            guard !c.fromContext, !c.narrative, !c.isName else { return false }
            let words = ArabicNormalizer.tokens(c.label) + Glossary.loose(c.label).split(separator: " ").map(String.init)
            return !words.contains { names.contains($0) || names.contains(ArabicForms.base($0)) || suraRequests.contains($0) }
        }
    }

    /// The words a sura's name is written with: its Arabic name's, and its English name loosely.
    static func suraNameWords(_ s: Int) -> Set<String> {
        guard s >= 1, s <= SuraNames.arabic.count else { return [] }
        var names = Set(ArabicNormalizer.tokens(SuraNames.arabic[s - 1]))
        if s <= SuraNames.english.count { names.insert(Glossary.loose(SuraNames.english[s - 1])) }
        // "the chapter of the Cave": what the name means, as the question typed it.
        for m in SuraMeanings.meanings[s] ?? [] {
            let words = m.split(separator: " ").map { Glossary.loose(String($0)) }
            names.formUnion(words.filter { !SuraMeanings.linking.contains($0) && $0 != "the" })
        }
        return names
    }

    /// A question about one passage of a sura it names: the sura's first ayat are not the
    /// answer, and the sura's name, said as a word of the question («مين اللي وصفته سورة الماعون
    /// بأنه يكذب بالدين؟»), is what that sura's ayat have: 107:1 answers without saying
    /// «الماعون», and 107:7, which does, is not the answer for it.
    static func lookWithinSura(_ q: inout LibraryQuery, _ whole: Set<AyaRef>) {
        q.ayat.removeAll { whole.contains($0) }
        for s in Set(whole.map(\.sura)) where s >= 1 && s <= SuraNames.arabic.count {
            let names = suraNameWords(s)
            for i in q.concepts.indices where !q.concepts[i].fromContext && q.concepts[i].phrases.isEmpty {
                let c = q.concepts[i]
                let words = ArabicNormalizer.tokens(c.label) + Glossary.loose(c.label).split(separator: " ").map(String.init)
                if !words.isEmpty, words.allSatisfy({ names.contains($0) || names.contains(ArabicForms.base($0)) }) {
                    q.concepts[i].withinSura = s
                    // A name of letters («يس», «طه», «ص», «ق») is no word: searched, «يس» was
                    // «ليس» ("is not") in 795 passages. It only says where to look.
                    if Self.letterNamedSuras.contains(s) {
                        q.concepts[i].forms = []
                        q.concepts[i].phrases = []
                        q.concepts[i].weakForms = []
                        q.concepts[i].stem = nil
                    }
                }
            }
            // A name no word of the question stands for ("surah adh-Dhariyat": the library
            // knows no word "Dhariyat", so it was dropped) still says where to look.
            let named = q.concepts.contains { c in
                c.withinSura == s || c.sura == s || Glossary.loose(c.label).split(separator: " ").contains { names.contains(String($0)) }
            }
            if !named, s <= SuraNames.english.count {
                var c = Concept(label: SuraNames.english[s - 1], forms: [])
                c.withinSura = s
                q.concepts.append(c)
            }
        }
    }

    /// Suras named by letters, whose names are no words of the texts: Ta-Ha, Ya-Sin, Sad, Qaf.
    static let letterNamedSuras: Set<Int> = [20, 36, 38, 50]

    /// What one asks of a sura itself ("recite surah al-Mulk", «اقرأ لي سورة الملك»): the sura
    /// is still the answer.
    static let suraRequests: Set<String> = ["recite", "recitation", "reciting", "read", "reading", "listen", "memorize",
                                            "memorise", "memorizing", "memorising", "play", "اقرا", "اتلو", "تلاوه",
                                            "قراءه", "احفظ", "حفظ", "اسمع", "اسمعني", "اعرض", "هات"]
}

import Domain
import Foundation

/// Reads what the words around a quotation claim about it. The text is normalised first
/// (`ArabicNormalizer`: harakat gone, alef and ى unified, ﷺ spelled out, Latin lower-cased).
enum AttributionReader {
    static let quranPhrases = ["قال تعالي", "قوله تعالي", "يقول تعالي", "قال سبحانه", "القران", "الايه", "سوره ",
                               "في كتابه", "qur", "koran", "quran", "verse", "ayah", "surah", "sura "]
    static let prophetPhrases = ["رسول الله", "النبي", "صلي الله عليه وسلم", "حديث", "الرسول",
                                 "prophet", "messenger", "muhammad", "hadith", "pbuh", "peace be upon him"]
    static let divinePhrases = ["قال الله", "يقول الله", "قال ربكم", "قال ربك", "allah says", "allah said",
                                "god says", "god said", "allah tells", "allah has said", "allah almighty says"]

    /// The claim read from the text before the quotation (who speaks) and after it (which book,
    /// which aya). `ornate` is set when the quotation was set between ﴿ and ﴾.
    static func read(before: String, after: String, ornate: Bool) -> Attribution {
        let b = " " + ArabicNormalizer.normalize(before) + " "
        let a = " " + ArabicNormalizer.normalize(after) + " "
        var out = Attribution()
        // Who speaks: the nearest phrase before the quotation decides («قال رسول الله ﷺ: قال الله
        // تعالى: …» is a hadith qudsi, the Prophet speaking).
        var nearest: (Int, Attribution.Speaker)?
        let lists: [([String], Attribution.Speaker)] = [(quranPhrases, .quran), (prophetPhrases, .prophet),
                                                        (divinePhrases, .divine)]
        for (phrases, speaker) in lists {
            for p in phrases {
                if let r = b.range(of: p, options: .backwards) {
                    let end = b.distance(from: b.startIndex, to: r.upperBound)
                    // The Prophet named first and God's words after it: a hadith qudsi.
                    if nearest == nil || end > nearest!.0 { nearest = (end, speaker) }
                }
            }
        }
        if let n = nearest {
            out.speaker = n.1
            if n.1 == .divine, b.contains("رسول الله") || b.contains("النبي") || b.contains("prophet") { out.speaker = .prophet }
        }
        if ornate { out.speaker = .quran }
        out.collections = collections(in: a + " " + b)
        if let ayah = ayah(in: a) ?? ayah(in: b) {
            out.ayah = ayah
            if out.speaker == nil { out.speaker = .quran }
        }
        if out.speaker == nil, !out.collections.isEmpty { out.speaker = .prophet }
        return out
    }

    /// The hadith books named («رواه البخاري», «متفق عليه», "Sahih Muslim", "(Bukhari)").
    static func collections(in t: String) -> Set<LibraryCollection> {
        var out = Set<LibraryCollection>()
        if t.contains("متفق عليه") || t.contains("agreed upon") { return [.bukhari, .muslim] }
        if t.contains("البخاري") || t.contains("bukhari") || t.contains("bukhaari") { out.insert(.bukhari) }
        for p in ["رواه مسلم", "صحيح مسلم", "اخرجه مسلم", "روي مسلم", "ومسلم", "(مسلم", "مسلم)", "الامام مسلم",
                  "sahih muslim", "by muslim", "(muslim", "muslim)", "and muslim", "imam muslim", "muslim,"]
        where t.contains(p) {
            out.insert(.muslim)
        }
        return out
    }

    /// A sura and aya named: "2:255", "(البقرة: 255)", "[Al-Baqarah 255]", "سورة البقرة آية 255".
    static func ayah(in t: String) -> AyahRef? {
        if let m = t.firstMatch(of: /(\d{1,3})\s*[:：]\s*(\d{1,3})/),
           let s = Int(m.1), let a = Int(m.2), (1...114).contains(s), a > 0 {
            return AyahRef(sura: s, aya: a)
        }
        for (i, name) in names.enumerated() where !name.isEmpty {
            guard let r = t.range(of: name),
                  r.lowerBound == t.startIndex || !t[t.index(before: r.lowerBound)].isLetter else { continue }
            let rest = t[r.upperBound...].prefix(24)
            if let next = rest.first, next.isLetter { continue }
            if let m = rest.firstMatch(of: /^[^\d]{0,12}?(\d{1,3})/), let a = Int(m.1), a > 0 {
                return AyahRef(sura: i + 1, aya: a)
            }
        }
        return nil
    }

    /// The suras' names as normalised text, Arabic and English.
    static let names: [String] = (0..<114).map { i in
        ArabicNormalizer.normalize(SuraNames.arabic[i])
    }
}

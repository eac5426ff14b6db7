import Domain
import Foundation

/// Reads what the words around a quotation claim about it. The text is normalised first
/// (`ArabicNormalizer`: harakat gone, alef and ى unified, ﷺ spelled out, Latin lower-cased).
enum AttributionReader {
    static let quranPhrases = ["قال تعالي", "قوله تعالي", "يقول تعالي", "قال سبحانه", "القران", "الايه", "سوره ",
                               // «آية في الحياء: …», «آية عظيمة»; not «ايه» alone, Egyptian "what".
                               " ايه في ", " ايه من ", " ايه قرانيه", " ايه كريمه", " ايه عظيمه", " ايات ",
                               "في كتابه", "qur", "koran", "quran", "verse", "ayah", "surah", "sura "]
    static let prophetPhrases = ["رسول الله", "النبي", "صلي الله عليه وسلم", "عليه الصلاه والسلام", "حديث", "احاديث", "الرسول",
                                 "prophet", "messenger", "muhammad", "hadith", "pbuh", "peace be upon him",
                                 "rasulullah", "rasul allah", "rasool", "rasulallah", "كلام النبوه"]
    static let divinePhrases = ["قال الله", "يقول الله", "قال ربكم", "قال ربك", "قال ربنا", "يقول ربنا",
                                "ربنا قال", "ربنا يقول", "الله قال", "allah says", "allah said",
                                "god says", "god said", "allah tells", "allah has said", "allah almighty says"]

    /// The claim read from the text before the quotation (who speaks) and after it (which book,
    /// which aya). `ornate` is set when the quotation was set between ﴿ and ﴾.
    static func read(before: String, after: String, ornate: Bool) -> Attribution {
        let b = withoutNotHadith(" " + ArabicNormalizer.normalize(before) + " ")
        let a = withoutNotHadith(" " + ArabicNormalizer.normalize(after) + " ")
        var out = Attribution()
        // Who speaks: the nearest phrase before the quotation decides («قال رسول الله ﷺ: قال الله
        // تعالى: …» is a hadith qudsi, the Prophet speaking). Both sides are normalised, so the
        // phrases are found by their bytes (`UTF8Search`), and "nearest" by byte offsets, which
        // order like character offsets.
        var nearest: (Int, Attribution.Speaker)?
        let lists: [([[UInt8]], Attribution.Speaker)] = [(quranBytes, .quran), (prophetBytes, .prophet),
                                                         (divineBytes, .divine)]
        let speakers = withoutSubjects(b)
        var bytes = speakers
        bytes.withUTF8 { buffer in
            for (phrases, speaker) in lists {
                for p in phrases {
                    if let end = UTF8Search.lastEnd(buffer, p) {
                        // The Prophet named first and God's words after it: a hadith qudsi.
                        if nearest == nil || end > nearest!.0 { nearest = (end, speaker) }
                    }
                }
            }
        }
        if let n = nearest {
            out.speaker = n.1
            if n.1 == .divine, ["رسول الله", "النبي", "prophet"].contains(where: { UTF8Search.contains(speakers, $0) }) {
                out.speaker = .prophet
            }
        }
        // Named only after the saying ("… - the Messenger of Allah (pbuh)"), the speaker is the
        // Prophet; so is a saying called a hadith there ("… (authentic hadith)", «… حديث صحيح»).
        if out.speaker == nil, ["prophet", "messenger", "rasulullah", "rasool", "رسول الله", "النبي", "hadith", "حديث"]
            .contains(where: { UTF8Search.contains(a, $0) }) {
            out.speaker = .prophet
        }
        // The formula that closes a recitation claims a verse, whoever was named before it
        // («قال الله تعالى: … صدق الله العظيم»), unless the Prophet was.
        // Not «صدق الله ورسوله», a listener's answer to a saying.
        if out.speaker != .prophet, ["صدق الله العظيم", "صدق الله العلي العظيم", "صدق الله مولانا العظيم"]
            .contains(where: { UTF8Search.contains(a, $0) }) { out.speaker = .quran }
        if ornate { out.speaker = .quran }
        out.collections = collections(in: a + " " + b)
        if let ayah = ayah(in: a) ?? ayah(in: b) {
            out.ayah = ayah
            if out.speaker == nil { out.speaker = .quran }
        } else if let sura = sura(in: b) ?? sura(in: a) {
            out.sura = sura
            if out.speaker == nil { out.speaker = .quran }
        }
        if out.speaker == nil, !out.collections.isEmpty { out.speaker = .prophet }
        // Another hadith book named after the words («رواه الترمذي», "Abu Dawud") presents them
        // as a hadith too: a verse so given is the Qur'an misattributed.
        if out.speaker == nil, otherBooks.contains(where: { UTF8Search.contains(a, $0) }) { out.speaker = .prophet }
        return out
    }

    /// The hadith books beside the three the library holds, as a claim names them after a saying.
    static let otherBooks = ["رواه الترمذي", "رواه ابو داود", "رواه ابو داوود", "رواه النسائي", "رواه ابن ماجه",
                             "رواه ابن ماجة", "رواه احمد", "رواه الامام احمد", "مسند احمد", "رواه الطبراني",
                             "رواه البيهقي", "رواه الحاكم", "رواه ابن حبان", "رواه مالك", "رواه الدارمي",
                             "سنن الترمذي", "سنن ابي داود", "سنن النسائي", "سنن ابن ماجه", "الترمذي)", "(الترمذي",
                             "tirmidhi", "abu dawud", "abu dawood", "abu daud", "nasai", "nasa'i", "ibn majah",
                             "musnad ahmad", "tabarani", "bayhaqi", "al-hakim", "ibn hibban", "muwatta"]
        .map(ArabicNormalizer.normalize)

    /// Words that make the Prophet the subject of what is said, not its speaker: "The Qur'an
    /// says about the Prophet: …" quotes the Qur'an.
    static let subjectMarkers = ["about the ", "about ", "regarding the ", "regarding ", "concerning the ",
                                 "concerning ", "to the ", "addressing the "]

    /// Arabic mentions of the Qur'an that name a part of it, not a source: «يعلمنا الاستخارة
    /// كما يعلمنا السورة من القرآن يقول: …» quotes the Prophet.
    static let quranMentions = [" السوره من القران", " كالسوره من القران", " من القران", " بالقران", " للقران"]

    /// `text` without the Prophet named as a subject (the markers above, then his name), and
    /// without the Qur'an named as something spoken of.
    static func withoutSubjects(_ text: String) -> String {
        var out = text
        // «يا نبي الله قال: …», «عن عبد الله قال: …», «رحمه الله قال: …»: the name of God ends
        // another phrase there, and the one who says is the Prophet, Abdullah or the scholar.
        if UTF8Search.contains(out, "الله قال") { out = out.replacing(godsNameInPhrase) { $0.1 + " الله ، قال" } }
        for m in quranMentions where out.contains(m) { out = out.replacingOccurrences(of: m, with: " ") }
        // "The Prophet's Pool is fed by …" speaks of something of his; "the Prophet's words: …"
        // still gives his saying.
        if out.contains("'s ") || out.contains("’s ") { out = out.replacing(possessive, with: " ") }
        guard subjectMarkers.contains(where: { out.contains($0) }) else { return out }
        for m in subjectMarkers {
            for p in prophetPhrases where p.allSatisfy({ $0.isASCII }) {
                out = out.replacingOccurrences(of: " " + m + p, with: " ")
            }
        }
        return out
    }

    /// A word before «الله» that makes «الله قال» no "God said": a noun the name completes
    /// («نبي الله», «عبد الله», «في سبيل الله») or a blessing («رحمه الله», «ما شاء الله»).
    nonisolated(unsafe) static let godsNameInPhrase =
        /((?:^|[^\p{L}])[وفلب]?(?:نبي|رسول|عبد|عباد|بسم|سبحان|رحمه|يرحمه|حفظه|شاء|سبيل|كتاب|بيت|ولي|امر|دين|رضي|خليل|حبيب|سيف)) الله قال/

    /// «حديثا» "lately" («قديما وحديثا») and «الحديثة» "modern" hold «حديث» and name no hadith.
    nonisolated(unsafe) static let notHadith = /([^\p{L}])[وف]?(?:حديثا|الحديثه)(?=[^\p{L}])/

    /// `text` without `notHadith`'s words; the regex runs only where «حديث» is (every
    /// quotation of every answer is read here).
    static func withoutNotHadith(_ text: String) -> String {
        UTF8Search.contains(text, "حديث") ? text.replacing(notHadith) { $0.1 + " " } : text
    }

    /// The Prophet's name as the owner of what follows, unless what follows is something said.
    nonisolated(unsafe) static let possessive =
        /(?:prophet|messenger|muhammad)['’]s (?!words?\b|sayings?\b|hadith|advice|teachings?\b|statement|supplication|dua\b|instruction|reply|answer|command|sermon|speech)/

    static let quranBytes = quranPhrases.map { Array($0.utf8) }
    static let prophetBytes = prophetPhrases.map { Array($0.utf8) }
    static let divineBytes = divinePhrases.map { Array($0.utf8) }

    /// The hadith books named («رواه البخاري», «متفق عليه», "Sahih Muslim", "(Bukhari)").
    static func collections(in t: String) -> Set<LibraryCollection> {
        var out = Set<LibraryCollection>()
        var t = t
        return t.withUTF8 { buffer in
            func has(_ p: [UInt8]) -> Bool { UTF8Search.contains(buffer, p) }
            if agreedBytes.contains(where: has) { return [.bukhari, .muslim] }
            if bukhariBytes.contains(where: has) { out.insert(.bukhari) }
            if muslimBytes.contains(where: has) { out.insert(.muslim) }
            return out
        }
    }

    static let agreedBytes = ["متفق عليه", "agreed upon"].map { Array($0.utf8) }
    static let bukhariBytes = ["البخاري", "bukhari", "bukhaari"].map { Array($0.utf8) }
    static let muslimBytes = ["رواه مسلم", "صحيح مسلم", "اخرجه مسلم", "روي مسلم", "ومسلم", "(مسلم", "مسلم)", "الامام مسلم",
                              "sahih muslim", "by muslim", "(muslim", "muslim)", "and muslim", "imam muslim", "muslim,",
                              "muslim narrates", "muslim relates"]
        .map { Array($0.utf8) }

    /// A sura and aya named: "2:255", "(البقرة: 255)", "[Al-Baqarah 255]", "سورة البقرة آية 255".
    /// Both forms need a digit, so a text without one is not searched (Swift's Regex and the
    /// 114 names made this the dearest part of reading a claim).
    static func ayah(in t: String) -> AyahRef? {
        guard t.utf8.contains(where: { (0x30...0x39).contains($0) }) else { return nil }
        if t.utf8.contains(0x3A) || UTF8Search.contains(t, "："), let m = t.firstMatch(of: suraColonAya),
           let s = Int(m.1), let a = Int(m.2), (1...114).contains(s), a > 0 {
            return AyahRef(sura: s, aya: a, through: m.3.flatMap { Int($0) })
        }
        var copy = t
        let firsts: [Int?] = copy.withUTF8 { buffer in nameBytes.map { $0.isEmpty ? nil : UTF8Search.first(buffer, $0) } }
        for (i, offset) in firsts.enumerated() {
            guard let offset else { continue }
            let lower = t.utf8.index(t.utf8.startIndex, offsetBy: offset)
            let upper = t.utf8.index(lower, offsetBy: nameBytes[i].count)
            guard lower == t.startIndex || !t[t.index(before: lower)].isLetter else { continue }
            let rest = t[upper...].prefix(24)
            if let next = rest.first, next.isLetter { continue }
            if let m = rest.firstMatch(of: ayaAfterName), let a = Int(m.1), a > 0 {
                return AyahRef(sura: i + 1, aya: a, through: m.2.flatMap { Int($0) })
            }
        }
        return nil
    }

    /// A sura named after the word sura («في سورة آل عمران», "in Surah Al-Imran"), without an
    /// aya number (`ayah(in:)` reads one with it).
    static func sura(in t: String) -> Int? {
        // "Surah the Cow" is Surah al-Baqarah.
        let words = SuraMeanings.rewritten(t).text.split(whereSeparator: { !$0.isLetter }).map(String.init)
        if let (s, _) = QueryAnalyzer.namedSura(words.map(Glossary.loose), markers: ["sura", "surah", "surat"],
                                                names: QueryAnalyzer.englishLoose, ayaMarkers: []) { return s }
        if let (s, _) = QueryAnalyzer.namedSura(words, markers: ["سوره", "بسوره"],
                                                names: QueryAnalyzer.arabicNormalized, ayaMarkers: []) { return s }
        return nil
    }

    // Regex literals are parsed again each time they are evaluated: these are made once. A
    // Regex is safe to share once made (its program is compiled once, atomically).
    nonisolated(unsafe) static let suraColonAya = /(\d{1,3})\s*[:：]\s*(\d{1,3})(?:\s*[-–—]\s*(\d{1,3}))?/
    nonisolated(unsafe) static let ayaAfterName = /^[^\d]{0,12}?(\d{1,3})(?:\s*[-–—]\s*(\d{1,3}))?/

    /// The suras' names as normalised text, Arabic and English.
    static let names: [String] = (0..<114).map { i in
        ArabicNormalizer.normalize(SuraNames.arabic[i])
    }
    static let nameBytes: [[UInt8]] = names.map { Array($0.utf8) }
}

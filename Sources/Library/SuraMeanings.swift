import Foundation

/// A sura named by what its name means in English ("the chapter of the Cave", "Surah the Cow"),
/// as readers of translations name it, read as its transliterated name ("surah al-Kahf"), which
/// the glossary, the sura's ayat and the hadith that cite it all know. Before, "the Cave" was a
/// capitalised word no passage has, and the question abstained.
enum SuraMeanings {
    /// English meanings, lower case and without the article; the usual ones first, then the
    /// other renderings people use. Index = sura number.
    static let meanings: [Int: [String]] = [
        1: ["opening"], 2: ["cow", "heifer"], 3: ["family of imran", "house of imran"], 4: ["women"],
        5: ["table spread", "table", "feast"], 6: ["cattle", "livestock"], 7: ["heights"],
        8: ["spoils of war", "spoils", "booty"], 9: ["repentance"], 10: ["jonah"], 12: ["joseph"],
        13: ["thunder"], 14: ["abraham"], 15: ["rocky tract", "stoneland"], 16: ["bee", "bees"],
        17: ["night journey"], 18: ["cave"], 19: ["mary"], 21: ["prophets"], 22: ["pilgrimage"],
        23: ["believers"], 24: ["light"], 25: ["criterion", "standard"], 26: ["poets"],
        27: ["ant", "ants"], 28: ["stories", "story", "narration"], 29: ["spider"],
        30: ["romans", "byzantines"], 32: ["prostration"],
        33: ["combined forces", "confederates", "clans", "allies"], 34: ["sheba"],
        35: ["originator", "creator"], 37: ["those who set the ranks", "rangers"],
        39: ["troops", "groups", "crowds"], 40: ["forgiver"], 41: ["explained in detail"],
        42: ["consultation"], 43: ["ornaments of gold", "gold adornments"], 44: ["smoke"],
        45: ["crouching", "kneeling"], 46: ["wind-curved sandhills", "sand dunes", "dunes"],
        48: ["victory", "conquest"], 49: ["rooms", "private apartments", "chambers", "inner apartments"],
        51: ["winnowing winds", "scattering winds"], 52: ["mount"], 53: ["star"], 54: ["moon"],
        55: ["beneficent", "most merciful"], 56: ["inevitable", "event"], 57: ["iron"],
        58: ["pleading woman", "she who disputes", "disputant"], 59: ["exile", "gathering", "banishment"],
        60: ["woman to be examined", "she that is to be examined", "examined one"], 61: ["ranks", "battle array"],
        62: ["friday", "congregation"], 63: ["hypocrites"], 64: ["mutual disillusion", "loss and gain"],
        65: ["divorce"], 66: ["prohibition"], 67: ["sovereignty", "dominion", "kingdom"], 68: ["pen"],
        69: ["reality"], 70: ["ascending stairways", "ways of ascent"], 71: ["noah"], 72: ["jinn"],
        73: ["enshrouded one", "wrapped one"], 74: ["cloaked one", "enrobed one"], 75: ["resurrection"],
        76: ["man", "human"], 77: ["emissaries"], 78: ["tidings", "great news", "news"],
        79: ["those who drag forth", "extractors"], 80: ["he frowned"], 81: ["overthrowing", "folding up"],
        82: ["cleaving", "cleaving asunder"], 83: ["defrauding", "defrauders", "cheaters"],
        84: ["sundering", "splitting asunder"], 85: ["mansions of the stars", "constellations", "great stars"],
        86: ["nightcomer", "night comer", "morning star", "night visitor"], 87: ["most high"],
        88: ["overwhelming", "overwhelming event"], 89: ["dawn"], 90: ["city"], 91: ["sun"], 92: ["night"],
        93: ["morning hours", "forenoon", "morning brightness"], 94: ["relief", "expansion"], 95: ["fig"],
        96: ["clot", "blood clot", "clinging clot"], 97: ["power", "night of power", "decree"],
        98: ["clear proof", "clear evidence"], 99: ["earthquake", "quake"], 100: ["courser", "coursers", "chargers"],
        101: ["calamity", "striking calamity"], 102: ["rivalry in world increase", "rivalry", "piling up"],
        103: ["declining day", "time"], 104: ["traducer", "slanderer", "backbiter"], 105: ["elephant"],
        107: ["small kindnesses", "neighbourly assistance"], 108: ["abundance", "plenty"],
        109: ["disbelievers", "unbelievers"], 110: ["divine support", "help"], 111: ["palm fiber", "palm fibre", "flame"],
        112: ["sincerity", "purity", "oneness"], 113: ["daybreak"], 114: ["mankind"],
    ]

    /// Words that may follow a sura's meaning in the same sentence: a longer noun phrase ("the
    /// chapter of the night prayer", "the chapter on the believers' faith") names a book's
    /// chapter or a topic, not the sura.
    static let mayFollow: Set<String> = [
        "at", "in", "on", "verse", "verses", "ayah", "ayat", "aya", "ayahs", "and", "or", "is", "was", "which",
        "that", "where", "when", "about", "say", "says", "said", "mention", "mentions", "mentioned", "to",
        "for", "from", "with", "by", "tell", "tells", "talk", "talks", "before", "after", "every", "each",
        "during", "while", "near", "as", "it", "its", "do", "does", "did", "has", "have", "of",
    ]

    static let markers = ["surah", "sura", "surat", "chapter"]
    static let linking = ["of", "called", "named", "entitled", "titled"]

    /// `question` with each sura named by its English meaning after "surah"/"chapter" replaced by
    /// "surah al-<Name>", and the replaced name's loose spelling mapped to the words as typed.
    /// "chapter" alone is not enough in a question about a hadith book, whose chapters ("the
    /// chapter of the Prophets" in al-Bukhari) have such names too.
    static func rewritten(_ question: String) -> (text: String, typed: [String: String]) {
        guard question.contains(where: { $0.isASCII && $0.isLetter }) else { return (question, [:]) }
        let lower = question.lowercased()
        let hadithBook = ["bukhari", "muslim", "hadith", "sahih"].contains { lower.contains($0) }
        var text = question
        var typed: [String: String] = [:]
        var from = text.startIndex
        while let (range, sura, meaning) = nextNamed(in: text, from: from, hadithBook: hadithBook) {
            let name = SuraNames.english[sura - 1]
            typed[Glossary.loose(name)] = meaning
            let replacement = "surah al-" + name
            text.replaceSubrange(range, with: replacement)
            from = text.index(range.lowerBound, offsetBy: replacement.count)
        }
        return (text, typed)
    }

    /// The next "surah/chapter (of) (the) MEANING" at or after `from`: its range, the sura and
    /// the meaning as typed. The longest meaning wins ("night journey" over "night").
    static func nextNamed(in text: String, from: String.Index, hadithBook: Bool)
        -> (Range<String.Index>, Int, String)? {
        let words = wordRanges(text, from: from)
        for (i, w) in words.enumerated() {
            let marker = text[w].lowercased()
            guard markers.contains(marker), !(marker == "chapter" && hadithBook) else { continue }
            var j = i + 1
            if j < words.count, linking.contains(text[words[j]].lowercased()) { j += 1 }
            if j < words.count, text[words[j]].lowercased() == "the" { j += 1 }
            for n in stride(from: 5, through: 1, by: -1) where j + n <= words.count {
                let phrase = words[j..<(j + n)].map { text[$0].lowercased() }.joined(separator: " ")
                guard let sura = sura(meaning: phrase) else { continue }
                let next = j + n < words.count ? text[words[j + n]].lowercased() : nil
                let between = text[words[j + n - 1].upperBound..<(j + n < words.count ? words[j + n].lowerBound : text.endIndex)]
                // Punctuation after the name ends it; otherwise the next word must not carry the
                // phrase on.
                guard next == nil || between.contains(where: { !$0.isWhitespace }) || mayFollow.contains(next!)
                        || next!.allSatisfy(\.isNumber) else { break }
                let start = i > 0 && text[words[i - 1]].lowercased() == "the" ? words[i - 1].lowerBound : w.lowerBound
                let typed = words[j..<(j + n)].map { String(text[$0]) }.joined(separator: " ")
                return (start..<words[j + n - 1].upperBound, sura, typed)
            }
        }
        return nil
    }

    static let byMeaning: [String: Int] = {
        var m: [String: Int] = [:]
        for (s, names) in meanings { for n in names { m[n] = s } }
        return m
    }()

    static func sura(meaning: String) -> Int? {
        byMeaning[meaning] ?? byMeaning[meaning.replacingOccurrences(of: "-", with: " ")]
    }

    /// The ranges of the words (letters, digits, hyphens and apostrophes inside) from `from`.
    static func wordRanges(_ text: String, from: String.Index) -> [Range<String.Index>] {
        var out: [Range<String.Index>] = []
        var start: String.Index?
        var i = from
        while i < text.endIndex {
            let c = text[i]
            let inWord = c.isLetter || c.isNumber || (start != nil && (c == "-" || c == "'" || c == "’"))
            if inWord, start == nil { start = i }
            if !inWord, let s = start { out.append(s..<i); start = nil }
            i = text.index(after: i)
        }
        if let s = start { out.append(s..<text.endIndex) }
        return out
    }
}

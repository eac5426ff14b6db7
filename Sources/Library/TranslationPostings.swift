import Foundation

/// A small inverted index over the Qur'an's English translation, for English questions and
/// claims that use the translation's own words ("There is no compulsion in religion" → 2:256
/// "There is no compulsion in matters of faith"), which the small embedder often misses. Every
/// word is indexed under each of its dictionary forms (`EnglishLexicon.lemmas`), so "kills"
/// meets "killed" through "kill"; a query word counts once per verse, whichever form it has.
public struct TranslationPostings: Sendable {
    public struct Hit: Sendable {
        public var key: PassageKey
        public var score: Double
        /// The share of the query's weight (inverse document frequency) the verse has.
        public var coverage: Double
    }

    private var keys: [PassageKey] = []
    private var position: [PassageKey: Int] = [:]
    private var lengths: [Int] = []
    /// Each form's texts, as `text << 8 | count` (the count capped at 255): four bytes an
    /// entry, since the hadith's English makes about two million of them.
    private var postings: [String: [UInt32]] = [:]
    private var averageLength = 1.0

    /// Words too common in questions and in the translation to say anything.
    static let stopwords: Set<String> = [
        "the", "a", "an", "and", "or", "of", "to", "in", "on", "for", "is", "are", "was", "were", "be", "been",
        "it", "its", "this", "that", "these", "those", "who", "whom", "which", "what", "he", "she", "they",
        "them", "his", "her", "their", "you", "your", "we", "our", "us", "i", "me", "my", "him", "with", "by",
        "as", "at", "from", "not", "no", "will", "shall", "have", "has", "had", "do", "does", "did", "so",
        "but", "if", "then", "there", "when", "all", "any", "those", "say", "says", "said", "quran", "qur",
        "allah", "god", "prophet", "verse", "about", "into", "upon", "unto", "ye", "thee", "thou", "thy",
    ]

    init(_ texts: [PassageKey: String]) {
        var total = 0
        // Each distinct word's forms once: the hadith's 1.3 million words are 25,000 distinct ones.
        var forms: [String: [String]] = [:]
        for (i, (key, text)) in texts.sorted(by: { $0.key < $1.key }).enumerated() {
            position[key] = keys.count
            keys.append(key)
            var counts: [String: Int] = [:]
            let words = Self.words(text)
            for w in words {
                let lemmas = forms[w] ?? {
                    let made = Array(EnglishLexicon.lemmas(of: w))
                    forms[w] = made
                    return made
                }()
                for form in lemmas { counts[form, default: 0] += 1 }
            }
            lengths.append(words.count)
            total += words.count
            for (form, tf) in counts { postings[form, default: []].append(UInt32(i) << 8 | UInt32(min(tf, 255))) }
        }
        averageLength = Double(max(total, 1)) / Double(max(keys.count, 1))
    }

    /// The text's words, lower-cased: runs of letters (a combining mark stays with its letter),
    /// as `Character.isLetter` splits them, without stop words and single letters. Read by
    /// scalars into bytes: splitting the hadith's 7 MB of English into `Character`s took a second.
    static func words(_ text: String) -> [String] {
        var out: [String] = []
        var word: [UInt8] = []
        var letters = 0
        func flush() {
            if letters > 1 {
                let w = String(decoding: word, as: UTF8.self)
                if !stopwords.contains(w) { out.append(w) }
            }
            word.removeAll(keepingCapacity: true)
            letters = 0
        }
        func append(_ s: Unicode.Scalar) { UTF8.encode(s) { word.append($0) } }
        for s in text.unicodeScalars {
            if s.isASCII {
                let v = UInt8(s.value)
                if v >= 0x61 && v <= 0x7A { word.append(v); letters += 1 }
                else if v >= 0x41 && v <= 0x5A { word.append(v + 0x20); letters += 1 }
                else { flush() }
                continue
            }
            switch s.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
                for l in s.properties.lowercaseMapping.unicodeScalars { append(l) }
                letters += 1
            // Spelled out as Swift reads the pattern list: a `where` binds only its last pattern.
            case .nonspacingMark, .spacingMark:
                append(s)
            case .enclosingMark where letters > 0:
                append(s)
            default:
                flush()
            }
        }
        flush()
        return out
    }

    /// Each distinct word of `text` with its weight (inverse document frequency) and the
    /// verses that have it in any form or spelling ("kills": kills, kill; "honor": honour), each once with its count. A word
    /// the translation never uses has no verses and the highest weight: it still counts.
    private func weighed(_ text: String) -> [(idf: Double, verses: [Int: Int])] {
        let n = Double(keys.count)
        return Set(Self.words(text)).map { word in
            var merged: [Int: Int] = [:]
            for f in EnglishLexicon.spellings(of: word) {
                for entry in postings[f] ?? [] {
                    let verse = Int(entry >> 8), tf = Int(entry & 0xFF)
                    merged[verse] = max(merged[verse] ?? 0, tf)
                }
            }
            guard !merged.isEmpty else { return (log(1 + n), [:]) }
            return (log(1 + (n - Double(merged.count) + 0.5) / (Double(merged.count) + 0.5)), merged)
        }
    }

    /// The share of `text`'s weight that the verses together have (a quotation running over
    /// two verses), weighed as `search` weighs it.
    func coverage(of text: String, in verses: [PassageKey]) -> Double {
        let wanted = Set(verses.compactMap { position[$0] })
        let words = weighed(text)
        let total = words.reduce(0) { $0 + $1.idf }
        guard total > 0 else { return 0 }
        return words.filter { w in wanted.contains { w.verses[$0] != nil } }.reduce(0) { $0 + $1.idf } / total
    }

    /// Whether the text of `key` has one of `forms`: each form's entries are in text order,
    /// so a binary search finds it.
    func contains(_ forms: [String], in key: PassageKey) -> Bool {
        guard let i = position[key] else { return false }
        let wanted = UInt32(i)
        return forms.contains { form in
            guard let list = postings[form] else { return false }
            var lo = 0, hi = list.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if list[mid] >> 8 < wanted { lo = mid + 1 } else { hi = mid }
            }
            return lo < list.count && list[lo] >> 8 == wanted
        }
    }

    /// Whether any verse has `word` in one of its forms.
    func mentions(_ word: String) -> Bool {
        EnglishLexicon.spellings(of: word.lowercased()).contains { postings[$0] != nil }
    }

    func search(_ text: String, limit: Int) -> [Hit] {
        var scores: [Int: Double] = [:]
        var covered: [Int: Double] = [:]
        var totalWeight = 0.0
        for (idf, list) in weighed(text) {
            totalWeight += idf
            for (verse, tf) in list {
                let t = Double(tf)
                scores[verse, default: 0] += idf * t * 2.2 / (t + 1.2 * (0.25 + 0.75 * Double(lengths[verse]) / averageLength))
                covered[verse, default: 0] += idf
            }
        }
        guard totalWeight > 0 else { return [] }
        return scores.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(limit).map {
            Hit(key: keys[$0.key], score: $0.value, coverage: (covered[$0.key] ?? 0) / totalWeight)
        }
    }
}

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
    private var lengths: [Int] = []
    private var postings: [String: [(verse: Int, tf: Int)]] = [:]
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
        for (i, (key, text)) in texts.sorted(by: { $0.key < $1.key }).enumerated() {
            keys.append(key)
            var counts: [String: Int] = [:]
            let words = Self.words(text)
            for w in words {
                for form in EnglishLexicon.lemmas(of: w) { counts[form, default: 0] += 1 }
            }
            lengths.append(words.count)
            total += words.count
            for (form, tf) in counts { postings[form, default: []].append((i, tf)) }
        }
        averageLength = Double(max(total, 1)) / Double(max(keys.count, 1))
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
            .filter { $0.count > 1 && !stopwords.contains($0) }
    }

    func search(_ text: String, limit: Int) -> [Hit] {
        let n = Double(keys.count)
        var scores: [Int: Double] = [:]
        var covered: [Int: Double] = [:]
        var totalWeight = 0.0
        for word in Set(Self.words(text)) {
            // The verses with any form of the word ("kills": kills, kill), each once.
            var merged: [Int: Int] = [:]
            for f in EnglishLexicon.lemmas(of: word) {
                for (verse, tf) in postings[f] ?? [] { merged[verse] = max(merged[verse] ?? 0, tf) }
            }
            guard !merged.isEmpty else {
                totalWeight += log(1 + n)  // a word the translation never uses still counts
                continue
            }
            let list = merged.map { (verse: $0.key, tf: $0.value) }
            let idf = log(1 + (n - Double(list.count) + 0.5) / (Double(list.count) + 0.5))
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

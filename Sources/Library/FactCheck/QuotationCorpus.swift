import Foundation

/// The library's texts held in memory for checking quotations: each sura as one run of words
/// (so a quotation of consecutive ayat is found as one), each hadith's matn as another, and an
/// inverted index from a word's spelling skeleton to the passages that use it. About 650,000
/// words; built once when the checker opens.
struct QuotationCorpus: Sendable {
    /// A run of normalised words with their two hashes.
    struct Text: Sendable {
        var words: [Substring]
        var exact: [UInt64]
        var loose: [UInt64]

        /// The light stem and the affixes of the words in `range`, worked out when a candidate
        /// is aligned rather than for all 650,000 words when the checker opens.
        func forms(_ range: Range<Int>) -> [WordForm] {
            words[range].map { w in
                let a = QuoteWords.affixes(w, short: 0)
                return WordForm(stem: LightStemmer.stemHash(w), head: a.head, tail: a.tail)
            }
        }
    }

    /// What tells two forms of one word apart from two words (`WordAlignment.pairCost`).
    struct WordForm: Sendable {
        var stem: UInt64
        var head: UInt64
        var tail: UInt64
    }

    /// One passage: where its words are in `texts`.
    struct Entry: Sendable {
        var id: Int
        var key: String
        var collection: LibraryCollection
        var sura: Int
        var aya: Int
        var text: Int
        var range: Range<Int>
    }

    var texts: [Text] = []
    var entries: [Entry] = []
    /// Skeleton hash → the entries using it (each once).
    var postings: [UInt64: [Int32]] = [:]
    /// For each sura's text, the entries of its ayat in order.
    var suraEntries: [Int: [Int]] = [:]

    init(rows: [QuotationRow]) {
        var suraWords: [Int: [Substring]] = [:]
        var suraAyat: [Int: [(row: QuotationRow, range: Range<Int>)]] = [:]
        for r in rows where r.collection == .quran {
            let words = r.matn.split(separator: " ")
            let start = suraWords[r.sura, default: []].count
            suraWords[r.sura, default: []] += words
            suraAyat[r.sura, default: []].append((r, start..<start + words.count))
        }
        for sura in suraWords.keys.sorted() {
            let t = texts.count
            texts.append(Self.text(suraWords[sura]!))
            for (r, range) in suraAyat[sura]! {
                suraEntries[sura, default: []].append(entries.count)
                entries.append(Entry(id: r.id, key: r.key, collection: .quran, sura: r.sura, aya: r.aya, text: t, range: range))
            }
        }
        // A telling that only points to another («بمثله») has no saying to compare.
        for r in rows where r.collection != .quran && !r.isPointer && !r.matn.isEmpty {
            let words = r.matn.split(separator: " ")
            texts.append(Self.text(words))
            entries.append(Entry(id: r.id, key: r.key, collection: r.collection, sura: 0, aya: 0,
                                 text: texts.count - 1, range: 0..<words.count))
        }
        for (e, entry) in entries.enumerated() {
            var seen = Set<UInt64>()
            for h in texts[entry.text].loose[entry.range] where seen.insert(h).inserted {
                postings[h, default: []].append(Int32(e))
            }
        }
    }

    static func text(_ words: [Substring]) -> Text {
        Text(words: words, exact: words.map { WordHash.of($0) }, loose: words.map { QuoteWords.looseHash($0) })
    }

    /// How many passages use a word of this skeleton.
    func documents(_ loose: UInt64) -> Int { postings[loose]?.count ?? 0 }

    /// The entries sharing the most (by weight) of `quote`'s words, at most `perCollection` of
    /// each collection. Words in more than `commonCap` passages only count when the quotation
    /// has too few others to go on.
    func candidates(for quote: [QuoteToken], perCollection: Int = 12, commonCap: Int = 1500) -> [Int] {
        var distinct: [UInt64: Double] = [:]
        for t in quote { distinct[t.loose] = max(distinct[t.loose] ?? 0, t.weight) }
        var usable = distinct.filter { documents($0.key) > 0 && documents($0.key) <= commonCap }
        if usable.count < 2 {
            let all = distinct.filter { documents($0.key) > 0 }.sorted { documents($0.key) < documents($1.key) }
            usable = Dictionary(uniqueKeysWithValues: all.prefix(3).map { ($0.key, $0.value) })
        }
        var score: [Int32: Double] = [:]
        for (h, w) in usable {
            for e in postings[h] ?? [] { score[e, default: 0] += w }
        }
        var byCollection: [LibraryCollection: [(Int, Double)]] = [:]
        for (e, s) in score { byCollection[entries[Int(e)].collection, default: []].append((Int(e), s)) }
        var out: [Int] = []
        for c in LibraryCollection.allCases {
            let ranked = (byCollection[c] ?? []).sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
            out += ranked.prefix(perCollection).map(\.0)
        }
        return out
    }

    /// The words of a Qur'an entry's sura around it, enough on each side for a quotation of
    /// `length` words running into the ayat before or after.
    func window(for e: Int, length: Int) -> Range<Int> {
        let entry = entries[e]
        guard entry.collection == .quran else { return entry.range }
        let count = texts[entry.text].words.count
        return max(0, entry.range.lowerBound - length)..<min(count, entry.range.upperBound + length)
    }

    /// The entries of the ayat a span of a sura's text touches.
    func ayat(sura: Int, span: Range<Int>) -> [Int] {
        (suraEntries[sura] ?? []).filter { entries[$0].range.overlaps(span) }
    }
}

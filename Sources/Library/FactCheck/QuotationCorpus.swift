import Foundation

/// The library's texts held in memory for checking quotations: each sura as one run of words
/// (so a quotation of consecutive ayat is found as one), each hadith's matn as another, and an
/// inverted index from a word's spelling skeleton to the passages that use it. About 650,000
/// words; built once when the checker opens.
struct QuotationCorpus: Sendable {
    /// A run of normalised words, as indexes into the corpus's `QuoteVocabulary`.
    struct Text: Sendable {
        var ids: [Int32]
        let vocabulary: QuoteVocabulary

        var count: Int { ids.count }
        func word(_ p: Int) -> String { vocabulary.words[Int(ids[p])] }
        func words(_ range: Range<Int>) -> [String] { ids[range].map { vocabulary.words[Int($0)] } }
        func info(_ p: Int) -> QuoteVocabulary.Word { vocabulary.info[Int(ids[p])] }
        func loose(_ p: Int) -> UInt64 { info(p).loose }
    }

    /// What tells two forms of one word apart from two words (`WordAlignment.pairCost`).
    struct WordForm: Sendable {
        var stem: UInt64
        var head: UInt64
        var tail: UInt64
        /// `QuoteWords.skeleton` of the word.
        var skeleton: UInt64
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
    let vocabulary: QuoteVocabulary
    /// Each entry's collection as its place in `LibraryCollection.allCases`.
    var collectionOrder: [UInt8] = []

    init(rows: [QuotationRow]) {
        var builder = QuoteVocabulary.Builder()
        var suraWords: [Int: [Int32]] = [:]
        var suraAyat: [Int: [(row: QuotationRow, range: Range<Int>)]] = [:]
        for r in rows where r.collection == .quran {
            let words = builder.add(r.matn)
            let start = suraWords[r.sura, default: []].count
            suraWords[r.sura, default: []] += words
            suraAyat[r.sura, default: []].append((r, start..<start + words.count))
        }
        var hadith: [(row: QuotationRow, ids: [Int32])] = []
        // A telling that only points to another («بمثله») has no saying to compare.
        for r in rows where r.collection != .quran && !r.isPointer && !r.matn.isEmpty {
            hadith.append((r, builder.add(r.matn)))
        }
        let vocabulary = builder.build()
        self.vocabulary = vocabulary
        for sura in suraWords.keys.sorted() {
            let t = texts.count
            texts.append(Text(ids: suraWords[sura]!, vocabulary: vocabulary))
            for (r, range) in suraAyat[sura]! {
                suraEntries[sura, default: []].append(entries.count)
                entries.append(Entry(id: r.id, key: r.key, collection: .quran, sura: r.sura, aya: r.aya, text: t, range: range))
            }
        }
        for (r, ids) in hadith {
            texts.append(Text(ids: ids, vocabulary: vocabulary))
            entries.append(Entry(id: r.id, key: r.key, collection: r.collection, sura: 0, aya: 0,
                                 text: texts.count - 1, range: 0..<ids.count))
        }
        let order = Dictionary(uniqueKeysWithValues: LibraryCollection.allCases.enumerated().map { ($1, UInt8($0)) })
        collectionOrder = entries.map { order[$0.collection] ?? 0 }
        for (e, entry) in entries.enumerated() {
            var seen = Set<UInt64>()
            for id in texts[entry.text].ids[entry.range] {
                let h = vocabulary.info[Int(id)].loose
                if seen.insert(h).inserted { postings[h, default: []].append(Int32(e)) }
            }
        }
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
        // The passages' scores in an array indexed by entry, the touched ones listed: a
        // dictionary of thousands of entries was most of finding the candidates.
        var score = [Double](repeating: 0, count: entries.count)
        var seen = [Bool](repeating: false, count: entries.count)
        var touched: [Int32] = []
        for (h, w) in usable.sorted(by: { $0.key < $1.key }) {
            for e in postings[h] ?? [] {
                if !seen[Int(e)] {
                    seen[Int(e)] = true
                    touched.append(e)
                }
                score[Int(e)] += w
            }
        }
        // The best `perCollection` of each collection (most weight, then index order), kept
        // by insertion rather than by sorting the thousands touched.
        func before(_ a: (Int, Double), _ b: (Int, Double)) -> Bool { a.1 != b.1 ? a.1 > b.1 : a.0 < b.0 }
        var best = [[(Int, Double)]](repeating: [], count: LibraryCollection.allCases.count)
        for e32 in touched {
            let e = Int(e32)
            let item = (e, score[e])
            let c = Int(collectionOrder[e])
            if best[c].count == perCollection, let last = best[c].last, !before(item, last) { continue }
            let at = best[c].firstIndex { before(item, $0) } ?? best[c].count
            best[c].insert(item, at: at)
            if best[c].count > perCollection { best[c].removeLast() }
        }
        return best.flatMap { $0.map(\.0) }
    }

    /// The words of a Qur'an entry's sura around it, enough on each side for a quotation of
    /// `length` words running into the ayat before or after.
    func window(for e: Int, length: Int) -> Range<Int> {
        let entry = entries[e]
        guard entry.collection == .quran else { return entry.range }
        let count = texts[entry.text].count
        return max(0, entry.range.lowerBound - length)..<min(count, entry.range.upperBound + length)
    }

    /// The entries of the ayat a span of a sura's text touches.
    func ayat(sura: Int, span: Range<Int>) -> [Int] {
        (suraEntries[sura] ?? []).filter { entries[$0].range.overlaps(span) }
    }
}

/// Every distinct word of the texts the checker holds, with what comparing it needs worked out
/// once: its two hashes, its light stem, its first and last three letters, and the skeleton of
/// the word without a leading conjunction. The texts are runs of indexes into it, so aligning a
/// quotation with a candidate reads numbers rather than stemming every word of the candidate
/// again for every quotation (the most of a check's cost before), and 750,000 words take 3 MB
/// rather than a Substring and two hashes each.
final class QuoteVocabulary: Sendable {
    struct Word: Sendable {
        var exact: UInt64
        var loose: UInt64
        /// `WordAlignment.pairCost`'s "another form of the word" test.
        var form: QuotationCorpus.WordForm
        /// The skeleton of the word without a leading و or ف (`QuoteWords.withoutConjunction`),
        /// when it has one.
        var bareLoose: UInt64?
    }

    let words: [String]
    let info: [Word]

    init(words: [String], info: [Word]) {
        self.words = words
        self.info = info
    }

    /// Collects the words of the texts as they are read, by their exact hash (`WordHash`: the
    /// checker already took two words with one hash for the same word).
    struct Builder {
        private var ids: [UInt64: Int32] = [:]
        private var words: [String] = []

        /// The words of a normalised, space-separated text as vocabulary indexes.
        mutating func add(_ text: String) -> [Int32] {
            let (tokens, hashes) = WordHash.words(of: text)
            var out: [Int32] = []
            out.reserveCapacity(tokens.count)
            for (w, h) in zip(tokens, hashes) {
                if let id = ids[h] {
                    out.append(id)
                } else {
                    let id = Int32(words.count)
                    ids[h] = id
                    words.append(String(w))
                    out.append(id)
                }
            }
            return out
        }

        func build() -> QuoteVocabulary {
            let info = words.map { w in
                let a = QuoteWords.affixes(w, short: 0)
                return Word(exact: WordHash.of(w), loose: QuoteWords.looseHash(w),
                            form: QuotationCorpus.WordForm(stem: LightStemmer.stemHash(Substring(w)), head: a.head, tail: a.tail,
                                                             skeleton: QuoteWords.skeleton(w, short: 0)),
                            bareLoose: QuoteWords.withoutConjunction(w).map { QuoteWords.looseHash($0) })
            }
            return QuoteVocabulary(words: words, info: info)
        }
    }
}

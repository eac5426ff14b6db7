/// The best place of a quotation inside a passage, word by word: a semi-global edit distance
/// (the quotation is aligned whole, the passage only where it fits, so part of an aya or of a
/// matn costs nothing for what it leaves out before and after).
struct WordAlignment: Sendable {
    enum Step: Sendable, Equatable {
        /// Quotation word `q` is passage word `p` (`exact`: spelled the same after normalising).
        case same(q: Int, p: Int, exact: Bool)
        case changed(q: Int, p: Int)
        case added(q: Int)
        case missing(p: Int)
    }

    /// The passage words covered, `start..<end`.
    var start: Int
    var end: Int
    /// Substitutions, additions and omissions count 1; spelling variants a little, so an exact
    /// place wins over a variant one.
    var cost: Float
    var steps: [Step]

    var edits: Int { steps.reduce(0) { n, s in if case .same = s { return n } else { return n + 1 } } }
    var matched: Int { steps.reduce(0) { n, s in if case .same = s { return n + 1 } else { return n } } }
    /// Changed words that are forms of the canonical word («الصابرون» for «الصابرين»).
    var near = 0

    /// The longest run of the quotation's words found one after another in the passage.
    var longestRun: Int {
        var best = 0, run = 0
        for s in steps {
            if case .same = s { run += 1; best = max(best, run) } else { run = 0 }
        }
        return best
    }

    static let variantCost: Float = 0.05
    /// Another form of the same word: cheaper than another word, so the two are paired.
    static let nearCost: Float = 0.6

    /// Aligns `quote` inside `passage[range]`.
    static func align(_ quote: [QuoteToken], in passage: QuotationCorpus.Text, range: Range<Int>) -> WordAlignment {
        let n = quote.count, m = range.count
        // Each passage word's comparison data, read once from the vocabulary.
        let words = passage.ids[range].map { passage.vocabulary.info[Int($0)] }
        let width = m + 1
        var cost = [Float](repeating: 0, count: (n + 1) * width)
        // 0: diagonal, 1: quotation word added, 2: passage word missing.
        var move = [UInt8](repeating: 0, count: (n + 1) * width)
        for i in 1...max(1, n) where n > 0 {
            cost[i * width] = Float(i)
            move[i * width] = 1
        }
        // The table is filled through unsafe buffers: the bounds checks of four array accesses
        // a cell were half the cost of aligning a long matn.
        cost.withUnsafeMutableBufferPointer { cost in
            move.withUnsafeMutableBufferPointer { move in
                words.withUnsafeBufferPointer { words in
                    for i in stride(from: 1, through: n, by: 1) {
                        let q = quote[i - 1]
                        let row = i * width, above = (i - 1) * width
                        for j in stride(from: 1, through: m, by: 1) {
                            let pair = Self.pairCost(q, first: i == 1, words[j - 1])
                            let diag = cost[above + j - 1] + pair
                            let up = cost[above + j] + 1
                            let left = cost[row + j - 1] + 1
                            var best = diag, how: UInt8 = 0
                            // At the quotation's edges another word costs as much as an added
                            // one: a word that is no form of the passage's is shown as added,
                            // not as a change.
                            if up < best || (up == best && pair >= 1) { best = up; how = 1 }
                            if left < best { best = left; how = 2 }
                            cost[row + j] = best
                            move[row + j] = how
                        }
                    }
                }
            }
        }
        // The cheapest end; of equal ones, one where the quotation's last word is the passage's
        // (a word dropped before it, «عقدة لساني» for «عقدة من لساني», is shown as missing and
        // the canonical text runs to «لساني», not as «من» changed), else the earliest place.
        func endsOnLast(_ j: Int) -> Bool {
            j > 0 && n > 0 && Self.pairCost(quote[n - 1], first: n == 1, words[j - 1]) < nearCost
        }
        var endJ = 0
        var bestCost = cost[n * width]
        if m > 0 {
            for j in 1...m {
                let c = cost[n * width + j]
                guard c < bestCost || c == bestCost && endsOnLast(j) && !endsOnLast(endJ) else { continue }
                bestCost = c
                endJ = j
            }
        }
        var steps: [Step] = []
        var near = 0
        var i = n, j = endJ
        while i > 0 {
            let pj = range.lowerBound + j - 1
            switch move[i * width + j] {
            case 0 where j > 0:
                let pair = Self.pairCost(quote[i - 1], first: i == 1, words[j - 1])
                steps.append(pair < nearCost ? .same(q: i - 1, p: pj, exact: pair == 0) : .changed(q: i - 1, p: pj))
                if pair == nearCost { near += 1 }
                i -= 1; j -= 1
            case 2 where j > 0:
                steps.append(.missing(p: pj))
                j -= 1
            default:
                steps.append(.added(q: i - 1))
                i -= 1
            }
        }
        var out = WordAlignment(start: range.lowerBound + j, end: range.lowerBound + endJ,
                                cost: bestCost, steps: steps.reversed())
        out.near = near
        return out
    }

    /// 0 for the same word, `variantCost` for the same skeleton (or, at the quotation's start,
    /// the passage's word without its conjunction), `nearCost` for another form of the word
    /// (same light stem, three letters in common at its start or end, or the same consonants: a
    /// broken plural for its singular, «مزمار» for «مزامير»), 1 for another word.
    @inline(__always)
    static func pairCost(_ q: QuoteToken, first: Bool, _ p: QuoteVocabulary.Word) -> Float {
        if q.exact == p.exact { return 0 }
        if q.loose == p.loose { return variantCost }
        if first, let bare = p.bareLoose, bare == q.loose { return variantCost }
        if q.stem == p.form.stem || q.head == p.form.head || q.tail == p.form.tail || q.skeleton == p.form.skeleton {
            return nearCost
        }
        return 1
    }
}

/// A word of a quotation: its normalised text, its two hashes and how much it says (rare words
/// more than «من» or «الله»).
struct QuoteToken: Sendable {
    var word: String
    var exact: UInt64
    var loose: UInt64
    /// `LightStemmer.stemHash` of the word.
    var stem: UInt64
    /// `QuoteWords.affixes` of the word.
    var head: UInt64
    var tail: UInt64
    /// `QuoteWords.skeleton` of the word.
    var skeleton: UInt64
    var weight: Double
}

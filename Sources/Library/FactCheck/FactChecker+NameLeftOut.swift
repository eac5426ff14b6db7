extension FactChecker {
    /// The Prophet's name and blessing, as a matn says them between its words.
    static let leftOutNames: [[UInt64]] = [
        "رسول الله صلى الله عليه وسلم", "النبي صلى الله عليه وسلم", "رسول الله عليه الصلاة والسلام",
        "النبي عليه الصلاة والسلام", "صلى الله عليه وسلم", "عليه الصلاة والسلام", "رسول الله", "النبي",
    ].map { QuoteWords.tokens($0).map(QuoteWords.looseHash) }

    /// The most quotation words before the left-out blessing: «كان», «إن», or the name the
    /// blessing follows («كان رسول الله أحسن الناس وجها» for Bukhari 3549's «كان رسول الله ﷺ
    /// أحسن الناس وجها»).
    static let wordsBeforeLeftOutName = 3

    /// The Prophet's name left out inside a saying is no change to it: «كان أحسن الناس وجها
    /// وأحسنه خلقا» quotes «كان رسول الله ﷺ أحسن الناس وجها وأحسنه خلقا» (Bukhari 3549) whole,
    /// the sender having named him before. Only the name and nothing else, between words in
    /// place: a run of missing words inside the quotation, or its first word or two, left over as
    /// added, that the passage says just before the name. The canonical text keeps the name.
    static func withNameLeftOut(_ a: WordAlignment, quote: [QuoteToken], text: QuotationCorpus.Text) -> WordAlignment {
        var out = withLeadingWordsBeforeName(a, quote: quote, text: text)
        out.steps = withoutRuns(out.steps, of: { if case .missing(let p) = $0 { p } else { nil } }) { run in
            leftOutNames.contains(run.map { text.loose($0) })
        }.steps
        return out
    }

    /// The alignment's first words, added, found just before the Prophet's name in the passage:
    /// they are the passage's, and the name between is marked missing (then dropped above).
    static func withLeadingWordsBeforeName(_ a: WordAlignment, quote: [QuoteToken], text: QuotationCorpus.Text) -> WordAlignment {
        let lead = a.steps.prefix { if case .added = $0 { true } else { false } }.count
        guard (1...wordsBeforeLeftOutName).contains(lead), lead < a.steps.count else { return a }
        for name in leftOutNames {
            let nameStart = a.start - name.count, first = nameStart - lead
            guard first >= 0, (0..<name.count).allSatisfy({ text.loose(nameStart + $0) == name[$0] }) else { continue }
            var steps: [WordAlignment.Step] = []
            for k in 0..<lead {
                guard case .added(let q) = a.steps[k] else { return a }
                let pair = WordAlignment.pairCost(quote[q], first: q == 0, text.info(first + k))
                guard pair < WordAlignment.nearCost else { return a }
                steps.append(.same(q: q, p: first + k, exact: pair == 0))
            }
            steps += (nameStart..<a.start).map { .missing(p: $0) }
            var out = a
            out.steps = steps + a.steps[lead...]
            out.start = first
            out.cost -= Float(lead)
            return out
        }
        return a
    }

    /// `steps` without each run of one kind of step (`index` gives a step's word, nil for
    /// another kind) that lies between two words in place and that `drop` takes; also how many
    /// steps were taken out.
    static func withoutRuns(_ steps: [WordAlignment.Step], of index: (WordAlignment.Step) -> Int?,
                            drop: ([Int]) -> Bool) -> (steps: [WordAlignment.Step], dropped: Int) {
        var out: [WordAlignment.Step] = []
        var dropped = 0
        var i = 0
        while i < steps.count {
            guard index(steps[i]) != nil, i > 0, case .same = steps[i - 1] else {
                out.append(steps[i])
                i += 1
                continue
            }
            var run: [Int] = []
            var j = i
            while j < steps.count, let w = index(steps[j]) {
                run.append(w)
                j += 1
            }
            let followed = j < steps.count && { if case .same = steps[j] { true } else { false } }()
            if followed, drop(run) { dropped += run.count } else { out.append(contentsOf: steps[i..<j]) }
            i = j
        }
        return (out, dropped)
    }
}

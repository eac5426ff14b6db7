import Foundation

/// An English question that quotes the text it asks about ("the dua for breaking the fast, the
/// one that says the thirst is gone and the veins are moistened", "'Allahumma innaka afuwwun'")
/// asks for that text. When most of the quotation's words are ones the three books never use,
/// they do not have it, and passages sharing the question's other words ("fast", "dua") would
/// read as its source: the answer abstains and names the words.
extension Retriever {
    /// The loose words of what the question quotes: between quotation marks, or after "says"
    /// / "saying" to the end of the sentence or a dash ("the verse saying the food of the
    /// People of the Book is lawful - does it cover …?": what follows the dash is the asker's).
    /// Compiled once: every English question is matched against them. Literal patterns, so
    /// none fails to compile (`compactMap` keeps that from ever being a crash).
    static let quotePatterns: [NSRegularExpression] = [
        #"["“”]([^"“”]{3,})["“”]"#, #"(?<![A-Za-z])['‘]([^'‘’]{3,})['’](?![A-Za-z])"#, #"\b(?:says|saying)\b((?:(?! [-–—] )[^.?!;])+)"#,
    ].compactMap { try? NSRegularExpression(pattern: $0, options: [.caseInsensitive]) }

    static func quotedWords(in question: String) -> Set<String> {
        var spans: [String] = []
        for re in quotePatterns {
            let ns = question as NSString
            for m in re.matches(in: question, range: NSRange(location: 0, length: ns.length)) where m.numberOfRanges > 1 {
                spans.append(ns.substring(with: m.range(at: 1)))
            }
        }
        return Set(spans.flatMap { Glossary.loose($0).split(separator: " ").map(String.init) })
    }

    /// The question's own concepts that lie within what it quotes (two or more, else nil).
    static func quotedConcepts(_ question: String, _ weighted: [WeightedConcept]) -> [WeightedConcept]? {
        let quoted = quotedWords(in: question)
        guard !quoted.isEmpty else { return nil }
        let inQuote = weighted.filter { w in
            let words = Glossary.loose(w.concept.label).split(separator: " ").map(String.init)
            return !w.concept.fromContext && !words.isEmpty && words.allSatisfy(quoted.contains)
        }
        guard inQuote.count >= 2 else { return nil }
        // Arabic in Latin letters ('allahumma lakal hamd anta qayyimus …'): half its words or
        // more are spelled against the texts (`LatinNames`), and their absence from a passage
        // says nothing of whether the books have the saying.
        let transliterated = inQuote.filter { $0.concept.latinName != nil }
        return 2 * transliterated.count >= inQuote.count ? nil : inQuote
    }

    /// The quoted concepts that the passage best covering the quotation by its words lacks,
    /// when no passage has more than half of the quotation (nil when one has).
    static func unfoundQuotation(_ quote: [WeightedConcept], in ranked: [RankedPassage]) -> [Concept]? {
        let total = quote.reduce(0) { $0 + $1.weight }
        guard total > 0 else { return nil }
        func has(_ p: RankedPassage, _ w: WeightedConcept) -> Bool {
            p.matched.contains { $0.label == w.concept.label } && !p.nearInMeaning.contains(w.concept.label)
        }
        // By weight and by count: a well-known text's key word ("martyr") outweighs the rest of
        // "the ink of the scholar is holier than the blood of the martyr" it is not.
        func share(_ p: RankedPassage) -> Double {
            let had = quote.filter { has(p, $0) }
            return min(had.reduce(0) { $0 + $1.weight } / total, Double(had.count) / Double(quote.count) + 0.01)
        }
        let shares = ranked.map(share)
        let best = shares.indices.max { shares[$0] < shares[$1] }.map { ranked[$0] }
        guard (shares.max() ?? 0) <= 0.5 else { return nil }
        return quote.filter { w in best.map { !has($0, w) } ?? true }.map(\.concept)
    }
}

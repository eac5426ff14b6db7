/// A concept's words as `WordHash`es: where it occurs in a passage's matn, by form, by stem, or
/// (for a weak form) only beside a cue.
struct ConceptMatcher: Sendable {
    let forms: Set<UInt64>
    let weak: Set<UInt64>
    let cues: Set<UInt64>
    let stem: UInt64?
    let rootForms: Set<UInt64>
    /// Phrases as hash sequences.
    let phrases: [[UInt64]]
    /// Whether the concept is a prophet's name, which a chain shares (`isLineage`).
    let prophetName: Bool

    init(_ c: Concept) {
        forms = WordHash.set(c.forms)
        weak = WordHash.set(c.weakForms)
        cues = WordHash.set(c.cues)
        stem = c.stem.map { WordHash.of($0) }
        rootForms = WordHash.set(c.rootForms)
        phrases = c.phrases.map { $0.map { WordHash.of($0) } }
        prophetName = !forms.isDisjoint(with: Self.prophets)
    }

    /// The prophets' names as the index spells them.
    static let prophetNames = ["ادم", "ادريس", "نوح", "هود", "صالح", "ابراهيم", "لوط", "اسماعيل", "اسحاق", "يعقوب", "يوسف",
                               "ايوب", "شعيب", "موسي", "هارون", "داود", "سليمان", "الياس", "اليسع", "يونس", "زكريا",
                               "يحيي", "عيسي"]
    static let prophets = WordHash.set(prophetNames)
    static let son = WordHash.set(["بن", "ابن"])
    static let adam = WordHash.of("ادم")
    /// The prophets' fathers (and mothers) as the texts name them: «سليمان بن داود», «عيسى ابن
    /// مريم», «يونس بن متى». Any other name beside «بن» is a man of the chains, where Musa,
    /// Ibrahim, Ishaq and Yaqub are common names («موسى بن إسماعيل», «يعقوب بن إبراهيم»).
    static let lineages: [UInt64: Set<UInt64>] = {
        let pairs = [("سليمان", "داود"), ("عيسي", "مريم"), ("يوسف", "يعقوب"), ("يعقوب", "اسحاق"), ("اسحاق", "ابراهيم"),
                     ("اسماعيل", "ابراهيم"), ("موسي", "عمران"), ("هارون", "عمران"), ("يحيي", "زكريا"), ("يونس", "متي")]
        var out: [UInt64: Set<UInt64>] = [:]
        for (child, parent) in pairs { out[WordHash.of(child), default: []].insert(WordHash.of(parent)) }
        return out
    }()

    /// Whether a prophet's name at `i` is a narrator's or his father's in a chain or in a note
    /// after the saying («وشعيب بن إسحاق», «أسد بن موسى»): beside «بن», unless the two are a
    /// prophet and his parent. «ابن آدم» is a human being, which the texts say often and mean.
    static func isLineage(_ words: [UInt64], at i: Int) -> Bool {
        if i + 1 < words.count, son.contains(words[i + 1]) {
            return !(i + 2 < words.count && lineages[words[i], default: []].contains(words[i + 2]))
        }
        if i >= 1, son.contains(words[i - 1]), words[i] != adam {
            return !(i >= 2 && lineages[words[i - 2], default: []].contains(words[i]))
        }
        return false
    }

    /// Positions of the concept's forms (a weak form only when a cue is in the passage; a
    /// phrase at its first word).
    func positions(in words: [UInt64]) -> [Int] {
        var out: [Int] = []
        let sensed = !weak.isEmpty && words.contains { cues.contains($0) }
        for (i, w) in words.enumerated() where forms.contains(w) || (sensed && weak.contains(w)) {
            if prophetName, Self.isLineage(words, at: i) { continue }
            out.append(i)
        }
        for p in phrases where !p.isEmpty && words.count >= p.count {
            for i in 0...(words.count - p.count) where words[i] == p[0] && !out.contains(i) {
                if (1..<p.count).allSatisfy({ words[i + $0] == p[$0] }) { out.append(i) }
            }
        }
        return out
    }

    /// Positions where only the stem matches.
    func stemPositions(in stems: [UInt64]) -> [Int] {
        guard let stem else { return [] }
        return stems.indices.filter { stems[$0] == stem }
    }

    /// Whether the passage has another word of the concept's root (the scorer asks this of
    /// every candidate; the positions only for the one an answer shows).
    func hasRootWord(in words: [UInt64]) -> Bool {
        !rootForms.isEmpty && words.contains { rootForms.contains($0) }
    }

    /// Positions of another word of the concept's root.
    func rootPositions(in words: [UInt64]) -> [Int] {
        guard !rootForms.isEmpty else { return [] }
        return words.indices.filter { rootForms.contains(words[$0]) }
    }
}

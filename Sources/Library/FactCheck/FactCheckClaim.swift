/// The checker's answer for one quotation.
public struct FactCheckClaim: Sendable, Codable {
    /// The quotation as found in the text.
    public var text: String
    /// `ar` or `en`.
    public var language: String
    public var verdict: FactCheckVerdict
    /// 0…1: how sure the checker is of the verdict.
    public var confidence: Double
    /// What the quotation claimed about its source.
    public var attribution: Attribution
    /// The passage the verdict rests on (the right source for a misattribution, the closest
    /// passage for an alteration); nil when nothing matched.
    public var reference: FactCheckReference?
    /// The canonical words, vowelled as the source writes them (nil when nothing matched).
    public var canonical: String?
    /// The word-level difference from the canonical text (empty unless `altered`).
    public var difference: [WordDifference]
    /// Every passage that holds the words, best first (tellings in both collections, ayat).
    public var sources: [FactCheckReference]
    /// Only matched by meaning (an English claim): the words were not compared.
    public var byMeaning: Bool
    /// The wrong source the quotation named, for a misattribution (e.g. `quran`, `muslim`).
    public var claimedSource: String?

    public init(text: String, language: String, verdict: FactCheckVerdict, confidence: Double,
                attribution: Attribution, reference: FactCheckReference? = nil, canonical: String? = nil,
                difference: [WordDifference] = [], sources: [FactCheckReference] = [], byMeaning: Bool = false,
                claimedSource: String? = nil) {
        self.text = text
        self.language = language
        self.verdict = verdict
        self.confidence = confidence
        self.attribution = attribution
        self.reference = reference
        self.canonical = canonical
        self.difference = difference
        self.sources = sources
        self.byMeaning = byMeaning
        self.claimedSource = claimedSource
    }
}

/// Where a verdict's words are: the collection and its numbers, the stable key, a title and a
/// link like a library answer's sources.
public struct FactCheckReference: Sendable, Codable, Hashable {
    public var collection: LibraryCollection
    /// `quran:2:255`, `bukhari:1`, `muslim:4927`; for consecutive ayat the first one's.
    public var key: String
    public var sura: Int?
    public var aya: Int?
    /// The last aya when the quotation runs over several.
    public var ayaEnd: Int?
    /// Bukhari's number (Muslim's own sequence is an identity only, never shown).
    public var number: Int?
    /// Muslim's book and in-book number, how it is cited.
    public var book: Int?
    public var inBook: Int?
    /// The reference in English and in Arabic ("Qur'an 2:255", «صحيح البخاري ١»).
    public var title: String
    public var titleArabic: String
    public var url: String
}

/// A checked text: each quotation found in it with its verdict, and the verdict of the whole
/// (the worst of its claims).
public struct FactCheckReport: Sendable, Codable {
    public var claims: [FactCheckClaim]

    public init(claims: [FactCheckClaim]) {
        self.claims = claims
    }

    /// The worst verdict among the claims; `not_found` when the text had no quotation.
    public var verdict: FactCheckVerdict {
        claims.map(\.verdict).max { $0.severity < $1.severity } ?? .notFound
    }

    /// The confidence of the claim that decides the verdict.
    public var confidence: Double {
        claims.filter { $0.verdict == verdict }.map(\.confidence).min() ?? 0
    }
}

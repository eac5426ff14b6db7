/// What the library found for a question: the passages it offers as an answer (empty when it
/// abstains), and the question's concepts that none of them covers.
public struct LibraryResult: Sendable {
    public var query: LibraryQuery
    public var passages: [RankedPassage]
    /// The question's own concepts that no offered passage covers, to be named in the answer.
    public var notFound: [Concept]
    /// Other candidates remain beyond the offered ones (a regenerated answer can show them).
    public var moreAvailable: Bool
    /// The question asked about a saying, quoted in Arabic, that none of the three books has.
    public var unfoundSaying: String?

    public init(query: LibraryQuery, passages: [RankedPassage], notFound: [Concept], moreAvailable: Bool) {
        self.query = query
        self.passages = passages
        self.notFound = notFound
        self.moreAvailable = moreAvailable
    }

    /// No passage is offered as an answer.
    public var abstained: Bool { passages.isEmpty }
}

/// One passage offered as (part of) an answer, and why.
public struct RankedPassage: Sendable {
    public var hit: SearchHit
    public var score: Double
    /// The weighted share of the question's concepts that its matn mentions (0…1).
    public var coverage: Double
    /// The question's concepts its matn mentions.
    public var matched: [Concept]
    /// An aya the question named outright.
    public var named = false
    /// Found by meaning (the embedder) rather than only by its words.
    public var byMeaning = false
    /// The labels of `matched` that only its nearness in meaning covers (words the passage
    /// does not have): shown apart, never as matched words.
    public var nearInMeaning: [String] = []
    /// The part of `coverage` that an Arabic word said otherwise in a passage near in meaning
    /// makes up (`Scorer.nearCredit`): it lets the passage answer, but does not raise the bar
    /// for the others (`Retriever.pick`).
    public var saidOtherwise = 0.0
    /// Two or more of the question's words found, none within a few words of another: a
    /// passage naming «قبة» in one story and «الصخرة» in another does not speak of the Dome of
    /// the Rock, so it must cover more of the question to be offered (`Retriever.pick`).
    public var scattered = false
    /// The fewest of the passage's words that hold every matched word once (`Scorer.span`).
    public var span: Int?
    /// Brought by the general dictionary's words alone, and not among the question's nearest
    /// by meaning: the dictionary's sense is unconfirmed ("vaccines" → «اللقاح», the milch
    /// camels of the Uraniyyin), so it too must cover more than half of the question.
    public var dictionaryOnly = false

    /// Covers enough of the question to be offered, given how much must be covered.
    func isAnswer(above minimum: Double) -> Bool { named || coverage > minimum }
}

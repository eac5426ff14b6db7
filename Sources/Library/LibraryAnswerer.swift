/// Answers a question from the library: search, then compose in the answer language.
/// Without an index it reports that the library is not installed. It remembers each
/// conversation's questions so follow-ups and Regenerate are answered as a person expects.
public struct LibraryAnswerer: Sendable {
    public let retriever: Retriever?
    let memory = ConversationMemory()
    /// Checks quotations for `confirm-factcheck`.
    let factChecker: LazyFactChecker?

    public init(index: LibraryIndex?, semantic: (any SemanticRanking)? = nil) {
        let checker = index.map { LazyFactChecker(index: $0, semantic: semantic) }
        factChecker = checker
        retriever = index.map {
            var r = Retriever(index: $0, semantic: semantic)
            if let checker {
                r.quotationCheck = { checker.get()?.check($0).verdict }
            }
            return r
        }
    }

    public var isReady: Bool { retriever != nil }

    /// The answer to `question` in `conversation` (the continuity id), and what it found.
    public func respond(_ question: String, language: AnswerLanguage,
                        conversation: String? = nil) -> (answer: AnswerComposer.Answer, result: LibraryResult?) {
        let (context, shown) = memory.recall(conversation, question: question)
        guard let retriever, let result = try? retriever.answer(question, context: context, excluding: shown ?? []) else {
            let empty = LibraryResult(query: LibraryQuery(), passages: [], notFound: [], moreAvailable: false)
            return (AnswerComposer.compose(empty, language: language), nil)
        }
        memory.remember(conversation, question: question, shown: Set(result.passages.map(\.hit.passage.key)))
        return (AnswerComposer.compose(result, language: language, regenerated: shown != nil), result)
    }

    public func answer(_ question: String, language: AnswerLanguage, conversation: String? = nil) -> AnswerComposer.Answer {
        respond(question, language: language, conversation: conversation).answer
    }
}

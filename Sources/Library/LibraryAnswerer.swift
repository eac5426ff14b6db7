/// Answers a question from the library: search, then compose in the answer language.
/// Without an index it reports that the library is not installed.
public struct LibraryAnswerer: Sendable {
    public let retriever: Retriever?

    public init(index: LibraryIndex?) {
        retriever = index.map { Retriever(index: $0) }
    }

    public var isReady: Bool { retriever != nil }

    public func answer(_ question: String, language: AnswerLanguage) -> AnswerComposer.Answer {
        let hits = (try? retriever?.search(question)) ?? []
        return AnswerComposer.compose(hits: hits, language: language)
    }
}

import Foundation

/// Semantic search opened on the first question that needs it rather than when the server
/// starts: the model's tables, the 8 MB of passage vectors, the translation's verse vectors
/// and the well-known texts' vectors
/// are about 17 MB the app would otherwise hold from its first frame whether or not anything is
/// asked, and opening them takes some 25 ms (`semantic/load`), once, on the first question.
///
/// It is made only when the model is installed (a stat, as `SemanticSearch.load` checks
/// first); if the full load then fails (vectors that do not match the pins), it logs nothing
/// and ranks nothing, as keyword search alone would.
public final class LazySemanticSearch: SemanticRanking, @unchecked Sendable {
    // `search` is written once, under `lock`.
    private let lock = NSLock()
    private var opened = false
    private var search: SemanticSearch?
    private let installer: LibraryInstaller

    public init?(_ installer: LibraryInstaller) {
        guard installer.installedModel() != nil else { return nil }
        self.installer = installer
    }

    /// The search, opened now if it was not; nil when it cannot be.
    public var loaded: SemanticSearch? {
        lock.withLock {
            if !opened {
                opened = true
                search = SemanticSearch.open(installer)
            }
            return search
        }
    }

    public func nearest(_ question: String, k: Int) -> [(key: String, score: Float)] {
        loaded?.nearest(question, k: k) ?? []
    }

    public func rank(_ question: String, k: Int,
                     candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float]) {
        loaded?.rank(question, k: k, candidates: candidates) ?? ([], [:])
    }

    public func knownText(_ question: String) -> Glossary.Entry? {
        loaded?.knownText(question)
    }

    public func translationRank(_ question: String, k: Int,
                                candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float]) {
        loaded?.translationRank(question, k: k, candidates: candidates) ?? ([], [:])
    }

    public func hadithEnglishRank(_ question: String, k: Int,
                                  candidates: [String]) -> (nearest: [(key: String, score: Float)], cosines: [String: Float]) {
        loaded?.hadithEnglishRank(question, k: k, candidates: candidates) ?? ([], [:])
    }
}

/// Why semantic search is unavailable. None of these stops the library: it answers from the
/// keyword index alone, and `library status` says what is missing.
public enum SemanticError: Error, Equatable, CustomStringConvertible {
    /// No model file at this path (not installed, or installed elsewhere).
    case modelMissing(String)
    /// The file exists but is not a model the engine can load (truncated, foreign, corrupt).
    case modelUnreadable(String)
    /// The engine reported a failure while embedding.
    case embeddingFailed
    /// The vector file is missing, truncated or not in the expected format.
    case vectorsUnreadable(String)
    /// The vectors were computed from other texts or another model than the pinned ones.
    case vectorsMismatch(String)

    public var description: String {
        switch self {
        case .modelMissing(let path): "the embedding model is not installed (no file at \(path))"
        case .modelUnreadable(let path): "the embedding model at \(path) is unreadable or corrupt; run: shamelagpt library build --force"
        case .embeddingFailed: "the embedding engine failed"
        case .vectorsUnreadable(let detail): "the passage vectors are unreadable: \(detail)"
        case .vectorsMismatch(let detail): "the passage vectors do not match the installed library: \(detail)"
        }
    }
}

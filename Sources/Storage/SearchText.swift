import Domain
import GRDB

/// The SQL function that turns text into what the FTS5 index stores: the normalised tokens of
/// library.md, each followed by its form without the Arabic article (`SearchQuery.indexTokens`),
/// joined by spaces. Every connection registers it, since the triggers call it.
enum SearchText {
    static let functionName = "shamela_search_text"

    static let function = DatabaseFunction(functionName, argumentCount: 1, pure: true) { values in
        guard let text = String.fromDatabaseValue(values[0]) else { return "" }
        return SearchQuery.indexTokens(text).joined(separator: " ")
    }

    /// The FTS5 MATCH expression: every token quoted (so no query text is FTS syntax), the last
    /// one as a prefix.
    static func matchExpression(_ query: SearchQuery) -> String? {
        guard !query.tokens.isEmpty else { return nil }
        let quoted = query.tokens.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        return quoted.joined(separator: " ") + "*"
    }
}

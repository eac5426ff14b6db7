import Library

/// The semantic ranking the app would use with this index, or nil (keyword search only).
enum SemanticLoader {
    static func load(index: LibraryIndex) -> (any SemanticRanking)? { nil }
}

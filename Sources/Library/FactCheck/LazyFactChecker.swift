import Foundation

/// The server's fact-checker, opened on the first check: reading every passage's words takes
/// a moment the library's start-up (the app starts a server in-process) should not pay.
final class LazyFactChecker: @unchecked Sendable {
    // `checker` is written once under `lock`.
    private let lock = NSLock()
    private var checker: FactChecker?
    private let index: LibraryIndex
    private let semantic: (any SemanticRanking)?

    init(index: LibraryIndex, semantic: (any SemanticRanking)?) {
        self.index = index
        self.semantic = semantic
    }

    /// The checker, opened now if it was not; nil when the index cannot be read.
    func get() -> FactChecker? {
        lock.lock()
        defer { lock.unlock() }
        if checker == nil { checker = try? FactChecker(index: index, semantic: semantic) }
        return checker
    }
}

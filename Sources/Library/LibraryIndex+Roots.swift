import Foundation

extension LibraryIndex {
    /// The words of the matn whose root (`ArabicRoot`) is `root`.
    func words(withRoot root: String) -> [String] {
        rootFamilies.withLock { families in
            if families == nil { families = makeRootFamilies() }
            return families?[root] ?? []
        }
    }

    /// Makes the table of the matn's words by root, if it is not made yet, and returns how many
    /// roots it has. It is made from the index's vocabulary (47,000 words, about 110 ms) the
    /// first time an Arabic question needs it, not at `library build`, so an index built before
    /// it needs no rebuilding; `scripts/bench` measures it here.
    @discardableResult
    public func prepareRootFamilies() -> Int {
        rootFamilies.withLock { families in
            if families == nil { families = makeRootFamilies() }
            return families?.count ?? 0
        }
    }

    private func makeRootFamilies() -> [String: [String]] {
        var table: [String: [String]] = [:]
        for word in (try? matnVocabulary()) ?? [] {
            if let r = ArabicRoot.of(word) { table[r, default: []].append(word) }
        }
        return table
    }
}

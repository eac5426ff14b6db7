import Foundation

/// How many passages use each word of one FTS column, as `WordHash`es in ascending order beside
/// their counts. A question's concept looks up hundreds of generated forms of each word to keep
/// the few the texts use; FTS5 can answer (`fts5vocab`), but only by reading the word's whole
/// list of passages, which cost 5 µs for a word the texts lack and 57 µs for a common one: most
/// of a keyword query. Written at `library build`, read whole when the index opens (0.9 MB for
/// the three books), then a binary search.
struct TermCounts: Sendable {
    private let hashes: [UInt64]
    private let docs: [UInt32]

    /// From the words and their passage counts. Two words of the texts with one hash (about one
    /// chance in 10^10 for their 77,000 words, and none with the pinned texts) keep the larger
    /// count.
    init<S: Sequence>(counts: S) where S.Element == (term: String, docs: Int) {
        var pairs = counts.map { (WordHash.of($0.term), UInt32(clamping: $0.docs)) }
        pairs.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 > $1.1 }
        var h: [UInt64] = [], d: [UInt32] = []
        h.reserveCapacity(pairs.count)
        d.reserveCapacity(pairs.count)
        for (hash, n) in pairs where h.last != hash {
            h.append(hash)
            d.append(n)
        }
        hashes = h
        docs = d
    }

    /// From the two blobs `hashData` and `docData` wrote; nil when they do not fit together.
    init?(hashData: Data, docData: Data) {
        guard hashData.count % 8 == 0, docData.count % 4 == 0, hashData.count / 8 == docData.count / 4 else { return nil }
        hashes = Self.integers(hashData, of: UInt64.self).map(UInt64.init(littleEndian:))
        docs = Self.integers(docData, of: UInt32.self).map(UInt32.init(littleEndian:))
        guard zip(hashes, hashes.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
    }

    /// The blob's bytes as integers, copied in one piece (the index opens with 77,000 of them).
    private static func integers<T: FixedWidthInteger>(_ data: Data, of: T.Type) -> [T] {
        [T](unsafeUninitializedCapacity: data.count / MemoryLayout<T>.size) { buffer, count in
            count = data.copyBytes(to: buffer) / MemoryLayout<T>.size
        }
    }

    var hashData: Data {
        var out = Data(capacity: hashes.count * 8)
        for h in hashes { withUnsafeBytes(of: h.littleEndian) { out.append(contentsOf: $0) } }
        return out
    }

    var docData: Data {
        var out = Data(capacity: docs.count * 4)
        for d in docs { withUnsafeBytes(of: d.littleEndian) { out.append(contentsOf: $0) } }
        return out
    }

    var count: Int { hashes.count }

    /// The number of passages that use `term`, or nil when none does.
    func documents<S: StringProtocol>(_ term: S) -> Int? {
        let h = WordHash.of(term)
        var lo = 0, hi = hashes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if hashes[mid] < h { lo = mid + 1 } else { hi = mid }
        }
        return lo < hashes.count && hashes[lo] == h ? Int(docs[lo]) : nil
    }
}

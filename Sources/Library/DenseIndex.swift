import AppResources
import Foundation

/// The passage vectors in memory, searched by brute force: 21,000 × 384 int8 rows are 8 MB and
/// one pass over them takes a few milliseconds, so an approximate index would buy nothing.
public final class DenseIndex: Sendable {
    /// The bundled file: `Resources/library/vectors.bin`, generated once by
    /// scripts/gen-library-vectors and committed (docs/DECISIONS.md, 2026-11-26).
    public static let bundledPath = "library/vectors.bin"

    public let keys: [PassageKey]
    public let dimension: Int
    private let scales: [Float]
    private let rows: [Int8]

    /// Key → row, for scoring given passages.
    private let row: [PassageKey: Int]

    public init(file: VectorFile) {
        keys = file.keys
        dimension = file.dimension
        scales = file.scales
        rows = file.rows
        row = Dictionary(file.keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    }

    public var count: Int { keys.count }

    /// Reads a vector file and checks it was computed from `expected` (the installed pins):
    /// vectors from other texts or another model would rank by the wrong meaning, silently.
    public convenience init(url: URL, expected: VectorFile.Provenance) throws(SemanticError) {
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else {
            throw .vectorsUnreadable("cannot read \(url.path)")
        }
        let file = try VectorFile(data: data)
        if let difference = file.provenance.mismatch(against: expected) { throw .vectorsMismatch(difference) }
        guard file.dimension == Embedder.dimension else {
            throw .vectorsMismatch("\(file.dimension)-dimensional vectors, the model gives \(Embedder.dimension)")
        }
        self.init(file: file)
    }

    /// The bundled vectors, checked against `pins`.
    public static func bundled(pins: LibraryPins) throws(SemanticError) -> DenseIndex {
        guard let expected = VectorFile.Provenance(pins: pins) else { throw .vectorsMismatch("no model is pinned") }
        guard let url = AppResources.url(bundledPath) else { throw .vectorsUnreadable("\(bundledPath) is not bundled") }
        return try DenseIndex(url: url, expected: expected)
    }

    /// The bundled vectors of the English translation's verses (`scripts/gen-translation-vectors`).
    public static let translationPath = "library/quran-en-vectors.bin"

    public static func translation(expected: VectorFile.Provenance) throws(SemanticError) -> DenseIndex {
        guard let url = AppResources.url(translationPath) else { throw .vectorsUnreadable("\(translationPath) is not bundled") }
        return try DenseIndex(url: url, expected: expected)
    }

    /// The cosine of `query` with the rows of `wanted` keys (those the index holds).
    public func cosines(to query: [Float], for wanted: [PassageKey]) -> [PassageKey: Float] {
        guard query.count == dimension else { return [:] }
        var out: [PassageKey: Float] = [:]
        rows.withUnsafeBufferPointer { rowBuffer in
            for key in wanted {
                guard let i = row[key] else { continue }
                var dot: Float = 0
                for j in 0..<dimension { dot += query[j] * Float(rowBuffer[i * dimension + j]) }
                out[key] = dot * scales[i]
            }
        }
        return out
    }

    /// The `k` rows nearest `query` (an L2-normalised vector), best first, with their cosine.
    ///
    /// The query is scaled to Int16 (error ~1/65,000 of its largest component, far below the
    /// rows' own int8 rounding), so each dot product is an integer sum the compiler vectorises:
    /// |q| ≤ 32767 and |row| ≤ 127 over 384 dimensions stay below 2^31.
    public func nearest(to query: [Float], k: Int) -> [(key: PassageKey, score: Float)] {
        guard k > 0, query.count == dimension, !keys.isEmpty else { return [] }
        let maxAbs = query.reduce(Float(0)) { max($0, abs($1)) }
        guard maxAbs > 0, maxAbs.isFinite else { return [] }
        let qScale = maxAbs / 32767
        let q16 = query.map { Int16(($0 / qScale).rounded()) }
        var best = TopK(k: min(k, keys.count))
        let dim = dimension
        rows.withUnsafeBufferPointer { rowBuffer in
            q16.withUnsafeBufferPointer { q in
                scales.withUnsafeBufferPointer { scale in
                    for i in 0..<scale.count {
                        let row = UnsafeBufferPointer(rebasing: rowBuffer[(i * dim)..<((i + 1) * dim)])
                        var sum: Int32 = 0
                        for j in 0..<dim { sum &+= Int32(q[j]) &* Int32(row[j]) }
                        best.offer(Float(sum) * qScale * scale[i], at: i)
                    }
                }
            }
        }
        return best.sorted().map { (keys[$0.index], $0.score) }
    }
}

/// The best `k` (score, index) pairs seen, kept in a small array: after the first few hundred
/// rows almost every offer is below the current minimum and costs one comparison.
struct TopK {
    let k: Int
    private(set) var items: [(score: Float, index: Int)] = []
    private var minIndex = 0

    init(k: Int) {
        self.k = k
        items.reserveCapacity(k)
    }

    mutating func offer(_ score: Float, at index: Int) {
        if items.count < k {
            items.append((score, index))
            if items.count == k { recomputeMin() }
            return
        }
        guard score > items[minIndex].score else { return }
        items[minIndex] = (score, index)
        recomputeMin()
    }

    /// The item to drop next: the lowest score, and of equal scores the later row, so ties
    /// keep the earlier rows whatever order they arrived in.
    private mutating func recomputeMin() {
        minIndex = items.indices.min {
            items[$0].score != items[$1].score ? items[$0].score < items[$1].score : items[$0].index > items[$1].index
        } ?? 0
    }

    /// Best first; equal scores in row order, so results are deterministic.
    func sorted() -> [(score: Float, index: Int)] {
        items.sorted { $0.score != $1.score ? $0.score > $1.score : $0.index < $1.index }
    }
}

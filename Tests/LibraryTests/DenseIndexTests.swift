import Foundation
import Testing
@testable import Library

/// Brute-force nearest neighbours over hand-made vectors, the bundled-file checks, and the
/// index lookups by stable key that turn hits back into passages.
@Suite struct DenseIndexTests {
    static func key(_ n: Int) -> PassageKey { PassageKey(collection: .bukhari, number: n) }

    /// Six 4-d unit vectors: axes, a diagonal, and one opposite the first axis.
    static let index: DenseIndex = {
        let s = Float(0.5).squareRoot()
        let vectors: [[Float]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [s, s, 0, 0], [-1, 0, 0, 0], [0, 0, 0, 1]]
        return DenseIndex(file: VectorFile(dimension: 4, tokenLimit: 192, provenance: VectorFileTests.provenance,
                                           keys: (1...6).map(key), vectors: vectors))
    }()

    @Test func nearestIsBestFirstWithCosines() {
        let hits = Self.index.nearest(to: [1, 0, 0, 0], k: 3)
        #expect(hits.map(\.key) == [Self.key(1), Self.key(4), Self.key(2)])
        #expect(abs(hits[0].score - 1) < 0.01 && abs(hits[1].score - 0.7071) < 0.01 && abs(hits[2].score) < 0.01)
        let between = Self.index.nearest(to: [0.6, 0.8, 0, 0], k: 2)
        #expect(between.map(\.key) == [Self.key(4), Self.key(2)])
    }

    @Test func kIsClampedAndBadQueriesFindNothing() {
        #expect(Self.index.nearest(to: [0, 0, 0, 1], k: 100).count == 6)
        #expect(Self.index.nearest(to: [0, 0, 0, 1], k: 0).isEmpty)
        #expect(Self.index.nearest(to: [1, 0, 0], k: 3).isEmpty)          // wrong dimension
        #expect(Self.index.nearest(to: [0, 0, 0, 0], k: 3).isEmpty)       // no direction
        #expect(Self.index.nearest(to: [.nan, 0, 0, 0], k: 3).isEmpty)
    }

    /// Ties keep row order, so the same question always gives the same list.
    @Test func tiesAreDeterministic() {
        let hits = Self.index.nearest(to: [0, 0, 0.6, 0.6], k: 2)
        #expect(hits.map(\.key) == [Self.key(3), Self.key(6)])
    }

    /// On 2,000 random 384-d rows the int8 search returns the float top 10 (the same set, and the
    /// same first hit); quantisation only reorders near-ties.
    @Test func int8RankingMatchesFloatRanking() {
        var rng = SystemRandomNumberGenerator()
        func randomUnit() -> [Float] { VectorFileTests.unit((0..<384).map { _ in Float.random(in: -1...1, using: &rng) }) }
        let vectors = (0..<2_000).map { _ in randomUnit() }
        let keys = (1...2_000).map(Self.key)
        let index = DenseIndex(file: VectorFile(dimension: 384, tokenLimit: 192, provenance: VectorFileTests.provenance,
                                                keys: keys, vectors: vectors))
        for _ in 0..<5 {
            // A query near row 7, so there is a clear winner and a spread of runners-up.
            let q = VectorFileTests.unit(zip(vectors[7], randomUnit()).map { $0 + 0.7 * $1 })
            let cosines = vectors.map { v in zip(v, q).reduce(0) { $0 + $1.0 * $1.1 } }
            let exact = vectors.indices.sorted { cosines[$0] > cosines[$1] }
            let found = index.nearest(to: q, k: 10).map(\.key)
            #expect(found.first == Self.key(8))
            #expect(Set(found).intersection(exact.prefix(12).map { keys[$0] }).count >= 9)
        }
    }

    @Test func vectorsFromOtherInputsAreRefused() throws {
        let dir = try InstallerTests.tempDir("dense")
        let url = dir.appendingPathComponent("vectors.bin")
        let file = VectorFile(dimension: 384, tokenLimit: 192, provenance: VectorFileTests.provenance,
                              keys: [Self.key(1)], vectors: [[Float](repeating: 0.05, count: 384)])
        try file.write(to: url)
        _ = try DenseIndex(url: url, expected: VectorFileTests.provenance)
        var other = VectorFileTests.provenance
        other.model = String(repeating: "cd", count: 32)
        #expect(throws: SemanticError.self) { try DenseIndex(url: url, expected: other) }
        do {
            _ = try DenseIndex(url: url, expected: other)
        } catch {
            guard case .vectorsMismatch(let why) = error else { Issue.record("\(error)"); return }
            #expect(why.contains("model"))
        }
        #expect(throws: SemanticError.vectorsUnreadable("cannot read /nonexistent/vectors.bin")) {
            try DenseIndex(url: URL(fileURLWithPath: "/nonexistent/vectors.bin"), expected: other)
        }
    }

    /// Without the model installed, semantic search says so and the library does not need it.
    @Test func semanticSearchIsNilWithoutTheModel() throws {
        let installer = LibraryInstaller(directory: try InstallerTests.tempDir("nomodel"), pins: try LibraryPins.bundled())
        #expect(SemanticSearch.open(installer) == nil)
        #expect(throws: SemanticError.modelMissing(installer.modelURL.path)) { try SemanticSearch.load(installer) }
    }

    @Test func theIndexFindsPassagesByStableKey() throws {
        let index = try #require(FixtureLibrary.index)
        let wanted = ["quran:2:255", "quran:112:1", "bukhari:1", "muslim:8", "bukhari:999999", "quran:114:6"]
            .compactMap { PassageKey($0) }
        let found = try index.passages(for: wanted)
        #expect(found[PassageKey("quran:2:255")!].map { ($0.passage.sura, $0.passage.aya) } ?? (0, 0) == (2, 255))
        #expect(found[PassageKey("bukhari:1")!]?.passage.number == 1)
        #expect(found[PassageKey("quran:112:1")!]?.passage.sura == 112)
        #expect(found[PassageKey("bukhari:999999")!] == nil)
        #expect(try index.passage(for: PassageKey("bukhari:1")!)?.passage.collection == .bukhari)
        #expect(try index.passages(for: []).isEmpty)
        // Every fixture passage with a key is found under it.
        let keys = FixtureLibrary.passages.compactMap { PassageKey($0) }
        #expect(try index.passages(for: keys).count == Set(keys).count)
    }
}

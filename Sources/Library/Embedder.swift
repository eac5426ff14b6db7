import CE5
import Foundation

/// Turns text into multilingual-e5-small vectors (384 floats, L2-normalised) with the vendored
/// engine. The model file is memory-mapped, so loading costs little until the first embedding
/// touches its pages.
///
/// Sendable without a lock: after `ce5_load` the engine only reads the model (weights in the
/// read-only mapping, tokenizer tables built at load), and every call allocates its own
/// buffers; there is no OpenMP and no global state. The only mutating entry point upstream,
/// `e5_load_sae`, is not reachable through `ce5.h`. So concurrent calls are safe, and the
/// vector generator relies on it to use both cores.
public final class Embedder: @unchecked Sendable {
    /// The vector length of e5-small.
    public static let dimension = 384
    /// Tokens kept of a passage (the model's own limit is 512). 95% of hadith matns fit in 192;
    /// the longest 5% lose their tail. Measured in docs/DECISIONS.md (2026-11-26).
    public static let passageTokenLimit = 192
    /// Tokens kept of a question: far more than any question needs, and it bounds the cost of
    /// a pasted wall of text to one short pass.
    public static let queryTokenLimit = 128

    private let model: OpaquePointer
    public let modelURL: URL

    /// Loads the model; throws `.modelMissing` or `.modelUnreadable`, never crashes on a bad file.
    /// `allowAVX2: false` forces the portable build (tests compare the two).
    public init(modelURL: URL, allowAVX2: Bool = true) throws(SemanticError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: modelURL.path, isDirectory: &isDirectory),
              !isDirectory.boolValue else { throw .modelMissing(modelURL.path) }
        guard let model = ce5_load(modelURL.path, allowAVX2 ? 1 : 0) else { throw .modelUnreadable(modelURL.path) }
        guard ce5_dim(model) == Self.dimension else {
            ce5_free(model)
            throw .modelUnreadable(modelURL.path)
        }
        self.model = model
        self.modelURL = modelURL
    }

    deinit { ce5_free(model) }

    /// Whether this machine runs the engine's AVX2 build.
    public var usesAVX2: Bool { ce5_uses_avx2(model) != 0 }

    /// The vector of a question ("query: " prefix, as e5 requires).
    public func embed(query: String) throws(SemanticError) -> [Float] {
        try embed([query], isQuery: true, maxTokens: Self.queryTokenLimit)[0]
    }

    /// The vectors of passages ("passage: " prefix), in order, each cut to `passageTokenLimit`.
    /// One call runs on one thread; the engine streams the weights once for the whole batch.
    public func embed(passages: [String]) throws(SemanticError) -> [[Float]] {
        try embed(passages, isQuery: false, maxTokens: Self.passageTokenLimit)
    }

    /// The number of tokens the model sees for `text` without a cap (specials included).
    public func tokenCount(_ text: String, query: Bool = false) -> Int {
        Int(Self.bounded(text, maxTokens: 512).withCString { ce5_token_count(model, $0, query ? 1 : 0) })
    }

    private func embed(_ texts: [String], isQuery: Bool, maxTokens: Int) throws(SemanticError) -> [[Float]] {
        if texts.isEmpty { return [] }
        let dim = Self.dimension
        // C strings that live until the call returns; strdup'd, freed below.
        let cStrings = texts.map { strdup(Self.bounded($0, maxTokens: maxTokens)) }
        defer { cStrings.forEach { free($0) } }
        guard cStrings.allSatisfy({ $0 != nil }) else { throw .embeddingFailed }
        var out = [Float](repeating: 0, count: texts.count * dim)
        let status = cStrings.map { UnsafePointer($0) }.withUnsafeBufferPointer { ptrs in
            out.withUnsafeMutableBufferPointer { buffer in
                ce5_embed(model, ptrs.baseAddress, Int32(texts.count), isQuery ? 1 : 0, Int32(maxTokens),
                          buffer.baseAddress)
            }
        }
        guard status == 0 else { throw .embeddingFailed }
        var vectors: [[Float]] = []
        vectors.reserveCapacity(texts.count)
        for i in 0..<texts.count {
            let v = Array(out[(i * dim)..<((i + 1) * dim)])
            guard v.allSatisfy({ $0.isFinite }) else { throw .embeddingFailed }
            vectors.append(v)
        }
        return vectors
    }

    /// The text handed to the engine: NULs (which would end a C string early) become spaces,
    /// and only a head long enough for `maxTokens` tokens is kept, so the tokenizer's work is
    /// bounded however long the input. A token never spans more than a few dozen scalars.
    static func bounded(_ text: String, maxTokens: Int) -> String {
        let limit = maxTokens * 32
        var scalars = String.UnicodeScalarView()
        var count = 0
        for s in text.unicodeScalars {
            if count == limit { break }
            scalars.append(s == "\0" ? " " : s)
            count += 1
        }
        return String(scalars)
    }
}

import Foundation

/// The English translation's verse vectors (`Resources/library/quran-en-vectors.bin`), made by
/// `scripts/gen-translation-vectors` from the pinned translation file and model and committed,
/// so that no user's `library build` spends minutes embedding 6,236 verses.
public enum TranslationVectors {
    /// What the vectors are made from: the model and the translation file (in the header's
    /// Qur'an place; the hadith place is zero).
    public static func provenance(_ pins: LibraryPins) -> VectorFile.Provenance? {
        guard let model = pins.semantic?.memberSha256, let text = pins.translation?.memberSha256 else { return nil }
        return VectorFile.Provenance(model: model, quranWheel: text, hadithWheel: String(repeating: "0", count: 64))
    }

    /// Embeds every verse of `latex` (the pinned LaTeX file) with `model`, both checked against
    /// `pins`. Verses in key order; the engine is deterministic, so a rerun gives the same file.
    public static func generate(latex: URL, model: URL, pins: LibraryPins, threads: Int, batch: Int,
                                progress: @escaping @Sendable (PassageVectorGenerator.Progress) -> Void) throws -> VectorFile {
        guard let provenance = provenance(pins) else { throw LibraryError.pinsUnreadable }
        for (file, expected) in [(latex, provenance.quranWheel), (model, provenance.model)] {
            let actual = try SHA256.hex(ofFile: file)
            guard actual == expected else {
                throw LibraryError.checksumMismatch(file: file.lastPathComponent, expected: expected, actual: actual)
            }
        }
        let verses = try QuranTranslation.parse(latex: String(decoding: try Data(contentsOf: latex), as: UTF8.self))
        let keys = verses.map { PassageKey(collection: .quran, sura: $0.sura, number: $0.aya) }
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        let embedder = try Embedder(modelURL: model)
        let vectors = try PassageVectorGenerator.embed(order.map { verses[$0].text }, with: embedder,
                                                       threads: threads, batch: batch, progress: progress)
        return VectorFile(dimension: Embedder.dimension, tokenLimit: Embedder.passageTokenLimit,
                          provenance: provenance, keys: order.map { keys[$0] }, vectors: vectors)
    }
}

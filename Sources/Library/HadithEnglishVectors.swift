import AppResources
import Foundation

/// The vectors of the hadith's English translations (`HadithTranslation`, used for matching and
/// never shown), made by `scripts/gen-hadith-english-vectors` and committed, so that no user's
/// machine spends the 18 minutes of CPU embedding 12,838 hadith. An English claim's meaning is
/// measured against a hadith's English, which e5-small does far better than against its Arabic.
///
/// The vectors are keyed to one `hadith-en.tsv`: its SHA-256 is the header's hadith place (the
/// Qur'an place is zero), and a library whose pairing differs (another index, another aligner)
/// does not use them. The file is deterministic from the pinned packages and index.
public enum HadithEnglishVectors {
    public static let path = "library/hadith-en-vectors.bin"

    /// What the vectors must have been made from: the pinned model and this translation file.
    public static func provenance(_ pins: LibraryPins, translationSHA: String) -> VectorFile.Provenance? {
        guard let model = pins.semantic?.memberSha256 else { return nil }
        return VectorFile.Provenance(model: model, quranWheel: String(repeating: "0", count: 64), hadithWheel: translationSHA)
    }

    /// The text a hadith is embedded by: its English without the narrator's lead ("Narrated
    /// Abu Huraira:"), which a quoted saying never has and which would pull every claim toward
    /// hadith told by the same companion.
    public static func embeddedText(_ english: String) -> String {
        // "Narrated", "Narrated'" and "Narrated:" all open a lead in the translation's files.
        guard english.hasPrefix("Narrated"), let colon = english.firstIndex(of: ":"),
              english.distance(from: english.startIndex, to: colon) < 80 else { return english }
        let rest = english[english.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return rest.isEmpty ? english : rest
    }

    /// The bundled vectors when they were made from `translation` (the installed
    /// `hadith-en.tsv`) and the pinned model; nil otherwise. Hashing the 7 MB file takes some
    /// tens of milliseconds, so callers open this once, when first needed.
    public static func open(pins: LibraryPins, translation: URL) -> DenseIndex? {
        guard let sha = try? SHA256.hex(ofFile: translation), let expected = provenance(pins, translationSHA: sha),
              let url = AppResources.url(path) else { return nil }
        return try? DenseIndex(url: url, expected: expected)
    }

    /// Embeds every hadith of `translation` with `model`, the model checked against `pins`.
    /// Keys in order; the engine is deterministic, so a rerun gives the same file.
    public static func generate(translation: URL, model: URL, pins: LibraryPins, threads: Int, batch: Int,
                                progress: @escaping @Sendable (PassageVectorGenerator.Progress) -> Void) throws -> VectorFile {
        let modelSHA = try SHA256.hex(ofFile: model)
        guard let provenance = provenance(pins, translationSHA: try SHA256.hex(ofFile: translation)) else {
            throw LibraryError.pinsUnreadable
        }
        guard modelSHA == provenance.model else {
            throw LibraryError.checksumMismatch(file: model.lastPathComponent, expected: provenance.model, actual: modelSHA)
        }
        guard let english = HadithTranslation.load(from: translation)?.english else {
            throw LibraryError.missingFile(translation.lastPathComponent)
        }
        let keys = english.texts.keys.sorted()
        let embedder = try Embedder(modelURL: model)
        let vectors = try PassageVectorGenerator.embed(keys.map { embeddedText(english.texts[$0] ?? "") }, with: embedder,
                                                       threads: threads, batch: batch, progress: progress)
        return VectorFile(dimension: Embedder.dimension, tokenLimit: Embedder.passageTokenLimit,
                          provenance: provenance, keys: keys, vectors: vectors)
    }
}

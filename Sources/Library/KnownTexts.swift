import Foundation
import Synchronization

/// The glossary's well-known texts found by meaning. An English question names a famous hadith
/// in its own words ("What are the two phrases that are light on the tongue?"), which the
/// glossary's keys reach only when every key word is there; the embedder compares English with
/// English well, so each keyed entry's names and English keys are embedded, and a question that
/// paraphrases one of them clearly better than any other gets that text.
///
/// Embedding the descriptions takes seconds on two cores (about 7 s for 120 entries), so it is
/// never done while a question waits: `prepare` loads them from the cache file `library build`
/// writes, or computes them (in the background when the server starts) and writes that file;
/// until they are ready, questions are answered without them.
final class KnownTexts: Sendable {
    private let table = Mutex<Table?>(nil)
    /// Held while the vectors are read or computed: a second `prepare` waits for the first.
    private let preparing = Mutex(())
    private let glossary: Glossary

    struct Table {
        var entries: [Int]
        var vectors: [[Float]]
    }

    /// A question this close to an entry's description paraphrases it…
    static let threshold: Float = 0.86
    /// … when no other entry comes within this margin (e5's cosines crowd together: only a
    /// clear first place means anything).
    static let margin: Float = 0.03

    init(glossary: Glossary) {
        self.glossary = glossary
    }

    /// The text one English description stands for: its names, then its English keys.
    static func description(of e: Glossary.Entry) -> String {
        let english = (e.keys ?? []).filter { !$0.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } }
        return e.terms.joined(separator: "; ") + ". " + english.joined(separator: "; ")
    }

    var isReady: Bool { table.withLock { $0 != nil } }

    /// Makes the vectors ready: from `cache` when it holds these descriptions' vectors, else by
    /// embedding them (and writing `cache`). Safe to call from several threads: one computes,
    /// the others wait for it.
    func prepare(embedder: Embedder, cache: URL?) {
        preparing.withLock { _ in prepareLocked(embedder: embedder, cache: cache) }
    }

    /// Reads the vectors from `cache` when it holds these descriptions' (milliseconds); false
    /// when it does not, as after an update that changed the glossary: the caller then computes
    /// them in the background rather than make a question wait half a minute.
    func loadCached(embedder: Embedder, cache: URL) -> Bool {
        preparing.withLock { _ in
            if isReady { return true }
            let (entries, _, stamp) = describe(embedder)
            guard let vectors = Self.read(cache, stamp: stamp, count: entries.count) else { return false }
            table.withLock { $0 = Table(entries: entries, vectors: vectors) }
            return true
        }
    }

    /// The keyed entries, their descriptions, and the stamp a cache of their vectors carries.
    private func describe(_ embedder: Embedder) -> (entries: [Int], texts: [String], stamp: String) {
        let entries = glossary.entries.indices.filter { glossary.entries[$0].keys != nil }
        let texts = entries.map { Self.description(of: glossary.entries[$0]) }
        let stamp = SHA256.hex(Data((texts.joined(separator: "\n") + "\n" + embedder.modelURL.lastPathComponent).utf8))
        return (entries, texts, stamp)
    }

    private func prepareLocked(embedder: Embedder, cache: URL?) {
        if isReady { return }
        let (entries, texts, stamp) = describe(embedder)
        if let cache, let vectors = Self.read(cache, stamp: stamp, count: entries.count) {
            table.withLock { $0 = Table(entries: entries, vectors: vectors) }
            return
        }
        guard let vectors = try? embedder.embed(passages: texts), vectors.count == entries.count else { return }
        table.withLock { $0 = Table(entries: entries, vectors: vectors) }
        if let cache { Self.write(cache, stamp: stamp, vectors: vectors) }
    }

    /// The entry a question (its embedded query vector) clearly paraphrases, if the vectors are
    /// ready and one does.
    func entry(for vector: [Float]) -> Int? {
        guard let t = table.withLock({ $0 }), !t.entries.isEmpty else { return nil }
        var best = (index: -1, score: Float(-1)), second = Float(-1)
        for (i, v) in t.vectors.enumerated() {
            let s = zip(vector, v).reduce(Float(0)) { $0 + $1.0 * $1.1 }
            if s > best.score { second = best.score; best = (i, s) } else if s > second { second = s }
        }
        guard best.index >= 0, best.score >= Self.threshold, best.score - second >= Self.margin else { return nil }
        return t.entries[best.index]
    }

    // The cache: a first line with the descriptions' stamp, then one line of floats per entry.
    // Plain text: small (120 × 384 numbers), and a damaged file only fails its own checks.
    static func read(_ url: URL, stamp: String, count: Int) -> [[Float]]? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n")
        guard lines.count == count + 1, lines[0] == Substring(stamp) else { return nil }
        var out: [[Float]] = []
        for line in lines.dropFirst() {
            let v = line.split(separator: " ").compactMap { Float($0) }
            guard v.count == Embedder.dimension, v.allSatisfy(\.isFinite) else { return nil }
            out.append(v)
        }
        return out
    }

    static func write(_ url: URL, stamp: String, vectors: [[Float]]) {
        let body = ([stamp] + vectors.map { $0.map { String($0) }.joined(separator: " ") }).joined(separator: "\n") + "\n"
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let tmp = url.appendingPathExtension("tmp")
        guard (try? Data(body.utf8).write(to: tmp)) != nil else { return }
        if rename(tmp.path, url.path) != 0 { try? FileManager.default.removeItem(at: tmp) }
    }
}

// Computes Resources/library/vectors.bin: every passage of the pinned corpus embedded with the
// pinned model. Run by scripts/gen-library-vectors (which fetches and verifies the inputs);
// not part of the app. Progress goes to stderr, one line per ~1% and at the end.
//
//   LibraryVectors --corpus DIR --model FILE --out FILE [--threads N] [--batch N]
//                  [--floats FILE] [--limit N]   (--limit: only the first N passages, for trials)
//                  [--reuse FILE]   (rows of an earlier vectors.bin for the keys it holds; see
//                                    PassageVectorGenerator.generate: only while texts are unchanged)
//   LibraryVectors --translation FILE --model FILE --out FILE [--threads N]
//                  the English translation's verse vectors (scripts/gen-translation-vectors)
//   LibraryVectors --hadith-english FILE --model FILE --out FILE [--threads N]
//                  the hadith's English vectors, FILE being a built library's hadith-en.tsv
//                  (scripts/gen-hadith-english-vectors)
//   LibraryVectors --corpus DIR --model FILE --vectors FILE --questions FILE [--k N]
//                  prints the top k passages for each question (one per line): a sanity check.
import Foundation
import Library

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("LibraryVectors: \(message)\n".utf8))
    exit(1)
}

var options: [String: String] = [:]
var args = CommandLine.arguments.dropFirst()
while let name = args.popFirst() {
    guard name.hasPrefix("--"), let value = args.popFirst() else { fail("usage: --corpus DIR --model FILE --out FILE [--threads N] [--batch N] [--floats FILE]") }
    options[String(name.dropFirst(2))] = value
}
if let questions = options["questions"] {
    guard let corpus = options["corpus"], let model = options["model"], let vectors = options["vectors"] else {
        fail("--questions needs --corpus, --model and --vectors")
    }
    do {
        try SearchCheck.run(questions: URL(fileURLWithPath: questions), corpus: URL(fileURLWithPath: corpus),
                            model: URL(fileURLWithPath: model), vectors: URL(fileURLWithPath: vectors),
                            k: Int(options["k"] ?? "") ?? 5)
        exit(0)
    } catch {
        fail("\(error)")
    }
}
/// Generates a vector file from an input, the model, the pins and a thread count, with progress.
typealias EnglishVectorMaker = (URL, URL, LibraryPins, Int,
                                @escaping @Sendable (PassageVectorGenerator.Progress) -> Void) throws -> VectorFile

/// Writes one English vector file (`--translation` or `--hadith-english`) and exits, reporting
/// progress in `unit`s.
@MainActor func writeEnglishVectors(_ option: String, unit: String, every: Int, make: EnglishVectorMaker) -> Never {
    guard let input = options[option], let model = options["model"], let out = options["out"] else {
        fail("--\(option) needs --model and --out")
    }
    do {
        let file = try make(URL(fileURLWithPath: input), URL(fileURLWithPath: model), try LibraryPins.bundled(),
                            Int(options["threads"] ?? "") ?? 2) { p in
            if p.done == p.total || p.done % every < 16 {
                FileHandle.standardError.write(Data("\(p.done)/\(p.total) \(unit), \(Int(p.seconds)) s\n".utf8))
            }
        }
        try file.write(to: URL(fileURLWithPath: out))
        exit(0)
    } catch {
        fail("\(error)")
    }
}
if options["translation"] != nil {
    writeEnglishVectors("translation", unit: "verses", every: 500) {
        try TranslationVectors.generate(latex: $0, model: $1, pins: $2, threads: $3, batch: 16, progress: $4)
    }
}
if options["hadith-english"] != nil {
    writeEnglishVectors("hadith-english", unit: "hadith", every: 640) {
        try HadithEnglishVectors.generate(translation: $0, model: $1, pins: $2, threads: $3, batch: 16, progress: $4)
    }
}
guard let corpus = options["corpus"], let model = options["model"], let out = options["out"] else {
    fail("--corpus, --model and --out are required")
}
let threads = Int(options["threads"] ?? "") ?? ProcessInfo.processInfo.activeProcessorCount
let batch = Int(options["batch"] ?? "") ?? 16

/// The last percentage reported, so each percent is logged once whichever worker gets there.
final class LastPercent: @unchecked Sendable {
    private let lock = NSLock()
    private var value = -1
    func advance(to percent: Int, final: Bool) -> Bool {
        lock.withLock {
            guard percent != value || final else { return false }
            value = percent
            return true
        }
    }
}

let lastReported = LastPercent()
let began = Date()
let progress: @Sendable (PassageVectorGenerator.Progress) -> Void = { p in
    let percent = p.done * 100 / max(1, p.total)
    guard lastReported.advance(to: percent, final: p.done == p.total) else { return }
    let rate = Double(p.done) / max(p.seconds, 0.001)
    let eta = Double(p.total - p.done) / max(rate, 0.001)
    FileHandle.standardError.write(Data(String(format: "%@ %d/%d (%d%%) %.1f passages/s, %.0f s elapsed, ~%.0f s left\n",
                                               ISO8601DateFormatter().string(from: Date()), p.done, p.total, percent,
                                               rate, p.seconds, eta).utf8))
}

do {
    let pins = try LibraryPins.bundled()
    let reuse = try options["reuse"].map { try VectorFile(data: Data(contentsOf: URL(fileURLWithPath: $0))) }
    let (file, floats) = try PassageVectorGenerator.generate(
        corpus: URL(fileURLWithPath: corpus), model: URL(fileURLWithPath: model), pins: pins,
        threads: threads, batch: batch, limit: Int(options["limit"] ?? ""), reuse: reuse, progress: progress)
    try file.write(to: URL(fileURLWithPath: out))
    if let path = options["floats"] {
        // Raw float32 rows, for measuring what int8 costs in ranking (docs/PERFORMANCE.md).
        var data = Data(capacity: floats.count * Embedder.dimension * 4)
        for v in floats { v.withUnsafeBytes { data.append(contentsOf: $0) } }
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: out)[.size] as? Int) ?? 0
    FileHandle.standardError.write(Data(String(format: "LibraryVectors: wrote %d vectors, %d bytes, in %.0f s (%d threads, batch %d)\n",
                                               file.keys.count, size, Date().timeIntervalSince(began), threads, batch).utf8))
} catch {
    fail("\(error)")
}

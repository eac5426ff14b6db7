import Foundation
import Library

/// Semantic search: query embedding, the dense pass, loading, and the memory the model adds.
/// They need the model (SHAMELAGPT_E5_MODEL, or the one `library build` installed) and the
/// bundled vectors; without them each reports "—" instead of failing (scripts/test runs the
/// quick mode on machines without the model).
enum SemanticBenchmarks {
    static let questions = [
        "actions are judged by intentions", "fasting was prescribed for you",
        "the seven whom Allah will shade on the day with no shade but His", "What are the five pillars of Islam?",
        "speak good or remain silent", "patience at the first stroke of calamity", "the rights of neighbours",
        "Is music forbidden?", "how to pray when travelling", "paradise lies under the feet of mothers",
        "charity does not decrease wealth", "the best of you are those who learn the Quran and teach it",
        "إنما الأعمال بالنيات", "الصبر عند الصدمة الأولى", "فضل صلاة الجماعة", "بر الوالدين",
        "what breaks the fast", "the story of Musa and al-Khidr", "marriage and the dowry", "seeking knowledge",
    ]

    static let all: [Benchmark] = [
        Benchmark(name: "semantic/load", unit: "ms", target: "≤ 200 ms") { _ in
            guard let model = modelURL(), let pins = try? LibraryPins.bundled(),
                  (try? DenseIndex.bundled(pins: pins)) != nil else { return .nan }
            return try timeSeconds {
                _ = try Embedder(modelURL: model)
                _ = try DenseIndex.bundled(pins: pins)
            } * 1000
        },
        Benchmark(name: "semantic/query-embed", unit: "ms", target: "≤ 150 ms") { ctx in
            guard let search = try shared(ctx) else { return .nan }
            return try median(ctx.quick ? Array(questions.prefix(2)) : questions) { q in
                try timeSeconds { _ = try search.embedder.embed(query: q) } * 1000
            }
        },
        Benchmark(name: "semantic/dense-search", unit: "ms", target: "≤ 10 ms") { ctx in
            guard let search = try shared(ctx) else { return .nan }
            let vectors = try (ctx.quick ? Array(questions.prefix(2)) : questions).map { try search.embedder.embed(query: $0) }
            return median(vectors) { v in timeSeconds { _ = search.index.nearest(to: v, k: 20) } * 1000 }
        },
        Benchmark(name: "semantic/resident-added", unit: "MB", target: "≤ 90 MB") { _ in
            // A fresh embedder and index in this process, one query: what loading them adds to
            // the resident set (the model's mapped pages, the vectors, the engine's buffers).
            guard let model = modelURL(), let pins = try? LibraryPins.bundled(),
                  (try? DenseIndex.bundled(pins: pins)) != nil else { return .nan }
            let before = residentMB()
            let search = SemanticSearch(embedder: try Embedder(modelURL: model), index: try DenseIndex.bundled(pins: pins))
            _ = search.search("the seven whom Allah will shade", k: 20)
            let after = residentMB()
            return withExtendedLifetime(search) { after - before }
        },
    ]

    static func modelURL() -> URL? {
        let env = ProcessInfo.processInfo.environment
        var paths: [String] = []
        if let p = env["SHAMELAGPT_E5_MODEL"], !p.isEmpty { paths.append(p) }
        let data = env["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory() + "/.local/share"
        paths.append(data + "/shamelagpt/library/e5-small-q4.bin")
        return paths.first { FileManager.default.fileExists(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }

    private static let cache = SearchCache()

    /// One loaded search for the timing benchmarks (loading is measured on its own).
    static func shared(_ ctx: BenchContext) throws -> SemanticSearch? {
        guard let model = modelURL(), let pins = try? LibraryPins.bundled(),
              (try? DenseIndex.bundled(pins: pins)) != nil else { return nil }
        return try cache.get { SemanticSearch(embedder: try Embedder(modelURL: model), index: try DenseIndex.bundled(pins: pins)) }
    }

    static func median<T>(_ items: [T], _ measure: (T) throws -> Double) rethrows -> Double {
        var values = try items.map(measure)
        values.sort()
        return values[values.count / 2]
    }

    /// VmRSS of this process in MB.
    static func residentMB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kb = Double(line.split(separator: " ").dropFirst().first ?? "") else { return .nan }
        return kb / 1024
    }
}

private final class SearchCache: @unchecked Sendable {
    private let lock = NSLock()
    private var value: SemanticSearch?

    func get(_ make: () throws -> SemanticSearch) throws -> SemanticSearch {
        try lock.withLock {
            if let value { return value }
            let made = try make()
            value = made
            return made
        }
    }
}

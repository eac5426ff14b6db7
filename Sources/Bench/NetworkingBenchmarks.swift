import Domain
import Foundation
import Networking

/// SSE parse + decode throughput, the client's CPU for a 1 MB answer in 10,000 chunks, and
/// cancellation latency.
enum NetworkingBenchmarks {
    static let all: [Benchmark] = [
        // Throughput is measured in this thread's CPU time (the work is single-threaded): on a
        // shared machine wall time mostly measures the neighbours.
        Benchmark(name: "net/sse-parse-decode", unit: "MB/s", target: "≥ 200 MB/s") { ctx in
            let (wire, blocks) = sseBlocks(events: ctx.size(160_000, quick: 2_000))
            var decoded = 0
            let seconds = try threadCPUSeconds {
                var parser = SSEParser()
                for block in blocks {
                    try parser.feedRaw(block) { event in
                        if (try? StreamEventDecoder.decode(bytes: event.data)) != nil { decoded += 1 }
                    }
                }
            }
            guard decoded > 0 else { throw BenchFailure("nothing decoded") }
            return Double(wire) / 1_048_576 / max(seconds, 1e-6)
        },
        Benchmark(name: "net/sse-parse-only", unit: "MB/s", target: "(detail)") { ctx in
            let (wire, blocks) = sseBlocks(events: ctx.size(160_000, quick: 2_000))
            var events = 0
            let seconds = try threadCPUSeconds {
                var parser = SSEParser()
                for block in blocks { try parser.feedRaw(block) { _ in events += 1 } }
            }
            guard events > 0 else { throw BenchFailure("nothing parsed") }
            return Double(wire) / 1_048_576 / max(seconds, 1e-6)
        },
        Benchmark(name: "net/stream-1MB-10k-chunks-client-cpu", unit: "ms", target: "≤ 50 ms") { ctx in
            let count = ctx.size(10_000, quick: 500)
            let events = (0..<count).map { i in Array(sseEvent(i)) }
            let server = try NetworkingBenchServer { fd in
                NetworkingBenchServer.send(fd, Array("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n".utf8))
                for e in events { NetworkingBenchServer.send(fd, e) }
                NetworkingBenchServer.send(fd, Array("data: {\"type\":\"done\"}\n\n".utf8))
            }
            let api = ShamelaAPI(server: try ServerConfig(baseURL: server.baseURL, kind: .custom, userTyped: true))
            let serverBefore = server.cpuSeconds
            var length = 0
            let cpuStart = NetworkingBenchServer.processCPU()
            do {
                length = try blocking {
                    let stream = try await api.chatStream(.guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"),
                                                          guest: true)
                    var reducer = ChatStreamReducer()
                    for await input in stream.inputs {
                        _ = reducer.handle(input)
                        if reducer.isFinished { break }
                    }
                    stream.cancel()
                    return reducer.outcome?.content?.utf8.count ?? 0
                }
            }
            let cpu = NetworkingBenchServer.processCPU() - cpuStart
            let serverCPU = server.cpuSeconds - serverBefore
            guard length > count * 50 else { throw BenchFailure("answer incomplete: \(length) bytes") }
            return max(0, cpu - serverCPU) * 1000
        },
        Benchmark(name: "net/cancel-latency", unit: "ms", target: "≤ 50 ms") { _ in
            let server = try NetworkingBenchServer { fd in
                NetworkingBenchServer.send(fd, Array("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n\r\n".utf8))
                NetworkingBenchServer.send(fd, Array(sseEvent(0)))
                // Then silence until the client goes away.
                var byte: UInt8 = 0
                _ = recv(fd, &byte, 1, 0)
            }
            let api = ShamelaAPI(server: try ServerConfig(baseURL: server.baseURL, kind: .custom, userTyped: true))
            return try blocking {
                let stream = try await api.chatStream(.guest(question: "q", threadId: nil, guestSessionId: "g", language: "en"),
                                                      guest: true)
                var cancelledAt: Double?
                var latency = -1.0
                for await input in stream.inputs {
                    if case .event(.chunk) = input, cancelledAt == nil {
                        cancelledAt = monotonicSeconds()
                        stream.cancel()
                    }
                    if case .userCancel = input, let start = cancelledAt {
                        latency = (monotonicSeconds() - start) * 1000
                        break
                    }
                }
                guard latency >= 0 else { throw BenchFailure("cancel not observed") }
                return latency
            }
        },
    ]

    static func sseEvent(_ i: Int) -> String.UTF8View {
        // About 100 bytes on the wire, with some Arabic so decoding is not ASCII-only.
        "data: {\"type\":\"chunk\",\"content\":\"Prayer \(i % 10) is the second pillar; الصلاة عماد الدين.\\n\"}\n\n".utf8
    }

    /// The fixture's size in bytes and the 16 KiB blocks it arrives in.
    static func sseBlocks(events: Int) -> (Int, [[UInt8]]) {
        let wire = sseFixture(events: events)
        return (wire.count, stride(from: 0, to: wire.count, by: 16_384).map { Array(wire[$0..<min(wire.count, $0 + 16_384)]) })
    }

    static func sseFixture(events: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(events * 110)
        for i in 0..<events {
            out.append(contentsOf: sseEvent(i))
            if i % 50 == 0 { out.append(contentsOf: ": ping\r\n\r\n".utf8) }
        }
        return out
    }

    static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

/// CPU seconds the calling thread spent in `body`.
func threadCPUSeconds(_ body: () throws -> Void) rethrows -> Double {
    let start = NetworkingBenchServer.threadCPU()
    try body()
    return NetworkingBenchServer.threadCPU() - start
}

/// A benchmark that could not produce its figure.
struct BenchFailure: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
}

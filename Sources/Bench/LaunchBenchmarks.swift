import Foundation
import TestSupport

/// Launch → first full frame in tmux, and resident memory after start.
enum LaunchBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "launch/printf-reference", unit: "ms", target: "(floor)") { ctx in
            try TmuxProbe.timeToScreen(width: 120, height: 40,
                                       command: "printf 'ShamelaGPT ready\\n'; sleep 5",
                                       until: { $0.contains("ShamelaGPT ready") }) * 1000
        },
        Benchmark(name: "launch/first-frame-empty", unit: "ms", target: "≤ 50 ms") { ctx in
            let dir = ctx.workDirectory.appendingPathComponent("launch-empty-\(UUID().uuidString)").path
            // The returning user's first frame (Chat), not Welcome's.
            try AppDataDirectory.markWelcomeSeen(dir)
            return try TmuxProbe.timeToScreen(width: 120, height: 40,
                                              command: "\(ctx.binary) --data-dir \(dir)",
                                              until: { $0.contains("Offline library") }) * 1000
        },
        Benchmark(name: "launch/resident-memory", unit: "MB", target: "≤ 30 MB") { ctx in
            let dir = ctx.workDirectory.appendingPathComponent("launch-rss-\(UUID().uuidString)").path
            try AppDataDirectory.markWelcomeSeen(dir)
            return try TmuxProbe.residentMemoryMB(width: 120, height: 40,
                                                  command: "\(ctx.binary) --data-dir \(dir)",
                                                  until: { $0.contains("Offline library") })
        },
    ]
}

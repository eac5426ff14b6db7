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
        Benchmark(name: "launch/first-frame-empty-cpu", unit: "ms", target: "(detail)") { ctx in
            let dir = ctx.workDirectory.appendingPathComponent("launch-empty-\(UUID().uuidString)").path
            try AppDataDirectory.markWelcomeSeen(dir)
            return try TmuxProbe.cpuToScreenMs(width: 120, height: 40, command: "\(ctx.binary) --data-dir \(dir)",
                                               until: { $0.contains("Offline library") })
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

/// Launch with the large fixture: 10,000 conversations, and the 2,000-message one open.
enum LargeLaunch {
    static let guest = "guest_1763700000_bench1"

    /// A data directory holding the storage fixture, owned by a guest whose last conversation
    /// is the long one; made once per work directory. Named by the fixture's size: the quick
    /// mode's 100 conversations once sat under the same name, and a full run that came after a
    /// quick one measured the small data set.
    static func dataDirectory(_ ctx: BenchContext) throws -> String {
        let dir = ctx.workDirectory.appendingPathComponent("launch-large-\(ctx.size(10_000, quick: 100))").path
        let db = dir + "/conversations.sqlite"
        if !FileManager.default.fileExists(atPath: db + ".ready") {
            try? FileManager.default.removeItem(atPath: dir)
            try FileManager.default.createDirectory(atPath: dir + "/state", withIntermediateDirectories: true)
            let fixture = try StorageFixture.shared(ctx)
            // sqlite3's own backup copies a consistent database while the fixture stays open.
            _ = try Spawn.run("/usr/bin/sqlite3", [fixture.url.path, ".backup '\(db)'"])
            _ = try Spawn.run("/usr/bin/sqlite3", [db, "UPDATE conversations SET owner_id = '\(guest)';"])
            try guest.write(toFile: dir + "/state/guest-session-id", atomically: true, encoding: .utf8)
            try AppDataDirectory.markWelcomeSeen(dir)
            let settings = dir + "/config/settings.json"
            var json = (try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: settings)))) as? [String: Any] ?? [:]
            json["last_conversation"] = [guest: StorageFixture.longConversation]
            try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: settings))
            _ = FileManager.default.createFile(atPath: db + ".ready", contents: Data())
        }
        return dir
    }

    static let all: [Benchmark] = [
        Benchmark(name: "launch/first-frame-large-data", unit: "ms", target: "≤ 50 ms") { ctx in
            let dir = try dataDirectory(ctx)
            return try TmuxProbe.timeToScreen(width: 120, height: 40, command: "\(ctx.binary) --data-dir \(dir)",
                                              until: { $0.contains("Offline library") && $0.contains("╰─") }) * 1000
        },
        Benchmark(name: "launch/first-frame-large-data-cpu", unit: "ms", target: "(detail)") { ctx in
            let dir = try dataDirectory(ctx)
            return try TmuxProbe.cpuToScreenMs(width: 120, height: 40, command: "\(ctx.binary) --data-dir \(dir)",
                                               until: { $0.contains("Offline library") && $0.contains("╰─") })
        },
        Benchmark(name: "launch/resident-memory-large-data", unit: "MB", target: "≤ 30 MB") { ctx in
            let dir = try dataDirectory(ctx)
            return try TmuxProbe.residentMemoryMB(width: 120, height: 40, command: "\(ctx.binary) --data-dir \(dir)",
                                                  until: { $0.contains("Offline library") && $0.contains("╰─") })
        },
    ]
}

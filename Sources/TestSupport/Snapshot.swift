import Foundation
import TextLayout

/// Compares text against a committed snapshot file; `SNAPSHOT_RECORD=1` re-records instead.
///
/// Returns nil when they match (or after recording), else a message with a line diff, so the
/// caller's `#expect` fails at the caller's line.
public enum Snapshot {
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"].map { $0 == "1" || $0 == "true" } ?? false
    }

    /// The snapshot form of a grid: its size, the text rows, and an attribute overlay.
    public static func text(of grid: Grid) -> String {
        "size: \(grid.width)x\(grid.height)\n" + frame(grid.textDump(), width: grid.width)
            + "\n--- attributes ---\n" + grid.attributeDump() + "\n"
    }

    /// Rows framed by `|` so trailing blanks survive editors and the width is visible.
    static func frame(_ dump: String, width: Int) -> String {
        dump.split(separator: "\n", omittingEmptySubsequences: false).map { row -> String in
            let pad = max(0, width - LineShaper.width(of: String(row)))
            return "|" + row + String(repeating: " ", count: pad) + "|"
        }.joined(separator: "\n")
    }

    /// The one assertion of a screen: every row exactly the grid's width (wide characters count
    /// twice), and its snapshot text equal to `<name>.txt` beside the calling suite's file.
    /// Nil when both hold, else what differs; callers `#expect` it to be nil.
    public static func check(_ grid: Grid, named name: String, filePath: String = #filePath) -> String? {
        for y in 0..<grid.height {
            let width = grid.row(y).reduce(0) { $0 + Int($1.width) }
            if width != grid.width { return "row \(y) of \(name) is \(width) columns wide, not \(grid.width)" }
        }
        return verify(text(of: grid), named: name, in: directory(for: filePath))
    }

    /// Checks `actual` against `<directory>/<name>.txt`.
    public static func verify(_ actual: String, named name: String, in directory: URL) -> String? {
        let url = directory.appendingPathComponent(name + ".txt")
        if isRecording {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            do {
                try actual.write(to: url, atomically: true, encoding: .utf8)
                return nil
            } catch {
                return "could not record \(url.path): \(error)"
            }
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "missing snapshot \(url.path); run the tests with SNAPSHOT_RECORD=1 to record it"
        }
        if expected == actual { return nil }
        return "snapshot \(name) differs:\n" + diff(expected: expected, actual: actual)
    }

    /// The snapshot directory beside a test file: `__Snapshots__/<TestFile>/`.
    public static func directory(for filePath: String = #filePath) -> URL {
        let file = URL(fileURLWithPath: filePath)
        return file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
    }

    static func diff(expected: String, actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for i in 0..<max(e.count, a.count) {
            let el = i < e.count ? String(e[i]) : "<none>"
            let al = i < a.count ? String(a[i]) : "<none>"
            if el != al { out.append("line \(i + 1):\n  expected: \(el)\n  actual:   \(al)") }
        }
        return out.joined(separator: "\n")
    }
}

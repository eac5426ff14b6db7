import Foundation

// shamelagpt-bench: measures the figures of docs/PERFORMANCE.md. It asserts nothing; it reports.
//   shamelagpt-bench --binary PATH [--runs N] [--quick] [--filter TEXT] [--json FILE] [--work DIR]

var runs = 10
var quick = false
var filter: String?
var jsonPath: String?
var binary = ""
var work = NSTemporaryDirectory() + "shamelagpt-bench"
var args = CommandLine.arguments.dropFirst().makeIterator()
while let a = args.next() {
    switch a {
    case "--runs": runs = Int(args.next() ?? "") ?? runs
    case "--quick": quick = true
    case "--filter": filter = args.next()
    case "--json": jsonPath = args.next()
    case "--binary": binary = args.next() ?? ""
    case "--work": work = args.next() ?? work
    default:
        FileHandle.standardError.write(Data("unknown argument \(a)\n".utf8))
        exit(2)
    }
}
if quick { runs = 1 }
try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
let context = BenchContext(workDirectory: URL(fileURLWithPath: work), quick: quick, binary: binary)

struct Row: Codable {
    var name: String
    var unit: String
    var target: String
    var median: Double
    var min: Double
    var max: Double
    var runs: Int
    var error: String?
}

var rows: [Row] = []
var failures = 0
for bench in allBenchmarks where filter.map({ bench.name.contains($0) }) ?? true {
    do {
        if !quick { _ = try bench.run(context) }  // warm-up
        var values: [Double] = []
        for _ in 0..<runs { values.append(try bench.run(context)) }
        values.sort()
        let median = values.count % 2 == 1 ? values[values.count / 2]
            : (values[values.count / 2 - 1] + values[values.count / 2]) / 2
        rows.append(Row(name: bench.name, unit: bench.unit, target: bench.target, median: median,
                        min: values.first ?? 0, max: values.last ?? 0, runs: runs))
    } catch {
        failures += 1
        rows.append(Row(name: bench.name, unit: bench.unit, target: bench.target, median: .nan, min: .nan,
                        max: .nan, runs: 0, error: "\(error)"))
    }
}

func fmt(_ v: Double) -> String { v.isNaN ? "—" : String(format: v >= 100 ? "%.0f" : v >= 10 ? "%.1f" : "%.3f", v) }
let nameWidth = max(30, rows.map(\.name.count).max() ?? 0)
print("benchmark".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  median       min       max  unit   target")
for r in rows {
    var line = r.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
    for v in [r.median, r.min, r.max] { line += "  " + String(repeating: " ", count: max(0, 8 - fmt(v).count)) + fmt(v) }
    line += "  " + r.unit.padding(toLength: 5, withPad: " ", startingAt: 0) + "  " + r.target
    if let e = r.error { line += "  ERROR: " + e.replacingOccurrences(of: "\n", with: " ") }
    print(line)
}
if let jsonPath {
    let enc = JSONEncoder()
    enc.outputFormatting = [.prettyPrinted, .sortedKeys]
    enc.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    if let data = try? enc.encode(rows) { _ = FileManager.default.createFile(atPath: jsonPath, contents: data) }
}
exit(failures == 0 ? 0 : 1)

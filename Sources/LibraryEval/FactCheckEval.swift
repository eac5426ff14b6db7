import Domain
import Foundation
import Library

/// `--factcheck FILE`: the fact-checker over its evaluation set (Tests/LibraryEval/factcheck.jsonl).
/// An item is right when the verdict is the expected one and, for a verdict that cites a
/// passage, the cited passage is one of the item's `refs`; for `altered`, the canonical text
/// must also be exactly the expected words (normalised).
enum FactCheckEval {
    struct Item: Decodable {
        var id: String
        var lang: String
        var set: String
        var kind: String
        var text: String
        var verdict: String
        var refs: [String]?
        var canonical: String?
    }

    static func run(index: LibraryIndex, semantic: (any SemanticRanking)?, file: String, set which: String, quiet: Bool) throws {
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            fail("cannot read \(file)")
        }
        let items = text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Item.self, from: Data($0.utf8)) }
            .filter { which == "all" || $0.set == which }
        let loadStart = DispatchTime.now().uptimeNanoseconds
        let checker = try FactChecker(index: index, semantic: semantic)
        let loadMs = Double(DispatchTime.now().uptimeNanoseconds - loadStart) / 1e6
        var right: [String: Int] = [:], total: [String: Int] = [:]
        var byKind: [String: (Int, Int)] = [:]
        var misses: [String] = []
        var times: [String: [Double]] = [:]
        for item in items {
            let t0 = DispatchTime.now().uptimeNanoseconds
            let report = checker.check(item.text)
            times[item.lang, default: []].append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
            let claim = report.claims.first
            var ok = claim?.verdict.rawValue == item.verdict && report.claims.count == 1
            var why = ""
            if ok, item.verdict != "not_found", let refs = item.refs {
                if !refs.contains(claim?.reference?.key ?? "") { ok = false; why = " wrong passage" }
            }
            if ok, item.verdict == "altered", let expected = item.canonical {
                let got = ArabicNormalizer.tokens(claim?.canonical ?? "").joined(separator: " ")
                if got != expected { ok = false; why = " canonical «\(got)»" }
            }
            total[item.lang, default: 0] += 1
            byKind[item.kind, default: (0, 0)].1 += 1
            if ok {
                right[item.lang, default: 0] += 1
                byKind[item.kind, default: (0, 0)].0 += 1
            } else {
                let got = report.claims.map { c in
                    "\(c.verdict.rawValue)@\(c.reference?.key ?? "-")(\(String(format: "%.2f", c.confidence)))"
                }
                misses.append("\(item.id) [\(item.kind)] expected \(item.verdict) got \(got)\(why) — \(item.text)")
            }
        }
        print("fact-check set: \(which)  items: \(items.count)  semantic: \(semantic != nil ? "on" : "off")  "
            + "load: \(String(format: "%.0f", loadMs)) ms")
        for lang in total.keys.sorted() {
            let r = right[lang] ?? 0, t = total[lang] ?? 0
            let sorted = (times[lang] ?? []).sorted()
            print(String(format: "[%@] accuracy %.1f%% (%d/%d)  time per text: median %.2f ms, p95 %.2f ms", lang,
                         100 * Double(r) / Double(max(t, 1)), r, t, sorted[sorted.count / 2],
                         sorted[min(sorted.count - 1, sorted.count * 95 / 100)]))
        }
        for (kind, (r, t)) in byKind.sorted(by: { $0.key < $1.key }) { print("  \(kind): \(r)/\(t)") }
        if !quiet { for m in misses { print(m) } }
    }
}

import Domain
import Foundation
import Library

/// `--factcheck FILE`: the fact-checker over its evaluation set (Tests/LibraryEval/factcheck.jsonl).
/// An item is right when the verdict is the expected one and, for a verdict that cites a
/// passage, the cited passage is one of the item's `refs`; for `altered`, the canonical text
/// must also be exactly the expected words (normalised), or them run on over the words the
/// checked quotation has beyond the item's quote; for an English claim, a saying that holds them.
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
        /// The quotation the item is about, when its text has more than one.
        var quote: String?
    }

    /// Whether `got` is the expected canonical text of the item's quote, run on over the words
    /// the checked quotation has beyond the quote: a message that goes on past the altered part
    /// («… من العباد ولكن يقبض العلم بقبض العلماء») is compared whole, and its canonical text
    /// rightly runs as far.
    static func spansQuote(_ got: String, _ expected: String, checked: String, quote: String?) -> Bool {
        guard let quote, !quote.isEmpty else { return false }
        let extra = ArabicNormalizer.tokens(checked).count - ArabicNormalizer.tokens(quote).count
        guard extra > 0, (" " + got + " ").contains(" " + expected + " ") else { return false }
        return got.split(separator: " ").count - expected.split(separator: " ").count <= extra
    }

    static func run(index: LibraryIndex, semantic: (any SemanticRanking)?, file: String, set which: String, quiet: Bool,
                    dump: String? = nil) throws {
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
        var dumped: [String] = []
        for item in items {
            let t0 = DispatchTime.now().uptimeNanoseconds
            let report = checker.check(item.text)
            times[item.lang, default: []].append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
            if dump != nil { dumped.append(item.id + "\t" + json(report)) }
            // A text with more than one quotation is judged by the one the item names; every other
            // one must be authentic (a genuine second quotation, checked as such).
            let quote = ArabicNormalizer.tokens(item.quote ?? "").joined(separator: " ")
            let named = report.claims.first { !quote.isEmpty && ArabicNormalizer.tokens($0.text).joined(separator: " ") == quote }
            let claim = named ?? report.claims.first
            let others = report.claims.filter { $0.text != claim?.text }
            var ok = claim?.verdict.rawValue == item.verdict
                && (report.claims.count == 1 || named != nil && others.allSatisfy { $0.verdict == .authentic })
            var why = ""
            if ok, item.verdict != "not_found", let refs = item.refs {
                if !refs.contains(claim?.reference?.key ?? "") { ok = false; why = " wrong passage" }
            }
            if ok, item.verdict == "altered", let expected = item.canonical {
                let got = ArabicNormalizer.tokens(claim?.canonical ?? "").joined(separator: " ")
                // An English claim is matched by meaning, never aligned word for word: its
                // canonical text is its passage's whole saying, which must hold the expected words.
                let inSaying = item.lang == "en" && (" " + got + " ").contains(" " + expected + " ")
                if got != expected, !inSaying, !spansQuote(got, expected, checked: claim?.text ?? "", quote: item.quote) {
                    ok = false
                    why = " canonical «\(got)»"
                }
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
        if let dump { try (dumped.joined(separator: "\n") + "\n").write(toFile: dump, atomically: true, encoding: .utf8) }
    }

    /// `--texts FILE --dump OUT`: every line of FILE checked whole (`check`) and as an answer
    /// (`checkArabicQuotations`), each report written in full to OUT, one line per text. Two
    /// builds' outputs are compared with `diff` to show that a change to the checker changed
    /// no verdict, reference, canonical text, difference or confidence.
    static func dumpTexts(index: LibraryIndex, semantic: (any SemanticRanking)?, file: String, dump: String) throws {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { fail("cannot read \(file)") }
        let checker = try FactChecker(index: index, semantic: semantic)
        var out: [String] = []
        for (n, line) in text.split(separator: "\n").enumerated() {
            let t = line.replacingOccurrences(of: "\\n", with: "\n")
            out.append("\(n)\tcheck\t" + json(checker.check(t)))
            out.append("\(n)\tmarks\t" + json(FactCheckReport(claims: checker.checkArabicQuotations(in: t))))
        }
        try (out.joined(separator: "\n") + "\n").write(toFile: dump, atomically: true, encoding: .utf8)
        print("\(out.count / 2) texts checked into \(dump)")
    }

    /// `--factcheck-mark FILE [--runs N]`: FILE's text (`\\n` for a newline) marked as an
    /// answer N times with one open checker; the median and the range, for profiling the marks.
    static func mark(index: LibraryIndex, file: String, runs: Int) throws {
        guard let raw = try? String(contentsOfFile: file, encoding: .utf8) else { fail("cannot read \(file)") }
        let text = raw.replacingOccurrences(of: "\\n", with: "\n")
        let checker = try FactChecker(index: index)
        var times: [Double] = []
        var count = 0
        for _ in 0..<max(1, runs) {
            let t0 = DispatchTime.now().uptimeNanoseconds
            count = checker.checkArabicQuotations(in: text).count
            times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
        }
        times.sort()
        print(String(format: "%d quotations, %d runs: median %.2f ms, min %.2f, max %.2f", count, times.count,
                     times[times.count / 2], times[0], times[times.count - 1]))
    }

    static func json(_ report: FactCheckReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(report)).flatMap { String(data: $0, encoding: .utf8) } ?? "?"
    }
}

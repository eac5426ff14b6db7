import CFribidi
import Foundation
import TestSupport
import Testing
@testable import TextLayout

/// Unicode bidi conformance through the level and reorder layer (text-rendering.md §9.1).
@Suite struct BidiConformanceTests {
    static let characterTest = "/usr/share/unicode/BidiCharacterTest.txt"
    static let classTest = "/usr/share/unicode/BidiTest.txt"

    /// What a harness variant does differently, to prove the harness can fail.
    enum Variant { case normal, forceLTR, noBrackets }

    /// Runs BidiCharacterTest.txt; returns (cases, failures, first failure).
    static func runCharacterTest(_ text: String, variant: Variant = .normal, limit: Int = .max)
        -> (Int, Int, String?) {
        var cases = 0, failures = 0
        var first: String?
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            if cases >= limit { break }
            let f = line.split(separator: ";", omittingEmptySubsequences: false)
            guard f.count >= 5 else { continue }
            cases += 1
            let str = f[0].split(separator: " ").compactMap { FriBidiChar($0, radix: 16) }
            let dir = Int(f[1]) ?? 2
            let expectedPar = Int(f[2]) ?? -1
            let expLevels = f[3].split(separator: " ").map { Int($0) }  // nil = x
            let expOrder = f[4].split(separator: " ").compactMap { Int($0) }
            let types = BidiClassTable.types(of: str)
            var brackets = BidiAlgorithm.bracketTypes(str, types: types)
            if variant == .noBrackets { brackets = brackets.map { _ in shim_no_bracket() } }
            var base: FriBidiParType = variant == .forceLTR ? shim_par_ltr()
                : [shim_par_ltr(), shim_par_rtl(), shim_par_on()][min(2, max(0, dir))]
            let ok = check(types: types, brackets: brackets, base: &base, expLevels: expLevels, expOrder: expOrder)
            let parOK = (BidiAlgorithm.isRTL(base) ? 1 : 0) == expectedPar
            if !ok || !parOK {
                failures += 1
                if first == nil { first = String(line) }
            }
        }
        return (cases, failures, first)
    }

    /// Levels after the line reorder (L1 part 4 included) and the visual order, ignoring X9-removed.
    static func check(types: [FriBidiCharType], brackets: [FriBidiBracketType], base: inout FriBidiParType,
                      expLevels: [Int?], expOrder: [Int]) -> Bool {
        guard var levels = BidiAlgorithm.levels(types: types, brackets: brackets, base: &base),
              levels.count == expLevels.count else { return false }
        let order = BidiAlgorithm.reorder(types: types, levels: &levels, range: 0..<types.count, base: base)
        for (i, e) in expLevels.enumerated() {
            if let e, Int(levels[i]) != e { return false }
        }
        return order.filter { expLevels[$0] != nil } == expOrder
    }

    /// The conformance files run on a thread of their own (tens of seconds of CPU); the
    /// expectations stay on the test's task, where Swift Testing records them.
    @Test func bidiCharacterTestPassesCompletely() async throws {
        guard let text = try? String(contentsOfFile: Self.characterTest, encoding: .utf8) else {
            print("SKIPPED: \(Self.characterTest) missing; install the Debian package unicode-data")
            return
        }
        let (cases, failures, first) = try await offPool { Self.runCharacterTest(text) }
        #expect(cases == 91_707)
        #expect(failures == 0, "first failure: \(first ?? "")")
    }

    @Test func theCharacterHarnessCanFail() throws {
        guard let text = try? String(contentsOfFile: Self.characterTest, encoding: .utf8) else { return }
        #expect(Self.runCharacterTest(text, variant: .forceLTR, limit: 5_000).1 > 0)
        #expect(Self.runCharacterTest(text, variant: .noBrackets).1 > 0)
    }

    /// Runs BidiTest.txt (classes fed as types, no brackets); returns (runs, failures, first).
    static func runClassTest(_ text: String, forceLTR: Bool = false, limit: Int = .max) -> (Int, Int, String?) {
        var expLevels: [Int?] = []
        var expOrder: [Int] = []
        var runs = 0, failures = 0
        var first: String?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") || line.isEmpty { continue }
            if line.hasPrefix("@Levels:") {
                expLevels = line.dropFirst(8).split(whereSeparator: { $0 == " " || $0 == "\t" }).map { Int($0) }
                continue
            }
            if line.hasPrefix("@Reorder:") {
                expOrder = line.dropFirst(9).split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Int($0) }
                continue
            }
            if line.hasPrefix("@") { continue }
            let f = line.split(separator: ";")
            guard f.count == 2, let bits = Int(f[1].trimmingCharacters(in: .whitespaces)) else { continue }
            let classes = f[0].split(separator: " ").compactMap { UnicodeBidiClass(shortName: $0) }
            let types = classes.map(\.fribidiType)
            let brackets = [FriBidiBracketType](repeating: shim_no_bracket(), count: types.count)
            if runs >= limit { break }
            for (bit, par) in [(1, shim_par_on()), (2, shim_par_ltr()), (4, shim_par_rtl())] where bits & bit != 0 {
                runs += 1
                var base = forceLTR ? shim_par_ltr() : par
                if !check(types: types, brackets: brackets, base: &base, expLevels: expLevels, expOrder: expOrder) {
                    failures += 1
                    if first == nil { first = "\(line) [\(bit)]" }
                }
            }
        }
        return (runs, failures, first)
    }

    /// text-rendering.md §9.1: the BidiTest.txt harness fails when the algorithm is broken (every
    /// paragraph forced LTR), so its pass means something.
    @Test func theClassHarnessCanFail() async throws {
        guard let text = try? String(contentsOfFile: Self.classTest, encoding: .utf8) else { return }
        let (_, failures, _) = try await offPool { Self.runClassTest(text, forceLTR: true, limit: 20_000) }
        #expect(failures > 0)
    }

    @Test func bidiTestPassesCompletely() async throws {
        guard let text = try? String(contentsOfFile: Self.classTest, encoding: .utf8) else {
            print("SKIPPED: \(Self.classTest) missing; install the Debian package unicode-data")
            return
        }
        let (runs, failures, first) = try await offPool { Self.runClassTest(text) }
        #expect(runs == 770_241)
        #expect(failures == 0, "first failure: \(first ?? "")")
    }
}

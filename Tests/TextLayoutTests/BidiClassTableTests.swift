import CFribidi
import Foundation
import Testing
@testable import TextLayout

/// The effective Bidi_Class (fribidi + generated overrides) equals DerivedBidiClass.txt for every
/// code point (text-rendering.md §9.2).
@Suite struct BidiClassTableTests {
    static let path = "/usr/share/unicode/extracted/DerivedBidiClass.txt"

    @Test func effectiveClassMatchesDerivedBidiClassEverywhere() throws {
        guard let text = try? String(contentsOfFile: Self.path, encoding: .utf8) else {
            print("SKIPPED: \(Self.path) missing; install the Debian package unicode-data")
            return
        }
        let header = text.prefix(80)
        #expect(header.contains("DerivedBidiClass-\(BidiClassTable.unicodeVersion).txt"),
                "DerivedBidiClass.txt is a different Unicode version: regenerate the table with scripts/gen-bidi-table")
        let longNames: [String: UnicodeBidiClass] = [
            "Left_To_Right": .l, "Right_To_Left": .r, "Arabic_Letter": .al, "European_Number": .en,
            "European_Separator": .es, "European_Terminator": .et, "Arabic_Number": .an,
            "Common_Separator": .cs, "Nonspacing_Mark": .nsm, "Boundary_Neutral": .bn,
            "Paragraph_Separator": .b, "Segment_Separator": .s, "White_Space": .ws, "Other_Neutral": .on,
            "Left_To_Right_Embedding": .lre, "Right_To_Left_Embedding": .rle, "Left_To_Right_Override": .lro,
            "Right_To_Left_Override": .rlo, "Pop_Directional_Format": .pdf, "Left_To_Right_Isolate": .lri,
            "Right_To_Left_Isolate": .rli, "First_Strong_Isolate": .fsi, "Pop_Directional_Isolate": .pdi,
        ]
        var expected = [UnicodeBidiClass?](repeating: nil, count: 0x110000)
        var missing: [(Int, Int, UnicodeBidiClass)] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("# @missing: ") {
                let f = line.dropFirst(12).split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
                let r = f[0].components(separatedBy: "..")
                guard r.count == 2, let lo = Int(r[0], radix: 16), let hi = Int(r[1], radix: 16),
                      let c = longNames[f[1]] else { Issue.record("bad @missing line \(line)"); continue }
                missing.append((lo, hi, c))
                continue
            }
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let f = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard f.count == 2, let c = UnicodeBidiClass(shortName: f[1]) else { continue }
            let r = f[0].components(separatedBy: "..")
            guard let lo = Int(r[0], radix: 16) else { continue }
            let hi = r.count > 1 ? Int(r[1], radix: 16) ?? lo : lo
            for cp in lo...hi { expected[cp] = c }
        }
        // The most specific @missing range wins: apply the widest first.
        var defaults = [UnicodeBidiClass](repeating: .l, count: 0x110000)
        for (lo, hi, c) in missing.sorted(by: { $0.1 - $0.0 > $1.1 - $1.0 }) {
            for cp in lo...hi { defaults[cp] = c }
        }
        var mismatches = 0
        var firstMismatch: String?
        for cp in 0..<0x110000 {
            let want = (expected[cp] ?? defaults[cp]).fribidiType
            if BidiClassTable.type(of: UInt32(cp)) != want {
                mismatches += 1
                if firstMismatch == nil { firstMismatch = String(cp, radix: 16, uppercase: true) }
            }
        }
        #expect(mismatches == 0, "first mismatch at U+\(firstMismatch ?? "")")
    }

    @Test func stockFribidiIsOutOfDateWhichIsWhyTheTableExists() {
        // 🥲 U+1F972 (Unicode 13) is ON in Unicode 15, L in fribidi 1.0.8's data.
        #expect(fribidi_get_bidi_type(0x1F972) == UnicodeBidiClass.l.fribidiType)
        #expect(BidiClassTable.type(of: 0x1F972) == UnicodeBidiClass.on.fribidiType)
    }
}

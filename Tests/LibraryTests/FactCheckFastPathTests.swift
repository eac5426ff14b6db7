import Domain
import Foundation
import Testing
@testable import Library

/// The fact-checker's fast paths give what the definitions they replace give: a character
/// folded without `ArabicNormalizer.normalize`, phrases found by their bytes, paragraphs split
/// by bytes, and the marker test before the regex.
@Suite struct FactCheckFastPathTests {
    static let bases: [UInt32] = Array(0x20...0x7E) + Array(0x0600...0x06FF)
        + [0x200E, 0x200F, 0x200D, 0xFEFF, 0xFDFA, 0x00A0]
    static let marks: [UInt32] = Array(0x0610...0x061A) + Array(0x064B...0x065F) + [0x0670] + Array(0x06D6...0x06ED)

    func slow(_ ch: Character) -> String { ArabicNormalizer.normalize(String(ch)) }

    func fast(_ ch: Character) -> String? {
        guard let r = FoldedCharacter.simple(ch) else { return nil }
        return r.map { String(Character($0)) } ?? ""
    }

    @Test func everySimpleCharacterFoldsAsNormalizeFoldsIt() {
        var simple = 0
        for b in Self.bases {
            guard let base = Unicode.Scalar(b) else { continue }
            var forms: [String] = [String(base)]
            for m in Self.marks { forms.append(String(base) + String(Unicode.Scalar(m)!)) }
            forms.append(String(base) + "\u{0651}\u{064E}")
            for s in forms {
                for ch in s {
                    if let f = fast(ch) {
                        simple += 1
                        let scalars = ch.unicodeScalars.map { String($0.value, radix: 16) }
                        #expect(f == slow(ch), "U+\(String(b, radix: 16)) \(scalars)")
                    }
                }
            }
        }
        #expect(simple > 5000)
    }

    @Test func hamzaAndMaddaMarksAndLigaturesTakeTheSlowPath() {
        #expect(FoldedCharacter.simple(Character("\u{0648}\u{0654}")) == nil)
        #expect(FoldedCharacter.simple(Character("\u{0627}\u{0653}")) == nil)
        #expect(FoldedCharacter.simple(Character("\u{FDFA}")) == nil)
        #expect(FoldedCharacter.simple(Character("\u{00A0}")) == nil)
    }

    @Test func foldMatchesTheCharacterByCharacterDefinition() {
        let texts = ["قَالَ رَسُولُ اللَّهِ ﷺ: «إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ»",
                     "The Prophet (PBUH) said: \"x\"\r\nو\u{0654}",
                     "قال تعالى ﴿ٱلْحَمْدُ لِلَّهِ﴾ (البقرة: ٢٥٥)", "a\u{200F}b\u{0640}c Ｑ"]
        for t in texts {
            var out = ""
            var map: [Int] = []
            for (i, ch) in t.enumerated() {
                for c in ArabicNormalizer.normalize(String(ch)) {
                    out.append(c)
                    map.append(i)
                }
            }
            map.append(t.count)
            let folded = QuotationExtractor.fold(t)
            #expect(folded.text == out)
            #expect(folded.map == map)
        }
    }

    @Test func bytesFindWhatRangeOfFinds() {
        let text = " " + ArabicNormalizer.normalize("حدثنا قال رسول الله ﷺ ثم قال النبي: رواه مسلم (البقرة: 2)") + " "
        var copy = text
        copy.withUTF8 { b in
            for p in ["رسول الله", "النبي", "قال", "مسلم)", "xyz", "ا"] {
                let r = text.range(of: p, options: .backwards)
                let end = UTF8Search.lastEnd(b, Array(p.utf8))
                #expect((r == nil) == (end == nil))
                if let r, let end { #expect(text.utf8.distance(from: text.startIndex, to: r.upperBound) == end) }
                let first = text.range(of: p).map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) }
                #expect(UTF8Search.first(b, Array(p.utf8)) == first)
            }
        }
    }

    @Test func paragraphsSplitAsComponentsDoes() {
        for t in ["", "a", "\n\n", "a\n\nb", "a\n\n\nb\n\n", "ق\r\n\nل\n\n\n\nم", "\r\n\r\n\n\na", "\n\n\r\n"] {
            #expect(FactChecker.paragraphs(t) == t.components(separatedBy: "\n\n"))
        }
    }

    @Test func aLineWithoutAMarkerWordIsNeverMatchedByTheMarker() {
        let lines = ["ومن الادله علي ذلك ما ورد في النصوص", "قال رسول الله صلي الله عليه وسلم", "the prophet said",
                     "allah says in the quran", "عن النبي", "يقول تعالي", "nothing here"]
        for l in lines where !QuotationExtractor.mayHaveMarker(l) {
            #expect(l.firstMatch(of: QuotationExtractor.marker) == nil, "\(l)")
        }
        #expect(QuotationExtractor.mayHaveMarker("قال رسول الله"))
        #expect(!QuotationExtractor.mayHaveMarker("ومن الادله علي ذلك"))
    }
}

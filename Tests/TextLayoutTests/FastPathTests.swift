import TestSupport
import Testing
@testable import TextLayout

/// The layout's shortcuts (one-code-point clusters, ASCII paragraphs, the clustering shortcut,
/// hand-decoded cmark literals) give exactly what the general path gives, so they cannot drift.
@Suite struct FastPathTests {
    static let corpus: [String] = WrapInvariantTests.corpus + [
        "وَالزَّكَاةُ فريضة على المسلمين فِي أَمْوَالِهِمْ، رواه البخاري ومسلم ﷺ ١٢٣",
        "שָׁלוֹם עוֹלָם (בְּרֵאשִׁית) [42] {x}",
        "👨‍👩‍👧‍👦 🏳️‍🌈 👍🏿 🇸🇦 #️⃣ ❤︎ a\u{FE0F} \u{E0067}\u{E0062}",
        "漢字かなカナ한국어 ｆｕｌｌ ﾊﾝｶｸ 。、「」",
        "(قال [النبي] {ﷺ}) «إنما» <x> 10-20 ٣/٤ +966 50 123 4567 3.14 -5 $7 50% #1",
        "prayer \u{2066}`code` العربية\u{2069} and \u{2067}ب (c)\u{2069} \u{2068}x\u{2069} end.",
        "\u{202B}embedded\u{202C} \u{202E}override\u{202C} \u{200F}rlm\u{200E}lrm\u{061C}alm",
        "ﻻ ﷲ ﻼ ﺍﻟﻠﻪ presentation forms",
        "\u{7F}\u{1B}\u{0}\u{9B}\u{AD}\u{FEFF}\u{D7FF}\u{E000}\u{FFFD}\u{10FFFD}\u{1F9D1}\u{200D}\u{1F680}",
        "ascii only: (a+b)*c = [d] {e} 1,234.5 x/y a-b",
        "1234 (5678)", "", " ", "\u{2066}\u{2069}", "!?", "٣٤٥",
    ]

    static let settingsList: [LayoutSettings] = [
        .default, LayoutSettings(emoji: .exact), LayoutSettings(hideHarakat: true),
    ]

    @Test func oneCodePointClustersMatchTheGeneralFilter() {
        var points: [UInt32] = Array(0..<0x1_0000)
        points += stride(from: 0x1_0000, through: 0x10_FFFF, by: 97).map { UInt32($0) }
        points += Array(0x1F000...0x1FAFF) + Array(0xE0000...0xE01EF)
        for settings in Self.settingsList {
            for v in points {
                guard let one = ClusterFilter.single(v) else { continue }
                let general = ClusterFilter.general([v][...], settings: settings)
                #expect(general.pieces == [ClusterFilter.Piece(text: ClusterFilter.text(one.scalar), width: one.width)],
                        "U+\(String(v, radix: 16)) \(settings)")
            }
        }
    }

    @Test func cellTextsAreTheCodePoints() {
        for v in UInt32(0)..<0x11_0000 where v < 0x900 || (0xFB00..<0xFF00).contains(v) || v % 251 == 0 {
            let expected = Unicode.Scalar(v).map { String(Character($0)) } ?? "\u{FFFD}"
            #expect(ClusterFilter.text(v) == expected, "U+\(String(v, radix: 16))")
        }
    }

    @Test func analysisMatchesTheGeneralPath() {
        let texts = Self.corpus + WrapInvariantTests.randomStrings()
        let bases: [ParagraphBase] = [.auto, .weak(.ltr), .weak(.rtl), .forced(.ltr), .forced(.rtl)]
        for settings in Self.settingsList {
            for text in texts {
                let styled = StyledText(text)
                for base in bases {
                    let fast = ParagraphAnalysis(styled, base: base, settings: settings)
                    let slow = ParagraphAnalysis(styled, base: base, settings: settings, shortcuts: false)
                    let label = "\(text.debugDescription) \(base) \(settings)"
                    #expect(fast.isRTL == slow.isRTL, "\(label)")
                    #expect(fast.clusters.map(\.start) == slow.clusters.map(\.start), "\(label)")
                    #expect(fast.clusters.map(\.width) == slow.clusters.map(\.width), "\(label)")
                    for width in [nil, 1, 3, 7, 20, 80] {
                        #expect(ParagraphLayout.lines(fast, width: width) == ParagraphLayout.lines(slow, width: width),
                                "\(label) @\(width.map(String.init) ?? "nil")")
                    }
                    for width in [1, 5, 40] {
                        #expect(ParagraphLayout.alignedRows(fast, width: width)
                                == ParagraphLayout.lines(slow, width: width).map { LayoutRow.aligned($0, width: width) },
                                "\(label) aligned @\(width)")
                    }
                }
            }
        }
    }

    @Test func cmarkLiteralsDecodeAsStringDoes() {
        var rng = SplitMix64(state: 5)
        var inputs: [[UInt8]] = Self.corpus.map { Array($0.utf8) }
        // Ill-formed sequences never come out of cmark, but decode as `String` repairs them.
        inputs += [[0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98],
                   [0x80, 0x41], [0xE0, 0x80, 0x41], [0xFF, 0xFE, 0x61], [0xF0, 0x9F, 0x98, 0x80, 0xC3]]
        let alphabet: [UInt8] = [0x41, 0x80, 0xBF, 0xC2, 0xC3, 0xD8, 0xE0, 0xE2, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0x9F, 0xA0]
        inputs += (0..<3_000).map { _ in (0..<(1 + Int(rng.next() % 12))).map { _ in alphabet[Int(rng.next() % 15)] } }
        for bytes in inputs where !bytes.contains(0) {
            let expected = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
            let decoded: [Unicode.Scalar] = (bytes + [0]).withUnsafeBufferPointer { buf in
                buf.withMemoryRebound(to: CChar.self) { Array(CmarkLiteral($0.baseAddress)) }
            }
            #expect(decoded == expected, "\(bytes)")
        }
    }
}

import CFribidi
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

    @Test func markedLettersMatchTheGeneralFilter() {
        var rng = SplitMix64(state: 17)
        let marks = (UInt32(0x0610)...0x06ED).filter(ParagraphAnalysis.isArabicMark)
        let bases: [UInt32] = Array(0x0621...0x064A) + Array(0xFE70...0xFEFC) + [0x61, 0x5D0, 0x4E2D, 0xFEFF, 0x200F, 0x0300]
        var taken = 0
        for settings in Self.settingsList {
            for base in bases {
                for _ in 0..<4 {
                    let cluster = [base] + (0..<(1 + Int(rng.next() % 6))).map { _ in marks[Int(rng.next() % UInt64(marks.count))] }
                    guard let piece = ClusterFilter.markedLetter(cluster[...], settings: settings) else { continue }
                    taken += 1
                    #expect(ClusterFilter.general(cluster[...], settings: settings).pieces == [piece], "\(cluster)")
                }
            }
        }
        #expect(taken > 500)
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

    @Test func stageACheckMatchesTheCodePoints() {
        var rng = SplitMix64(state: 23)
        let pieces = ["a", "ب", "\n", "\t", "\r", "\u{1B}", "\u{7F}", "\u{80}", "\u{9B}", "\u{9F}", "\u{A0}", "é", "\u{0}",
                      "😀", "ﷺ", "\u{85}", "Â", "\u{C2}", "  "]
        for _ in 0..<5_000 {
            let text = (0..<Int(rng.next() % 40)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
            let expected = text.unicodeScalars.contains {
                ($0.value < 0x20 && $0.value != 0x0A && $0.value != 0x09) || (0x7F...0x9F).contains($0.value)
            }
            #expect(Sanitizer.needsStageA(text) == expected, "\(text.debugDescription)")
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

/// `BidiResolver` gives fribidi's levels and paragraph direction on every sequence it accepts.
@Suite struct BidiResolverTests {
    static let handled: [UnicodeBidiClass] = [.l, .r, .al, .en, .an, .es, .et, .cs, .nsm, .ws, .on,
                                              .lri, .rli, .fsi, .pdi]

    /// Nil when the resolver leaves the sequence to fribidi, else whether both agree for every base.
    static func compare(_ classes: [UnicodeBidiClass]) -> Bool? {
        let types = classes.map(\.fribidiType)
        let brackets = [FriBidiBracketType](repeating: shim_no_bracket(), count: types.count)
        for requested in [shim_par_on(), shim_par_ltr(), shim_par_rtl(), shim_par_wltr(), shim_par_wrtl()] {
            var fast = requested, slow = requested
            guard let mine = BidiResolver.levels(types: types, brackets: brackets, base: &fast) else { return nil }
            let theirs = BidiAlgorithm.fribidiLevels(types: types, brackets: brackets, base: &slow)
            if mine != theirs || fast != slow { return false }
        }
        return true
    }

    /// The sequence with a PDI added for each isolate left open, as Markdown's isolates are.
    static func closed(_ classes: [UnicodeBidiClass]) -> [UnicodeBidiClass] {
        var open = 0
        for c in classes {
            if c == .lri || c == .rli || c == .fsi { open += 1 } else if c == .pdi { open = max(0, open - 1) }
        }
        return classes + [UnicodeBidiClass](repeating: .pdi, count: open)
    }

    @Test func randomSequencesMatchFribidi() {
        var rng = SplitMix64(state: 11)
        // Weighted towards what messages hold: letters of both directions, spaces and numbers.
        let weighted: [UnicodeBidiClass] = Self.handled + [.l, .l, .al, .al, .ws, .ws, .ws, .en, .an, .nsm, .cs]
        var failures: [String] = []
        var accepted = 0
        for _ in 0..<30_000 {
            let length = 1 + Int(rng.next() % 40)
            let classes = (0..<length).map { _ in weighted[Int(rng.next() % UInt64(weighted.count))] }
            for sequence in [classes, Self.closed(classes)] {
                switch Self.compare(sequence) {
                case true?: accepted += 1
                case false?: failures.append(sequence.map(\.shortName).joined(separator: " "))
                case nil: break
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) differ, e.g. \(failures.prefix(5))")
        #expect(accepted > 5_000)
    }

    /// Paragraphs shaped like messages: words of both directions, numbers, punctuation, and
    /// isolated code spans or URLs, all of which the resolver takes.
    @Test func messageLikeSequencesAreResolvedAsFribidiDoes() {
        var rng = SplitMix64(state: 3)
        let words: [[UnicodeBidiClass]] = [[.l, .l, .l], [.al, .nsm, .al, .al], [.r, .r], [.en, .en], [.an, .an, .an],
                                           [.l, .cs], [.al, .on], [.en, .cs, .en], [.et, .en], [.on, .l, .on],
                                           [.lri, .l, .on, .l, .pdi], [.lri, .al, .al, .pdi], [.fsi, .l, .es, .l, .pdi],
                                           [.rli, .al, .ws, .r, .pdi], [.lri, .pdi]]
        for _ in 0..<20_000 {
            var classes: [UnicodeBidiClass] = []
            for k in 0..<(1 + Int(rng.next() % 12)) {
                if k > 0 { classes.append(.ws) }
                classes += words[Int(rng.next() % UInt64(words.count))]
            }
            #expect(Self.compare(classes) == true, "\(classes.map(\.shortName).joined(separator: " "))")
        }
    }

    @Test func everyShortSequenceMatchesFribidi() {
        for a in Self.handled {
            for b in Self.handled {
                #expect(Self.compare([a, b]) != false, "\(a) \(b)")
                for c in Self.handled {
                    #expect(Self.compare([a, b, c]) != false, "\(a) \(b) \(c)")
                    #expect(Self.compare(Self.closed([a, b, c])) != false, "\(a) \(b) \(c) closed")
                }
            }
        }
    }

    @Test func othersAreLeftToFribidi() {
        var base = shim_par_on()
        let parens: [FriBidiChar] = [0x28, 0x61, 0x29]
        let types = BidiClassTable.types(of: parens)
        #expect(BidiResolver.levels(types: types, brackets: BidiAlgorithm.bracketTypes(parens, types: types),
                                    base: &base) == nil)
        for c in [UnicodeBidiClass.lre, .rle, .lro, .rlo, .pdf, .bn, .b, .s] {
            let types = [UnicodeBidiClass.l.fribidiType, c.fribidiType]
            #expect(BidiResolver.levels(types: types, brackets: [0, 0], base: &base) == nil)
        }
        #expect(BidiResolver.levels(types: [UnicodeBidiClass.lri.fribidiType], brackets: [0], base: &base) == nil)
        let deep = Self.closed([UnicodeBidiClass](repeating: .rli, count: 70)).map(\.fribidiType)
        #expect(BidiResolver.levels(types: deep, brackets: deep.map { _ in shim_no_bracket() }, base: &base) == nil)
    }
}

import TestSupport
import CFribidi
import Testing
@testable import TextLayout

/// The text-rendering.md §5 width and text-rendering.md §6 wrapping invariants over a multi-script corpus and random strings.
@Suite struct WrapInvariantTests {
    static let corpus: [String] = [
        "بِسْمِ اللَّهِ الرَّحْمَٰنِ الرَّحِيمِ الْحَمْدُ لِلَّهِ رَبِّ الْعَالَمِينَ",
        "کتاب‌های فارسی را می‌خوانم و ۱۲۳ صفحه",
        "שלום עולם, זהו משפט בעברית עם מספר 42",
        "日本語の文章には空白がありませんので文字の境界で折り返します",
        "中文句子没有空格，需要在字符边界处换行。",
        "Family 👨‍👩‍👧 and 👍🏽 thumbs, flags 🇸🇦🇪🇬, heart ❤️, warning ⚠️, keycap 1️⃣, new 🫨",
        "Combining: e\u{301}le\u{300}ve, n\u{303}, a\u{308}\u{304}\u{30C}\u{323}\u{324}\u{325} stacked",
        "URL https://shamela.ws/book/12345/678?page=9&q=%D8%A8 in text",
        "a-very-long-hyphenated-compound-word-that-must-split-somewhere",
        "لا إله إلا الله محمد رسول الله ﷺ",
        "mixed العربية and English في جملة واحدة with numbers 123 و ٤٥٦",
        "\u{200B}zero\u{200B}width\u{200B}spaces\u{200B}between\u{200B}words",
        "non\u{00A0}breaking\u{00A0}spaces\u{202F}stay\u{2007}together",
        "  leading and trailing spaces   inner   runs  ",
        "\u{64E}\u{651} marks at the start of a paragraph and after a space \u{650}",
    ]

    static let pieces: [String] = [
        "a", "Z", " ", "  ", "ب", "ل", "ا", "لا", "\u{64E}", "\u{651}", "م", "ה", "ש", "中", "語", "😀", "👨‍👩‍👧",
        "👍🏽", "🇸🇦", "❤️", "e\u{301}", "\u{301}", "/", "-", "1", "٣", "(", ")", "\u{200B}", "\u{2066}", "\u{2069}",
        "\u{202E}", "\u{200D}", "\u{FEFF}", "\u{AD}", ".", "؟", "\u{1FAE8}", "\u{0600}", "\u{0E33}", "ก", "\u{0E48}",
    ]

    /// A deterministic generator, so failures reproduce.
    typealias Rng = SplitMix64

    static func randomStrings() -> [String] {
        var rng = Rng(state: 42)
        return (0..<300).map { _ in
            (0..<(1 + rng.below(40))).map { _ in pieces[rng.below(pieces.count)] }.joined()
        }
    }

    static func check(_ text: String, width: Int) {
        let styled = StyledText(text)
        let a = ParagraphAnalysis(styled, base: .auto, settings: .default)
        let rows = ParagraphWrapper.rows(a.clusters, width: width)
        // 3. Rows in logical order, plus the dropped spaces, give back the paragraph.
        var next = 0
        for r in rows {
            #expect(r.lowerBound >= next, "\(text.debugDescription) @\(width)")
            #expect(a.clusters[next..<r.lowerBound].allSatisfy { $0.isSpace }, "\(text.debugDescription) @\(width)")
            next = r.upperBound
        }
        #expect(a.clusters[next...].allSatisfy { $0.isSpace }, "\(text.debugDescription) @\(width)")
        // 4. Row breaks do not depend on the direction.
        for d in [TextDirection.ltr, .rtl] {
            let forced = ParagraphAnalysis(styled, base: .forced(d), settings: .default)
            #expect(ParagraphWrapper.rows(forced.clusters, width: width) == rows, "\(text.debugDescription) @\(width)")
        }
        for line in ParagraphLayout.lines(a, width: width) {
            // 1. No row wider than the width; cell widths add up.
            #expect(line.width <= width, "\(text.debugDescription) @\(width)")
            #expect(line.cells.reduce(0) { $0 + Int($1.width) } == line.width)
            for cell in line.cells {
                // 2. No cell (so no row) starts with a zero-width code point; widths are glibc's.
                let first = cell.text.unicodeScalars.first
                #expect(first.map { DisplayWidth.wcwidth($0.value) } == Int(cell.width), "\(cell.text.debugDescription)")
                #expect(cell.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && !Sanitizer.isBidiControl($0) && $0 != "\u{FEFF}" })
                #expect(cell.text.unicodeScalars.dropFirst().count <= 4)
            }
        }
    }

    @Test func corpusKeepsTheInvariants() {
        for text in Self.corpus {
            for width in [1, 2, 3, 5, 8, 12, 20, 40, 80] { Self.check(text, width: width) }
        }
    }

    @Test func randomStringsKeepTheInvariants() {
        for text in Self.randomStrings() {
            for width in [2, 4, 7, 13, 30] { Self.check(text, width: width) }
        }
    }

    @Test func widthsFollowTheSpecTable() {
        #expect(LineShaper.width(of: "\u{645}\u{64F}\u{62D}\u{64E}\u{645}\u{64E}\u{651}\u{62F}") == 4)
        #expect(LineShaper.width(of: "لا") == 1)
        #expect(LineShaper.width(of: "😀") == 2)
        #expect(LineShaper.width(of: "👨‍👩‍👧") == 6)
        #expect(LineShaper.width(of: "👍🏽") == 2)   // compatible: the modifier is dropped
        #expect(LineShaper.width(of: "❤️") == 1)
        #expect(LineShaper.width(of: "🇸🇦") == 2)
        #expect(LineShaper.width(of: "1️⃣") == 1)
        #expect(LineShaper.width(of: "\u{0600}") == 1)
        #expect(LineShaper.visualCells("\u{1FAE8}").map(\.text) == ["\u{FFFD}"] || DisplayWidth.of("\u{1FAE8}" as Unicode.Scalar) >= 0)
        #expect(LineShaper.width(of: "a\u{AD}b") == 2)
        #expect(LineShaper.visualCells("\u{301}").map(\.text) == ["\u{25CC}\u{301}"])
    }

    @Test func hideHarakatDropsMarks() {
        let line = ParagraphLayout.lines("\u{645}\u{64F}\u{62D}\u{64E}\u{645}\u{64E}\u{651}\u{62F}", width: nil, base: .auto,
                                         settings: LayoutSettings(hideHarakat: true))[0]
        #expect(line.cells.allSatisfy { $0.text.unicodeScalars.count == 1 })
        #expect(line.width == 4)
    }

    @Test func overLongURLSplitsAfterASlash() {
        let rows = LineWrapper.wrap("https://shamela.ws/book/12345/678", width: 20)
        #expect(rows.first == "https://shamela.ws/")
        #expect(LineWrapper.wrap("well-known-hyphenated", width: 12).first == "well-known-")
    }
}

/// The clustering shortcut agrees with Swift `Character` on the text it accepts.
@Suite struct ClusterShortcutTests {
    @Test func shortcutMatchesSwiftCharacters() {
        var texts = WrapInvariantTests.corpus + WrapInvariantTests.randomStrings()
        texts += ["\u{2066}\u{64E}x\u{2069}\u{651}", "ا\u{64B}\u{651}\u{670}b", "\u{64E}\u{64E}", "x\u{6DE}y",
                  "قال ﷺ: «إنما» — “quoted” ‘x’ … ‰ ‹›", "ﻻ\u{64E} ﷲ"]
        // Every code point of U+0600–U+06FF after a letter and after an isolate.
        texts += (0x0600...0x06FF).compactMap(Unicode.Scalar.init).map { "ب" + String(Character($0)) + "\u{2066}" + String(Character($0)) }
        for text in texts {
            let styled = StyledText(text)
            let str = styled.scalars.map { $0.value }
            #expect(ParagraphAnalysis.clusterLengths(str, text: styled) == text.map { $0.unicodeScalars.count },
                    "\(text.debugDescription)")
        }
    }
}

/// The ASCII shortcut of ParagraphAnalysis (no fribidi call) agrees with fribidi.
@Suite struct AsciiShortcutTests {
    @Test func asciiWithALetterIsAllLevelZero() {
        var rng = WrapInvariantTests.Rng(state: 9)
        let alphabet = Array(" !\"#$%&'()*+,-./0123456789:;<=>?@AZaz[\\]^_`{|}~".unicodeScalars)
        for _ in 0..<2_000 {
            var s = (0..<(1 + rng.below(30))).map { _ in alphabet[rng.below(alphabet.count)].value }
            s.insert(0x61, at: rng.below(s.count + 1))
            let types = BidiClassTable.types(of: s)
            let brackets = BidiAlgorithm.bracketTypes(s, types: types)
            for var base in [shim_par_wrtl(), shim_par_wltr(), shim_par_on()] {
                let levels = BidiAlgorithm.levels(types: types, brackets: brackets, base: &base)
                #expect(levels?.allSatisfy { $0 == 0 } == true)
                #expect(!BidiAlgorithm.isRTL(base))
            }
        }
    }
}

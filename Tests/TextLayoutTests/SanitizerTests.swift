import Testing
import TextLayout

/// No control code point ever reaches a cell (text-rendering.md §2).
@Suite struct SanitizerTests {
    static func isForbidden(_ s: Unicode.Scalar) -> Bool { s.value < 0x20 || (0x7F...0x9F).contains(s.value) }

    static func cellsOf(_ message: String, width: Int, ui: TextDirection) -> [Cell] {
        MarkdownLayout.layout(markdown: message, width: width, baseDirection: ui).flatMap { $0 }
    }

    @Test func everyC0AndC1CodePointIsNeutralised() throws {
        for v in UInt32(0)...0x9F {
            let s = try #require(Unicode.Scalar(v))
            let message = "a" + String(Character(s)) + "b `c" + String(Character(s)) + "d`\n\n```\nx" + String(Character(s)) + "y\n```"
            for ui in [TextDirection.ltr, .rtl] {
                let cells = Self.cellsOf(message, width: 20, ui: ui)
                #expect(!cells.flatMap { $0.text.unicodeScalars }.contains(where: Self.isForbidden), "U+\(String(v, radix: 16))")
            }
            let label = LineShaper.visualCells("x" + String(Character(s)) + "y")
            #expect(!label.flatMap { $0.text.unicodeScalars }.contains(where: Self.isForbidden))
            #expect(!LineWrapper.wrap("x" + String(Character(s)) + "y", width: 10).joined().unicodeScalars
                .contains { Self.isForbidden($0) && $0 != "\n" })
        }
    }

    @Test(arguments: [
        "\u{1B}[2J", "\u{1B}]52;c;SGVsbG8=\u{07}", "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\",
        "\u{9B}31m", "\u{1B}[8h", "\u{1B}P1$qm\u{1B}\\", "\u{1B}_payload\u{1B}\\", "\u{9D}0;title\u{9C}",
        "\u{1B}", "\r\n\r", "\u{7F}",
    ])
    func escapeSequencesNeverSurvive(_ attack: String) {
        for ui in [TextDirection.ltr, .rtl] {
            for message in [attack, "text \(attack) more", "`\(attack)`", "```\n\(attack)\n```", "[x](\(attack))",
                            "| a | b |\n|---|---|\n| \(attack) | c |"] {
                let cells = Self.cellsOf(message, width: 30, ui: ui)
                #expect(!cells.flatMap { $0.text.unicodeScalars }.contains(where: Self.isForbidden), "\(message.debugDescription)")
                #expect(!cells.compactMap(\.style.link).joined().unicodeScalars.contains(where: Self.isForbidden))
            }
        }
    }

    @Test func stageAMapsControlsAsSpecified() {
        #expect(Sanitizer.sanitize("a\u{1B}b") == "a\u{241B}b")
        #expect(Sanitizer.sanitize("a\u{7F}") == "a\u{2421}")
        #expect(Sanitizer.sanitize("a\u{0}b\u{9B}") == "a\u{FFFD}b\u{FFFD}")
        #expect(Sanitizer.sanitize("a\r\nb\rc\nd\te") == "a\nb\nc\nd\te")
        #expect(Sanitizer.sanitize(bytes: [0x61, 0xFF, 0x62]) == "a\u{FFFD}b")
    }

    @Test func bidiControlsAreHonouredButNeverPrinted() {
        let cells = Self.cellsOf("\u{202E}abc\u{202C} \u{2067}x\u{2069}", width: 20, ui: .ltr)
        #expect(!cells.flatMap { $0.text.unicodeScalars }.contains { Sanitizer.isBidiControl($0) })
        // RLO reverses "abc" in prose.
        #expect(cells.map(\.text).joined().hasPrefix("cba"))
    }

    @Test func bidiControlsInCodeShowAsReplacementCharacters() {
        let cells = Self.cellsOf("`a\u{202E}bc`", width: 20, ui: .ltr)
        let text = cells.map(\.text).joined()
        #expect(text.hasPrefix("a\u{FFFD}bc"))
        #expect(cells.first { $0.text == "\u{FFFD}" }?.style.foreground == .warning)
    }

    @Test func tabsExpand() {
        let code = Self.cellsOf("```\na\tb\n```", width: 20, ui: .ltr).map(\.text).joined()
        #expect(code.hasPrefix("a   b"))
        let prose = Self.cellsOf("a\tb", width: 20, ui: .ltr).map(\.text).joined()
        #expect(prose.hasPrefix("a b"))
    }
}

import Foundation
import TestSupport
import Testing
@testable import TextLayout

/// End-to-end product vectors through the Markdown layer (text-rendering.md §9.3).
@Suite struct MarkdownVectorTests {
    static func codePoints(_ row: [Cell]) -> String {
        row.flatMap { $0.text.unicodeScalars }
            .map { ProductVectorTests.format4($0.value) }.joined(separator: " ")
    }

    /// The row's cells without the alignment padding.
    static func content(_ markdown: String) -> (String, [Cell]) {
        let rows = MarkdownLayout.rows(markdown: markdown, width: 80, baseDirection: .rtl,
                                       settings: LayoutSettings(emoji: .exact))
        guard let row = rows.first else { return ("", []) }
        let cells = Array(row.cells.suffix(row.used))
        return (codePoints(cells), cells)
    }

    static func expected(_ id: String) -> String {
        ProductVectorTests.vectors.first { $0.id == id }?.expected.first?.0 ?? "?"
    }

    @Test func inlineCodeGivesT40() {
        let (cps, cells) = Self.content("اكتب `x = 5;` ثم اضغط")
        #expect(cps == Self.expected("T40"))
        #expect(cells.filter { $0.style == MarkdownStyles.code }.count == 6)
    }

    @Test func phoneIsolationGivesT41() {
        #expect(Self.content("اتصل على +966 50 123 4567").0 == Self.expected("T41"))
    }

    @Test func autolinkIsolationGivesT12() {
        let (cps, cells) = Self.content("زر https://example.com/a?b=1 الآن")
        #expect(cps == Self.expected("T12"))
        #expect(cells.contains { $0.style.link == "https://example.com/a?b=1" })
    }

    /// `www.` autolinks (cmark-gfm gives them an `http://` target) and bare addresses are
    /// isolated like URLs written out in full (text-rendering.md §3.6).
    @Test(arguments: ["www.example.com/a", "https://example.com/a", "someone@example.org"])
    func autolinksAreIsolated(_ link: String) throws {
        let blocks = MarkdownParser(uiDirection: .rtl, settings: .default).parse("زر \(link) الآن")
        guard case .paragraph(let lines)? = blocks.first?.block else { Issue.record("not a paragraph"); return }
        let text = String(String.UnicodeScalarView(try #require(lines.first).scalars))
        #expect(text == "زر \u{2066}\(link)\u{2069} الآن")
    }

    @Test func rtlRowsAreRightAligned() {
        let row = MarkdownLayout.layout(markdown: "مرحبا", width: 10, baseDirection: .ltr)[0]
        #expect(row.first?.text == " ")
        #expect(row.last?.text != " ")
    }

    @Test func phoneRunRules() {
        func runs(_ s: String) -> [String] {
            let scalars = Array(s.unicodeScalars)
            return Isolation.phoneRuns(scalars).map { String(String.UnicodeScalarView(scalars[$0])) }
        }
        #expect(runs("call +966 50 123 4567 now") == ["+966 50 123 4567"])
        #expect(runs("(012) 345-6789.") == ["(012) 345-6789"])
        #expect(runs("0123456") == ["0123456"])
        #expect(runs("year 2024 and 1234567") == [])      // does not start with + or 0
        #expect(runs("x0123456789") == [])                // touched by a letter
        #expect(runs("+966--50 123 4567") == [])          // two adjacent separators
        #expect(runs("+12 3+45 6789") == [])              // + inside
        #expect(runs("012 345") == [])                    // fewer than 7 digits
    }

    @Test func linkTargetsAreChecked() {
        #expect(Isolation.linkTarget("https://a.example/ب c") == "https://a.example/%D8%A8%20c")
        #expect(Isolation.linkTarget("javascript:alert(1)") == nil)
        #expect(Isolation.linkTarget("https://x/" + String(repeating: "a", count: 2100)) == nil)
        #expect(Isolation.linkTarget("mailto:a@b.c") == "mailto:a@b.c")
    }

    /// cmark-gfm keeps a process-wide table of special characters that each parse changes;
    /// concurrent layouts must still all see `~~` and autolinks.
    @Test func concurrentLayoutsAgree() async throws {
        let text = "a ~~b~~ https://example.com/x c@d.org **e**\n\n| x | ~~y~~ www.example.com |\n|---|---|\n| 1 ~~2~~ | https://a.example/b |"
        let expected = MarkdownLayout.layout(markdown: text, width: 40, baseDirection: .ltr)
        // Threads of their own (GCD's, not the cooperative pool): the layouts contend for
        // cmark's lock, and pool threads waiting on it would starve other suites.
        let results = try await offPool { () -> [Bool] in
            let box = ResultsBox(count: 8)
            DispatchQueue.concurrentPerform(iterations: 8) { i in
                box.set(i, (0..<300).allSatisfy { _ in MarkdownLayout.layout(markdown: text, width: 40, baseDirection: .ltr) == expected })
            }
            return box.values
        }
        #expect(results.allSatisfy { $0 })
        #expect(expected.flatMap { $0 }.contains { $0.style.link == "https://example.com/x" })
    }
}

/// Results written from concurrent threads.
final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Bool]
    init(count: Int) { stored = Array(repeating: false, count: count) }
    func set(_ i: Int, _ v: Bool) { lock.withLock { stored[i] = v } }
    var values: [Bool] { lock.withLock { stored } }
}

import Foundation
import Testing
@testable import TextLayout

/// The product vectors of text-rendering.md §9.3: exact code points and cell counts.
@Suite struct ProductVectorTests {
    struct Vector: Sendable, CustomStringConvertible {
        var id: String
        var input: String
        var width: Int?
        var base: ParagraphBase
        var expected: [(String, Int)]
        var description: String { id }
    }

    static let t01 = "\u{623}\u{631}\u{633}\u{644}\u{62A} 123 \u{631}\u{633}\u{627}\u{644}\u{629} \u{625}\u{644}\u{649} Ahmed \u{627}\u{644}\u{64A}\u{648}\u{645}."

    static let vectors: [Vector] = [
        Vector(id: "T01", input: t01, width: nil, base: .auto, expected: [
            ("002E FEE1 FEEE FEF4 FEDF FE8D 0020 0041 0068 006D 0065 0064 0020 FEF0 FEDF FE87 0020 FE94 FEDF FE8E FEB3 FEAD 0020 0031 0032 0033 0020 FE96 FEE0 FEB3 FEAD FE83", 32)]),
        Vector(id: "T02", input: t01, width: 10, base: .auto, expected: [
            ("0031 0032 0033 0020 FE96 FEE0 FEB3 FEAD FE83", 9),
            ("FEF0 FEDF FE87 0020 FE94 FEDF FE8E FEB3 FEAD", 9),
            ("0041 0068 006D 0065 0064", 5),
            ("002E FEE1 FEEE FEF4 FEDF FE8D", 6)]),
        Vector(id: "T04", input: "\u{627}\u{644}\u{633}\u{644}\u{627}\u{645} \u{639}\u{644}\u{64A}\u{643}\u{645}", width: nil, base: .auto, expected: [
            ("FEE2 FEDC FEF4 FEE0 FECB 0020 FEE1 FEFC FEB4 FEDF FE8D", 11)]),
        Vector(id: "T07", input: "\u{645}\u{64F}\u{62D}\u{64E}\u{645}\u{64E}\u{651}\u{62F}", width: nil, base: .auto, expected: [
            ("FEAA FEE4 064E 0651 FEA4 064E FEE3 064F", 4)]),
        Vector(id: "T08", input: "(\u{645}\u{631}\u{62D}\u{628}\u{627}) [\u{639}\u{627}\u{644}\u{645}]", width: nil, base: .auto, expected: [
            ("005B FEE2 FEDF FE8E FECB 005D 0020 0028 FE8E FE92 FEA3 FEAE FEE3 0029", 14)]),
        Vector(id: "T09", input: "\u{627}\u{644}\u{639}\u{62F}\u{62F} \u{661}\u{662}\u{663} \u{648} 45%", width: nil, base: .auto, expected: [
            ("0025 0034 0035 0020 FEED 0020 0661 0662 0663 0020 FEA9 FEAA FECC FEDF FE8D", 15)]),
        Vector(id: "T12", input: "\u{632}\u{631} https://example.com/a?b=1 \u{627}\u{644}\u{622}\u{646}", width: nil, base: .auto, expected: [
            ("FEE5 FEF5 FE8D 0020 0068 0074 0074 0070 0073 003A 002F 002F 0065 0078 0061 006D 0070 006C 0065 002E 0063 006F 006D 002F 0061 003F 0062 003D 0031 0020 FEAD FEAF", 32)]),
        Vector(id: "T13", input: "this is an english sentence with \u{639}\u{631}\u{628}\u{64A} \u{643}\u{644}\u{645}\u{627}\u{62A} inside", width: 12, base: .auto, expected: [
            ("0074 0068 0069 0073 0020 0069 0073 0020 0061 006E", 10),
            ("0065 006E 0067 006C 0069 0073 0068", 7),
            ("0073 0065 006E 0074 0065 006E 0063 0065", 8),
            ("0077 0069 0074 0068 0020 FEF2 FE91 FEAE FECB", 9),
            ("FE95 FE8E FEE4 FEE0 FEDB 0020 0069 006E 0073 0069 0064 0065", 12)]),
        Vector(id: "T14", input: "123 456", width: nil, base: .weak(.rtl), expected: [
            ("0034 0035 0036 0020 0031 0032 0033", 7)]),
        Vector(id: "T27", input: "\u{639}\u{627}\u{626}\u{644}\u{629} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{633}\u{639}\u{64A}\u{62F}\u{629}", width: nil, base: .auto, expected: [
            ("FE93 FEAA FEF4 FECC FEB3 0020 1F468 200D 1F469 200D 1F467 0020 FE94 FEE0 FE8B FE8E FECB", 18)]),
        Vector(id: "T33", input: "\u{645}\u{631}\u{62D}\u{628}\u{627} \u{628}\u{627}\u{644}\u{639}\u{627}\u{644}\u{645} \u{627}\u{644}\u{639}\u{631}\u{628}\u{64A} \u{627}\u{644}\u{62C}\u{645}\u{64A}\u{644}", width: 8, base: .auto, expected: [
            ("FE8E FE92 FEA3 FEAE FEE3", 5),
            ("FEE2 FEDF FE8E FECC FEDF FE8E FE91", 7),
            ("FEF2 FE91 FEAE FECC FEDF FE8D", 6),
            ("FEDE FEF4 FEE4 FEA0 FEDF FE8D", 6)]),
        Vector(id: "T40", input: "\u{627}\u{643}\u{62A}\u{628} \u{2066}x = 5;\u{2069} \u{62B}\u{645} \u{627}\u{636}\u{63A}\u{637}", width: nil, base: .auto, expected: [
            ("FEC2 FED0 FEBF FE8D 0020 FEE2 FE9B 0020 0078 0020 003D 0020 0035 003B 0020 FE90 FE98 FEDB FE8D", 19)]),
        Vector(id: "T41", input: "\u{627}\u{62A}\u{635}\u{644} \u{639}\u{644}\u{649} \u{2066}+966 50 123 4567\u{2069}", width: nil, base: .auto, expected: [
            ("002B 0039 0036 0036 0020 0035 0030 0020 0031 0032 0033 0020 0034 0035 0036 0037 0020 FEF0 FEE0 FECB 0020 FEDE FEBC FE97 FE8D", 25)]),
        Vector(id: "T43", input: "\u{627}\u{644}\u{633}\u{64E}\u{651}\u{644}\u{627}\u{645}\u{64F} \u{639}\u{644}\u{64A}\u{652}\u{643}\u{64F}\u{645}", width: nil, base: .auto, expected: [
            ("FEE2 FEDC 064F FEF4 0652 FEE0 FECB 0020 FEE1 064F FEFC FEB4 064E 0651 FEDF FE8D", 11)]),
    ]

    static func codePoints(_ line: LaidOutLine) -> String {
        line.cells.flatMap { $0.text.unicodeScalars }.map { String(format4($0.value)) }.joined(separator: " ")
    }

    static func format4(_ v: UInt32) -> String {
        let hex = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    @Test(arguments: vectors) func vector(_ v: Vector) {
        let lines = ParagraphLayout.lines(v.input, width: v.width, base: v.base,
                                          settings: LayoutSettings(emoji: .exact))
        let actual = lines.map { (Self.codePoints($0), $0.width) }
        #expect(actual.count == v.expected.count, "\(v.id): \(actual)")
        for (a, e) in zip(actual, v.expected) {
            #expect(a.0 == e.0, "\(v.id)")
            #expect(a.1 == e.1, "\(v.id)")
        }
    }

    @Test func compatibleEmojiPolicyDropsTheZWJsOfT27() {
        guard let v = Self.vectors.first(where: { $0.id == "T27" }) else { return }
        let line = ParagraphLayout.lines(v.input, width: nil, base: .auto)[0]
        #expect(Self.codePoints(line) == v.expected[0].0.replacingOccurrences(of: " 200D", with: ""))
        #expect(line.width == 18)
    }

    @Test func rowBreaksDoNotDependOnDirection() {
        guard let v = Self.vectors.first(where: { $0.id == "T13" }) else { return }
        let ltr = ParagraphLayout.lines(v.input, width: 12, base: .forced(.ltr)).map(\.width)
        let rtl = ParagraphLayout.lines(v.input, width: 12, base: .forced(.rtl)).map(\.width)
        #expect(ltr == rtl)
    }
}

import Testing
@testable import TextLayout

/// The composer's caret in a line drawn by `LineShaper` (text-rendering.md §6: positions map
/// through each cell's logical cluster): before a character in a left-to-right run the caret is
/// at its left edge, in a right-to-left run at its right edge, whatever the line's direction.
@Suite struct CaretColumnTests {
    static func columns(_ text: String) -> [Int?] {
        (0...text.count).map { LineShaper.caretColumn(in: text, before: $0) }
    }

    @Test func singleDirectionLines() {
        #expect(Self.columns("hello") == [0, 1, 2, 3, 4, 5])
        // Drawn from the right: the first letter is the rightmost cell.
        #expect(Self.columns("مرحبا") == [5, 4, 3, 2, 1, 0])
        #expect(Self.columns("") == [0])
    }

    @Test func anArabicWordInAnEnglishLine() {
        // Cells: a b ␣ ح ر م ␣ c d — the Arabic run is reversed in place.
        #expect(Self.columns("ab مرح cd") == [0, 1, 2, 6, 5, 4, 6, 7, 8, 9])
    }

    @Test func aLatinWordInAnArabicLine() {
        // Cells: a b c ␣ ا ب ح ر م — the Latin run keeps its order at the left end.
        #expect(Self.columns("مرحبا abc") == [9, 8, 7, 6, 5, 4, 0, 1, 2, 3])
    }

    @Test func harakatStayWithTheirLetter() {
        // A letter and its mark are one character and one cell.
        #expect(Self.columns("مَرحبا") == [5, 4, 3, 2, 1, 0])
    }

    @Test func aDroppedCharacterGivesNoAnswer() {
        // A soft hyphen is removed for display: the caller counts widths instead.
        #expect(LineShaper.caretColumn(in: "co\u{AD}op", before: 2) == nil)
    }
}

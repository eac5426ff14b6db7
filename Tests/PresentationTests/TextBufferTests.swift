import Presentation
import Testing

@Suite struct TextBufferTests {
    @Test func typingAndCursorMovement() {
        var b = TextBuffer()
        b.insert("hello")
        b.insert(" world")
        #expect(b.text == "hello world")
        b.moveWordBackward()
        #expect(b.cursor == 6)
        b.moveToLineStart()
        #expect(b.cursor == 0)
        b.moveWordForward()
        #expect(b.cursor == 5)
        b.moveToLineEnd()
        #expect(b.cursor == 11)
    }

    @Test func arabicClustersAreAtomic() {
        var b = TextBuffer("إِنَّمَا")
        // Every letter with its harakat is one cluster; Backspace removes letter and marks together.
        let before = b.characters.count
        b.deleteBackward()
        #expect(b.characters.count == before - 1)
        #expect(b.text == "إِنَّمَ")
        var e = TextBuffer("👨‍👩‍👧 ok")
        e.moveToStart()
        e.deleteForward()
        #expect(e.text == " ok")
    }

    @Test func killAndYank() {
        var b = TextBuffer("one two three")
        b.killWordBackward()
        #expect(b.text == "one two ")
        b.killWordBackward()
        #expect(b.text == "one ")
        #expect(b.killBuffer == "two three")  // consecutive kills accumulate
        b.yank()
        #expect(b.text == "one two three")
        b.moveToStart()
        b.killToLineEnd()
        #expect(b.text == "")
        #expect(b.killBuffer == "one two three")
    }

    @Test func killWordForwardAndLineStart() {
        var b = TextBuffer("alpha beta")
        b.moveToStart()
        b.killWordForward()
        #expect(b.text == " beta")
        b.moveToEnd()
        b.killToLineStart()
        #expect(b.text == "")
    }

    @Test func undoGroupsTyping() {
        var b = TextBuffer()
        b.insert("a")
        b.insert("b")
        b.insert("c")
        b.insertNewline()
        b.insert("d")
        b.undo()
        #expect(b.text == "abc\n")
        b.undo()
        #expect(b.text == "abc")
        b.undo()
        #expect(b.text == "")
        #expect(!b.canUndo)
    }

    @Test func multiLineUpDown() {
        var b = TextBuffer("first line\nsecond\nthird line here")
        var moved = b.moveUp()
        #expect(moved)
        #expect(b.cursor == "first line\nsecond".count)  // clamped to the shorter line's end
        moved = b.moveUp()
        #expect(moved)
        #expect(b.cursor == 6)
        moved = b.moveUp()
        #expect(!moved)
        moved = b.moveDown()
        #expect(moved)
        #expect(b.cursor == "first line\n".count + 6)
    }

    @Test func pasteIsCleanedAndBounded() {
        var b = TextBuffer()
        let accepted = b.paste("a\r\nb\rc\td\u{1B}[31me\u{07}")
        #expect(accepted)
        #expect(b.text == "a\nb\nc    d[31me")
        b.undo()
        #expect(b.text == "")
        let refused = !b.paste(String(repeating: "x", count: 32_001))
        #expect(refused)
        #expect(b.text == "")
    }

    @Test func blankDetection() {
        #expect(TextBuffer("  \n\t ").isBlank)
        #expect(!TextBuffer(" a ").isBlank)
    }

    @Test func clearGoesToKillBuffer() {
        var b = TextBuffer("draft")
        b.clear()
        #expect(b.text == "")
        b.yank()
        #expect(b.text == "draft")
    }
}

import Input
import Testing

@Suite struct KeyDecoderTests {
    static let table: [(String, [UInt8], Key)] = [
        ("letter", Array("a".utf8), .char("a")),
        ("arabic", Array("ب".utf8), .char("ب")),
        ("emoji", Array("😀".utf8), .char("😀")),
        ("enter", [0x0D], Key(.enter)),
        ("ctrl-j newline", [0x0A], .ctrl("j")),
        ("tab", [0x09], Key(.tab)),
        ("backspace", [0x7F], Key(.backspace)),
        ("ctrl-h", [0x08], Key(.backspace)),
        ("ctrl-c", [0x03], .ctrl("c")),
        ("ctrl-underscore undo", [0x1F], .ctrl("_")),
        ("up", Array("\u{1B}[A".utf8), Key(.up)),
        ("down ss3", Array("\u{1B}OB".utf8), Key(.down)),
        ("ctrl-left", Array("\u{1B}[1;5D".utf8), Key(.left, .ctrl)),
        ("alt-up", Array("\u{1B}[1;3A".utf8), Key(.up, .alt)),
        ("ctrl-end", Array("\u{1B}[1;5F".utf8), Key(.end, .ctrl)),
        ("home tilde", Array("\u{1B}[1~".utf8), Key(.home)),
        ("end tilde", Array("\u{1B}[4~".utf8), Key(.end)),
        ("delete", Array("\u{1B}[3~".utf8), Key(.delete)),
        ("page up", Array("\u{1B}[5~".utf8), Key(.pageUp)),
        ("page down", Array("\u{1B}[6~".utf8), Key(.pageDown)),
        ("shift-tab", Array("\u{1B}[Z".utf8), Key(.tab, .shift)),
        ("f1 ss3", Array("\u{1B}OP".utf8), Key(.function(1))),
        ("f4 ss3", Array("\u{1B}OS".utf8), Key(.function(4))),
        ("f5", Array("\u{1B}[15~".utf8), Key(.function(5))),
        ("f10", Array("\u{1B}[21~".utf8), Key(.function(10))),
        ("f12", Array("\u{1B}[24~".utf8), Key(.function(12))),
        ("alt-1", Array("\u{1B}1".utf8), .alt("1")),
        ("alt-b", Array("\u{1B}b".utf8), .alt("b")),
        ("alt-enter", [0x1B, 0x0D], Key(.enter, .alt)),
        ("alt-backspace", [0x1B, 0x7F], Key(.backspace, .alt)),
        ("csi-u ctrl-enter", Array("\u{1B}[13;5u".utf8), Key(.enter, .ctrl)),
        ("csi-u shift-enter", Array("\u{1B}[13;2u".utf8), Key(.enter, .shift)),
        ("modifyOtherKeys alt-enter", Array("\u{1B}[27;3;13~".utf8), Key(.enter, .alt)),
        ("alt-arabic", Array("\u{1B}ب".utf8), .alt("ب")),
    ]

    @Test(arguments: 0..<table.count)
    func decodesWholeSequence(_ i: Int) {
        let (name, bytes, key) = Self.table[i]
        var d = KeyDecoder()
        var events = d.feed(bytes)
        events += d.flush()
        #expect(events == [.key(key)], "\(name)")
    }

    @Test(arguments: 0..<table.count)
    func decodesByteByByte(_ i: Int) {
        let (name, bytes, key) = Self.table[i]
        var d = KeyDecoder()
        var events: [InputEvent] = []
        for b in bytes { events += d.feed([b]) }
        events += d.flush()
        #expect(events == [.key(key)], "\(name)")
    }

    @Test func loneEscapeWaitsForTheDelay() {
        var d = KeyDecoder()
        #expect(d.feed([0x1B]).isEmpty)
        #expect(d.hasPending)
        #expect(d.flush() == [.key(Key(.escape))])
        #expect(!d.hasPending)
    }

    @Test func doubleEscapeIsEscapeThenPending() {
        var d = KeyDecoder()
        #expect(d.feed([0x1B, 0x1B]) == [.key(Key(.escape))])
        #expect(d.flush() == [.key(Key(.escape))])
    }

    @Test func bracketedPasteIsOneEvent() {
        var d = KeyDecoder()
        let bytes = Array("\u{1B}[200~line one\r\nسطر\tx\u{1B}[201~a".utf8)
        var events: [InputEvent] = []
        for chunk in stride(from: 0, to: bytes.count, by: 3) {
            events += d.feed(bytes[chunk..<min(chunk + 3, bytes.count)])
        }
        #expect(events == [.paste("line one\nسطر\tx"), .key(.char("a"))])
    }

    @Test func pasteKeepsEscapesAsText() {
        var d = KeyDecoder()
        let events = d.feed(Array("\u{1B}[200~\u{1B}[A\u{1B}[201~".utf8))
        #expect(events == [.paste("\u{1B}[A")])
    }

    @Test func sgrMouse() {
        var d = KeyDecoder()
        #expect(d.feed(Array("\u{1B}[<0;5;1M".utf8)) == [.mouse(MouseEvent(action: .press(.left), x: 4, y: 0))])
        #expect(d.feed(Array("\u{1B}[<0;5;1m".utf8)) == [.mouse(MouseEvent(action: .release(.left), x: 4, y: 0))])
        #expect(d.feed(Array("\u{1B}[<64;10;3M".utf8)) == [.mouse(MouseEvent(action: .wheelUp, x: 9, y: 2))])
        #expect(d.feed(Array("\u{1B}[<65;10;3M".utf8)) == [.mouse(MouseEvent(action: .wheelDown, x: 9, y: 2))])
        #expect(d.feed(Array("\u{1B}[<32;2;2M".utf8)) == [.mouse(MouseEvent(action: .drag(.left), x: 1, y: 1))])
    }

    @Test func invalidUTF8BecomesReplacement() {
        var d = KeyDecoder()
        #expect(d.feed([0xFF, 0x61]) == [.key(.char("\u{FFFD}")), .key(.char("a"))])
        #expect(d.feed([0xE2, 0x28]) == [.key(.char("\u{FFFD}")), .key(.char("("))])
    }

    @Test func unknownSequenceIsDropped() {
        var d = KeyDecoder()
        #expect(d.feed(Array("\u{1B}[99zq".utf8)) == [.key(.char("q"))])
    }

    @Test func keyLabels() {
        #expect(Key(.function(1)).description == "F1")
        #expect(Key.alt("1").description == "Alt+1")
        #expect(Key.ctrl("n").description == "Ctrl+N")
        #expect(Key(.up, .alt).description == "Alt+↑")
        #expect(Key(.tab, .shift).description == "Shift+Tab")
    }
}

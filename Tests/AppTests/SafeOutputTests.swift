@testable import App
@testable import AppCore
import Foundation
import Testing

/// The one sanitising printer and its JSON form.
@Suite struct SafeOutputTests {
    @Test func terminalTextNeutralisesContentButKeepsItsOwnStyles() {
        let t = TerminalText("a\u{1B}]52;c;aGk=\u{07}") + .styled("b\u{9B}2J", sgr: "1", reset: "22")
        #expect(t.rendered == "a␛]52;c;aGk=␇\u{1B}[1mb\u{FFFD}2J\u{1B}[22m")
    }

    @Test func jsonEscapesC1BidiAndSeparators() throws {
        let json = JSONText.encode(["t": "x\u{9B}\u{9D}\u{202E}\u{2066}\u{2028}\u{7F}\u{1B}y"])
        #expect(json == #"{"t":"x\u009b\u009d\u202e\u2066\u2028\u007f\u001by"}"#)
        let back = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        #expect(back?["t"] == "x\u{9B}\u{9D}\u{202E}\u{2066}\u{2028}\u{7F}\u{1B}y", "the escapes decode to the same text")
    }

    @Test func theClipboardGetsTheNeutralisedText() {
        final class Box: @unchecked Sendable { var input = Data(); var terminal = "" }
        let box = Box()
        let clipboard = Clipboard(environment: ["DISPLAY": ":0", "TERM": "xterm"], findExecutable: { "/bin/\($0)" },
                                  writeToTerminal: { box.terminal += $0 }, run: { _, input, _ in box.input = input; return 0 })
        #expect(clipboard.copy("answer \u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2J\u{9B}1m") == .command)
        let copied = String(decoding: box.input, as: UTF8.self)
        #expect(copied == "answer ␛]52;c;ZXZpbA==␇␛[2J\u{FFFD}1m")
        #expect(box.terminal == Clipboard.osc52(copied, tmux: false), "OSC 52 carries the same neutralised text")
    }
}

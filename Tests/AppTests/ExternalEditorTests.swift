import App
import AppCore
import Foundation
import Testing

@Suite struct ExternalEditorTests {
    /// A real editor run: EDITOR is a shell command that gets the file as its last argument.
    static func edit(_ draft: String, editor: String) -> String? {
        ExternalEditor(environment: ["EDITOR": editor]).edit(draft)
    }

    @Test func commandPrecedence() {
        #expect(ExternalEditor.command(environment: ["VISUAL": "nvim", "EDITOR": "nano"]) == "nvim")
        #expect(ExternalEditor.command(environment: ["VISUAL": " ", "EDITOR": "code -w"]) == "code -w")
        #expect(ExternalEditor.command(environment: ["EDITOR": "nano"]) == "nano")
        #expect(ExternalEditor.command(environment: [:]) == "vi")
    }

    @Test func editorReplacesTheText() {
        #expect(Self.edit("old", editor: #"sh -c 'printf "edited\n" > "$1"' sh"#) == "edited")
    }

    @Test func editorSeesTheDraft() {
        // Reads the draft and appends to it, as a person would.
        let editor = #"sh -c 'printf "%s+مزيد\n" "$(cat "$1")" > "$1"' sh"#
        #expect(Self.edit("سؤال\nثانٍ", editor: editor) == "سؤال\nثانٍ+مزيد")
    }

    @Test func visualWinsOverEditor() {
        let env = ["VISUAL": #"sh -c 'printf "visual" > "$1"' sh"#, "EDITOR": "false"]
        #expect(ExternalEditor(environment: env).edit("x") == "visual")
    }

    @Test func failingEditorKeepsTheDraft() {
        #expect(Self.edit("draft", editor: "false") == nil)
        #expect(Self.edit("draft", editor: "/nonexistent/editor") == nil)
    }

    @Test(arguments: [("a", "a"), ("a\n", "a"), ("a\n\n", "a\n"), ("", ""), ("\n", ""), ("a\r\n", "a")])
    func exactlyOneTrailingNewlineIsRemoved(written: String, expected: String) {
        let escaped = written.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
        #expect(Self.edit("x", editor: "sh -c 'printf \"\(escaped)\" > \"$1\"' sh") == expected)
    }

    @Test func privateTemporaryFileIsRemoved() throws {
        let seen = CallRecorder<[String]>()
        let editor = ExternalEditor(environment: ["EDITOR": "code -w"]) { argv in
            seen.record(argv)
            let path = argv.last ?? ""
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            guard (attributes?[.posixPermissions] as? NSNumber)?.intValue == 0o600,
                  FileManager.default.contents(atPath: path) == Data("مسودة".utf8) else { return 1 }
            _ = FileManager.default.createFile(atPath: path, contents: Data("done\n".utf8))
            return 0
        }
        #expect(editor.edit("مسودة") == "done")
        let argv = try #require(seen.all.first)
        #expect(Array(argv.prefix(4)) == ["/bin/sh", "-c", #"code -w "$1""#, "sh"])
        #expect(argv.count == 5 && argv[4].hasSuffix(".md"))
        #expect(!FileManager.default.fileExists(atPath: argv[4]))
    }

    @Test func fileIsRemovedAfterAFailureToo() {
        let seen = CallRecorder<[String]>()
        #expect(ExternalEditor(environment: [:]) { seen.record($0); return 1 }.edit("x") == nil)
        #expect(seen.all.first?[2] == #"vi "$1""#)
        #expect(seen.all.first.map { !FileManager.default.fileExists(atPath: $0[4]) } == true)
    }
}

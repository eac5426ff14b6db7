import Domain
import Foundation
import Localization
import Presentation
import Testing
import TextLayout
import Views

/// ux.md §3.10: user text is shown as typed. Its line breaks stay line breaks (a typed newline,
/// U+2028 and U+2029), each line a paragraph in its own direction.
@Suite struct UserTextTests {
    static func grid(_ language: Language, question: String) throws -> Grid {
        var state = AppState(language: language, backend: .library, width: 100, height: 30)
        let env = ChatScenes.env(language, backend: .library)
        var chat = ChatViewModel()
        chat.composer = TextBuffer(question)
        _ = chat.send(env)
        state.chat = chat
        return ChatScenes.render(state, localizer: try Localizer.bundled(language)).grid
    }

    /// The text inside the user's bubble, a line per row, borders and padding trimmed.
    static func bubbleLines(_ grid: Grid, first: String) throws -> [String] {
        let lines = grid.textDump().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex { $0.contains("│ " + first) })  // not the title
        var out: [String] = []
        for line in lines[start...] {
            guard !line.contains("╰") else { break }
            out.append(line.trimmingCharacters(in: CharacterSet(charactersIn: " │")))
        }
        return out
    }

    @Test(arguments: [Language.en, .ar])
    func typedLineBreaksStayLineBreaks(_ language: Language) throws {
        let grid = try Self.grid(language, question: "first line\nsecond line\n\nthird\u{2028}fourth\u{2029}fifth")
        #expect(try Self.bubbleLines(grid, first: "first line")
                == ["first line", "second line", "", "third", "fourth", "fifth"])
    }

    @Test func eachLineTakesItsOwnDirection() throws {
        // An Arabic line under an English one, in the English UI: the Arabic line is right-aligned
        // in the bubble, the English one left-aligned.
        let grid = try Self.grid(.en, question: "Is this right?\nسؤال")
        let lines = grid.textDump().split(separator: "\n").map(String.init)
        let english = try #require(lines.first { $0.contains("│ Is this right?") })  // not the title
        let arabicRow = try #require(lines.firstIndex(of: english)).advanced(by: 1)
        let inner = { (line: String) in String(line.split(separator: "│", omittingEmptySubsequences: false).dropFirst().first ?? "") }
        #expect(inner(english).hasPrefix(" Is this right?"))
        let arabic = inner(lines[arabicRow])
        #expect(arabic.hasPrefix("   "), "padded on the left: \(arabic)")
        #expect(arabic.hasSuffix(" ") && !arabic.hasSuffix("  "), "flush right: \(arabic)")
    }
}

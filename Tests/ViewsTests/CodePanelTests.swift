import Domain
import Localization
import Presentation
import Testing
import TextLayout
import Views

/// The code background of text-rendering.md §3.5 in a real bubble: every cell of a code row's
/// content width is on it (the info row and ↪ continuations included), no other row has it, and
/// inline code has it on its own cells only.
@Suite struct CodePanelTests {
    static func answer(_ language: Language) -> (text: String, info: String) {
        switch language {
        case .en:
            return ("""
                Here is the code:

                ```swift
                let greeting = "السلام عليكم" // a comment long enough to be hard-wrapped here
                print(greeting)
                ```

                And a closing line.
                """, "swift")
        case .ar:
            return ("""
                إليك الشيفرة:

                ```python
                # تعليق بالعربية طويل بما يكفي ليلتف عند أربعين عمودا وأكثر من ذلك أيضا
                print("مرحبا")
                ```

                وهذا سطر الختام.
                """, "python")
        }
    }

    /// A finished answer to one question, drawn at `width` × 60.
    static func grid(_ language: Language, answer: String, width: Int, localizer: Localizer? = nil) throws -> Grid {
        var state = AppState(language: language, backend: .library, width: width, height: 60)
        let env = ChatScenes.env(language, backend: .library)
        var chat = ChatViewModel()
        chat.composer = TextBuffer(language == .en ? "Show me code" : "أرني الشيفرة")
        _ = chat.send(env)
        let turn = chat.turn?.id ?? 0
        _ = chat.handle(.streamOpened(turn: turn), env)
        _ = chat.handle(.streamInputs(turn: turn, [.event(.chunk(answer)), .event(.done(StreamDone(fullAnswer: answer)))]), env)
        state.chat = chat
        return ChatScenes.render(state, localizer: try localizer ?? Localizer.bundled(language)).grid
    }

    /// The rows of the bubble holding `text`, between its borders, each with its content
    /// columns (inside `│ ` and ` │`).
    static func answerRows(_ grid: Grid, holding text: String) throws -> [(y: Int, cells: [Cell], content: Range<Int>)] {
        let rows = (0..<grid.height).map { Array(grid.row($0)) }
        let lines = grid.textDump().split(separator: "\n", omittingEmptySubsequences: false)
        let inside = try #require(lines.firstIndex { $0.contains(text) })
        let top = try #require(rows[...inside].lastIndex { $0.contains { $0.text == "╭" } })
        let bottom = try #require(rows[inside...].firstIndex { $0.contains { $0.text == "╰" } })
        return try (top + 1..<bottom).map { y in
            let left = try #require(rows[y].firstIndex { $0.text == "│" })
            let right = try #require(rows[y].lastIndex { $0.text == "│" })
            return (y, rows[y], (left + 2)..<(right - 1))
        }
    }

    @Test(arguments: [Language.en, .ar], [40, 80])
    func codeRowsAreFilledAcrossTheContentWidthAndNothingElseIs(language: Language, width: Int) throws {
        let (text, info) = Self.answer(language)
        let rows = try Self.answerRows(try Self.grid(language, answer: text, width: width), holding: info)
        let infoRow = try #require(rows.firstIndex { row in
            String(row.cells[row.content].map(\.text).joined()).hasPrefix(info)
        })
        // The code block runs from its info row to the blank row before the closing paragraph.
        let end = try #require(rows[infoRow...].firstIndex { row in row.cells[row.content].allSatisfy { $0.text == " " } })
        let code = infoRow..<end
        #expect(code.count >= 3, "info row and two code lines at least")
        if width == 40 {
            #expect(rows[code].contains { $0.cells[$0.content].first?.text == "↪" }, "a hard-wrapped line")
        }
        for (k, row) in rows.enumerated() {
            let onCode = row.cells.indices.filter { row.cells[$0].style.background == .codeBackground }
            if code.contains(k) {
                #expect(onCode == Array(row.content), "code row \(k) at \(width) in \(language): \(onCode)")
            } else {
                #expect(onCode.isEmpty, "non-code row \(k) at \(width) in \(language)")
            }
        }
    }

    @Test(arguments: [Language.en, .ar])
    func inlineCodeHasTheBackgroundOnItsOwnCellsOnly(language: Language) throws {
        let text = language == .en ? "Type `x = 5;` then press Enter." : "اكتب `x = 5;` ثم اضغط."
        let rows = try Self.answerRows(try Self.grid(language, answer: text, width: 80), holding: "x = 5;")
        let filled = rows.flatMap { row in row.cells.filter { $0.style.background == .codeBackground } }
        #expect(filled.map(\.text).joined() == "x = 5;")
    }
}

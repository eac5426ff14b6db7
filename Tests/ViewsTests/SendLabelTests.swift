import Domain
import Localization
import Presentation
import Testing
import TextLayout
import Views

/// ux.md §3.5: "Enter Send" is dim while sending is not allowed, including while the offline
/// library is being prepared.
@Suite struct SendLabelTests {
    static func sendCells(library: LibraryStatus) throws -> [Cell] {
        var state = AppState(language: .en, backend: .library, width: 80, height: 24)
        state.library = library
        state.chat.composer = TextBuffer("What is sabr?")
        let grid = ChatScenes.render(state, localizer: try Localizer.bundled(.en)).grid
        let y = try #require((0..<grid.height).last { let t = grid.row($0).map(\.text).joined(); return t.contains("Enter Send") && t.contains("╯") })
        let row = Array(grid.row(y))
        let text = row.map(\.text).joined()
        let start = try #require(text.range(of: "Send")).lowerBound.utf16Offset(in: text)
        return Array(row[start..<start + 4])
    }

    @Test func dimWhileTheLibraryIsPrepared() throws {
        #expect(try Self.sendCells(library: .preparing(percent: nil)).allSatisfy { $0.style == .dim })
        #expect(try Self.sendCells(library: .ready).allSatisfy { $0.style == .plain })
    }
}

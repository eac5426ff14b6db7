import Foundation
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

/// A banner without a Retry does not offer Ctrl+R in the hint bar.
@Suite struct BannerHintTests {
    @Test func noRetryNoCtrlR() throws {
        var state = AppState(language: .en, backend: .library, width: 100, height: 24)
        state.library = .preparing(percent: nil)
        var chat = ChatViewModel()
        chat.composer = TextBuffer("What is sabr?")
        _ = chat.send(ChatEnvironment(now: Date(timeIntervalSince1970: 0), clock: 0, owner: .guest("g"), language: .en,
                                      backend: .library, sendBlocked: .libraryNotReady(preparing: true),
                                      makeId: { "id" }))
        #expect(chat.banner != nil && chat.banner?.retry == nil)
        state.chat = chat
        let grid = ChatScenes.render(state, localizer: try Localizer.bundled(.en)).grid
        let hints = grid.row(grid.height - 1).map(\.text).joined()
        #expect(hints.contains("Esc Dismiss"))
        #expect(!hints.contains("Ctrl+R"))
    }
}

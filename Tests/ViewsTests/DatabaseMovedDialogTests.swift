import Domain
import Localization
@testable import Presentation
import TestSupport
import Testing
@testable import Views

/// The damaged-database notice: the moved file's path is shown whole, wrapped
/// rather than cut at the screen's width, and the notice stays until dismissed.
@Suite struct DatabaseMovedDialogTests {
    static let path = "/home/someone/with/a/rather/long/path/to/the/data/directory/of/shamelagpt/"
        + "conversations.sqlite.corrupt-2026-11-26T05-42-16Z"

    @Test(arguments: [Language.en, .ar])
    func thePathIsShownWholeAndStaysUntilDismissed(language: Language) throws {
        let localizer = try Localizer.bundled(language)
        var state = AppState(language: language, backend: .library, width: 100, height: 30)
        state.dialog = DialogState(kind: .databaseMovedAside(path: Self.path))
        // The dialog's inside: between the first and the last side of its box on each row.
        let rows = ChatScenes.render(state, localizer: localizer).grid.textDump().split(separator: "\n").compactMap { row -> String? in
            guard let first = row.firstIndex(of: "│"), let last = row.lastIndex(of: "│"), first < last else { return nil }
            return row[row.index(after: first)..<last].trimmingCharacters(in: .whitespaces)
        }
        #expect(rows.joined().contains(Self.path), "\(rows.joined(separator: "\n"))")
        var coordinator = Coordinator(state: state, localizer: localizer)
        _ = coordinator.handle(.tick, now: 10_000)
        #expect(coordinator.state.dialog != nil, "no timeout")
        _ = coordinator.handle(.action(.dialogCancel), now: 10_001)
        #expect(coordinator.state.dialog == nil)
    }
}

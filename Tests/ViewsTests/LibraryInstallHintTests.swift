import Domain
import Foundation
import Localization
import Presentation
import Testing
import TextLayout
import Views

/// Where the library is missing, the screens show the command that installs it for this run
/// (its program and its `--data-dir`), not a generic one that would install elsewhere.
@Suite struct LibraryInstallHintTests {
    static let command = "/opt/sg/shamelagpt library build --data-dir '/tmp/my data'"

    static func screen(_ language: Language, tab: Tab) throws -> String {
        var state = AppState(language: language, backend: .library, width: 120, height: 40)
        state.library = .notInstalled
        state.libraryInstallCommand = command
        state.welcome.showsWelcome = false
        state.tab = tab
        if tab == .settings { state.settings.route = .backend }
        return ChatScenes.render(state, localizer: try Localizer.bundled(language)).grid.textDump()
    }

    @Test(arguments: [Language.en, .ar]) func theEmptyChatShowsThisRunsCommand(_ language: Language) throws {
        #expect(try Self.screen(language, tab: .chat).contains(Self.command))
    }

    /// At 80 columns a long command (a full path, a data directory) was cut with "…": it is
    /// wrapped at its spaces instead, every part on screen.
    @Test func aLongCommandIsWrappedNotCut() throws {
        var state = AppState(language: .en, backend: .library, width: 80, height: 24)
        state.library = .notInstalled
        state.libraryInstallCommand = "/work/checkout/.build/x86_64-unknown-linux-gnu/release/shamelagpt library build"
            + " --data-dir '/tmp/a rather long data directory'"
        state.welcome.showsWelcome = false
        let screen = ChatScenes.render(state, localizer: try Localizer.bundled(.en)).grid.textDump()
        // Read as the lines' words run together: every word of the command, in order.
        let words = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(words.contains(state.libraryInstallCommand))
    }

    @Test func theBackendPageShowsThisRunsCommand() throws {
        #expect(try Self.screen(.en, tab: .settings).contains(Self.command))
        // In Arabic the sentence wraps; the command stays left to right, its leading `/` first.
        let ar = try Self.screen(.ar, tab: .settings)
        #expect(ar.contains("/opt/sg/shamelagpt library build"))
        #expect(ar.contains("--data-dir '/tmp/my data'"))
    }
}

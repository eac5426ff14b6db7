import Localization
@testable import Presentation
import Testing

/// The copy toast says where the text went, no more (tmux may keep it in its own buffer).
@Suite struct CopyNoticeTests {
    @Test(arguments: [Language.en, .ar])
    func tmuxCopiesSayWhereTheTextIs(language: Language) throws {
        var c = Coordinator(state: AppState(language: language, backend: .library, width: 80, height: 24),
                            localizer: try Localizer.bundled(language))
        _ = c.handle(.chat(.copiedToTmux(forwarded: false)), now: 1)
        #expect(c.state.toast?.text == c.localizer("toast.copiedToTmuxOnly"))
        #expect(c.state.toast?.text.contains("set-clipboard on") == true)
        _ = c.handle(.chat(.copiedToTmux(forwarded: true)), now: 2)
        #expect(c.state.toast?.text == c.localizer("toast.copiedToTmux"))
        #expect(c.localizer("toast.copiedToTmux") != c.localizer("toast.copied"))
    }
}

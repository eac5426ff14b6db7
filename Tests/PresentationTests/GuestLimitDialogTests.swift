import Domain
import Input
import Localization
import Presentation
import Testing

/// ux.md §3.9: when the guest quota refuses a send, the Guest Limit Reached dialog opens
/// (Dismiss by default, Create Account, Sign In) instead of the banner; the question waits in
/// the composer.
@Suite struct GuestLimitDialogTests {
    static func refused() throws -> Coordinator {
        var state = AppState(language: .en, backend: .cloud, width: 80, height: 24)
        state.chat.composer = TextBuffer("What is sabr?")
        var c = Coordinator(state: state, localizer: try Localizer.bundled(.en))
        _ = c.handle(.input(.key(Key(.enter))), now: 0)
        let turn = c.state.chat.turn?.id ?? 0
        _ = c.handle(.chat(.sendFailed(turn: turn, SendFailure(error: .guestLimitReached(), status: 429))), now: 1)
        return c
    }

    @Test func theDialogOpensAndTheQuestionWaits() throws {
        let c = try Self.refused()
        #expect(c.state.dialog?.kind == .guestLimit)
        #expect(c.state.dialog?.choices == [.dismiss, .createAccount, .signIn])
        #expect(c.state.dialog?.focused == 0, "Dismiss is the default")
        #expect(c.state.chat.banner == nil)
        #expect(c.state.chat.composer.text == "What is sabr?")
        #expect(c.state.chat.messages.isEmpty)
    }

    @Test func signInOpensTheForm() throws {
        var c = try Self.refused()
        _ = c.handle(.input(.key(Key(.right))), now: 2)
        _ = c.handle(.input(.key(Key(.right))), now: 2)
        _ = c.handle(.input(.key(Key(.enter))), now: 2)
        #expect(c.state.dialog == nil)
        #expect(c.state.welcome.auth?.mode == .signIn)
        #expect(c.state.chat.composer.text == "What is sabr?")
    }

    @Test func escapeDismisses() throws {
        var c = try Self.refused()
        _ = c.handle(.input(.key(Key(.escape))), now: 2)
        #expect(c.state.dialog == nil && c.state.welcome.auth == nil)
    }
}

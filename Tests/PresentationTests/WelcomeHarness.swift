import Domain
import Foundation
import Input
import Localization
@testable import Presentation

/// A coordinator on Welcome (or with the form open) plus key and event helpers.
struct WelcomeHarness {
    var c: Coordinator
    var now = 10.0
    static let guest = Owner.guest("guest_1_abcdef")

    init(language: Language = .en, backend: Backend = .library, showsWelcome: Bool = true, welcomeSeen: Bool = false) throws {
        var state = AppState(language: language, backend: backend, width: 80, height: 24, owner: Self.guest)
        state.welcome.showsWelcome = showsWelcome
        state.welcome.welcomeSeen = welcomeSeen
        state.welcome.guestId = Self.guest.id
        let ids = IDSequence()
        c = Coordinator(state: state, localizer: try Localizer.bundled(language), makeId: { ids.next() },
                        wallClock: { Date(timeIntervalSince1970: 1_763_700_000) })
    }

    var state: AppState { c.state }
    var form: AuthForm? { c.state.welcome.auth }

    @discardableResult
    mutating func key(_ k: Key) -> [Effect] { c.handle(.input(.key(k)), now: now) }

    @discardableResult
    mutating func key(_ code: Key.Code) -> [Effect] { key(Key(code)) }

    @discardableResult
    mutating func type(_ s: String) -> [Effect] {
        var all: [Effect] = []
        for ch in s { all += key(Key.char(ch)) }
        return all
    }

    @discardableResult
    mutating func action(_ a: Action) -> [Effect] { c.handle(.action(a), now: now) }

    @discardableResult
    mutating func account(_ e: AccountEvent) -> [Effect] { c.handle(.account(e), now: now) }

    /// Opens the sign-in form on the cloud as Settings → Account would.
    mutating func openSignIn() {
        _ = action(.openSignIn)
    }

    static func accountEffects(_ effects: [Effect]) -> [AccountEffect] {
        effects.compactMap { if case .account(let e) = $0 { return e }; return nil }
    }

    /// The id of the request the form is waiting for.
    var pending: Int { form?.pending ?? -1 }
}

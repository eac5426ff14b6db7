import CoordinatorTestSupport
import Domain
import Foundation
import Input
import Localization
@testable import Presentation

/// Welcome (or the form open over it) as a scene for the coordinator driver, with its helpers.
struct WelcomeHarness {
    var driver: CoordinatorDriver
    var c: Coordinator {
        get { driver.coordinator }
        set { driver.coordinator = newValue }
    }
    var now: Double {
        get { driver.now }
        set { driver.now = newValue }
    }
    static let guest = Owner.guest("guest_1_abcdef")

    init(language: Language = .en, backend: Backend = .library, showsWelcome: Bool = true, welcomeSeen: Bool = false) throws {
        var state = AppState(language: language, backend: backend, width: 80, height: 24, owner: Self.guest)
        state.welcome.showsWelcome = showsWelcome
        state.welcome.welcomeSeen = welcomeSeen
        state.welcome.guestId = Self.guest.id
        let ids = IDSequence()
        let c = Coordinator(state: state, localizer: try Localizer.bundled(language), makeId: { ids.next() },
                            wallClock: { Date(timeIntervalSince1970: 1_763_700_000) })
        driver = CoordinatorDriver(coordinator: c, now: 10)
    }

    var state: AppState { c.state }
    var form: AuthForm? { c.state.welcome.auth }

    @discardableResult
    mutating func key(_ k: Key) -> [Effect] { driver.key(k) }

    @discardableResult
    mutating func key(_ code: Key.Code) -> [Effect] { driver.press(code) }

    @discardableResult
    mutating func type(_ s: String) -> [Effect] { driver.type(s) }

    @discardableResult
    mutating func action(_ a: Action) -> [Effect] { driver.act(a) }

    @discardableResult
    mutating func account(_ e: AccountEvent) -> [Effect] { driver.send(.account(e)) }

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

import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

/// Welcome and the sign-in forms at the three reference sizes in both languages;
/// compare by eye with the mock-ups of ux.md §1.4.
@Suite struct WelcomeSnapshotTests {
    static let sizes = [(40, 12), (80, 24), (120, 40)]

    enum Scene: String, CaseIterable {
        case welcome, signInError, signUp, forgotPassword
    }

    static func state(_ scene: Scene, language: Language, width: Int, height: Int) -> AppState {
        var state = AppState(language: language, backend: scene == .welcome ? .library : .cloud, width: width, height: height)
        switch scene {
        case .welcome:
            state.welcome.showsWelcome = true
        case .signInError:
            var form = AuthForm(mode: .signIn, email: "aisha@example.com", returnsToWelcome: true)
            form.password = TextBuffer("secret1234")
            form.message = AuthMessage(key: "auth.invalidCredentials")
            form.focus = .primary
            state.welcome.showsWelcome = true
            state.welcome.auth = form
        case .signUp:
            var form = AuthForm(mode: .signUp, email: "aisha@example.com", returnsToWelcome: false)
            form.displayName = TextBuffer("Aisha")
            form.password = TextBuffer("pass")
            form.message = AuthMessage(key: "auth.error.passwordShort", number: AuthForm.minimumPasswordLength)
            form.focus = .password
            state.welcome.auth = form
        case .forgotPassword:
            var form = AuthForm(mode: .forgotPassword, email: "aisha@example.com", returnsToWelcome: false)
            form.message = AuthMessage(key: "auth.forgotPassword.sent", isError: false)
            form.focus = .primary
            state.welcome.auth = form
        }
        return state
    }

    static func render(_ state: AppState, localizer: Localizer) -> Frame {
        AppView.render(state, keyMap: .standard, contexts: Coordinator.contexts(for: state), localizer: localizer)
    }

    @Test(arguments: [Language.en, .ar], Scene.allCases)
    func scenes(language: Language, scene: Scene) throws {
        let localizer = try Localizer.bundled(language)
        for (w, h) in Self.sizes {
            let grid = Self.render(Self.state(scene, language: language, width: w, height: h), localizer: localizer).grid
            let name = "\(scene.rawValue)-\(language.rawValue)-\(w)x\(h)"
            #expect(Snapshot.check(grid, named: name) == nil)
        }
    }

    @Test func welcomeReportsItsTextGeometryAndCountsRows() throws {
        let localizer = try Localizer.bundled(.en)
        let frame = Self.render(Self.state(.welcome, language: .en, width: 80, height: 24), localizer: localizer)
        let metrics = try #require(frame.welcomeText)
        #expect(metrics.totalRows == 26)
        #expect(metrics.visibleRows == 14)
        #expect(frame.grid.textDump().contains("1–14 of 26"))
        #expect(frame.grid.textDump().contains("▼"))
    }

    @Test func scrolledToTheEndTheFooterAndMarksFollow() throws {
        let localizer = try Localizer.bundled(.en)
        var state = Self.state(.welcome, language: .en, width: 80, height: 24)
        state.welcome.scroll = 100  // clamped when drawn
        let text = Self.render(state, localizer: localizer).grid.textDump()
        #expect(text.contains("13–26 of 26"))
        #expect(text.contains("▲"))
        #expect(!text.contains("▼"))
        #expect(text.contains("and clarity."))
    }

    @Test func thePasswordIsNeverDrawnUnlessShown() throws {
        let localizer = try Localizer.bundled(.en)
        var state = Self.state(.signInError, language: .en, width: 80, height: 24)
        var text = Self.render(state, localizer: localizer).grid.textDump()
        #expect(!text.contains("secret1234"))
        #expect(text.contains("••••••••••"))
        state.welcome.auth?.showPassword = true
        text = Self.render(state, localizer: localizer).grid.textDump()
        #expect(text.contains("secret1234"))
    }

    @Test func buttonsFieldsAndTheBackLabelAreClickable() throws {
        let localizer = try Localizer.bundled(.ar)
        let frame = Self.render(Self.state(.signInError, language: .ar, width: 80, height: 24), localizer: localizer)
        for action: Action in [.authPress(.primary), .authPress(.forgot), .authPress(.switchMode), .authPress(.guest),
                               .authPress(.showPassword), .authFocus(.email), .authFocus(.password), .authBack] {
            #expect(frame.hitRegions.contains { $0.action == action }, "\(action)")
        }
        let welcome = Self.render(Self.state(.welcome, language: .ar, width: 80, height: 24), localizer: localizer)
        let start = try #require(welcome.hitRegions.first { $0.action == .welcomeChoose(.getStarted) })
        let skip = try #require(welcome.hitRegions.first { $0.action == .welcomeChoose(.skip) })
        #expect(start.x > skip.x, "Get Started is on the leading (right) side in Arabic")
        #expect(welcome.hitRegions.contains { $0.action == .welcomeNextBackend })
        #expect(welcome.hitRegions.contains { $0.action == .welcomeNextLanguage })
    }

    @Test func theStatusLineNamesTheAccountOutsideTheLayers() throws {
        let localizer = try Localizer.bundled(.en)
        var state = AppState(language: .en, backend: .cloud, width: 80, height: 24)
        state.account = .signedIn(accountId: "uid-1", email: "aisha@example.com", displayName: "Aisha")
        #expect(Self.render(state, localizer: localizer).grid.textDump().contains("online · Aisha"))
        state.account = .restoring(email: "aisha@example.com")
        #expect(Self.render(state, localizer: localizer).grid.textDump().contains("Restoring your sign-in…"))
        state.account = .sessionExpired(email: "aisha@example.com")
        #expect(Self.render(state, localizer: localizer).grid.textDump().contains("Sign-in expired"))
        state.welcome.showsWelcome = true
        #expect(!Self.render(state, localizer: localizer).grid.textDump().contains("Sign-in expired"))
    }
}

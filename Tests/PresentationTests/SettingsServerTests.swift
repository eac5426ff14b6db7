import Domain
import Input
import Localization
import Presentation
import Testing

/// "Answers from", the signed-in user's AI preferences and the account rows (ux.md §5.2, §5.4,
/// §5.5), with the runner's results, failures included, fed back as events.
@Suite struct SettingsServerTests {
    // MARK: Answers from

    @Test func choosingTheCloudSwitchesSavesAndChecks() throws {
        var h = try SettingsHarness(backend: .library)
        h.moveTo(.backend)
        h.press(.enter)
        #expect(h.vm.route == .backend && h.vm.backendPage.focus == .library)
        h.press(.down)
        let effects = h.press(.enter)
        #expect(h.state.backend == .cloud)
        #expect(effects == [.switchBackend(.cloud), .persistSettings, .settings(.checkConnection(.cloud, token: 1))])
        #expect(h.vm.backendPage.check == .checking(token: 1))
        h.event(.connectionChecked(token: 1, .connected(service: "ShamelaGPT", milliseconds: 142)))
        #expect(h.vm.backendPage.check == .connected(service: "ShamelaGPT", milliseconds: 142))
    }

    @Test func aLateCheckResultIsIgnored() throws {
        var h = try SettingsHarness()
        h.act(.settingsOpen(.backend))
        h.act(.settingsChoose(BackendPageState.Control.check.rawValue))
        h.act(.settingsChoose(BackendPageState.Control.check.rawValue))
        #expect(h.vm.backendPage.check == .checking(token: 2))
        h.event(.connectionChecked(token: 1, .failed(messageKey: "settings.check.timeout", detail: nil, code: "E-NET-004")))
        #expect(h.vm.backendPage.check == .checking(token: 2))
        h.event(.connectionChecked(token: 2, .failed(messageKey: "settings.check.noConnection", detail: nil,
                                                      code: "E-NET-003")))
        #expect(h.vm.backendPage.check == .failed(messageKey: "settings.check.noConnection", detail: nil, code: "E-NET-003"))
    }

    @Test func theCustomServerFieldValidatesAndWarnsForPlainHTTP() throws {
        var h = try SettingsHarness()
        h.act(.settingsOpen(.backend))
        h.act(.settingsChoose(BackendPageState.Control.custom.rawValue))
        #expect(h.vm.backendPage.focus == .url)
        #expect(Coordinator.contexts(for: h.state) == [.settingsField])
        h.key(.ctrl("u"))
        h.type("ftp://example.org")
        h.press(.enter)
        #expect(h.vm.backendPage.urlError == "settings.backend.url.scheme")
        #expect(h.state.backend == .cloud)
        h.key(.ctrl("u"))
        #expect(h.vm.backendPage.urlError == nil)
        h.type("https://exa mple")
        h.press(.enter)
        #expect(h.vm.backendPage.urlError == "settings.backend.url.invalid")
        h.key(.ctrl("u"))
        h.type("http://192.168.1.20:8080/")
        #expect(CustomServerURL.check(h.vm.backendPage.url.text) == .valid(url: "http://192.168.1.20:8080", unencrypted: true))
        let effects = h.press(.enter)
        #expect(h.state.backend == .custom("http://192.168.1.20:8080"))
        #expect(effects.contains(.settings(.checkConnection(.custom("http://192.168.1.20:8080"), token: 1))))
        #expect(CustomServerURL.check("http://localhost:8080") == .valid(url: "http://localhost:8080", unencrypted: false))
        #expect(CustomServerURL.check("https://example.org/prefix") == .valid(url: "https://example.org/prefix", unencrypted: false))
    }

    @Test func theURLFieldTakesLettersThatAreCommandsElsewhere() throws {
        var h = try SettingsHarness()
        h.act(.settingsOpen(.backend))
        h.act(.settingsChoose(BackendPageState.Control.url.rawValue))
        h.key(.ctrl("u"))
        h.type("q?jk ")
        #expect(h.vm.backendPage.url.text == "q?jk ")
        #expect(!h.state.isQuitting && h.state.help == nil)
        h.press(.tab)
        #expect(h.vm.backendPage.focus == .check, "Tab moves inside the form, not to the next tab")
        #expect(h.state.tab == .settings)
        h.act(.settingsChoose(BackendPageState.Control.url.rawValue))
        _ = h.c.handle(.input(.paste("https://a.example\n")), now: 1)
        #expect(h.vm.backendPage.url.text == "q?jk https://a.example")
        h.press(.escape)
        #expect(h.vm.backendPage.focus == .custom && h.vm.route == .backend)
        h.press(.escape)
        #expect(h.vm.route == .list)
    }

    @Test func switchingWhileAnAnswerStreamsAsksFirst() throws {
        var h = try SettingsHarness()
        h.act(.selectTab(.chat))
        h.type("What is zakat?")
        h.press(.enter)
        #expect(h.state.chat.isStreaming)
        h.act(.selectTab(.settings))
        h.act(.settingsOpen(.backend))
        h.press(.home)
        h.press(.enter)
        #expect(h.state.dialog?.kind == .stopForBackend(.library))
        #expect(h.state.backend == .cloud)
        h.press(.escape)
        #expect(h.state.dialog == nil && h.state.backend == .cloud && h.state.chat.isStreaming)
        h.press(.enter)
        h.press(.right)
        let effects = h.press(.enter)
        #expect(h.state.dialog == nil)
        #expect(!h.state.chat.isStreaming)
        #expect(h.state.backend == .library)
        #expect(effects.contains(.switchBackend(.library)) && effects.contains(.persistSettings))
    }

    @Test func aFailedSaveOfTheBackendSwitchesBack() throws {
        var h = try SettingsHarness()
        h.act(.settingsOpen(.backend))
        h.act(.settingsChoose(BackendPageState.Control.library.rawValue))
        #expect(h.state.backend == .library)
        let effects = h.event(.settingsSaved(ok: false))
        #expect(h.state.backend == .cloud)
        #expect(effects == [.switchBackend(.cloud)])
        #expect(h.vm.rowErrors[.backend]?.code == "E-DB-001")
    }

    // MARK: AI preferences

    @Test func aGuestSeesOneRowThatLeadsToSignIn() throws {
        var h = try SettingsHarness()
        let row = try #require(SettingsList.rows(h.state).first { $0.id == .personalise })
        #expect(row.kind == .link && row.label == .key("settings.aiPreferencesLocked.title"))
        #expect(row.value == .key("settings.signInButton"))
        h.moveTo(.personalise)
        #expect(h.press(.enter).isEmpty, "the sign-in route takes it from here")
        #expect(h.settingsEffects.isEmpty)
    }

    @Test func signedInPreferencesLoadWhenSettingsShows() throws {
        let h = try SettingsHarness(account: SettingsHarness.signedIn)
        #expect(h.settingsEffects.contains(.loadPreferences(backend: .cloud, accountId: "u-1")))
        #expect(h.vm.preferencesPhase == .loading("u-1"))
        let rows = SettingsList.rows(h.state)
        #expect(rows.first { $0.id == .responseLength }?.value == .key("common.loading"))
        #expect(rows.first { $0.id == .responseLength }?.isSelectable == false)
    }

    @Test func nothingLoadsOnTheLibraryOrOnAnotherTab() throws {
        let lib = try SettingsHarness(backend: .library, account: SettingsHarness.signedIn)
        #expect(!lib.settingsEffects.contains { if case .loadPreferences = $0 { return true } else { return false } })
        var s = AppState(language: .en, backend: .cloud, width: 80, height: 24)
        s.account = SettingsHarness.signedIn
        var c = Coordinator(state: s, localizer: try Localizer.bundled(.en))
        #expect(c.handle(.tick, now: 0).isEmpty)
    }

    @Test func loadedPreferencesShowAndAServerValueOutsideTheListIsKept() throws {
        let h = try SettingsHarness.loaded(AIPreferences(customPrompt: "Be brief.", length: "short", style: "poetic",
                                                         mode: 2, madhab: "maliki"))
        let rows = SettingsList.rows(h.state)
        func value(_ id: SettingsRowID) -> SettingsText? { rows.first { $0.id == id }?.value }
        #expect(value(.responseLength) == .key("settings.pref.length.short"))
        #expect(value(.responseStyle) == .key("settings.pref.current", ["poetic"]))
        #expect(value(.focus) == .key("settings.pref.default"))
        #expect(value(.mode) == .key("chat.mode.factCheck"))
        #expect(value(.madhab) == .key("settings.madhab.maliki"))
        #expect(value(.systemPrompt) == .literal("Be brief."))
    }

    @Test func aChangeIsSentAtOnceAndSavedSaysSo() throws {
        var h = try SettingsHarness.loaded()
        h.moveTo(.responseLength)
        let effects = h.press(.right)
        let expected = AIPreferences(length: "medium", mode: 0, madhab: "all")
        #expect(effects == [.settings(.savePreference(.preferences(expected, language: "en"), row: .responseLength,
                                                      backend: .cloud))])
        #expect(h.vm.preferences.length == "medium")
        h.event(.preferenceSaved(row: .responseLength, echo: nil))
        #expect(h.state.toast?.text == "Preferences saved")
    }

    @Test func aRefusedChangeRevertsWithAnInlineError() throws {
        var h = try SettingsHarness.loaded()
        h.moveTo(.responseLength)
        h.press(.left)
        #expect(h.vm.preferences.length == nil, "Default is unset")
        h.event(.preferenceSaveFailed(row: .responseLength, .http(status: 500)))
        #expect(h.vm.preferences.length == "short")
        #expect(h.vm.rowErrors[.responseLength] == SettingsRowError(messageKey: "settings.preferencesSaveFailed",
                                                                    code: "E-HTTP-500"))
    }

    @Test func modeAndMadhabAdoptTheServersEchoAndRevertWithTheirOwnWords() throws {
        var h = try SettingsHarness.loaded()
        h.moveTo(.mode)
        #expect(h.press(.right) == [.settings(.savePreference(.mode(1), row: .mode, backend: .cloud))])
        h.event(.preferenceSaved(row: .mode, echo: AIPreferences(mode: 2)))
        #expect(h.vm.preferences.mode == 2)
        h.press(.right)
        h.event(.preferenceSaveFailed(row: .mode, .noConnection()))
        #expect(h.vm.preferences.mode == 2)
        #expect(h.vm.rowErrors[.mode] == SettingsRowError(messageKey: "chat.warning.modePreferenceNotSaved", code: "E-CHAT-MODE"))

        h.moveTo(.madhab)
        h.press(.enter)
        #expect(h.vm.route == .picker(.madhab))
        #expect(h.press(.enter).isEmpty, "choosing the current value sends nothing")
        h.press(.enter)
        h.press(.down)
        #expect(h.press(.enter) == [.settings(.savePreference(.madhab("hanafi"), row: .madhab, backend: .cloud))])
        h.event(.preferenceSaved(row: .madhab, echo: AIPreferences(madhab: "all")))
        #expect(h.vm.preferences.madhab == "all", "the server coerced it")
        h.press(.right)
        h.event(.preferenceSaveFailed(row: .madhab, .http(status: 422)))
        #expect(h.vm.preferences.madhab == "all")
        #expect(h.vm.rowErrors[.madhab]?.messageKey == "settings.madhab.updateFailed")
    }

    @Test func madhabSlugsAreNormalised() {
        #expect(SettingsOptions.normalizedMadhab("  Hanafi ") == "hanafi")
        #expect(SettingsOptions.normalizedMadhab("SHAFII") == "shafii")
        for other in ["", "zahiri", "jafari"] { #expect(SettingsOptions.normalizedMadhab(other) == "all") }
        #expect(SettingsOptions.normalizedMadhab(nil) == "all")
    }

    @Test func aFailedLoadShowsUnderTheSectionAndRefreshTriesAgain() throws {
        var h = try SettingsHarness(account: SettingsHarness.signedIn)
        h.event(.preferencesLoaded(accountId: "u-1", AIPreferences(mode: 1), error: .noConnection()))
        #expect(h.vm.rowErrors[.systemPrompt] == SettingsRowError(messageKey: "settings.preferencesLoadFailed", code: "E-NET-003"))
        #expect(h.vm.preferences.mode == 1, "what loaded is shown")
        h.moveTo(.refreshPreferences)
        #expect(h.press(.enter) == [.settings(.loadPreferences(backend: .cloud, accountId: "u-1"))])
        h.event(.preferencesLoaded(accountId: "u-1", AIPreferences(mode: 1), error: nil))
        #expect(h.vm.rowErrors[.systemPrompt] == nil)
        #expect(h.state.toast?.text == "Preferences updated")
    }

    @Test func aLoadForAnotherAccountIsIgnored() throws {
        var h = try SettingsHarness(account: SettingsHarness.signedIn)
        h.event(.preferencesLoaded(accountId: "someone-else", AIPreferences(length: "detailed"), error: nil))
        #expect(h.vm.preferencesPhase == .loading("u-1"))
        #expect(h.vm.preferences.length == nil)
    }

    @Test func theSystemPromptEditorSavesTrimmedTextAndEscDiscards() throws {
        var h = try SettingsHarness.loaded()
        h.moveTo(.systemPrompt)
        h.press(.enter)
        #expect(h.vm.route == .systemPrompt)
        #expect(Coordinator.contexts(for: h.state) == [.settingsEditor])
        h.type("Cite verses.")
        h.key(Key(.enter, .alt))
        h.type("q")
        h.press(.escape)
        #expect(h.vm.route == .list && h.vm.preferences.customPrompt == nil)
        h.press(.enter)
        h.type("  Cite verses.")
        h.key(.ctrl("j"))
        h.type("Be brief.  ")
        let effects = h.press(.enter)
        let sent = AIPreferences(customPrompt: "Cite verses.\nBe brief.", length: "short", mode: 0, madhab: "all")
        #expect(effects == [.settings(.savePreference(.preferences(sent, language: "en"), row: .systemPrompt, backend: .cloud))])
        #expect(h.vm.route == .list)
        // Clearing it sends "" (protocol.md §13.2).
        h.press(.enter)
        h.key(.ctrl("u"))
        h.key(.ctrl("u"))
        h.key(Key(.backspace))
        h.key(.ctrl("u"))
        let cleared = h.press(.enter)
        guard case .settings(.savePreference(.preferences(let p, _), _, _))? = cleared.first else {
            Issue.record("no save: \(cleared)")
            return
        }
        #expect(p.customPrompt == "")
    }

    @Test func theSystemPromptStopsAtTwoThousandCharacters() throws {
        var h = try SettingsHarness.loaded()
        h.act(.settingsOpen(.systemPrompt))
        _ = h.c.handle(.input(.paste(String(repeating: "a", count: 2100))), now: 1)
        #expect(h.vm.editor.characters.count == 2000)
        h.type("b")
        #expect(h.vm.editor.characters.count == 2000)
    }

    // MARK: Account

    @Test func accountRowsFollowTheAccountState() throws {
        let guest = try SettingsHarness()
        #expect(SettingsList.rows(guest.state).filter { [.account, .createAccount].contains($0.id) }.map(\.label)
            == [.key("settings.account.guest"), .key("settings.createAccount")])
        let expired = try SettingsHarness(account: .sessionExpired(email: "a@b.com"))
        #expect(SettingsList.rows(expired.state).first { $0.id == .account }?.label
            == .key("settings.account.expired", ["a@b.com"]))
        let signed = try SettingsHarness.loaded()
        let rows = SettingsList.rows(signed.state)
        #expect(rows.first { $0.id == .account }?.label == .key("settings.account.signedIn", ["Aisha", "aisha@example.com"]))
        #expect(rows.first { $0.id == .signOut }?.destructive == true)
        #expect(rows.first { $0.id == .deleteAccount }?.isSelectable == true)
    }

    @Test func signOutAsksWithACheckboxAndCancelIsTheDefault() throws {
        var h = try SettingsHarness.loaded()
        h.moveTo(.signOut)
        h.press(.enter)
        #expect(h.state.dialog?.kind == .signOut(deleteLocal: false))
        #expect(h.state.dialog?.checkboxKey == "dialog.signOut.deleteLocal")
        h.key(Key.char(" "))
        #expect(h.state.dialog?.isChecked == true)
        h.key(Key.char(" "))
        h.key(Key.char(" "))
        h.press(.enter)
        #expect(h.state.dialog == nil, "Enter on the focused Cancel")
        h.press(.enter)
        #expect(h.state.dialog?.isChecked == false, "unchecked again on the next opening")
        h.press(.right)
        h.press(.enter)
        #expect(h.state.dialog == nil)
    }

    @Test func deleteAccountAsksAndIsDimOffline() throws {
        var h = try SettingsHarness.loaded()
        h.moveTo(.deleteAccount)
        h.press(.enter)
        #expect(h.state.dialog?.kind == .deleteAccount)
        #expect(h.state.dialog?.choices == [.cancel, .deleteAccount])
        #expect(DialogState.isDestructive(.deleteAccount))
        h.press(.escape)
        #expect(h.state.dialog == nil)
        var offline = h.state
        offline.connection = .offline
        let row = SettingsList.rows(offline).first { $0.id == .deleteAccount }
        #expect(row?.isSelectable == false)
        #expect(row?.value == .key("settings.deleteAccount.offline"))
    }
}

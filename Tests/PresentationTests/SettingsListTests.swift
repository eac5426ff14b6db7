import Domain
import Input
import Localization
import Presentation
import Testing

/// The Settings list and its local settings (ux.md §5.1–§5.3, §5.6–§5.8): navigation, values,
/// saving at once and reverting on a failed save, pages.
@Suite struct SettingsListTests {
    @Test func sectionsAndRowsFollowTheMockUp() throws {
        let h = try SettingsHarness()
        let lines = SettingsList.lines(h.state)
        let headers = lines.compactMap { if case .header(let k) = $0 { return k } else { return nil } }
        #expect(headers == ["settings.general", "settings.appearance", "settings.aiPreferences", "settings.account",
                            "settings.support", "settings.about"])
        let ids = SettingsList.rows(h.state).map(\.id)
        #expect(Array(ids.prefix(8)) == [.language, .backend, .voice, .theme, .reduceMotion, .bidi, .digits, .showHarakat])
        #expect(ids.contains(.personalise) && ids.contains(.deepThinking) && !ids.contains(.responseLength))
        #expect(lines.last == .footer("1.0.0"))
    }

    @Test func arrowsSkipHeadersAndStopAtTheEnds() throws {
        var h = try SettingsHarness()
        #expect(h.vm.selected == .language)
        h.press(.up)
        #expect(h.vm.selected == .language)
        h.press(.down)
        h.press(.down)
        #expect(h.vm.selected == .voice)
        h.press(.down)
        #expect(h.vm.selected == .theme)
        h.press(.end)
        #expect(h.vm.selected == .help)
        h.press(.home)
        #expect(h.vm.selected == .language)
        h.key(Key.char("j"))
        #expect(h.vm.selected == .backend)
    }

    @Test func theListScrollsToKeepTheSelectionAndShowsTheFooterAtTheEnd() throws {
        var h = try SettingsHarness(height: 24)
        #expect(h.vm.listTop == 0)
        h.moveTo(.about)
        let lines = SettingsList.lines(h.state)
        let viewport = 24 - 4
        let aboutLine = try #require(SettingsList.lineIndex(of: .about, in: lines))
        #expect(aboutLine >= h.vm.listTop && aboutLine <= h.vm.listTop + viewport - 2, "above the ▼ more row")
        h.press(.end)
        #expect(h.vm.listTop == lines.count - viewport, "the last row brings the footer")
        h.press(.home)
        #expect(h.vm.listTop == 0)
    }

    @Test func escOnTheListDoesNothingAndPagesGoBack() throws {
        var h = try SettingsHarness()
        #expect(h.press(.escape).isEmpty)
        #expect(h.vm.route == .list && h.state.tab == .settings)
        h.moveTo(.about)
        h.press(.enter)
        #expect(h.vm.route == .page(.about))
        h.press(.escape)
        #expect(h.vm.route == .list)
        h.press(.enter)
        h.press(.backspace)
        #expect(h.vm.route == .list && h.vm.selected == .about)
    }

    @Test func pagesScrollWithinTheirLength() throws {
        var h = try SettingsHarness()
        h.moveTo(.privacy)
        h.press(.enter)
        h.c.settingsMetrics = SettingsMetrics(viewportRows: 10, totalRows: 30)
        h.press(.down)
        h.press(.down)
        #expect(h.vm.pageScroll == 2)
        h.press(.pageDown)
        #expect(h.vm.pageScroll == 2 + 8)
        h.press(.end)
        #expect(h.vm.pageScroll == 20)
        h.press(.down)
        #expect(h.vm.pageScroll == 20, "never past the end")
        h.press(.pageUp)
        h.press(.home)
        #expect(h.vm.pageScroll == 0)
        h.press(.up)
        #expect(h.vm.pageScroll == 0)
    }

    @Test func languagePageAppliesAtOnceClosesAndSaysSoInTheNewLanguage() throws {
        var h = try SettingsHarness()
        h.press(.enter)
        #expect(h.vm.route == .picker(.language))
        #expect(Coordinator.contexts(for: h.state) == [.settingsPicker])
        h.press(.down)
        let effects = h.press(.enter)
        #expect(h.state.language == .ar)
        #expect(h.vm.route == .list)
        #expect(effects.contains(.persistSettings))
        #expect(h.state.toast?.text == "اللغة: العربية")
        #expect(h.c.localizer.language == .ar)
        // Back to English the same way.
        h.press(.enter)
        h.press(.up)
        h.press(.enter)
        #expect(h.state.language == .en)
        #expect(h.state.toast?.text == "Language: English")
    }

    @Test func choosingTheCurrentLanguageOnlyCloses() throws {
        var h = try SettingsHarness()
        h.press(.enter)
        #expect(h.press(.enter).isEmpty)
        #expect(h.vm.route == .list && h.state.language == .en)
    }

    @Test func aFailedSaveRevertsTheRowAndSaysWhy() throws {
        var h = try SettingsHarness()
        h.press(.enter)
        h.press(.down)
        h.press(.enter)
        #expect(h.state.language == .ar)
        h.event(.settingsSaved(ok: false))
        #expect(h.state.language == .en)
        #expect(h.vm.rowErrors[.language] == SettingsRowError(messageKey: "settings.saveFailed", code: "E-DB-001"))
        #expect(SettingsList.lines(h.state).contains(.error(.language, SettingsRowError(messageKey: "settings.saveFailed",
                                                                                          code: "E-DB-001"))))
        // The next successful change clears it.
        h.moveTo(.reduceMotion)
        _ = h.key(Key.char(" "))
        #expect(h.vm.rowErrors[.reduceMotion] == nil)
        h.event(.settingsSaved(ok: true))
        #expect(h.state.reduceMotion)
    }

    @Test func themeStepsWithArrowsAndAppliesToTheTerminal() throws {
        var h = try SettingsHarness()
        h.moveTo(.theme)
        var effects = h.press(.right)
        #expect(h.state.theme == .dark)
        #expect(effects == [.applyAppearance, .persistSettings])
        h.press(.left)
        h.press(.left)
        #expect(h.state.theme == .highContrast, "wraps around")
        h.event(.settingsSaved(ok: true))
        h.press(.right)
        #expect(h.state.theme == .auto)
        effects = h.event(.settingsSaved(ok: false))
        #expect(h.state.theme == .highContrast)
        #expect(effects == [.applyAppearance], "the terminal goes back to the old theme")
    }

    @Test func enterOnAChoiceOpensItsPicker() throws {
        var h = try SettingsHarness()
        h.moveTo(.digits)
        h.press(.enter)
        #expect(h.vm.route == .picker(.digits))
        #expect(h.vm.pickerIndex == 0)
        h.press(.down)
        let effects = h.press(.enter)
        #expect(h.state.digits == .latin)
        #expect(effects == [.applyAppearance, .persistSettings])
        #expect(h.vm.route == .list)
        h.moveTo(.bidi)
        h.press(.right)
        #expect(h.state.bidi == .terminal)
    }

    @Test func togglesFlipWithSpaceOrEnterAndArrowsLeaveThem() throws {
        var h = try SettingsHarness()
        h.moveTo(.reduceMotion)
        #expect(h.key(Key.char(" ")) == [.persistSettings])
        #expect(h.state.reduceMotion)
        h.press(.right)
        #expect(h.state.reduceMotion, "←/→ change choices only")
        h.moveTo(.showHarakat)
        h.press(.enter)
        #expect(!h.state.showHarakat)
        h.moveTo(.deepThinking)
        _ = h.key(Key.char(" "))
        #expect(!h.state.deepThinking)
        // Space on a link does nothing.
        h.press(.home)
        #expect(h.key(Key.char(" ")).isEmpty)
        #expect(h.vm.route == .list)
    }

    @Test func supportOpensTheDonationPage() throws {
        var h = try SettingsHarness()
        h.moveTo(.support)
        #expect(h.press(.enter) == [.chat(.openURL("https://www.paypal.com/donate/?hosted_button_id=MSBDG5ESU2AMU"))])
    }

    @Test func keysAndHelpOpensTheOverlayAndLinksOpen() throws {
        var h = try SettingsHarness()
        h.moveTo(.help)
        h.press(.enter)
        #expect(h.state.help?.contexts == [.settings])
        var g = try SettingsHarness()
        g.act(.settingsOpen(.terms))
        #expect(g.vm.route == .page(.terms))
        #expect(g.act(.settingsOpenLink("https://shamelagpt.com/terms")) == [.chat(.openURL("https://shamelagpt.com/terms"))])
    }

    @Test func qQuitsFromTheListAndPages() throws {
        // `q` asks first (a question may start with it), then quits.
        var h = try SettingsHarness()
        #expect(h.key(Key.char("q")).isEmpty)
        #expect(h.key(Key.char("q")) == [.quit(status: 0)])
        var g = try SettingsHarness()
        g.act(.settingsOpen(.about))
        #expect(g.key(Key.char("q")).isEmpty)
        #expect(g.key(Key.char("q")) == [.quit(status: 0)])
    }

    @Test func theLibraryDimsAccountRowsAndPreferences() throws {
        var h = try SettingsHarness(backend: .library)
        let rows = SettingsList.rows(h.state)
        let personalise = try #require(rows.first { $0.id == .personalise })
        #expect(!personalise.isSelectable)
        #expect(personalise.value == .key("server.library.accountUnavailable"))
        #expect(rows.first { $0.id == .account }?.enabled == false)
        // Dim rows the library ignores can be highlighted, and then say why under themselves;
        // Enter says it again and changes nothing.
        let thinking = try #require(rows.first { $0.id == .deepThinking })
        #expect(!thinking.enabled && thinking.isSelectable)
        h.moveTo(.deepThinking)
        #expect(SettingsList.lines(h.state).contains(.reason(.deepThinking, "settings.libraryIgnoresThinking")))
        let before = h.state.deepThinking
        h.press(.enter)
        _ = h.key(Key.char(" "))
        #expect(h.state.deepThinking == before)
        #expect(h.state.toast?.text == "The offline library does not use deep thinking")
        h.press(.down)
        #expect(h.vm.selected == .account)
        h.press(.down)
        #expect(h.vm.selected == .createAccount)
        #expect(SettingsList.lines(h.state).contains(.reason(.createAccount, "server.library.accountUnavailable")))
        h.press(.down)
        #expect(h.vm.selected == .support)
        #expect(!SettingsList.lines(h.state).contains { if case .reason = $0 { true } else { false } })
    }

    @Test func theFooterCarriesTheVersion() throws {
        var h = try SettingsHarness()
        h.c = Coordinator(state: { var s = h.state; s.settings.version = "2.3.4"; return s }(),
                          localizer: try Localizer.bundled(.en))
        #expect(SettingsList.lines(h.state).last == .footer("2.3.4"))
    }

    @Test func hintsComeFromTheKeyMap() throws {
        let hints = KeyMap.standard.hints(for: [.settings]).map { $0.keyLabel + " " + $0.helpKey }
        #expect(Array(hints.prefix(4)) == ["↑↓ help.move", "Enter help.open", "Space help.toggle", "←→ help.change"])
        let page = KeyMap.standard.hints(for: [.settingsPage]).map(\.keyLabel)
        #expect(Array(page.prefix(3)) == ["↑↓", "PgUp/PgDn", "Esc"])
    }

    @Test func theWheelMovesTheListAndScrollsPages() throws {
        var h = try SettingsHarness()
        _ = h.c.handle(.input(.mouse(MouseEvent(action: .wheelDown, x: 10, y: 10))), now: 1)
        #expect(h.vm.selected == .theme)
        _ = h.c.handle(.input(.mouse(MouseEvent(action: .wheelUp, x: 10, y: 10))), now: 1)
        #expect(h.vm.selected == .language)
        h.act(.settingsOpen(.privacy))
        h.c.settingsMetrics = SettingsMetrics(viewportRows: 10, totalRows: 40, listRows: 20)
        _ = h.c.handle(.input(.mouse(MouseEvent(action: .wheelDown, x: 10, y: 10))), now: 1)
        #expect(h.vm.pageScroll == 3)
    }

    @Test func everySettingsContextHasAHelpHeading() throws {
        for l in Language.allCases {
            let loc = try Localizer.bundled(l)
            for c in [KeyContext.settings, .settingsPicker, .settingsBackend, .settingsField, .settingsEditor,
                      .settingsPage, .settingsVoice] {
                #expect(loc.hasKey("help.context." + c.rawValue), "\(l) \(c)")
            }
        }
    }
}

/// The Settings list as lines (ux.md §1.4, §5): which sections and rows show for this user and
/// backend, with their current values. Pure, so the coordinator (selection, scrolling) and the
/// view (drawing) always agree on what is where.
public enum SettingsList {
    public static func lines(_ state: AppState) -> [SettingsLine] {
        var out: [SettingsLine] = []
        func section(_ key: String, _ rows: [SettingsRow]) {
            out.append(.header(key))
            for row in rows {
                out.append(.row(row))
                if row.id == state.settings.selected, let r = row.reasonKey, row.value != .key(r) { out.append(.reason(row.id, r)) }
                if let e = state.settings.rowErrors[row.id] { out.append(.error(row.id, e)) }
            }
        }
        section("settings.general", general(state))
        section("settings.appearance", appearance(state))
        section("settings.aiPreferences", preferences(state))
        section("settings.account", account(state))
        section("settings.support", [
            SettingsRow(.support, .link, label: .key("settings.donate"), value: .key("settings.openLink"),
                        description: "settings.donate.description"),
        ])
        section("settings.about", [
            SettingsRow(.about, .link, label: .key("settings.aboutShamelaGPT"), description: "settings.about.description"),
            SettingsRow(.privacy, .link, label: .key("settings.privacyPolicy"), description: "settings.privacy.description"),
            SettingsRow(.terms, .link, label: .key("settings.termsOfService"), description: "settings.terms.description"),
            SettingsRow(.help, .link, label: .key("settings.keysAndHelp"), description: "settings.help.description"),
        ])
        out.append(.blank)
        out.append(.footer(state.settings.version))
        return out
    }

    static func general(_ state: AppState) -> [SettingsRow] {
        [
            SettingsRow(.language, .link, label: .key("settings.language"),
                        value: .key(state.language == .ar ? "language.arabic" : "language.english"),
                        description: "settings.language.description"),
            SettingsRow(.backend, .link, label: .key("settings.backend"), value: .key(state.backend.labelKey),
                        description: "settings.backend.description"),
            SettingsRow(.voice, .link, label: .key("settings.voice"), value: voiceValue(state.voice.availability),
                        description: "settings.voice.description"),
        ]
    }

    /// The recorder voice input would use, or that there is none; nothing until the app has
    /// looked (a moment after launch).
    static func voiceValue(_ availability: VoiceState.Availability) -> SettingsText? {
        switch availability {
        case .unknown: nil
        case .recorder(let name): .literal(name)
        case .unavailable: .key("settings.voice.noRecorder")
        }
    }

    static func appearance(_ state: AppState) -> [SettingsRow] {
        func choice(_ id: SettingsRowID, _ label: String) -> SettingsRow {
            SettingsRow(id, .choice, label: .key(label), value: SettingsOptions.currentLabel(for: id, state: state),
                        description: label + ".description")
        }
        return [
            choice(.theme, "settings.theme"),
            SettingsRow(.reduceMotion, .toggle(state.reduceMotion), label: .key("settings.reduceMotion"),
                        description: "settings.reduceMotion.description"),
            choice(.bidi, "settings.bidi"),
            choice(.digits, "settings.digits"),
            SettingsRow(.showHarakat, .toggle(state.showHarakat), label: .key("settings.showHarakat"),
                        description: "settings.showHarakat.description"),
        ]
    }

    /// Whether the server-side preferences apply: a signed-in user on the cloud or a custom server.
    public static func preferencesAvailable(_ state: AppState) -> Bool {
        state.account.isSignedIn && state.backend != .library
    }

    static func preferences(_ state: AppState) -> [SettingsRow] {
        // The offline library answers at once, without a thinking phase: the switch is kept
        // for the servers but does nothing here.
        let library = state.backend == .library
        let thinking = SettingsRow(.deepThinking, .toggle(state.deepThinking), label: .key("settings.enableThinking"),
                                   enabled: !library, description: "settings.enableThinkingHelp",
                                   reason: "settings.libraryIgnoresThinking")
        if state.backend == .library {
            return [SettingsRow(.personalise, .info, label: .key("settings.aiPreferencesLocked.title"),
                                value: .key("server.library.accountUnavailable"), enabled: false), thinking]
        }
        guard state.account.isSignedIn else {
            return [SettingsRow(.personalise, .link, label: .key("settings.aiPreferencesLocked.title"),
                                value: .key("settings.signInButton"), description: "settings.aiPreferencesLocked.message"),
                    thinking]
        }
        let p = state.settings.preferences
        let loading: Bool = if case .loaded = state.settings.preferencesPhase { false } else { true }
        func choice(_ id: SettingsRowID, _ base: String) -> SettingsRow {
            SettingsRow(id, .choice, label: .key(base + "title"),
                        value: loading ? .key("common.loading") : SettingsOptions.currentLabel(for: id, state: state),
                        enabled: !loading, description: base + "help")
        }
        let prompt = p.customPrompt.flatMap { $0.isEmpty ? nil : $0 }
        return [
            SettingsRow(.systemPrompt, .link, label: .key("settings.customPrompt.title"),
                        value: loading ? .key("common.loading") : prompt.map { .literal(summary($0)) } ?? .key("settings.customPrompt.none"),
                        enabled: !loading, description: "settings.customPrompt.description"),
            choice(.responseLength, "settings.pref.length."),
            choice(.responseStyle, "settings.pref.style."),
            choice(.focus, "settings.pref.focus."),
            choice(.mode, "settings.mode."),
            choice(.madhab, "settings.madhab."),
            thinking,
            SettingsRow(.refreshPreferences, .action, label: .key("settings.refreshPreferences"),
                        description: "settings.refreshPreferences.help"),
        ]
    }

    /// The first line of a prompt, short enough for the value column.
    static func summary(_ text: String) -> String {
        let first = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
        return first.count > 24 ? String(first.prefix(23)) + "…" : first
    }

    static func account(_ state: AppState) -> [SettingsRow] {
        let library = state.backend == .library
        let unavailable: SettingsText = .key("server.library.accountUnavailable")
        switch state.account {
        case .guest:
            return [
                SettingsRow(.account, .link, label: .key("settings.account.guest"),
                            value: library ? unavailable : .key("settings.signInButton"), enabled: !library,
                            description: "settings.account.guest.description", reason: "server.library.accountUnavailable"),
                SettingsRow(.createAccount, .link, label: .key("settings.createAccount"), enabled: !library,
                            description: "settings.createAccount.description", reason: "server.library.accountUnavailable"),
            ]
        case .sessionExpired(let email):
            return [SettingsRow(.account, .link, label: .key("settings.account.expired", [email]),
                                value: library ? unavailable : .key("settings.signInButton"), enabled: !library,
                                reason: "server.library.accountUnavailable")]
        case .restoring(let email):
            return [SettingsRow(.account, .info, label: .key("settings.account.restoring", [email]))]
        case .signedIn(_, let email, let name):
            let who: SettingsText = name.map { .key("settings.account.signedIn", [$0, email]) } ?? .literal(email)
            let online = state.connection == .online
            return [
                SettingsRow(.account, .info, label: who, value: library ? unavailable : nil, enabled: !library),
                SettingsRow(.signOut, .action, label: .key("settings.signOut"), enabled: !library, destructive: true,
                            description: "settings.signOut.description", reason: "server.library.accountUnavailable"),
                SettingsRow(.deleteAccount, .action, label: .key("settings.deleteAccount"),
                            value: library ? nil : online ? nil : .key("settings.deleteAccount.offline"),
                            enabled: !library && online, destructive: true,
                            description: "settings.deleteAccount.description",
                            reason: library ? "server.library.accountUnavailable" : nil),
            ]
        }
    }

    /// The rows of the list, in order.
    public static func rows(_ state: AppState) -> [SettingsRow] {
        lines(state).compactMap { if case .row(let r) = $0 { return r } else { return nil } }
    }

    /// The line index of a row.
    public static func lineIndex(of id: SettingsRowID, in lines: [SettingsLine]) -> Int? {
        lines.firstIndex { if case .row(let r) = $0 { return r.id == id } else { return false } }
    }
}

import Domain

/// The Settings reducer's backend page, the server's preferences, and the results of the
/// runner's work.
extension SettingsReduction {
    // MARK: the backend page

    /// A backend page control's Enter: switch, focus the URL field, or check the connection.
    mutating func activateBackendControl(_ control: BackendPageState.Control) {
        switch control {
        case .library: selectBackend(.library)
        case .cloud: selectBackend(.cloud)
        case .custom, .url:
            settings.backendPage.focus = .url
            settings.backendPage.url.moveToEnd()
        case .check: checkConnection()
        }
    }

    /// Enter in the URL field: a valid URL becomes the backend; otherwise the field says why.
    mutating func submitURL() {
        guard let url = settings.submitURL() else { return }
        selectBackend(.custom(url))
    }

    /// Switches the backend (asking first while an answer streams, ux.md §5.2); the cloud and a
    /// custom server are checked at once.
    mutating func selectBackend(_ backend: Backend) {
        guard backend != context.app.backend else {
            if backend != .library { checkConnection() }
            return
        }
        if context.app.chat.isStreaming { return emit(.dialog(.stopForBackend(backend))) }
        switchBackend(to: backend)
    }

    mutating func switchBackend(to backend: Backend) {
        let previous = context.app.backend
        if backend != previous {
            emit(.perform(.setBackend(backend)))
            context.app.backend = backend
        }
        settings.rowErrors[.backend] = nil
        settings.pendingSave = .init(row: .backend, previous: .backend(previous))
        settings.backendPage.check = .idle
        if backend != .library { checkConnection() }
    }

    /// "[ Check connection ]" for the backend in force.
    mutating func checkConnection() {
        emit(.effect(.settings(settings.startConnectionCheck(context.app.backend))))
    }

    // MARK: server preferences

    /// Writes one preference: shown at once, reverted if the server refuses (protocol.md §13.2–§13.4).
    mutating func writePreference(_ row: SettingsRowID, value: String) {
        let available = SettingsList.preferencesAvailable(app)
        if let e = settings.writePreference(row, value: value, available: available, language: context.app.language,
                                            backend: context.app.backend) {
            emit(.effect(.settings(e)))
        }
    }

    // MARK: results of the runner's work

    mutating func handle(_ event: SettingsEvent) {
        switch settings.handle(event) {
        case .none:
            break
        case .toast(let key):
            emit(.toast(key: key))
        case .preferenceRefused(let key, let code):
            revealSelection()
            // Chosen from the chat menu: Settings is not on screen to show it under the row.
            if context.app.tab != .settings { emit(.toast(key: key, code: code, isError: true)) }
        case .revert(let previous):
            // The file still holds the old value: show it again, and say why (ux.md §5.1).
            apply(previous)
            if case .language = previous { emit(.closeHelp) }
            revealSelection()
        }
    }
}

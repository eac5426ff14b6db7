import Domain
import Foundation
import Localization
import Logging
import Presentation
import Storage

/// What launch prepares before the screen starts: settings with the command line's overrides
/// applied, the opened conversation store, and messages the user must see.
package struct LaunchContext {
    package var settings: Settings
    package var settingsStore: JSONSettingsStore
    package var store: SQLiteStore
    package var language: Language
    package var backend: Backend
    package var reduceMotion: Bool
    package var mouse: Bool
    package var tab: Tab
    /// A notice for the status line (a damaged database moved aside).
    package var notice: String?
    /// Where a damaged database was moved aside this launch (the app shows it in a dialog).
    package var movedAside: String?
    /// Whose conversations are shown: the guest session until sign-in exists.
    package var owner: Owner
    /// The conversation open at the last exit, with its messages, if it still exists.
    package var restored: (Conversation, [Message])?
    /// The sign-in tokens, shared by the API clients and the account runner.
    package var credentials: FileCredentialStore
    /// This computer's guest session id, whoever the owner is (protocol.md §3.7).
    package var guestId: String
    /// The account state from the token file, and what confirms it.
    package var accountStart: AccountStart
    /// The owner has questions waiting for the connection (in any conversation).
    package var hasWaitingQuestions = false
    /// What the user changed in this run; nil until the first save (then made from the launch
    /// values, overrides included).
    var choices: PreferenceChoices?
    /// The settings file as this run last read or wrote it; nil is `settings` as given. A save
    /// merges what changed since onto the file as it is now (`SettingsMerge`).
    var fileAsRead: Settings?

    /// Loads settings and opens the database. Precedence: option, environment, config file,
    /// defaults (ux.md §10). Throws the localized message of a storage failure.
    static func prepare(paths: AppPaths, global: GlobalOptions, noMouse: Bool, reduceMotion: Bool,
                        environment: [String: String], logger: Logger) throws -> LaunchContext {
        let settingsStore = JSONSettingsStore(configDirectory: paths.config)
        let (settings, warnings) = settingsStore.load()
        for w in warnings { logger.warning("\(w)") }
        let language = global.explicitLanguage(environment: environment)
            ?? settings.language.flatMap(Language.init(rawValue:)) ?? Self.localeLanguage(environment)
        let backend = global.explicitBackend(environment: environment)
            ?? settings.server.flatMap(Backend.init(argument:)) ?? .library
        let localizer = try Localizer.bundled(language)
        let dbURL = paths.data.appendingPathComponent("conversations.sqlite")
        let store: SQLiteStore
        let report: SQLiteStore.OpenReport
        do {
            (store, report) = try SQLiteStore.open(at: dbURL)
        } catch {
            let e = error.appError
            logger.error("database open failed", metadata: ["code": "\(e.code)", "detail": "\(e.detail ?? "")"])
            var message = localizer(e.messageKey, e.detail ?? dbURL.path)
            message += " (" + localizer("error.codeFormat", e.code) + ")"
            throw LaunchError(message: message)
        }
        var notice: String?
        if let moved = report.movedAsideTo {
            logger.warning("corrupt database moved aside", metadata: ["to": "\(moved)"])
            notice = localizer("storage.corruptMovedAside", moved)
        }
        // Recovery runs at every start that has the database to itself; only a start that
        // found something left over from a crash has anything to report.
        if let recovery = report.recovery, !recovery.isEmpty {
            logger.notice("recovered after an unclean exit", metadata: [
                "questionsMarkedNotSent": "\(recovery.questionsMarkedNotSent)",
                "answersInterrupted": "\(recovery.answersInterrupted)",
                "blankAnswersDeleted": "\(recovery.blankAnswersDeleted)"])
        }
        let sessions = FileSessionStore(stateDirectory: paths.state) { logger.warning("\($0)") }
        let guestId = (try? sessions.guestSessionId()) ?? GuestSessionID.make()
        let credentials = FileCredentialStore(sessions: sessions, logger: logger)
        let start = AccountStart.decide(credentials.tokens(), now: Date())
        if start.clearTokens { credentials.clearNow() }
        // Guest and account conversations are kept apart: the owner decides what is restored.
        let owner = start.accountId.map(Owner.account) ?? Owner.guest(guestId)
        var restored: (Conversation, [Message])?
        let waiting = try? store.messages.conversationWithWaitingQuestion(owner: owner)
        // After a crash the last conversation was never saved (that happens on exit): open the
        // one whose question waits to be sent rather than an empty chat that hides it.
        let crashed = report.recovery.map { $0.questionsMarkedNotSent + $0.answersInterrupted > 0 } ?? false
        let last = settings.lastConversation[owner.id]
        if let id = (crashed || last == nil ? waiting.flatMap { $0 } : nil) ?? last {
            do {
                // Only the last messages before the first frame: they fill the screen. The rest
                // is read when the user looks back (`ChatViewModel.older`).
                if let c = try store.conversations.conversation(id: id, owner: owner) {
                    restored = (c, try store.messages.messages(conversationId: id, owner: owner,
                                                               page: .last(Self.restoredMessages)))
                }
            } catch {
                logger.error("last conversation not restored: \(error)")
            }
        }
        return LaunchContext(settings: settings, settingsStore: settingsStore, store: store, language: language,
                             backend: backend, reduceMotion: reduceMotion || settings.reduceMotion,
                             mouse: !noMouse && settings.mouse, tab: Tab(rawValue: settings.lastTab) ?? .chat,
                             notice: notice, movedAside: report.movedAsideTo, owner: owner, restored: restored, credentials: credentials,
                             guestId: guestId, accountStart: start,
                             hasWaitingQuestions: waiting.flatMap { $0 } != nil, fileAsRead: settings)
    }

    /// Messages of the last conversation read before the first frame: more than any screen shows.
    static let restoredMessages = 200

    /// The restored conversation has older messages still to be read.
    package var restoredPartially: Bool { (restored?.1.count ?? 0) >= Self.restoredMessages }

    /// The draft saved for a conversation ("" is a chat not stored yet).
    package func draft(for conversationId: String?) -> String? {
        settings.drafts[conversationId ?? ""]
    }

    /// The settings file with the preferences the user changed in the running app, over the
    /// file as it is now. Values that came from the command line, the environment or the locale
    /// stay out (`PreferenceChoices`); values another writer put in the file since stay in.
    mutating func settings(from state: AppState) -> Settings {
        // The values the state started from, before the file's new contents are merged in.
        var choices = self.choices ?? PreferenceChoices(inForce: inForce)
        settings = currentFile()
        let s = choices.apply(Self.preferences(state, over: settings), onto: settings)
        self.choices = choices
        return s
    }

    /// The settings file as it is now (another terminal's `config set` included), with what this
    /// run changed in `settings` since it last read or wrote the file.
    func currentFile() -> Settings {
        guard let now = settingsStore.reload() else { return settings }
        return SettingsMerge.merge(ours: settings, base: fileAsRead ?? settings, theirs: now)
    }

    /// The preferences this run started with: the file's, with the options, the environment
    /// and the locale applied.
    var inForce: Settings {
        var s = settings
        s.language = language.rawValue
        s.server = backend.storedValue
        s.reduceMotion = reduceMotion
        return s
    }

    /// `base` with the preferences the running app holds.
    static func preferences(_ state: AppState, over base: Settings) -> Settings {
        var s = base
        s.language = state.language.rawValue
        s.server = state.backend.storedValue
        s.reduceMotion = state.reduceMotion
        s.showHarakat = state.showHarakat
        s.deepThinking = state.deepThinking
        s.welcomeSeen = state.welcome.welcomeSeen
        s.theme = state.theme
        s.bidi = state.bidi
        s.digits = state.digits
        return s
    }

    /// Saves the preferences at once (a Settings change); returns false when the file could not
    /// be written.
    @discardableResult
    package mutating func savePreferences(_ state: AppState, logger: Logger) -> Bool {
        write(settings(from: state), logger: logger)
    }

    /// Writes what this run changed in `settings` (a hint shown, the server chosen in line
    /// mode) over the file as it is now.
    @discardableResult
    package mutating func saveSettings(logger: Logger) -> Bool {
        write(currentFile(), logger: logger)
    }

    /// Saves what the next launch restores (the last tab, as its logical index).
    package mutating func saveOnExit(_ state: AppState, logger: Logger) {
        let before = currentFile()
        var s = before
        s.lastTab = state.tab.rawValue
        // Drafts belong to their conversation (ux.md §3.5); the open one is restored next time.
        let key = state.chat.conversation?.id ?? ""
        if state.chat.composer.isBlank { s.drafts[key] = nil } else { s.drafts[key] = state.chat.composer.text }
        if let id = state.chat.conversation?.id { s.lastConversation[state.owner.id] = id }
        else { s.lastConversation[state.owner.id] = nil }
        guard s != settingsStore.reload() else { return }
        _ = write(s, logger: logger)
    }

    private mutating func write(_ s: Settings, logger: Logger) -> Bool {
        do {
            try settingsStore.save(s)
            settings = s
            fileAsRead = s
            return true
        } catch {
            logger.error("settings not saved: \(error)")
            return false
        }
    }
}

/// A launch failure with its message already localized.
package struct LaunchError: Error {
    var message: String
}

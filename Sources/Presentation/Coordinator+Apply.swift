import Domain
import Foundation

/// The router's other half: what the features return is applied here, in order. Each feature
/// is run with the context its reducer reads; its outcomes may address other features.
extension Coordinator {
    mutating func apply(_ outcomes: [AppOutcome], now: Double) -> [Effect] {
        var effects: [Effect] = []
        for outcome in outcomes {
            switch outcome {
            case .effect(let e): effects.append(e)
            case .perform(let action): effects += perform(action, now: now)
            case .toast(let text, let code, let isError):
                let suffix = code.map { " (" + localizer("error.codeFormat", $0) + ")" } ?? ""
                state.toast = Toast(text: text + suffix, isError: isError, now: now)
            case .clearToast: state.toast = nil
            case .dialog(let dialog): state.dialog = dialog
            case .menu(let menu): state.menu = menu
            case .openMenu(let kind):
                if let menu = MenuState.build(kind, over: state, localizer) { state.menu = menu }
                if kind == .chat { effects += state.settings.chatMenuOpened(state) }
            case .overlay(let overlay, let opening):
                state.menu = nil
                state.overlay = overlay
                effects += apply(opening.map { $0.routed(localizer) }, now: now)
            case .closeOverlay: state.overlay = nil
            case .closeHelp: state.help = nil
            case .tab(let tab): state.tab = tab
            case .enterTab(let tab):
                let was = state.tab
                state.tab = tab
                if tab == .history && was != .history { effects += historyEntered(now: now) }
            case .quit(let status):
                state.isQuitting = true
                effects.append(.quit(status: status))
            case .backend(let b): state.backend = b
            case .account(let a): state.account = a
            case .owner(let o): state.owner = o
            case .connection(let c): state.connection = c
            case .setting(let s): effects += state.apply(s)
            case .chat(let command):
                let context = ChatViewModel.Context(env: chatEnvironment(now: now), localizer: localizer,
                                                    metrics: transcriptMetrics, exportDirectory: state.exportDirectory)
                effects += apply(state.chat.reduce(command, context), now: now)
            case .history(let input): effects += history(input, now: now)
            case .settings(let command): effects += settings(command, now: now)
            case .welcome(let command): effects += welcome(command, now: now)
            case .fromSettings(let o): effects += apply([o.routed(localizer)], now: now)
            case .fromWelcome(let o): effects += apply(o.routed(localizer), now: now)
            case .factCheck(let command):
                effects += apply(state.factCheck.run(command, over: state, now: now, localizer), now: now)
            case .voice(let command):
                effects += apply(state.voice.run(command, language: state.language, now: now, localizer), now: now)
            case .reopenFactCheck(let check): state.factCheck.reopen(check)
            case .requestQuotationMarks: effects += state.factCheck.markRequests(state.chat.messages).map(Effect.factCheck)
            }
        }
        return effects
    }

    /// History's step for an input, routed; nil for a search-field key it does not take.
    mutating func historyOutcomes(_ input: HistoryViewModel.Input, now: Double) -> [AppOutcome]? {
        let context = HistoryViewModel.Context(geometry: HistoryGeometry(width: state.width, height: state.height),
                                               now: now, syncs: state.syncsWithAccount,
                                               onScreen: state.tab == .history, keyMap: keyMap)
        let clock = wallClock
        return state.history.step(input, context).map { $0.routed(over: state, date: { clock() }, localizer) }
    }

    mutating func history(_ input: HistoryViewModel.Input, now: Double) -> [Effect] {
        apply(historyOutcomes(input, now: now) ?? [], now: now)
    }

    /// The History tab was shown (or the app started on it): its rows again, since chats may
    /// have changed them.
    mutating func historyEntered(now: Double) -> [Effect] {
        history(.reload(now: now), now: now) + state.listSync(force: false)
    }

    mutating func settings(_ command: SettingsViewModel.Command, now: Double) -> [Effect] {
        let context = SettingsViewModel.Context(app: state, metrics: settingsMetrics)
        return apply(state.settings.reduce(command, context).map(AppOutcome.fromSettings), now: now)
    }

    mutating func welcome(_ command: WelcomeViewModel.Command, now: Double) -> [Effect] {
        let context = WelcomeViewModel.Context(app: state, metrics: welcomeMetrics)
        return apply(state.welcome.reduce(command, context).map(AppOutcome.fromWelcome), now: now)
    }
}

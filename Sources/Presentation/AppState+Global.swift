import Localization

/// The app-wide keys (ux.md §7): tabs, quit and Ctrl+C, help, redraw and suspend, the language
/// and the backend. They change the app's own fields; the chat's part comes back as outcomes.
extension AppState {
    public enum GlobalCommand: Hashable, Sendable {
        case tab(Tab), redraw, suspend, quit, interrupt, help, ctrlX
        case language(Language)
        case backend(Backend)

        /// The command of an app-wide action on `tab`; nil for another action.
        public init?(_ action: Action, on tab: Tab) {
            switch action {
            case .nextTab: self = .tab(tab.next)
            case .previousTab: self = .tab(tab.previous)
            case .selectTab(let t): self = .tab(t)
            case .redraw: self = .redraw
            case .suspend: self = .suspend
            case .quit: self = .quit
            case .interrupt: self = .interrupt
            case .help: self = .help
            case .ctrlXPrefix: self = .ctrlX
            case .setLanguage(let l): self = .language(l)
            case .setBackend(let b): self = .backend(b)
            default: return nil
            }
        }
    }

    public mutating func reduce(_ command: GlobalCommand, now: Double, _ localizer: Localizer) -> [AppOutcome] {
        switch command {
        case .tab(let t): return [.enterTab(t)]
        case .redraw: return [.effect(.redrawAll)]
        case .suspend: return [.effect(.suspend)]
        case .quit:
            if chat.isStreaming { return [.dialog(DialogState(kind: .quitWhileStreaming))] }
            return [.quit(status: 0)]
        case .interrupt:
            // Ctrl+C (ux.md §7), after the dialogs and menus took theirs: stop the answer, else
            // clear the composer (Ctrl+Y restores it), else quit on a second press within 2 s.
            // Over the Copy text page and Welcome it only quits.
            let overlaid = !isTooSmall && (overlay != nil || welcome.contexts != nil)
            if tab == .chat, dialog == nil, !overlaid {
                if chat.isStreaming { return [.perform(.stop)] }
                if composerFocused, !isTooSmall, !chat.composer.isEmpty { return [.chat(.clearComposer)] }
            }
            if quitArmedAt != nil { return [.quit(status: 0)] }
            quitArmedAt = now
            return [.toast(localizer("toast.pressCtrlCAgain"))]
        case .help:
            help = HelpOverlayState(contexts: keyContexts)
        case .ctrlX:
            ctrlXAt = now
        case .language(let l):
            guard l != language else { return [] }
            language = l
            help = nil
            return [.effect(.persistSettings)]
        case .backend(let b):
            guard b != backend else { return [] }
            backend = b
            return [.chat(.dismissBanner), .effect(.switchBackend(b)), .effect(.persistSettings)]
        }
        return []
    }
}

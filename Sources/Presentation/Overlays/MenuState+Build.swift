import Localization

/// The chat's menus built over the app as it stands, for `AppOutcome.openMenu`: what each
/// holds depends on more than the chat (voice input, checking quotations, the account).
extension MenuState {
    public enum Kind: Hashable, Sendable {
        /// Alt+M or F9.
        case chat
        /// The chat menu's answer mode.
        case modes
        /// `o` on an answer: its sources.
        case sources
        /// Enter on a message.
        case message(id: String)
        /// The focused answer's checked quotations.
        case marks
    }

    /// The menu of `kind`; nil when there is nothing to show (the open menu, if any, stays).
    public static func build(_ kind: Kind, over app: AppState, _ localizer: Localizer) -> MenuState? {
        switch kind {
        case .chat:
            let voice = app.voice.menuItem
            var menu = chat(over: app, voiceItem: voice, localizer: localizer)
            // Checking quotations after voice input (before the answer mode, which moves down).
            menu.items.insert(contentsOf: app.factCheck.menuItems(app.chat), at: voice == nil ? 1 : 2)
            return menu
        case .modes:
            let mode = app.settings.preferences.mode ?? 0
            return modes(current: mode) { localizer(modeKey($0)) }
        case .sources:
            return app.chat.focusedMessage.flatMap(sources(of:))
        case .message(let id):
            guard let i = app.chat.index(of: id) else { return nil }
            let m = app.chat.messages[i]
            var menu = message(m, in: app.chat)
            if let item = FactCheckState.marksMenuItem(m, localizer) { menu.items.insert(item, at: 0) }
            return menu
        case .marks:
            return app.chat.focusedMessage.flatMap { FactCheckState.marksMenu($0, localizer) }
        }
    }
}

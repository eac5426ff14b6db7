/// Which key contexts apply to a state, innermost first: the hint bar, the help and the key
/// map's last input layer read them. A dialog takes all keys; then an overlay, a menu,
/// Welcome or the sign-in form; then the tab's own focus.
extension AppState {
    public var keyContexts: [KeyContext] {
        if dialog != nil { return [.dialog] }
        if let overlay { return [overlay.context] }
        if menu != nil { return [.menu] }
        if let layer = welcome.contexts { return layer }
        switch tab {
        case .history: return history.contexts
        case .settings: return settings.contexts
        case .chat: break
        }
        let checks = factCheck.contexts
        if factCheck.isActive { return checks }
        switch chat.focus {
        case .message: return [.messages] + checks + [.chat]
        case .suggestion: return [.suggestions] + checks + [.chat]
        case .composer:
            if voice.isRecording { return [.voiceRecording] }
            var c: [KeyContext] = []
            if chat.isStreaming { c.append(.streaming) }
            if chat.banner != nil { c.append(.banner) }
            return c + voice.contexts + checks + [.textField, .chat]
        }
    }

    /// Whether the composer has the focus, so letters are typed rather than used as commands.
    public var composerFocused: Bool { tab == .chat && chat.focus == .composer && dialog == nil && overlay == nil }

    /// Whether every input layer above the text field passes (`Coordinator.inputLayers`):
    /// Chat shows, and no help, dialog, overlay, menu, welcome, fact check or voice banner is open.
    var nothingAboveComposer: Bool {
        tab == .chat && help == nil && dialog == nil && overlay == nil && menu == nil && welcome.layer == nil
            && !factCheck.isActive && !voice.isActive
    }

    /// Whether the chat's own layers (voice, fact check) may take keys: Chat shows with nothing
    /// over it.
    var chatUncovered: Bool {
        tab == .chat && dialog == nil && menu == nil && help == nil && overlay == nil && !isTooSmall
    }
}

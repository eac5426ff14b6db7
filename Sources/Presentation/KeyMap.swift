import Input

/// The key map: the single table that decides what keys do and feeds the hint bar and the help
/// overlay (ux.md §7).
public struct KeyMap: Sendable {
    public let bindings: [KeyBinding]

    public init(bindings: [KeyBinding]) { self.bindings = bindings }

    /// The action for a key in the given contexts, tried in order, then the global bindings.
    public func action(for key: Key, in contexts: [KeyContext]) -> Action? {
        for context in contexts + [.global] {
            if let b = bindings.first(where: { $0.context == context && $0.keys.contains(key) }) { return b.action }
        }
        return nil
    }

    public func action(for key: Key, in context: KeyContext) -> Action? { action(for: key, in: [context]) }

    /// The action of a key in `context` alone, without the global bindings: for layers that
    /// decide themselves which global keys still work over them.
    public func ownAction(for key: Key, in context: KeyContext) -> Action? {
        bindings.first { $0.context == context && $0.keys.contains(key) }?.action
    }

    /// Whether a key is one of the few that work over a full overlay: quit, suspend, redraw, Ctrl+C.
    public func leavesApp(_ key: Key) -> Bool {
        guard let action = action(for: key, in: [.global]) else { return false }
        return [.quit, .suspend, .redraw, .interrupt].contains(action)
    }

    /// Bindings to show in the hint bar for the given contexts, most important first.
    /// The bindings the hint bar shows for `contexts`, most useful first. A dialog or a menu
    /// takes every key but help, so the global ones (tabs, quit) are not offered there.
    public func hints(for contexts: [KeyContext]) -> [KeyBinding] {
        let modal = contexts.contains(.dialog) || contexts.contains(.menu) || contexts.contains(.factCheckPath)
            || contexts.contains(.factCheckReview)
        let streaming = contexts.contains(.streaming)
        return bindings
            .filter { contexts.contains($0.context) || ($0.context == .global && (!modal || $0.action == .help)) }
            .compactMap { b -> KeyBinding? in
                guard streaming else { return b }
                // While an answer streams (ux.md §1.5): scrolling, following and the reasoning
                // panel matter; Enter cannot send.
                if b.action == .send || b.action == .newChat { return nil }
                var promoted = b
                switch b.action {
                case .pageUp: (promoted.hintPriority, promoted.label) = (1, "PgUp/PgDn")
                case .scrollBottom: promoted.hintPriority = 3
                case .toggleReasoning: promoted.hintPriority = 4
                default: break
                }
                return promoted
            }
            .filter { $0.hintPriority != nil }
            .sorted { ($0.hintPriority ?? 0, $0.context == .global ? 1 : 0) < ($1.hintPriority ?? 0, $1.context == .global ? 1 : 0) }
    }

    public func hints(for context: KeyContext) -> [KeyBinding] { hints(for: [context]) }

    /// The app's key map: the screens' bindings, then each overlay's own (`Coordinator.overlays`).
    public static let standard = KeyMap(bindings: screens + Coordinator.overlays.flatMap(\.bindings))

    /// The bindings of the tabs, Welcome, dialogs and menus.
    static let screens: [KeyBinding] = [
        KeyBinding([Key(.function(1)), .char("?")], .global, .help, help: "help.help", hint: 39),
        KeyBinding([Key(.tab)], .global, .nextTab, help: "help.nextTab", hint: 40),
        KeyBinding([Key(.tab, .shift)], .global, .previousTab, help: "help.previousTab"),
        KeyBinding([.alt("1"), Key(.function(2))], .global, .selectTab(.chat), help: "help.chat", hint: 60),
        KeyBinding([.alt("2"), Key(.function(3))], .global, .selectTab(.history), help: "help.history", hint: 61),
        KeyBinding([.alt("3"), Key(.function(4))], .global, .selectTab(.settings), help: "help.settings", hint: 62),
        KeyBinding([Key(.escape)], .global, .back, help: "help.back"),
        KeyBinding([.ctrl("c")], .global, .interrupt, help: "help.quit"),
        KeyBinding([Key(.function(10))], .global, .quit, help: "help.quit", hint: 95),
        KeyBinding([.char("q")], .history, .quit, help: "help.quit"),
        KeyBinding([.char("q")], .settings, .quit, help: "help.quit"),
        KeyBinding([.ctrl("l")], .global, .redraw, help: "help.redraw"),
        KeyBinding([.ctrl("z")], .global, .suspend, help: "help.suspend"),
        KeyBinding([Key(.enter)], .textField, .send, help: "help.send", hint: 1),
        KeyBinding([Key(.enter, .alt), .ctrl("j"), Key(.enter, .shift)], .textField, .edit(.newline),
                   help: "help.newline", hint: 2),
        KeyBinding([Key(.left)], .textField, .edit(.left), help: "help.move"),
        KeyBinding([.ctrl("b")], .textField, .edit(.backward), help: "help.move", helpRow: .edit(.left)),
        KeyBinding([Key(.right)], .textField, .edit(.right), help: "help.move"),
        KeyBinding([.ctrl("f")], .textField, .edit(.forward), help: "help.move", helpRow: .edit(.right)),
        KeyBinding([Key(.left, .ctrl), .alt("b")], .textField, .edit(.wordBackward), help: "help.word"),
        KeyBinding([Key(.right, .ctrl), .alt("f")], .textField, .edit(.wordForward), help: "help.word"),
        KeyBinding([Key(.home), .ctrl("a")], .textField, .edit(.lineStart), help: "help.lineStart"),
        KeyBinding([Key(.end)], .textField, .edit(.lineEnd), help: "help.lineEnd"),
        KeyBinding([Key(.up)], .textField, .edit(.up), help: "help.move"),
        KeyBinding([Key(.down)], .textField, .edit(.down), help: "help.move"),
        KeyBinding([Key(.backspace), .ctrl("h")], .textField, .edit(.deleteBackward), help: "help.delete"),
        KeyBinding([Key(.delete)], .textField, .edit(.deleteForward), help: "help.delete"),
        KeyBinding([.ctrl("w"), Key(.backspace, .alt)], .textField, .edit(.killWordBackward), help: "help.deleteWord"),
        KeyBinding([.alt("d")], .textField, .edit(.killWordForward), help: "help.deleteWord"),
        KeyBinding([.ctrl("u")], .textField, .edit(.killToLineStart), help: "help.cutLine"),
        KeyBinding([.ctrl("k")], .textField, .edit(.killToLineEnd), help: "help.cutLine"),
        KeyBinding([.ctrl("y")], .textField, .edit(.yank), help: "help.yank"),
        KeyBinding([.ctrl("_")], .textField, .edit(.undo), help: "help.undo"),
        KeyBinding([.ctrl("e")], .textField, .editInEditor, help: "help.editor"),
        KeyBinding([.ctrl("x")], .textField, .ctrlXPrefix, help: "help.editor", then: .ctrl("e")),
        // Ctrl+D deletes forward and quits from an empty composer (ux.md §3.5); Ctrl+C is the
        // global interrupt, which stops an answer or clears the field before it means quit.
        KeyBinding([.ctrl("d")], .textField, .deleteForwardOrQuit, help: "help.quit"),
        // Chat (ux.md §7); the streaming and banner contexts come before the composer's.
        KeyBinding([Key(.escape)], .streaming, .stop, help: "help.stop", hint: 0),
        KeyBinding([.ctrl("r")], .banner, .retry, help: "help.retry", hint: 3),
        KeyBinding([.ctrl("o")], .banner, .bannerSecondary, help: "help.bannerAction"),
        KeyBinding([Key(.escape)], .banner, .back, help: "help.dismiss", hint: 4),
        KeyBinding([Key(.pageUp)], .chat, .pageUp, help: "help.scroll"),
        KeyBinding([Key(.pageDown)], .chat, .pageDown, help: "help.scroll"),
        KeyBinding([Key(.home, .ctrl)], .chat, .scrollTop, help: "help.top"),
        KeyBinding([Key(.end, .ctrl)], .chat, .scrollBottom, help: "help.follow"),
        KeyBinding([Key(.up, .alt), Key(.up, .ctrl), Key(.function(6))], .chat, .focusMessages,
                   help: "help.messages", hint: 5),
        KeyBinding([.ctrl("n")], .chat, .newChat, help: "help.newChat", hint: 6),
        // Ctrl+N starts a new chat from every tab (History also takes `n`).
        KeyBinding([.ctrl("n")], .global, .newChat, help: "help.newChat"),
        KeyBinding([.ctrl("r")], .chat, .retry, help: "help.retry"),
        KeyBinding([.alt("c")], .chat, .copyAnswer, help: "help.copyAnswer"),
        KeyBinding([.alt("t")], .chat, .toggleReasoning, help: "help.reasoning"),
        KeyBinding([.alt("e")], .chat, .exportChat, help: "help.export"),
        KeyBinding([.alt("m"), Key(.function(9))], .chat, .chatMenu, help: "help.menu"),
        // Voice input: offered in the hints when a recorder was found; the chat's own binding
        // answers even without one, with what to install.
        KeyBinding([.alt("v")], .voice, .voiceRecord, help: "help.voice", hint: 3),
        KeyBinding([.alt("v")], .chat, .voiceRecord, help: "help.voice"),
        KeyBinding([Key(.enter), .alt("v")], .voiceRecording, .voiceStop, help: "help.voiceStop", hint: 1),
        KeyBinding([Key(.escape), .ctrl("c")], .voiceRecording, .voiceCancel, help: "help.cancel", hint: 2),
        KeyBinding([Key(.escape)], .voiceBusy, .voiceCancel, help: "help.voiceDismiss", hint: 0),
        // Checking quotations: offered once the launch has looked for Tesseract.
        KeyBinding([.alt("i")], .factCheck, .factCheck(.openImage(prefill: "", pasted: nil)), help: "help.factCheckImage"),
        KeyBinding([.alt("k")], .factCheck, .factCheck(.openText("")), help: "help.factCheckText"),
        KeyBinding([Key(.enter)], .factCheckPath, .factCheck(.submit), help: "help.factCheckRead", hint: 1),
        KeyBinding([Key(.tab)], .factCheckPath, .factCheck(.complete), help: "help.factCheckComplete", hint: 2),
        KeyBinding([Key(.escape), .ctrl("c")], .factCheckPath, .factCheck(.cancel), help: "help.cancel", hint: 3),
        KeyBinding([Key(.enter)], .factCheckReview, .factCheck(.submit), help: "help.factCheckCheck", hint: 1),
        KeyBinding([Key(.enter, .alt), .ctrl("j"), Key(.enter, .shift)], .factCheckReview, .factCheck(.edit(.newline)),
                   help: "help.newline", hint: 2),
        KeyBinding([Key(.escape), .ctrl("c")], .factCheckReview, .factCheck(.cancel), help: "help.cancel", hint: 3),
        // Message focus
        KeyBinding([Key(.up), .char("k")], .messages, .moveFocus(-1), help: "help.select", hint: 1, label: "↑↓"),
        KeyBinding([Key(.down), .char("j")], .messages, .moveFocus(1), help: "help.select"),
        KeyBinding([Key(.home), .char("g")], .messages, .focusFirst, help: "help.select"),
        KeyBinding([Key(.end), .char("G")], .messages, .focusLast, help: "help.select"),
        KeyBinding([.char("y")], .messages, .copyMessage, help: "help.copy", hint: 2),
        KeyBinding([.char("1"), .char("2"), .char("3"), .char("4"), .char("5"), .char("6"), .char("7"),
                    .char("8"), .char("9")], .messages, .openSource(0), help: "help.openSource", hint: 3),
        KeyBinding([.char("r")], .messages, .retryMessage, help: "help.regenerate", hint: 4),
        KeyBinding([.char("e")], .messages, .editMessage, help: "help.edit"),
        KeyBinding([.char("t")], .messages, .toggleMessageReasoning, help: "help.reasoning"),
        KeyBinding([Key(.escape), .char("i")], .messages, .compose, help: "help.compose", hint: 5),
        KeyBinding([Key(.enter)], .messages, .messageMenu, help: "help.actions"),
        KeyBinding([.char("o")], .messages, .sourcesMenu, help: "help.openSource"),
        // Menus (their keys are handled by the menu itself; these rows feed the hints and help)
        KeyBinding([Key(.up), Key(.down)], .menu, .moveFocus(0), help: "help.select", hint: 1, label: "↑↓"),
        KeyBinding([Key(.enter)], .menu, .messageMenu, help: "help.activate", hint: 2),
        KeyBinding([Key(.escape)], .menu, .back, help: "help.cancel", hint: 3),
        // Every dialog: Ctrl+C takes its way out. The export dialog: Tab goes field → Cancel →
        // Export and back; Enter in the field exports.
        KeyBinding([.ctrl("c")], .dialogKeys, .dialogCancel, help: "help.cancel"),
        KeyBinding([Key(.escape), .ctrl("c")], .exportDialog, .dialogCancel, help: "help.cancel"),
        KeyBinding([Key(.enter)], .exportDialog, .dialogChoose(nil), help: "help.activate"),
        KeyBinding([Key(.tab)], .exportDialog, .dialogMove(1), help: "help.dialogNext"),
        KeyBinding([Key(.tab, .shift)], .exportDialog, .dialogMove(-1), help: "help.dialogPrevious"),
        // An open menu's own keys; any other key closes it and acts as it would without it.
        KeyBinding([Key(.escape), .ctrl("c")], .menuKeys, .menuClose, help: "help.cancel"),
        KeyBinding([Key(.up), .char("k")], .menuKeys, .menuMove(-1), help: "help.select"),
        KeyBinding([Key(.down), .char("j")], .menuKeys, .menuMove(1), help: "help.select"),
        KeyBinding([Key(.enter)], .menuKeys, .menuChoose, help: "help.activate"),
        // The help overlay's own keys; the keys that leave the app still work over it.
        // The overlay's footer is made from these rows' `hint` and `label`.
        KeyBinding([Key(.escape), Key(.function(1)), .char("?"), .char("q")], .helpOverlay, .helpClose, help: "help.close",
                   hint: 1),
        KeyBinding([Key(.up), .char("k")], .helpOverlay, .helpScroll(-1), help: "help.scroll", hint: 2, label: "↑↓"),
        KeyBinding([Key(.down), .char("j")], .helpOverlay, .helpScroll(1), help: "help.scroll"),
        KeyBinding([Key(.pageUp)], .helpOverlay, .helpPage(-1), help: "help.page", hint: 3, label: "PgUp/PgDn"),
        KeyBinding([Key(.pageDown), .char(" ")], .helpOverlay, .helpPage(1), help: "help.page"),
        KeyBinding([Key(.home), .char("g")], .helpOverlay, .helpTop, help: "help.top"),
        KeyBinding([Key(.end), .char("G")], .helpOverlay, .helpEnd, help: "help.end"),
        // Suggestions of the empty chat
        KeyBinding([Key(.up)], .suggestions, .moveFocus(-1), help: "help.ask", hint: 1),
        KeyBinding([Key(.down)], .suggestions, .moveFocus(1), help: "help.ask"),
        KeyBinding([Key(.enter)], .suggestions, .sendSuggestion(nil), help: "help.send", hint: 2),
        KeyBinding([Key(.escape)], .suggestions, .compose, help: "help.compose", hint: 3),
        // MARK: History bindings
        KeyBinding([Key(.up), .char("k")], .history, .historyMove(-1), help: "history.help.move", hint: 1, label: "↑↓"),
        KeyBinding([Key(.down), .char("j")], .history, .historyMove(1), help: "history.help.move"),
        KeyBinding([Key(.pageUp)], .history, .historyPage(-1), help: "history.help.move"),
        KeyBinding([Key(.pageDown)], .history, .historyPage(1), help: "history.help.move"),
        KeyBinding([Key(.home), .char("g")], .history, .historyEdge(last: false), help: "history.help.move"),
        KeyBinding([Key(.end), .char("G")], .history, .historyEdge(last: true), help: "history.help.move"),
        KeyBinding([Key(.enter), .char("o")], .history, .historyOpen, help: "history.help.open", hint: 2),
        KeyBinding([.char("/"), .ctrl("f")], .history, .historySearch, help: "history.help.search", hint: 4),
        KeyBinding([.char("s")], .history, .historyStar, help: "history.help.star", hint: 5),
        KeyBinding([.char("d")], .history, .historyDelete, help: "history.help.delete", hint: 6),
        KeyBinding([.char("n"), .ctrl("n")], .history, .newChat, help: "help.newChat", hint: 7),
        KeyBinding([.char("e")], .history, .historyExport, help: "history.help.export", hint: 45),
        KeyBinding([.char("D")], .history, .historyDeleteAll, help: "history.help.deleteAll", hint: 46),
        KeyBinding([.char("*")], .history, .historyStarredOnly, help: "history.help.starred"),
        KeyBinding([.char("r")], .history, .historyRefresh, help: "history.help.refresh"),
        KeyBinding([Key(.down), Key(.enter)], .historySearch, .historyResults, help: "history.help.results", hint: 1),
        KeyBinding([Key(.escape)], .historySearch, .historyClearSearch, help: "history.help.clearSearch", hint: 2),
        KeyBinding([Key(.escape)], .historyResults, .historyClearSearch, help: "history.help.clearSearch", hint: 3),

        // Dialogs
        KeyBinding([Key(.tab), Key(.right)], .dialog, .dialogMove(1), help: "help.dialogNext", hint: 1),
        KeyBinding([Key(.tab, .shift), Key(.left)], .dialog, .dialogMove(-1), help: "help.dialogPrevious"),
        KeyBinding([Key(.enter)], .dialog, .dialogChoose(nil), help: "help.activate", hint: 2),
        KeyBinding([Key(.escape)], .dialog, .dialogCancel, help: "help.cancel", hint: 3),

        // MARK: Settings bindings
        // The list (ux.md §5.1): ↑↓ move, Enter opens or chooses, Space toggles, ←→ change.
        KeyBinding([Key(.up), .char("k")], .settings, .settingsMove(-1), help: "help.move", hint: 1, label: "↑↓"),
        KeyBinding([Key(.down), .char("j")], .settings, .settingsMove(1), help: "help.move"),
        KeyBinding([Key(.pageUp)], .settings, .settingsPage(-1), help: "help.move"),
        KeyBinding([Key(.pageDown)], .settings, .settingsPage(1), help: "help.move"),
        KeyBinding([Key(.home), .char("g")], .settings, .settingsEdge(last: false), help: "help.move"),
        KeyBinding([Key(.end), .char("G")], .settings, .settingsEdge(last: true), help: "help.move"),
        KeyBinding([Key(.enter)], .settings, .settingsActivate, help: "help.open", hint: 2),
        KeyBinding([.char(" ")], .settings, .settingsToggle, help: "help.toggle", hint: 3),
        KeyBinding([Key(.left)], .settings, .settingsStep(-1), help: "help.change", hint: 4, label: "←→"),
        KeyBinding([Key(.right)], .settings, .settingsStep(1), help: "help.change"),
        // Pickers (the language page) and the backend page
        KeyBinding([Key(.up), .char("k")], .settingsPicker, .settingsMove(-1), help: "help.move", hint: 1, label: "↑↓"),
        KeyBinding([Key(.down), .char("j")], .settingsPicker, .settingsMove(1), help: "help.move"),
        KeyBinding([Key(.home), .char("g")], .settingsPicker, .settingsEdge(last: false), help: "help.move"),
        KeyBinding([Key(.end), .char("G")], .settingsPicker, .settingsEdge(last: true), help: "help.move"),
        KeyBinding([Key(.enter)], .settingsPicker, .settingsActivate, help: "help.choose", hint: 2),
        KeyBinding([Key(.escape), Key(.backspace)], .settingsPicker, .settingsBack, help: "help.back", hint: 3),
        KeyBinding([.char("q")], .settingsPicker, .quit, help: "help.quit"),
        KeyBinding([Key(.up), .char("k")], .settingsBackend, .settingsMove(-1), help: "help.move", hint: 1, label: "↑↓"),
        KeyBinding([Key(.down), .char("j")], .settingsBackend, .settingsMove(1), help: "help.move"),
        KeyBinding([Key(.home), .char("g")], .settingsBackend, .settingsEdge(last: false), help: "help.move"),
        KeyBinding([Key(.end), .char("G")], .settingsBackend, .settingsEdge(last: true), help: "help.move"),
        KeyBinding([Key(.enter)], .settingsBackend, .settingsActivate, help: "help.choose", hint: 2),
        KeyBinding([Key(.escape), Key(.backspace)], .settingsBackend, .settingsBack, help: "help.back", hint: 3),
        KeyBinding([.char("q")], .settingsBackend, .quit, help: "help.quit"),
        // Text fields: Settings handles their keys itself; these feed the hints and the help.
        KeyBinding([Key(.enter)], .settingsField, .settingsActivate, help: "help.apply", hint: 1),
        KeyBinding([Key(.tab), Key(.down)], .settingsField, .settingsMove(1), help: "help.nextField", hint: 2),
        KeyBinding([Key(.escape), Key(.tab, .shift), Key(.up)], .settingsField, .settingsMove(-1), help: "help.leaveField",
                   hint: 3),
        KeyBinding([Key(.enter)], .settingsEditor, .settingsActivate, help: "help.save", hint: 1),
        KeyBinding([Key(.enter, .alt), .ctrl("j")], .settingsEditor, .edit(.newline), help: "help.newline", hint: 2),
        KeyBinding([Key(.escape)], .settingsEditor, .settingsBack, help: "help.cancel", hint: 3),
        // Text pages: About, Privacy Policy, Terms of Service (ux.md §5.7)
        KeyBinding([Key(.up), .char("k")], .settingsPage, .settingsMove(-1), help: "help.scroll", hint: 1, label: "↑↓"),
        KeyBinding([Key(.down), .char("j")], .settingsPage, .settingsMove(1), help: "help.scroll"),
        KeyBinding([Key(.pageUp)], .settingsPage, .settingsPage(-1), help: "help.page", hint: 2, label: "PgUp/PgDn"),
        KeyBinding([Key(.pageDown), .char(" ")], .settingsPage, .settingsPage(1), help: "help.page"),
        KeyBinding([Key(.home), .char("g")], .settingsPage, .settingsEdge(last: false), help: "help.top"),
        KeyBinding([Key(.end), .char("G")], .settingsPage, .settingsEdge(last: true), help: "help.end"),
        KeyBinding([Key(.escape), Key(.backspace)], .settingsPage, .settingsBack, help: "help.back", hint: 3),
        KeyBinding([.char("q")], .settingsPage, .quit, help: "help.quit"),
        KeyBinding([Key(.enter)], .settingsVoice, .settingsActivate, help: "help.testMicrophone", hint: 1),
        KeyBinding([Key(.escape), Key(.backspace)], .settingsVoice, .settingsBack, help: "help.back", hint: 2),
        KeyBinding([.char("q")], .settingsVoice, .quit, help: "help.quit"),
        // A dialog's checkbox (Sign Out?)
        KeyBinding([.char(" ")], .dialog, .dialogToggleCheckbox, help: "help.toggle"),

        // Copy and paste guard: keep the sections above apart so parallel additions merge.

        // MARK: Welcome and sign-in bindings

        // ← and → move in screen order, which is mirrored in Arabic (`welcomeMoveOnScreen`).
        KeyBinding([Key(.enter)], .welcome, .welcomeActivate, help: "help.choose", hint: 1),
        KeyBinding([Key(.tab)], .welcome, .welcomeMoveFocus(1), help: "help.dialogNext", hint: 2),
        KeyBinding([Key(.right)], .welcome, .welcomeMoveOnScreen(1), help: "help.dialogNext", helpRow: .welcomeMoveFocus(1)),
        KeyBinding([Key(.tab, .shift)], .welcome, .welcomeMoveFocus(-1), help: "help.dialogPrevious"),
        KeyBinding([Key(.left)], .welcome, .welcomeMoveOnScreen(-1), help: "help.dialogPrevious", helpRow: .welcomeMoveFocus(-1)),
        KeyBinding([Key(.up)], .welcome, .welcomeScroll(-1), help: "help.scroll", hint: 3, label: "↑↓"),
        KeyBinding([Key(.down)], .welcome, .welcomeScroll(1), help: "help.scroll"),
        KeyBinding([Key(.pageUp)], .welcome, .welcomePage(-1), help: "help.scroll"),
        KeyBinding([Key(.pageDown)], .welcome, .welcomePage(1), help: "help.scroll"),
        KeyBinding([.char("b")], .welcome, .welcomeNextBackend, help: "help.answersFrom", hint: 4),
        KeyBinding([.char("l")], .welcome, .welcomeNextLanguage, help: "help.language", hint: 5),
        // The form's text fields take letters and editing keys first (Coordinator+Auth).
        KeyBinding([Key(.tab), Key(.down)], .authForm, .authMoveFocus(1), help: "help.nextField", hint: 1),
        KeyBinding([Key(.tab, .shift), Key(.up)], .authForm, .authMoveFocus(-1), help: "help.previousField", hint: 2),
        KeyBinding([Key(.enter)], .authForm, .authActivate, help: "help.activate", hint: 3),
        KeyBinding([.char(" ")], .authForm, .authToggle, help: "help.toggle", hint: 4),
        KeyBinding([Key(.escape)], .authForm, .authBack, help: "help.back", hint: 5),
    ]
}

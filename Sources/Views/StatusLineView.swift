import Localization
import Presentation
import TextLayout

/// The status line: a toast or the stream's phase at the leading edge; backend, connectivity
/// and account at the trailing edge (ux.md §3.12).
public enum StatusLineView {
    static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public static func render(state: AppState, layout: ScreenLayout, localizer: Localizer, now: Double = 0,
                              into p: inout Painter) {
        let y = layout.statusRow
        let used = p.textEnding(trailing(state, layout: layout, localizer: localizer), at: layout.width - 1, y: y,
                                maxWidth: layout.width - 2, style: .dim)
        let room = max(0, layout.width - used - 4)
        if let toast = state.toast {
            let style = Style(foreground: toast.isError ? .error : .gold)
            p.text(toast.text, x: 1, y: y, maxWidth: room, style: style)
        } else if let activity = activity(state, localizer: localizer) {
            p.text(activity, x: 1, y: y, maxWidth: room, style: .plain)
        } else if state.tab == .chat, let (started, current) = state.backendMismatch {
            // Said while it matters: the next answer will not know the conversation so far.
            p.text(localizer("status.backendMismatch", started.inSentence(localizer), current.inSentence(localizer)),
                   x: 1, y: y, maxWidth: room, style: Style(foreground: .warning))
        }
    }

    static func spinner(_ state: AppState) -> String {
        state.reduceMotion ? "…" : spinnerFrames[state.tick % spinnerFrames.count]
    }

    /// The stream's phase (ux.md §3.6).
    static func activity(_ state: AppState, localizer: Localizer) -> String? {
        guard let turn = state.chat.turn, turn.isActive else { return nil }
        let s = spinner(state)
        switch turn.phase {
        case .connecting:
            return s + " " + localizer(state.backend == .library ? "chat.status.connectingLibrary" : "chat.status.connecting")
        case .waiting:
            if let label = turn.statusLabel { return s + " " + localizer("chat.status.thinkingLabel", label) }
            return s + " " + localizer("chat.phase.thinking")
        case .writing:
            let count = turn.assistantMessageId.flatMap { id in state.chat.index(of: id) }
                .map { state.chat.messages[$0].message.content.count } ?? 0
            return s + " " + localizer.plural("chat.status.writing", count: count)
        case .grace:
            return nil
        }
    }

    /// Backend, connectivity, account (ux.md §3.12); below 80 columns the compact form, with
    /// short labels and the connectivity as its symbol alone ("Cloud ● · Guest").
    static func trailing(_ state: AppState, layout: ScreenLayout, localizer: Localizer) -> String {
        let compact = layout.isNarrow
        var trailing: String
        trailing = compact ? localizer(state.backend.shortLabelKey) : state.backend.label(localizer)
        func add(_ symbol: String, _ key: String, _ args: String...) {
            trailing += " " + symbol + (compact ? "" : " " + localizer.string(key, arguments: args))
        }
        if state.backend == .library {
            switch state.library {
            case .ready: add("●", "status.library.ready")
            case .preparing(let percent?):
                add("◌", "status.library.preparingPercent", localizer.numbers.localizeDigits(String(percent)))
            case .preparing(nil): add("◌", "status.library.preparing")
            case .notInstalled, .unavailable: add("✗", "status.library.unavailable")
            }
        } else if state.connection == .online {
            add("●", "status.online")
        } else {
            add("○", "status.offline")
        }
        if let account = AccountLabel.text(state, localizer: localizer) { trailing += " · " + account }
        if state.backend.isUnencrypted { trailing += " · " + localizer("status.notEncrypted") }
        if let n = state.chat.requestsRemaining {
            trailing += " · " + localizer.plural("status.questionsLeft", count: n)
        }
        if !layout.showsHintBar { trailing += "  " + localizer("status.helpHint") }
        return trailing
    }
}

import AppCore
import Domain
import Foundation
import Localization
import Presentation
import TextLayout

/// The lines plain mode prints (ux.md §9.4), as plain strings: no escape sequences, no
/// cursor addressing, Arabic in logical order and unshaped. Pure, so both languages are
/// tested without a terminal; `PlainSession` sanitises and writes them.
struct PlainPrinter {
    let localizer: Localizer
    var timeZone: TimeZone = .current
    /// The command that installs the library for this run (its program and data directory).
    var libraryCommand = LaunchCommand().library

    /// `HH:MM` in the UI language's digits.
    func time(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.hour, .minute], from: date)
        let hhmm = String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
        return localizer.numbers.localizeDigits(hhmm)
    }

    /// `You (10:41): <question>`
    func question(_ text: String, at date: Date) -> String {
        localizer("plain.you", time(date), text) + "\n"
    }

    /// `ShamelaGPT (10:42): `, the answer follows on the same line.
    func answerLead(at date: Date) -> String {
        localizer("plain.assistant", time(date))
    }

    /// `[Thinking: Searching the library]`
    func thinking(_ label: String) -> String {
        localizer("plain.thinking", label) + "\n"
    }

    /// The marker of an answer or question that did not complete (ux.md §3.3), in brackets;
    /// nil for a complete one.
    func marker(_ state: MessageState, errorCode: String?) -> String? {
        let text: String
        switch state {
        case .incomplete(.stopped): text = localizer("chat.marker.stopped")
        case .incomplete(.interrupted): text = localizer("chat.marker.interrupted")
        case .incomplete(.failed):
            // As the screen words it (ux.md §3.3).
            let code = errorCode ?? "E-CHAT-STREAM-BACKEND"
            text = localizer("chat.marker.failed", localizer(AppError.messageKey(forCode: code)),
                             localizer("error.codeFormat", code))
        case .notSent:
            text = localizer("chat.marker.notSent", NotSentReason.text(errorCode, localizer))
        case .complete, .sending, .streaming:
            return nil
        }
        return "[\(text)]\n"
    }

    /// `Error: <message> (Error code: …)`
    func error(_ e: AppError, retryAfter: Int? = nil) -> String {
        var message = retryAfter.map { localizer.plural(e.messageKey, count: $0) } ?? localizer(e.messageKey)
        if e.code == "E-CHAT-STREAM-BACKEND", let detail = e.detail {
            message = detail
        } else if let detail = e.detail {
            message += " (\(detail))"
        }
        var out = localizer("plain.error", message, localizer("error.codeFormat", e.code)) + "\n"
        // What to do about it, as `ask` says (ux.md §2.3).
        if e.messageKey == "server.library.notInstalled" { out += localizer("plain.libraryHint", libraryCommand) + "\n" }
        return out
    }

    /// A notice the chat asked for (exported, copied …).
    func notice(key: String, args: [String]) -> String {
        localizer.string(key, arguments: args) + "\n"
    }

    /// `/history`: one numbered line per conversation, newest first, with its id for `/open`.
    func history(_ entries: [HistoryEntry], query: String?) -> String {
        guard !entries.isEmpty else {
            return (query == nil ? localizer("plain.history.empty") : localizer("plain.history.noMatches", query ?? ""))
                + "\n"
        }
        var out = query == nil
            ? localizer.plural("plain.history.count", count: entries.count)
            : localizer.plural("plain.history.matches", count: entries.count, query ?? "")
        out += "\n"
        for (i, e) in entries.enumerated() {
            let c = e.conversation
            out += localizer("plain.history.line", localizer.numbers.plain(i + 1), title(c, firstQuestion: e.firstQuestion),
                             day(c.updatedAt), c.id) + "\n"
        }
        return out + localizer("plain.history.openHint") + "\n"
    }

    /// `YYYY-MM-DD HH:MM` in the UI's digits.
    func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        let ymd = String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
        return localizer.numbers.localizeDigits(ymd) + " " + time(date)
    }

    /// One stored message as plain mode prints it (and `history show`): the question line, or
    /// the answer's lead, text and sources; then its marker. Content is sanitised here.
    /// `withLead: false` leaves out an answer's lead, for a caller that colours it.
    func transcript(_ m: Message, withLead: Bool = true) -> String {
        var out = ""
        if m.role == .user {
            out += question(Sanitizer.sanitize(m.content), at: m.createdAt)
        } else {
            if withLead { out += answerLead(at: m.createdAt) }
            var answer = AnswerPrinter(localizer: localizer, style: .text, write: { out += Sanitizer.sanitize($0) })
            answer.finish(content: m.content, sources: m.sources)
        }
        if let marker = marker(m.state, errorCode: m.lastErrorCode) { out += marker }
        return out
    }

    /// A conversation being opened: its title line, then every message as it was printed.
    func opened(_ title: String) -> String {
        localizer("plain.opened", oneLine(title)) + "\n"
    }

    /// The title as History shows it: the server's placeholder or none is "New Conversation"
    /// in the UI language, or the first question.
    func title(_ c: Conversation, firstQuestion: String?) -> String {
        oneLine(ConversationTitle.display(stored: c.title, firstQuestion: firstQuestion) ?? localizer("chat.newConversation"))
    }

    /// The first-launch welcome (ux.md §2.2), once.
    func welcome() -> String {
        ["🌿 " + localizer("welcome.title"), "", localizer("welcome.intro"), "", "---", "",
         "🔐 " + localizer("welcome.signInTitle"), "", localizer("welcome.signInMessage"), "",
         "👉 " + localizer("welcome.signInNow"), "", localizer("plain.intro")].joined(separator: "\n") + "\n"
    }

    func help() -> String {
        localizer("plain.help") + "\n"
    }

    private func oneLine(_ s: String) -> String {
        s.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

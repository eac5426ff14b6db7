import Domain
import Foundation
import Localization
import Presentation
import TextLayout

/// A conversation as linear text, as plain mode prints it (ux.md §9.4): `You (time): …` and
/// `ShamelaGPT (time): …`, each answer's sources, and the state markers. Arabic stays in
/// logical order, unshaped; every control character and escape sequence is neutralised.
struct TranscriptText {
    let localizer: Localizer
    let timeZone: TimeZone
    /// Dates as well as times, for conversations that span days (`history show`).
    var withDates = true

    func render(_ messages: [Message]) -> String {
        messages.map(render).joined(separator: "\n\n") + (messages.isEmpty ? "" : "\n")
    }

    func render(_ message: Message) -> String {
        let l = localizer
        let time = stamp(message.createdAt)
        var lines: [String]
        if message.role == .user {
            lines = [l("transcript.you", time) + " " + text(message.content)]
        } else {
            let parsed = AnswerParser.parse(message.content)
            lines = [l("transcript.assistant", time) + " " + text(parsed.body)]
            let sources = message.sources ?? parsed.sources
            if !sources.isEmpty {
                lines.append(l("sources.header"))
                for (i, s) in sources.enumerated() {
                    let citation = HistoryPrinter.oneLine(AnswerParser.citation(for: s)), url = HistoryPrinter.oneLine(s.url)
                    lines.append("\(i + 1). " + (url.isEmpty ? citation : citation + " — " + url))
                }
            }
        }
        if let marker = marker(message) { lines.append("[" + marker + "]") }
        return lines.joined(separator: "\n")
    }

    /// The message's text with escape and control characters made visible and harmless; line
    /// breaks and tabs stay.
    func text(_ raw: String) -> String {
        Sanitizer.sanitize(raw).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func marker(_ message: Message) -> String? {
        let l = localizer
        switch message.state {
        case .notSent: return l("chat.marker.notSent", NotSentReason.text(message.lastErrorCode, l))
        case .incomplete(.stopped): return l("chat.marker.stopped")
        case .incomplete(.interrupted): return l("chat.marker.interrupted")
        case .incomplete(.failed):
            // As the screen words it (ux.md §3.3).
            let code = message.lastErrorCode ?? "E-CHAT-STREAM-BACKEND"
            return l("chat.marker.failed", l(AppError.messageKey(forCode: code)), l("error.codeFormat", code))
        case .sending, .streaming, .complete: return nil
        }
    }

    private func stamp(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = timeZone
        f.dateFormat = withDates ? "yyyy-MM-dd HH:mm" : "HH:mm"
        // In the UI's digits, as the app shows times.
        return localizer.numbers.localizeDigits(f.string(from: date))
    }
}

import AppCore
import Domain
import Foundation
import Presentation
import TextLayout

/// How `history` prints conversations: `ID  updated  title` rows (aligned on a terminal,
/// tab-separated for programs), and JSON objects with stable snake_case fields. Titles and
/// snippets are sanitised: stored text came from a server and never reaches a terminal raw.
enum HistoryPrinter {
    /// The title as the History tab shows it, on one line, with no control character;
    /// `untitled` is the UI's "New Conversation".
    static func title(_ entry: HistoryEntry, untitled: String) -> String {
        oneLine(ConversationTitle.display(stored: entry.conversation.title, firstQuestion: entry.firstQuestion) ?? untitled)
    }

    /// Text fit for one line of output: controls and escape sequences neutralised, line breaks
    /// and bidi controls gone, leading and trailing spaces trimmed.
    static func oneLine(_ text: String) -> String {
        String(Sanitizer.displayClusters(text)).trimmingCharacters(in: .whitespaces)
    }

    static func updated(_ date: Date, timeZone: TimeZone = .current) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = timeZone
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return f.string(from: date)
    }

    /// One row per conversation. On a terminal the ID column is padded to the longest ID.
    static func rows(_ entries: [HistoryEntry], forTerminal: Bool, untitled: String,
                     timeZone: TimeZone = .current) -> [String] {
        let width = entries.map(\.conversation.id.count).max() ?? 0
        return entries.map { e in
            let id = e.conversation.id, when = updated(e.conversation.updatedAt, timeZone: timeZone)
            guard forTerminal else { return [id, when, title(e, untitled: untitled)].joined(separator: "\t") }
            let star = e.conversation.isStarred ? "★ " : ""
            return id.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + when + "  " + star + title(e, untitled: untitled)
        }
    }

    /// The snippet of a search result; on a terminal the matched words are bold.
    static func snippet(_ snippet: SearchSnippet, bold: Bool) -> TerminalText {
        var out = TerminalText(snippet.leadingEllipsis ? "…" : "")
        for part in snippet.parts {
            let text = String(Sanitizer.displayClusters(part.text))
            out += part.isMatch && bold ? .styled(text, sgr: "1", reset: "22") : TerminalText(text)
        }
        if snippet.trailingEllipsis { out += TerminalText("…") }
        return out
    }

    static func iso8601(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return f.string(from: date)
    }

    static func json(_ entry: HistoryEntry) -> [String: Any] {
        let c = entry.conversation
        return ["id": c.id, "thread_id": c.threadId ?? NSNull(),
                "title": ConversationTitle.display(stored: c.title, firstQuestion: entry.firstQuestion) ?? c.title,
                "created_at": iso8601(c.createdAt), "updated_at": iso8601(c.updatedAt),
                "starred": c.isStarred, "message_count": entry.messageCount]
    }

    static func json(_ message: Message) -> [String: Any] {
        var object: [String: Any] = ["id": message.id, "role": message.role == .user ? "user" : "assistant",
                                     "state": message.state.code, "created_at": iso8601(message.createdAt)]
        if message.role == .assistant {
            let parsed = AnswerParser.parse(message.content)
            object["content"] = parsed.body
            object["sources"] = (message.sources ?? parsed.sources).map { s -> [String: Any] in
                ["title": s.title, "url": s.url, "page": s.page.map { $0 as Any } ?? NSNull()]
            }
        } else {
            object["content"] = message.content
        }
        return object
    }

    /// Pretty, key-sorted JSON with a final newline; C0, C1 and bidi controls are escapes.
    static func encode(_ object: Any) -> String {
        JSONText.encode(object, pretty: true) + "\n"
    }

    /// Text whose only escape sequences are the printer's own (search matches in bold).
    static func write(_ text: TerminalText) { SafeOutput.write(text) }

    /// Content: neutralised on the way out.
    static func write(_ text: String) { SafeOutput.write(text) }
}

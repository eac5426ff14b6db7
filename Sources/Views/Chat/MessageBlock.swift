import Foundation
import Domain
import Localization
import Presentation
import TextLayout

/// One transcript item drawn: a bubble (with the gap and day separator above it) as rows of
/// cells at a screen column.
struct MessageBlock {
    /// Rows above the bubble: the blank gap and the day separator. Full transcript width.
    var leading: [[Cell]] = []
    var bubble: [[Cell]] = []
    var x = 0
    var bubbleWidth = 0
    /// Rows of the bubble holding sources, with the source number, for clicks.
    var sourceRows: [(row: Int, number: Int)] = []

    var height: Int { leading.count + bubble.count }
}

/// Builds the block of a message or of the answer slot while waiting (ux.md §3.1–3.6).
struct MessageBlockBuilder {
    let geometry: TranscriptGeometry
    let localizer: Localizer
    let settings: LayoutSettings
    let cache: ChatRenderCache
    let rtl: Bool
    let spinner: String
    let dateParts: (Date) -> DateParts
    let today: DateParts
    let yesterday: DateParts

    var direction: TextDirection { rtl ? .rtl : .ltr }

    /// A message's block; `separator` adds the day line above it, `gap` the blank row.
    func block(_ m: ChatMessage, gap: Bool, separator: Bool, focused: Bool, expanded: Bool) -> MessageBlock {
        var b = MessageBlock()
        if gap { b.leading.append(ChatText.blanks(geometry.width)) }
        if separator { b.leading.append(daySeparator(m.message.createdAt)) }
        let user = m.role == .user
        let parts = dateParts(m.message.createdAt)
        let time = localizer.numbers.localizeDigits(Self.twoDigits(parts.hour) + ":" + Self.twoDigits(parts.minute))
        let who = localizer(user ? "chat.label.you" : "chat.label.assistant")
        let labelText = geometry.compact ? time : who + " " + time
        let border = focused ? Style(foreground: user ? .accent : .default, attributes: .reverse)
            : Style(foreground: user ? .accent : .dim)
        let label = ChatText.label(labelText, style: .dim)
        let content: [[Cell]]
        let inner: Int
        if user {
            let maxInner = geometry.userMaxWidth - 4
            let lines = ChatText.plainRows(m.message.content, width: maxInner, uiRTL: rtl)
            let widest = lines.map(\.width).max() ?? 0
            // The bubble is wide enough for its state marker too: "! Not sent — no connection"
            // wrapped inside a short question's bubble.
            let marker = marker(m).map { LineShaper.width(of: $0.text) } ?? 0
            let tag = factCheckTag(m.message)
            inner = min(maxInner, max(widest, ChatText.width(label) + 4, marker, tag.map { LineShaper.width(of: $0) } ?? 0, 1))
            var rows = tag.map { ChatText.uiRows($0, width: inner, style: .dim, rtl: rtl) } ?? []
            rows += lines.map { $0.aligned(to: inner) }
            rows += markerRows(m, width: inner)
            content = rows
        } else {
            inner = geometry.assistantWidth - 4
            let (rows, sources) = answerRows(m, width: inner, expanded: expanded)
            content = rows
            b.sourceRows = sources.map { (row: $0.row + 1, number: $0.number) }
        }
        b.bubbleWidth = inner + 4
        b.x = geometry.x(role: user, outer: b.bubbleWidth)
        b.bubble = BubbleBox.rows(content: content, innerWidth: inner, label: label,
                                  labelOnRight: geometry.labelOnRight(user: user), style: border)
        return b
    }

    /// A fact-check question's first row: the badge and the image it was read from.
    func factCheckTag(_ m: Message) -> String? {
        guard m.isFactCheck else { return nil }
        let badge = localizer("history.badge.factCheck")
        guard let image = m.image else { return badge }
        return badge + " " + localizer("chat.factCheck.fromImage", "\u{2066}" + image.name + "\u{2069}")
    }

    /// The answer slot before the first chunk: spinner, phase, the server's label, live reasoning.
    func waitingBlock(_ turn: ChatTurn, gap: Bool) -> MessageBlock {
        var b = MessageBlock()
        if gap { b.leading.append(ChatText.blanks(geometry.width)) }
        let inner = geometry.assistantWidth - 4
        let phase = localizer(turn.phase == .connecting ? "chat.phase.connecting" : "chat.phase.thinking")
        var rows = ChatText.uiRows(spinner + " " + phase, width: inner, style: .plain, rtl: rtl)
        if let label = turn.statusLabel {
            rows += ChatText.uiRows(label, width: inner, style: .dim, rtl: rtl)
        }
        if let reasoning = turn.reducer.reasoning {
            let lines = ChatText.uiRows(reasoning, width: inner, style: .dim, rtl: rtl, indent: 2)
            rows += [ChatText.blanks(inner)] + lines.suffix(4)
        }
        b.bubbleWidth = inner + 4
        b.x = geometry.x(role: false, outer: b.bubbleWidth)
        b.bubble = BubbleBox.rows(content: rows, innerWidth: inner,
                                  label: ChatText.label(localizer("chat.label.assistant"), style: .dim),
                                  labelOnRight: geometry.labelOnRight(user: false), style: Style(foreground: .dim))
        return b
    }

    /// Reasoning panel, body, cursor, sources and marker of an answer.
    private func answerRows(_ m: ChatMessage, width: Int, expanded: Bool) -> ([[Cell]], [(row: Int, number: Int)]) {
        var rows: [[Cell]] = []
        if let reasoning = m.message.reasoning {
            let key = expanded ? "chat.reasoning.shown" : "chat.reasoning.hidden"
            rows += ChatText.uiRows((expanded ? "▾ " : (rtl ? "◂ " : "▸ ")) + localizer(key), width: width,
                                    style: .dim, rtl: rtl)
            if expanded {
                for paragraph in reasoning.split(separator: "\n", omittingEmptySubsequences: false) {
                    rows += ChatText.uiRows(String(paragraph), width: width, style: .dim, rtl: rtl, indent: 2)
                }
            }
            rows.append(ChatText.blanks(width))
        }
        var body: [LayoutRow]
        let revision = Self.revision(m)
        let answer = cache.parsed(m, revision: revision)
        if m.state == .streaming {
            body = cache.streamingRows(id: m.id, text: m.message.content, width: width, direction: direction,
                                       settings: settings)
            appendCursor(&body, width: width)
        } else {
            let key = LayoutCache.Key(messageID: m.id, revision: revision, width: width, direction: direction,
                                      settings: settings)
            // Checked quotations carry their mark (✓ ≠ ? ⇄) after them.
            body = cache.layouts.rows(for: key) { m.quotationMarks.map { QuotationMark.marked(answer.body, $0) } ?? answer.body }
        }
        // `width` is the bubble's final content width: code panels are filled across it (text-rendering.md §3.5).
        rows += body.map { $0.drawn(width: width) }
        var sourceRows: [(row: Int, number: Int)] = []
        if !answer.sources.isEmpty {
            rows.append(ChatText.blanks(width))
            rows += ChatText.uiRows(localizer("chat.sources.title"), width: width, style: .bold, rtl: rtl)
            for (i, s) in answer.sources.enumerated() {
                let lines = sourceLines(s, number: i + 1, width: width)
                for (k, line) in lines.enumerated() {
                    if k == 0 { sourceRows.append((row: rows.count, number: i + 1)) }
                    rows.append(line)
                }
            }
        }
        let markers = markerRows(m, width: width)
        if !markers.isEmpty {
            if !rows.isEmpty { rows.append(ChatText.blanks(width)) }
            rows += markers
        }
        if rows.isEmpty { rows = [ChatText.blanks(width)] }
        return (rows, sourceRows)
    }

    /// "[n] title, p. N" with the host at the trailing edge; a long title wraps under itself.
    private func sourceLines(_ s: Source, number: Int, width: Int) -> [[Cell]] {
        let host = Self.host(of: s.url)
        let hostCells = ChatText.label(host, style: .dim, maxWidth: max(0, width / 3))
        let number = ChatText.label("[" + String(number) + "]", style: .plain)
        // The number sits on the UI's leading side, a space towards the title.
        let prefix = rtl ? [.blank] + number : number + [.blank]
        var title = s.title
        if let page = s.page { title += localizer("chat.sources.page", localizer.numbers.localizeDigits(String(page))) }
        let linkStyle = Style(foreground: .gold, attributes: .underline, link: settings.hyperlinks ? s.url : nil)
        let hostRoom = hostCells.isEmpty ? 0 : ChatText.width(hostCells) + 2
        let room = max(4, width - ChatText.width(prefix) - hostRoom)
        let lines = ParagraphLayout.lines(Sanitizer.prose(title), width: room, base: .weak(rtl ? .rtl : .ltr), style: linkStyle)
        return lines.enumerated().map { k, line in
            let lead = k == 0 ? prefix : ChatText.blanks(ChatText.width(prefix))
            let trail = k == 0 ? hostCells : []
            let gap = max(0, width - ChatText.width(lead) - line.width - ChatText.width(trail))
            let row = rtl ? trail + ChatText.blanks(gap) + line.cells + lead
                : lead + line.cells + ChatText.blanks(gap) + trail
            return ChatText.fit(row, width)
        }
    }

    /// The state marker line (ux.md §3.3), always with a word, and its action ("Ctrl+R Retry",
    /// "Ctrl+R Regenerate") at the trailing end when the row has room for both.
    private func markerRows(_ m: ChatMessage, width: Int) -> [[Cell]] {
        guard let (text, style, actionKey) = marker(m) else { return [] }
        let marker = ChatText.label(text, style: style)
        let action = ChatText.label("\u{200E}" + KeyMap.standard.keyLabel(for: .retry, in: .chat) + " "
                                        + localizer(actionKey), style: .dim)
        let gap = width - ChatText.width(marker) - ChatText.width(action)
        guard gap >= 4 else { return ChatText.uiRows(text, width: width, style: style, rtl: rtl) }
        return [rtl ? action + ChatText.blanks(gap) + marker : marker + ChatText.blanks(gap) + action]
    }

    /// The marker's text, colour and action (a help key), if the message has one.
    private func marker(_ m: ChatMessage) -> (text: String, style: Style, actionKey: String)? {
        let text: String
        let style: Style
        var actionKey = "help.regenerate"
        switch m.state {
        case .notSent:
            text = "! " + localizer("chat.marker.notSent", NotSentReason.text(m.message.lastErrorCode, localizer))
            style = Style(foreground: .warning)
            actionKey = "help.retry"
        case .incomplete(.stopped):
            text = "■ " + localizer("chat.marker.stopped")
            style = Style(foreground: .warning)
        case .incomplete(.interrupted):
            text = "⚠ " + localizer("chat.marker.interrupted")
            style = Style(foreground: .warning)
        case .incomplete(.failed):
            let code = m.message.lastErrorCode ?? "E-CHAT-STREAM-BACKEND"
            text = "✗ " + localizer("chat.marker.failed", localizer(AppError.messageKey(forCode: code)),
                                    localizer("error.codeFormat", code))
            style = Style(foreground: .error)
        default:
            return nil
        }
        return (text, style, actionKey)
    }

    /// `▌` after the last character of the growing answer. The last row keeps its fill, so the
    /// cursor in a code block being written sits on the code panel.
    private func appendCursor(_ rows: inout [LayoutRow], width: Int) {
        let cursor = Cell("▌", style: Style(foreground: .accent))
        guard var row = rows.popLast() else { rows = [LayoutRow(cells: [cursor], used: 1)]; return }
        let last = row.cells
        let used = ChatText.width(last.reversed().drop { $0.text == " " }.reversed())
        let lead = ChatText.width(Array(last.prefix { $0.text == " " }))
        if rtl && row.fill == nil && lead > 0 && lead < width {
            // A right-aligned row grows to the left: the cursor goes before its first cell (code
            // rows, marked by their fill, are left-aligned in both UIs).
            row.cells = ChatText.fit(ChatText.blanks(lead - 1) + [cursor] + Array(last.drop { $0.text == " " }), width)
            rows.append(row)
        } else if used < width {
            row.cells = ChatText.fit(Array(last.prefix(upTo: prefixCount(last, width: used))) + [cursor], width)
            rows.append(row)
        } else {
            rows.append(row)
            rows.append(LayoutRow(cells: ChatText.fit([cursor], width), used: 1))
        }
    }

    private func prefixCount(_ cells: [Cell], width: Int) -> Int {
        var used = 0, n = 0
        for c in cells {
            if used >= width { break }
            used += Int(c.width)
            n += 1
        }
        return n
    }

    /// "── Today ──", "── Yesterday ──", "── 12 Mar 2025 ──", centred.
    private func daySeparator(_ date: Date) -> [Cell] {
        let p = dateParts(date)
        let text: String
        if p.dayKey == today.dayKey {
            text = localizer("chat.day.today")
        } else if p.dayKey == yesterday.dayKey {
            text = localizer("chat.day.yesterday")
        } else {
            text = localizer.numbers.localizeDigits(String(p.day)) + " " + localizer("date.month.\(p.month)") + " "
                + localizer.numbers.localizeDigits(String(p.year))
        }
        let label = ChatText.label("── " + text + " ──", style: .dim, maxWidth: geometry.width)
        let left = (geometry.width - ChatText.width(label)) / 2
        return ChatText.fit(ChatText.blanks(left) + label, geometry.width)
    }

    /// The few words after "Not sent —" (ux.md §3.3): why, not the whole banner sentence.
    static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }

    /// What a finished answer's layout depends on, cheaply: its length and state change whenever
    /// its text does (the text of a finished answer is replaced only when its state changes).
    static func revision(_ m: ChatMessage) -> Int { Revision(m).hashValue }

    /// `revision` as its parts, for keys that are hashed anyway (`ChatRenderCache.HeightKey`).
    struct Revision: Hashable {
        var length: Int
        var state: MessageState
        var marks: [QuotationMark]?

        init(_ m: ChatMessage) {
            length = m.message.content.utf8.count
            state = m.state
            marks = m.quotationMarks
        }
    }

    /// The host of a URL without `www.`, for the dim trailing column.
    static func host(of url: String) -> String {
        guard let schemeEnd = url.range(of: "://") else { return "" }
        let rest = url[schemeEnd.upperBound...]
        var host = String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" })
        if host.hasPrefix("www.") { host.removeFirst(4) }
        return host
    }
}

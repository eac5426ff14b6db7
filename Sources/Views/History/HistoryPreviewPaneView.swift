import Domain
import Localization
import Presentation
import TextLayout

/// The wide layout's preview of the selected conversation (ux.md §4.9): title, "Started … ·
/// N messages · <backend> · ★", the last messages in compact form, and the actions at the bottom.
enum HistoryPreviewPaneView {
    static func render(_ item: HistoryItem, preview: HistoryPreview?, state: AppState, area: Rect,
                       localizer: Localizer, env: RenderEnvironment, into p: inout Painter) {
        guard area.width > 10, area.height > 4 else { return }
        let x = area.x, w = area.width
        var y = area.y
        if let parts = item.match?.titleParts {
            HistoryRowView.draw(parts, x: x, y: y, maxWidth: w, base: .bold, selected: false, into: &p)
        } else {
            p.text(item.title ?? localizer("chat.newConversation"), x: x, y: y, maxWidth: w, style: .bold)
        }
        y += 1
        var meta = [localizer("history.preview.started",
                              RelativeTime.format(item.conversation.createdAt, now: env.now, parts: env.dateParts,
                                                  inSentence: true, localizer: localizer)),
                    localizer.plural("history.preview.messages", count: item.entry.messageCount)]
        if let started = item.conversation.startedWith { meta.append(started.label(localizer)) }
        if item.conversation.isStarred { meta.append("★") }
        p.text(meta.joined(separator: " · "), x: x, y: y, maxWidth: w, style: .dim)
        y += 1
        p.horizontal("─", x: x, y: y, length: w, style: .dim)
        y += 1
        let actionsY = area.maxY - 1
        actions(x: x, y: actionsY, width: w, localizer: localizer, into: &p)
        let room = actionsY - 1 - y
        guard room > 0, let messages = preview?.messages else { return }
        let rows = messageRows(messages, width: w, room: room, rtl: p.mirrored, localizer: localizer, env: env)
        for (i, row) in rows.enumerated() {
            p.cells(row, physicalX: p.physical(Rect(x: x, y: 0, width: w, height: 1)).x, y: y + i)
        }
    }

    /// The last messages as at most `room` rows of exactly `width` cells: speaker and time, the
    /// text, the sources. Messages are laid out from the newest back until the pane is full, so
    /// older ones cost nothing; the oldest shown may lose its first rows.
    static func messageRows(_ messages: [HistoryPreview.PreviewMessage], width: Int, room: Int, rtl: Bool,
                            localizer: Localizer, env: RenderEnvironment) -> [[Cell]] {
        var all: [[Cell]] = []
        for (i, m) in messages.enumerated().reversed() where all.count < room {
            var rows: [[Cell]] = []
            if i > 0 { rows.append(ChatText.blanks(width)) }
            let parts = env.dateParts(m.createdAt)
            let clock = localizer.numbers.localizeDigits(twoDigits(parts.hour) + ":" + twoDigits(parts.minute))
            let who = localizer(m.role == .user ? "chat.label.you" : "chat.label.assistant")
            rows += ChatText.uiRows(who + " · " + clock, width: width, style: Style(foreground: .accent, attributes: .bold),
                                    rtl: rtl)
            // Each paragraph in its own direction (its first strong letter), aligned to its
            // start: an English heading left, the Arabic passage under it right.
            for paragraph in m.paragraphs {
                let text = HistoryRowView.styled(paragraph, base: .plain, selected: false)
                for line in ParagraphLayout.lines(text, width: width, base: .weak(rtl ? .rtl : .ltr)) {
                    rows.append(ChatText.fit(line.aligned(to: width), width))
                }
            }
            guard !m.sources.isEmpty else {
                all = rows + all
                continue
            }
            let label = localizer("history.preview.sources") + " "
            let indent = LineShaper.width(of: label)
            for (k, source) in m.sources.enumerated() {
                // A list-like row follows the UI (ux.md §1.2): the mark sets the row's direction,
                // and the source, isolated, keeps its own ("[2] <Arabic title>, p. 17" in English).
                let line = (rtl ? "\u{200F}" : "\u{200E}") + "[\(k + 1)] \u{2068}" + source + "\u{2069}"
                let cells = ChatText.label(line, style: .dim, maxWidth: max(1, width - indent))
                let lead = k == 0 ? ChatText.label(label, style: .dim) : ChatText.blanks(indent)
                let body = ChatText.fit(cells, width - indent, rtl: rtl)
                rows.append(ChatText.fit(rtl ? body + lead : lead + body, width))
            }
            all = rows + all
        }
        return Array(all.suffix(room))
    }

    /// "Enter Open in Chat   e Export   d Delete   s Star", each clickable.
    static func actions(x: Int, y: Int, width: Int, localizer: Localizer, into p: inout Painter) {
        let pairs: [(Action, String)] = [(.historyOpen, "history.help.openInChat"), (.historyExport, "history.help.export"),
                                         (.historyDelete, "history.help.delete"), (.historyStar, "history.help.star")]
        let items: [(String, String, Action)] = pairs.map { (KeyMap.standard.keyLabel(for: $0.0), $0.1, $0.0) }
        var cx = x
        for (key, label, action) in items {
            let text = key + " " + localizer(label)
            let need = LineShaper.width(of: text)
            guard cx + need <= x + width else { return }
            p.text(text, x: cx, y: y, maxWidth: need, style: .dim)
            p.hit(Rect(x: cx, y: y, width: need, height: 1), action)
            cx += need + 3
        }
    }

    static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}

import Domain
import Localization
import Presentation
import TextLayout

/// One conversation in the list (ux.md §4.1): selection mark, star, title and time; below it
/// the preview (or the search snippet) with the badges at the trailing edge. Compact rows are
/// the first line only.
enum HistoryRowView {
    struct Context {
        var width: Int
        var compact: Bool
        var signedIn: Bool
        var localizer: Localizer
        var env: RenderEnvironment
    }

    static func render(_ item: HistoryItem, selected: Bool, y: Int, activity: String?, ctx: Context,
                       into p: inout Painter) {
        let base: Style = selected ? .reverse : .plain
        if selected {
            p.fill(Rect(x: 0, y: y, width: ctx.width, height: 1), style: .reverse)
            p.glyph("▶", x: 0, y: y, style: base.with(.bold))
        }
        let starred = item.conversation.isStarred
        p.glyph(starred ? "★" : "☆", x: 1, y: y, style: selected ? base : Style(foreground: starred ? .gold : .dim))
        var time = RelativeTime.format(item.conversation.updatedAt, now: ctx.env.now, parts: ctx.env.dateParts,
                                       compact: ctx.compact, localizer: ctx.localizer)
        if let activity { time = activity + " " + time }
        let timeWidth = p.textEnding(time, at: ctx.width - 1, y: y, maxWidth: max(0, ctx.width / 3),
                                     style: selected ? base : .dim)
        let titleX = ctx.compact ? 3 : 4
        let room = ctx.width - 1 - timeWidth - 2 - titleX
        let title = item.title ?? ctx.localizer("chat.newConversation")
        if let parts = item.match?.titleParts {
            draw(parts, x: titleX, y: y, maxWidth: room, base: base, selected: selected, into: &p)
        } else {
            p.text(title, x: titleX, y: y, maxWidth: room, style: base)
        }
        guard !ctx.compact else { return }
        secondLine(item, y: y + 1, ctx: ctx, into: &p)
    }

    /// Preview or snippet, then the badges at the trailing edge.
    static func secondLine(_ item: HistoryItem, y: Int, ctx: Context, into p: inout Painter) {
        let badges = item.badges(signedIn: ctx.signedIn).map { ctx.localizer($0.labelKey) }.joined(separator: " ")
        let badgeWidth = badges.isEmpty ? 0
            : p.textEnding(badges, at: ctx.width - 1, y: y, maxWidth: ctx.width / 2, style: Style(foreground: .gold))
        let x = 4
        // As in the mock-ups: the preview keeps a 4-column margin at the trailing edge, or 3
        // columns before the badges.
        let room = ctx.width - x - (badgeWidth > 0 ? badgeWidth + 4 : 4)
        if let match = item.match {
            if let snippet = match.snippet {
                var parts = snippet.parts
                if snippet.leadingEllipsis { parts.insert(SearchSnippet.Part("…", isMatch: false), at: 0) }
                if snippet.trailingEllipsis { parts.append(SearchSnippet.Part("…", isMatch: false)) }
                draw(parts, x: x, y: y, maxWidth: room, base: .plain, selected: false, into: &p)
            } else {
                p.text(ctx.localizer("history.inTitle"), x: x, y: y, maxWidth: room, style: Style(foreground: .dim, attributes: .italic))
            }
            return
        }
        guard let preview = item.preview else {
            p.text(ctx.localizer("history.noMessages"), x: x, y: y, maxWidth: room, style: .dim)
            return
        }
        // A preview of several paragraphs is a row of isolates (HistoryPreviewText); with no
        // strong letter outside them the row takes the UI's direction (text-rendering.md §4.5),
        // so in Arabic an English heading and the passage after it read from the right, each
        // in its own direction inside. `Painter.text` would fall back to left-to-right.
        guard room > 0 else { return }
        let cells = LineShaper.visualCells(StyledText(Sanitizer.prose(preview), style: .dim), maxWidth: room,
                                           base: .weak(p.mirrored ? .rtl : .ltr))
        let w = cells.reduce(0) { $0 + Int($1.width) }
        p.cells(cells, physicalX: p.physicalStart(ofSpanAt: x, width: w), y: y)
    }

    /// Text runs with the matches in reverse video (on a selected, reversed line the matches
    /// are the ones shown normal, underlined), placed at the UI's leading edge.
    static func draw(_ parts: [SearchSnippet.Part], x: Int, y: Int, maxWidth: Int, base: Style, selected: Bool,
                     into p: inout Painter) {
        guard maxWidth > 0 else { return }
        let cells = LineShaper.visualCells(styled(parts, base: base, selected: selected), maxWidth: maxWidth,
                                           base: .weak(p.mirrored ? .rtl : .ltr))
        let w = cells.reduce(0) { $0 + Int($1.width) }
        p.cells(cells, physicalX: p.physicalStart(ofSpanAt: x, width: w), y: y)
    }

    static func styled(_ parts: [SearchSnippet.Part], base: Style, selected: Bool) -> StyledText {
        let match = selected ? Style(attributes: [.bold, .underline]) : base.with(.reverse)
        var text = StyledText()
        for part in parts {
            // Markdown emphasis and code marks are noise in a one-line excerpt.
            let shown = part.isMatch ? part.text : String(part.text.filter { $0 != "*" && $0 != "`" })
            text.append(Sanitizer.prose(shown), style: part.isMatch ? match : base)
        }
        return text
    }
}

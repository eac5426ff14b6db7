import Domain
import Foundation
import Localization
import Presentation
import TextLayout

/// The scrolling transcript (ux.md §3.1, §3.7). Only the blocks that reach the view are laid
/// out; the others count with a cached or estimated height, so a frame's cost does not grow
/// with the conversation's length.
enum TranscriptView {
    struct Context {
        var state: AppState
        var localizer: Localizer
        var env: RenderEnvironment
        var compact: Bool
    }

    /// Draws the transcript into `area` and returns its geometry for scrolling.
    static func render(_ ctx: Context, area: Rect, into p: inout Painter) -> TranscriptMetrics {
        let chat = ctx.state.chat
        let mirrored = ctx.state.language.isRightToLeft
        let geometry = TranscriptGeometry(width: area.width, compact: ctx.compact, mirrored: mirrored)
        let builder = makeBuilder(ctx, geometry: geometry)
        let waiting = chat.turn.flatMap { $0.isActive && $0.assistantMessageId == nil ? $0 : nil }
        let count = chat.messages.count + (waiting == nil ? 0 : 1)
        guard count > 0 else { return TranscriptMetrics(tops: [], totalRows: 0, viewportRows: area.height) }

        var dayOf: [Int] = []
        dayOf.reserveCapacity(chat.messages.count)
        // By index, here and below: a loop over the messages copies each one (a dozen retains).
        for i in chat.messages.indices { dayOf.append(ctx.env.dateParts(chat.messages[i].message.createdAt).dayKey) }
        let variant = variantKey(ctx, geometry: geometry)
        // Estimates depend on the text and the widths only, not on the language (which only
        // decides where bubbles sit), so a language switch reuses all of them: estimating
        // 2,000 messages again took longer than the 50 ms a switch may take.
        let estimateVariant = geometry.compact ? 1 : 0

        func block(_ i: Int) -> MessageBlock {
            if i == chat.messages.count, let waiting { return builder.waitingBlock(waiting, gap: i > 0) }
            let m = chat.messages[i]
            let separator = i == 0 || dayOf[i] != dayOf[i - 1]
            return builder.block(m, gap: i > 0, separator: separator, focused: chat.focus == .message(id: m.id),
                                 expanded: chat.expandedReasoning.contains(m.id))
        }
        // Most conversations expand no reasoning: no set lookup (a hash of the id) per message then.
        let anyExpanded = !chat.expandedReasoning.isEmpty
        func key(_ i: Int) -> ChatRenderCache.HeightKey? {
            guard i < chat.messages.count else { return nil }
            let id = chat.messages[i].id
            return .init(id: id, revision: MessageBlockBuilder.Revision(chat.messages[i]), width: area.width,
                         variant: variant, expanded: anyExpanded && chat.expandedReasoning.contains(id),
                         separator: i == 0 || dayOf[i] != dayOf[i - 1],
                         reasoningLength: chat.messages[i].message.reasoning?.utf8.count)
        }

        // Heights: exact where known, else estimated (text-rendering.md §10).
        var heights = [Int](repeating: 0, count: count)
        var exact = [Bool](repeating: false, count: count)
        for i in 0..<count {
            if let k = key(i), let h = ctx.env.cache.height(k) {
                heights[i] = h
                exact[i] = true
            } else if i < chat.messages.count {
                let k = ChatRenderCache.HeightKey(id: chat.messages[i].id,
                                                  revision: MessageBlockBuilder.Revision(chat.messages[i]),
                                                  width: area.width, variant: estimateVariant)
                heights[i] = ctx.env.cache.estimate(k) { estimate(i, chat: chat, geometry: geometry) }
            } else {
                heights[i] = estimate(i, chat: chat, geometry: geometry)
            }
        }
        var built: [Int: MessageBlock] = [:]
        var tops: [Int] = []
        var viewTop = 0
        // Lay out what is visible; a corrected height moves the view, so settle in a few passes.
        for _ in 0..<4 {
            tops = prefixTops(heights)
            let total = (tops.last ?? 0) + (heights.last ?? 0)
            viewTop = top(for: chat.scroll, chat: chat, tops: tops, total: total, viewport: area.height)
            var changed = false
            for i in visible(tops: tops, heights: heights, from: viewTop, rows: area.height) where built[i] == nil {
                let b = block(i)
                built[i] = b
                if let k = key(i), chat.messages[i].state != .streaming { ctx.env.cache.setHeight(b.height, for: k) }
                if heights[i] != b.height || !exact[i] {
                    changed = changed || heights[i] != b.height
                    heights[i] = b.height
                    exact[i] = true
                }
            }
            if !changed { break }
        }
        let total = (tops.last ?? 0) + (heights.last ?? 0)

        for i in visible(tops: tops, heights: heights, from: viewTop, rows: area.height) {
            let b = built[i] ?? block(i)
            draw(b, at: tops[i] - viewTop, area: area, index: i, chat: chat, into: &p)
        }
        if total > area.height {
            drawScrollbar(area: area, geometry: geometry, viewTop: viewTop, total: total, into: &p)
        }
        if chat.unseenBelow && chat.scroll != .following {
            let text = "↓ " + ctx.localizer("chat.newContentBelow")
            let y = area.maxY - 1
            p.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: .plain)
            p.textCentered(text, x: area.x, spanWidth: area.width, y: y, style: Style(foreground: .accent, attributes: .reverse))
            p.hit(Rect(x: area.x, y: y, width: area.width, height: 1), .scrollBottom)
        }
        let ids = chat.messages.map(\.id) + (waiting == nil ? [] : ["\u{0}waiting"])
        return TranscriptMetrics(tops: zip(ids, tops).map { (id: $0.0, top: $0.1) }, totalRows: total,
                                 viewportRows: area.height)
    }

    private static func makeBuilder(_ ctx: Context, geometry: TranscriptGeometry) -> MessageBlockBuilder {
        let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        let spinner = ctx.state.reduceMotion ? "…" : frames[ctx.state.tick % frames.count]
        let today = ctx.env.dateParts(ctx.env.now)
        let yesterday = ctx.env.dateParts(ctx.env.now.addingTimeInterval(-86_400))
        // List markers are numbers the app writes: they follow the digit setting (text-rendering.md §8.4).
        // Links always carry their target; the terminal decides whether it can show OSC 8 (`Screen`).
        let settings = LayoutSettings(hideHarakat: !ctx.state.showHarakat, hyperlinks: true,
                                      arabicIndicDigits: ctx.localizer.numbers.usesArabicIndicDigits)
        return MessageBlockBuilder(geometry: geometry, localizer: ctx.localizer, settings: settings,
                                   cache: ctx.env.cache, rtl: ctx.state.language.isRightToLeft, spinner: spinner,
                                   dateParts: ctx.env.dateParts, today: today, yesterday: yesterday)
    }

    private static func variantKey(_ ctx: Context, geometry: TranscriptGeometry) -> Int {
        var h = Hasher()
        h.combine(ctx.state.language)
        h.combine(geometry.compact)
        h.combine(ctx.state.showHarakat)
        h.combine(ctx.localizer.numbers.usesArabicIndicDigits)
        h.combine(ctx.env.dateParts(ctx.env.now).dayKey)
        return h.finalize()
    }

    /// A height for a message never laid out at this width (text-rendering.md §10).
    private static func estimate(_ i: Int, chat: ChatViewModel, geometry: TranscriptGeometry) -> Int {
        guard i < chat.messages.count else { return 4 }
        let m = chat.messages[i]
        let inner = (m.role == .user ? geometry.userMaxWidth : geometry.assistantWidth) - 4
        // The raw text stands in for the body: a Sources block costs about a row per source,
        // as its lines do in the raw text, and parsing every answer would cost far more.
        return LayoutCache.estimatedHeight(of: m.message.content, width: max(1, inner)) + 2 + (i > 0 ? 1 : 0)
    }

    private static func prefixTops(_ heights: [Int]) -> [Int] {
        var tops: [Int] = []
        tops.reserveCapacity(heights.count)
        var y = 0
        for h in heights {
            tops.append(y)
            y += h
        }
        return tops
    }

    private static func top(for scroll: ChatScroll, chat: ChatViewModel, tops: [Int], total: Int, viewport: Int) -> Int {
        let maxTop = max(0, total - viewport)
        switch scroll {
        case .following: return maxTop
        case .anchored(let id, let row):
            guard let i = chat.index(of: id) else { return maxTop }
            return min(maxTop, max(0, tops[i] + row))
        }
    }

    /// Indices of the blocks that intersect [from, from + rows).
    private static func visible(tops: [Int], heights: [Int], from: Int, rows: Int) -> [Int] {
        var lo = 0, hi = tops.count - 1, first = tops.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if tops[mid] + heights[mid] > from { first = mid; hi = mid - 1 } else { lo = mid + 1 }
        }
        var out: [Int] = []
        var i = max(0, first)
        while i < tops.count && tops[i] < from + rows {
            out.append(i)
            i += 1
        }
        return out
    }

    private static func draw(_ b: MessageBlock, at y0: Int, area: Rect, index: Int, chat: ChatViewModel,
                             into p: inout Painter) {
        var y = y0
        for row in b.leading {
            if y >= 0 && y < area.height { p.cells(row, physicalX: p.physical(area).x, y: area.y + y) }
            y += 1
        }
        let physicalX = p.physical(area).x + b.x
        let bubbleTop = y
        let highlight = index < chat.messages.count ? chat.highlight : nil
        for (k, row) in b.bubble.enumerated() {
            if y >= 0 && y < area.height {
                // Not the borders: they carry the speaker's name and the time, not the message.
                let inside = k > 0 && k < b.bubble.count - 1
                let shown = inside ? highlight.map { SearchHighlight.apply($0, to: row) } ?? row : row
                p.cells(shown, physicalX: physicalX, y: area.y + y)
            }
            y += 1
        }
        guard index < chat.messages.count else { return }
        let id = chat.messages[index].id
        let top = max(0, bubbleTop), bottom = min(area.height, bubbleTop + b.bubble.count)
        if bottom > top {
            p.hitPhysical(Rect(x: physicalX, y: area.y + top, width: b.bubbleWidth, height: bottom - top),
                          .selectMessage(id))
        }
        for s in b.sourceRows where bubbleTop + s.row >= 0 && bubbleTop + s.row < area.height {
            p.hitPhysical(Rect(x: physicalX, y: area.y + bubbleTop + s.row, width: b.bubbleWidth, height: 1),
                          .openMessageSource(id, s.number))
        }
    }

    private static func drawScrollbar(area: Rect, geometry: TranscriptGeometry, viewTop: Int, total: Int,
                                      into p: inout Painter) {
        let h = area.height
        let thumb = max(1, h * h / max(1, total))
        let pos = total > h ? (h - thumb) * viewTop / (total - h) : 0
        let x = p.physical(area).x + geometry.scrollbarColumn
        for i in 0..<thumb where pos + i < h {
            p.cells([Cell("┃", style: .dim)], physicalX: x, y: area.y + pos + i)
        }
    }
}

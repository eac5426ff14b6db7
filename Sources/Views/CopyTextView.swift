import Localization
import Presentation
import TextLayout

/// The Copy text page (ux.md §3.10): the instructions, then the text alone — no borders — and
/// the key hints at the bottom. Two orders, `v` switches: copying order (logical and unshaped,
/// so the terminal's own selection copies the text itself; shaped or reordered cells would copy
/// presentation forms, backwards) and reading order (shaped and reordered as the chat shows it,
/// for a terminal without bidi, where logical Arabic reads backwards). Both wrap at spaces.
extension CopyTextPage: OverlayView {
    /// It covers the whole screen: nothing under it can be clicked.
    func render(_ c: OverlayViewContext, into p: inout Painter) -> OverlayMetrics? {
        p.clearHitRegions()
        return OverlayMetrics(CopyTextView.render(self, toast: c.toast, keyMap: c.keyMap, contexts: c.contexts,
                                                  layout: c.layout, localizer: c.localizer, into: &p))
    }
}

enum CopyTextView {
    static func render(_ page: CopyTextPage, toast: Toast?, keyMap: KeyMap, contexts: [KeyContext], layout: ScreenLayout,
                       localizer: Localizer, into p: inout Painter) -> CopyTextMetrics {
        p.fill(Rect(x: 0, y: 0, width: layout.width, height: layout.height), style: .plain)
        // The top lines are the instructions, or a toast ("Saved to …"): the status line is covered.
        let notice: (String, Style)
        if let toast {
            notice = (toast.text, Style(foreground: toast.isError ? .error : .gold))
        } else {
            let key = page.instructionsKey ?? (page.visualOrder ? "copyText.instructionsVisual" : "copyText.instructions")
            notice = (localizer(key), Style(foreground: .dim))
        }
        let bottom = layout.hintRow ?? layout.height
        let noticeLines = ParagraphLayout.lines(notice.0, width: max(1, layout.width - 2),
                                                base: .weak(p.mirrored ? .rtl : .ltr), style: notice.1)
            .prefix(max(1, (bottom - 1) / 3))
        for (i, line) in noticeLines.enumerated() {
            p.cells(line.aligned(to: layout.width - 2), physicalX: 1, y: i)
        }
        let rows = page.visualOrder ? visualRows(page.text, width: layout.width) : rows(page.text, width: layout.width)
        let top = noticeLines.count
        let viewport = max(1, bottom - top)
        let maxTop = max(0, rows.count - viewport)
        let first = min(page.top, maxTop)
        for (i, row) in rows.dropFirst(first).prefix(viewport).enumerated() {
            p.cells(row, physicalX: 0, y: top + i)
        }
        // Only the page's own keys: tabs and help do not work while it shows.
        let own = KeyMap(bindings: keyMap.bindings.filter { $0.context == CopyTextPage.context })
        HintBarView.render(keyMap: own, contexts: contexts, layout: layout, localizer: localizer, into: &p)
        return CopyTextMetrics(maxTop: maxTop, viewportRows: viewport)
    }

    /// Copying order: the text's lines in logical order, unshaped, each cut into rows of at most
    /// `width` cells after a space where one is in reach (else at a cluster boundary). Control
    /// characters never reach the terminal; a tab becomes a space.
    static func rows(_ text: String, width: Int) -> [[Cell]] {
        var out: [[Cell]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var row: [Cell] = []
            var used = 0
            /// Index in `row` just after the last space, for a break at a word boundary.
            var afterSpace: Int?
            for cluster in Sanitizer.displayClusters(String(line)) {
                let w = DisplayWidth.of(cluster)
                guard w > 0 else { continue }
                if used + w > width {
                    if let cut = afterSpace, cut < row.count {
                        out.append(Array(row[..<cut]))
                        row = Array(row[cut...])
                    } else {
                        out.append(row)
                        row = []
                    }
                    used = row.reduce(0) { $0 + Int($1.width) }
                    afterSpace = nil
                }
                row.append(Cell(String(cluster), width: UInt8(min(w, 2))))
                used += w
                if cluster == " " { afterSpace = row.count }
            }
            out.append(row)
        }
        return out
    }

    /// Reading order: each line laid out as the chat lays out text (shaped, reordered, wrapped
    /// at words) in its own direction, right-aligned when it is right to left.
    static func visualRows(_ text: String, width: Int) -> [[Cell]] {
        var out: [[Cell]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let clean = Sanitizer.displayClusters(String(line)).filter { DisplayWidth.of($0) > 0 }.map(String.init).joined()
            let laid = ParagraphLayout.lines(clean, width: width, base: .weak(.ltr))
            if laid.isEmpty { out.append([]) }
            for l in laid { out.append(l.aligned(to: width)) }
        }
        return out
    }
}

import Localization
import Presentation
import TextLayout

/// The Copy text page (ux.md §3.10): one line of instructions, then the text alone — no
/// borders, not shaped and in logical order, so what the terminal's own selection copies is
/// the text itself (shaped or reordered cells would copy presentation forms, backwards) —
/// and the key hints at the bottom.
enum CopyTextView {
    static func render(_ page: CopyTextPage, toast: Toast?, keyMap: KeyMap, contexts: [KeyContext], layout: ScreenLayout,
                       localizer: Localizer, into p: inout Painter) -> CopyTextMetrics {
        p.fill(Rect(x: 0, y: 0, width: layout.width, height: layout.height), style: .plain)
        // The top line is the instructions, or a toast ("Saved to …"): the status line is covered.
        if let toast {
            p.text(toast.text, x: 1, y: 0, maxWidth: layout.width - 2, style: Style(foreground: toast.isError ? .error : .gold))
        } else {
            p.text(localizer("copyText.instructions"), x: 1, y: 0, maxWidth: layout.width - 2, style: Style(foreground: .dim))
        }
        let rows = rows(page.text, width: layout.width)
        let top = 1
        let bottom = layout.hintRow ?? layout.height
        let viewport = max(1, bottom - top)
        let maxTop = max(0, rows.count - viewport)
        let first = min(page.top, maxTop)
        for (i, row) in rows.dropFirst(first).prefix(viewport).enumerated() {
            p.cells(row, physicalX: 0, y: top + i)
        }
        // Only the page's own keys: tabs and help do not work while it shows.
        let own = KeyMap(bindings: keyMap.bindings.filter { $0.context == .copyText })
        HintBarView.render(keyMap: own, contexts: contexts, layout: layout, localizer: localizer, into: &p)
        return CopyTextMetrics(maxTop: maxTop, viewportRows: viewport)
    }

    /// The text's lines, each cut into rows of at most `width` cells at cluster boundaries.
    /// Control characters never reach the terminal; a tab becomes a space.
    static func rows(_ text: String, width: Int) -> [[Cell]] {
        var out: [[Cell]] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var row: [Cell] = []
            var used = 0
            for cluster in Sanitizer.displayClusters(String(line)) {
                let w = DisplayWidth.of(cluster)
                guard w > 0 else { continue }
                if used + w > width {
                    out.append(row)
                    row = []
                    used = 0
                }
                row.append(Cell(String(cluster), width: UInt8(min(w, 2))))
                used += w
            }
            out.append(row)
        }
        return out
    }
}

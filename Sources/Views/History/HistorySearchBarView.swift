import Localization
import Presentation
import TextLayout

/// The row above the list (ux.md §4.4–§4.5): "/" and the search field (or its placeholder) at
/// the leading edge; the starred filter and, while searching, "Esc Clear" at the trailing edge.
enum HistorySearchBarView {
    static func render(_ state: AppState, y: Int, width: Int, localizer: Localizer, into p: inout Painter) {
        let vm = state.history
        var end = width - 1
        if vm.search != nil, width >= 60 {
            let clear = KeyMap.standard.keyLabel(for: .historyClearSearch) + " " + localizer("history.search.clear")
            let w = p.textEnding(clear, at: end, y: y, maxWidth: 20, style: .dim)
            p.hit(Rect(x: end - w, y: y, width: w, height: 1), .historyClearSearch)
            end -= w + 3
        }
        // Below 60 columns the filter is only its key and a star.
        let label = width >= 60 ? localizer(vm.starredOnly ? "history.starredOnly.on" : "history.starredOnly.off")
            : (vm.starredOnly ? "★" : "☆")
        let starred = p.textEnding("* " + label, at: end, y: y, maxWidth: max(0, end - 12),
                                   style: vm.starredOnly ? Style(foreground: .gold) : .dim)
        p.hit(Rect(x: end - starred, y: y, width: starred, height: 1), .historyStarredOnly)
        end -= starred + 2

        let focused = vm.search?.focused == true
        p.text("/", x: 1, y: y, maxWidth: 1, style: Style(foreground: .accent, attributes: focused ? .bold : []))
        let fieldX = 3
        let room = max(0, end - fieldX)
        p.hit(Rect(x: 1, y: y, width: room + 2, height: 1), .historySearch)
        let field = vm.search?.field ?? TextBuffer()
        if field.isEmpty {
            p.text(localizer("history.search.placeholder"), x: fieldX, y: y, maxWidth: room, style: .dim)
            if focused {
                let leading = p.physicalStart(ofSpanAt: fieldX, width: 0)
                p.setPhysicalCursor(x: p.mirrored ? leading - 1 : leading, y: y)
            }
            return
        }
        let used = p.text(field.text, x: fieldX, y: y, maxWidth: room)
        guard focused else { return }
        // The caret counts from the right end of a right-to-left line, as in the composer.
        let before = LineShaper.width(of: String(field.characters.prefix(field.cursor)))
        let rtl = BidiClassifier.containsRTL(field.text) && !BidiClassifier.startsLeftToRight(field.text)
        let column = min(rtl ? used - before : before, max(0, room - 1))
        p.setPhysicalCursor(x: p.physicalStart(ofSpanAt: fieldX, width: used) + max(0, column), y: y)
    }
}

import Localization
import Presentation
import TextLayout

/// The History tab (ux.md §4): the search row, the list, and in the wide class the preview pane.
enum HistoryView {
    /// Skeleton rows appear only when a load takes longer than this (ux.md §4.7, §8).
    static let skeletonDelay = 0.15

    static func render(_ state: AppState, area: Rect, layout: ScreenLayout, localizer: Localizer,
                       env: RenderEnvironment, now: Double, into p: inout Painter) {
        let g = HistoryGeometry(width: state.width, height: state.height)
        let vm = state.history
        HistorySearchBarView.render(state, y: area.y, width: area.width, localizer: localizer, into: &p)
        let showsPane = g.isWide && vm.phase == .loaded && !vm.items.isEmpty
        if !layout.isShort {
            p.horizontal("─", x: 0, y: area.y + 1, length: area.width, style: .dim)
            if showsPane { p.glyph("┬", x: g.listWidth, y: area.y + 1, style: .dim) }
        }
        let top = area.y + g.headerRows
        let list = Rect(x: 0, y: top, width: area.width, height: max(0, area.maxY - top))
        switch vm.phase {
        case .idle:
            return
        case .loading(let since):
            if now - since >= skeletonDelay { HistoryEmptyView.skeleton(area: list, geometry: g, into: &p) }
            return
        case .failed(let error):
            HistoryEmptyView.failed(error, area: list, localizer: localizer, into: &p)
            return
        case .loaded:
            break
        }
        guard !vm.items.isEmpty else {
            HistoryEmptyView.render(state, area: list, localizer: localizer, into: &p)
            return
        }
        let listWidth = showsPane ? g.listWidth : area.width
        let ctx = HistoryRowView.Context(width: listWidth, compact: g.isCompact, signedIn: state.account.isSignedIn,
                                         localizer: localizer, env: env)
        let first = g.firstVisible(top: vm.top, selected: vm.selected, count: vm.items.count)
        let streamingId = state.chat.isStreaming ? state.chat.conversation?.id : nil
        let spinner = state.reduceMotion ? "…" : StatusLineView.spinnerFrames[state.tick % StatusLineView.spinnerFrames.count]
        for (k, i) in (first..<min(vm.items.count, first + g.visibleEntries)).enumerated() {
            let y = list.y + k * g.rowsPerEntry
            let item = vm.items[i]
            HistoryRowView.render(item, selected: i == vm.selected, y: y,
                                  activity: item.id == streamingId ? spinner : nil, ctx: ctx, into: &p)
            p.hit(Rect(x: 0, y: y, width: listWidth, height: min(g.rowsPerEntry, list.maxY - y)), .historySelect(i))
        }
        guard showsPane, let item = vm.selectedItem else { return }
        for y in list.y..<list.maxY { p.glyph("│", x: g.listWidth, y: y, style: .dim) }
        let pane = Rect(x: g.listWidth + 2, y: list.y, width: max(0, area.width - g.listWidth - 3), height: list.height)
        HistoryPreviewPaneView.render(item, preview: vm.preview, state: state, area: pane, localizer: localizer,
                                      env: env, into: &p)
    }

    /// The tab bar's trailing text on History: "12 conversations", or "3 of 12 conversations
    /// match" while search results are shown.
    static func trailing(_ state: AppState, localizer: Localizer) -> String {
        let vm = state.history
        guard vm.phase == .loaded else { return "" }
        if vm.showsResults, let s = vm.search {
            // "50+ of 10,000": the first page of a broad search is shown before its count.
            guard s.totalIsExact else {
                return localizer("history.matchCountAtLeast", localizer.numbers.integer(s.totalMatches),
                                 localizer.numbers.integer(vm.total))
            }
            return localizer.plural("history.matchCount", count: s.totalMatches, localizer.numbers.integer(vm.total))
        }
        return localizer.plural("history.count", count: vm.total)
    }
}

/// The Copy text page over any screen (ux.md §3.10). The terminal's selection mode is on while it
/// shows (mouse reporting off so the terminal selects; its own bidi on); it ends with the page.
extension Coordinator {
    mutating func openCopyText(_ text: String) -> [Effect] {
        state.menu = nil
        state.copyText = CopyTextPage(text: text)
        return [.setSelectionMode(true)]
    }

    mutating func performCopyText(_ action: Action, now: Double) -> [Effect] {
        guard var page = state.copyText else { return [] }
        let maxTop = copyTextMetrics?.maxTop ?? 0
        let viewport = max(1, (copyTextMetrics?.viewportRows ?? 10) - 1)
        switch action {
        case .copyTextScroll(let n): page.top += n
        case .copyTextPage(let n): page.top += n * viewport
        case .copyTextEdge(let last): page.top = last ? maxTop : 0
        case .copyTextSave:
            return [.chat(.saveText(page.text))]
        case .copyTextClose:
            state.copyText = nil
            return [.setSelectionMode(false)]
        default:
            return []
        }
        page.top = min(max(0, page.top), maxTop)
        state.copyText = page
        return []
    }
}

/// Moving about Settings (ux.md §5.1): the list's scroll, pickers, text pages and the backend
/// page's focus. Whatever the list shows is computed by the caller from the whole state
/// (`SettingsList`) and passed in, so these stay functions of their inputs.
extension SettingsViewModel {
    /// Scrolls the list the least so the selected row, its error line and, for a section's first
    /// row, its header show; the last selectable row also brings the footer. "▼ more" takes the
    /// last screen row while there is more below.
    mutating func revealSelection(lines: [SettingsLine], lastSelectable: SettingsRowID?, viewportRows h: Int) {
        let maxTop = max(0, lines.count - h)
        var top = min(listTop, maxTop)
        guard let i = SettingsList.lineIndex(of: selected, in: lines) else { return }
        var first = i
        if i > 0, case .header = lines[i - 1] { first = i - 1 }
        var last = i
        // The row's reason and error lines come into view with it.
        while last + 1 < lines.count {
            if case .error = lines[last + 1] { last += 1 } else if case .reason = lines[last + 1] { last += 1 } else { break }
        }
        if lastSelectable == selected { last = lines.count - 1 }
        if first < top { top = first }
        if last > top + h - 2 && top < maxTop { top = min(maxTop, max(0, last - h + 2)) }
        listTop = top
    }

    /// A key in a picker of `count` options; returns the index chosen, if one was.
    mutating func pickerAction(_ command: Command, count: Int) -> Int? {
        let i = min(pickerIndex, count - 1)
        switch command {
        case .move(let d): pickerIndex = max(0, min(count - 1, i + d))
        case .edge(let last): pickerIndex = last ? count - 1 : 0
        case .choose(let n) where (0..<count).contains(n):
            pickerIndex = n
            return n
        case .activate:
            return i
        default: break
        }
        return nil
    }

    /// Scrolls a text page by rows, by `page` rows, or to an end, never past `maxScroll`.
    mutating func scrollPage(_ command: Command, page: Int, maxScroll: Int) {
        var s = pageScroll
        switch command {
        case .move(let d): s += d
        case .page(let d): s += d * page
        case .edge(let last): s = last ? maxScroll : 0
        default: return
        }
        pageScroll = max(0, min(maxScroll, s))
    }

    /// A key on the backend page; returns the control to activate, if one was.
    mutating func backendPageAction(_ command: Command) -> BackendPageState.Control? {
        let controls = BackendPageState.Control.allCases
        switch command {
        case .move(let d):
            backendPage.focus = controls[max(0, min(controls.count - 1, backendPage.focus.rawValue + d))]
        case .edge(let last):
            backendPage.focus = last ? .check : .library
        case .choose(let n):
            guard let control = BackendPageState.Control(rawValue: n) else { return nil }
            backendPage.focus = control
            return control
        case .activate:
            return backendPage.focus
        default:
            break
        }
        return nil
    }

    /// Opens a text page at its top.
    mutating func openPage(_ page: SettingsPage) {
        pageScroll = 0
        route = .page(page)
    }

    /// Starts a connection check of `backend`; a late answer to an older one is ignored.
    mutating func startConnectionCheck(_ backend: Backend) -> SettingsEffect {
        checkCounter += 1
        backendPage.check = .checking(token: checkCounter)
        return .checkConnection(backend, token: checkCounter)
    }
}

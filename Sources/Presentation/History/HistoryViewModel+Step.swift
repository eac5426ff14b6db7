import Domain
import Input

/// History's one entry point for the router: every input (a command, a result of the runner's
/// work, a key in the search field, a paste, the tab shown or resized, the wheel) returns a
/// `Step`: what crosses screens, the work due with its follow-ups (the next page, the
/// preview), and the notice to show as a toast. Nothing is left in the state to be polled.
extension HistoryViewModel {
    public enum Input: Hashable, Sendable {
        case command(Command)
        case event(HistoryEvent)
        /// The rows again: `now` when the tab is entered (the first load shows a spinner
        /// after a moment), nil after a sync.
        case reload(now: Double?)
        /// Only the follow-ups (the terminal was resized).
        case refresh
        case wheel(rows: Int)
        /// A key while the search field has the focus.
        case searchKey(Key)
        case paste(String)
        case remove(conversationId: String, remote: Bool)
        case removeAll(remote: Bool)
        /// Work another screen asks in History's name (an export from the dialog).
        case work([HistoryEffect])
    }

    public struct Step: Hashable, Sendable {
        public var outcome: Outcome
        public var effects: [HistoryEffect]
        public var notice: HistoryNotice?
    }

    public struct Context: Sendable {
        public var geometry: HistoryGeometry
        public var now: Double
        /// Signed in on the cloud: `r` asks the server too.
        public var syncs: Bool
        /// History is on screen, so its follow-ups are due.
        public var onScreen: Bool
        public var keyMap: KeyMap
    }

    /// Applies `input`; nil for a key the search field does not take (the key map decides).
    public mutating func step(_ input: Input, _ c: Context) -> Step? {
        searchPageSize = Self.searchPage(c.geometry)
        var outcome = Outcome.effects([])
        switch input {
        case .command(let command):
            outcome = reduce(command, geometry: c.geometry, now: c.now, syncs: c.syncs)
            switch outcome {
            case .effects(let e), .reloadAndSync(let e): return finish(outcome, e, c)
            case .confirmDelete, .confirmDeleteAll: return finish(outcome, [], c)
            // Another screen or a dialog takes over: no follow-ups.
            case .ignored, .open, .export, .newChat: return Step(outcome: outcome, effects: [], notice: nil)
            }
        case .event(let e): return finish(outcome, handle(e), c)
        case .reload(let now): return finish(outcome, reload(now: now), c)
        case .refresh: return finish(outcome, [], c)
        case .wheel(let rows):
            scroll(rows: rows, geometry: c.geometry)
            return finish(outcome, [], c)
        case .searchKey(let key):
            switch searchKey(key, keyMap: c.keyMap) {
            case nil: return nil
            case .unchanged?: return Step(outcome: outcome, effects: [], notice: nil)
            case .edited(let e)?: return finish(outcome, e, c)
            }
        case .paste(let text):
            // On one line, as typed.
            let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
            search?.field.insert(String(line.prefix(1_000)))
            return finish(outcome, searchEdited(), c)
        case .remove(let id, let remote): return finish(outcome, remove(conversationId: id, remote: remote), c)
        case .removeAll(let remote): return finish(outcome, removeAll(remote: remote), c)
        case .work(let e): return finish(outcome, e, c)
        }
    }

    /// History's focus contexts, innermost first.
    public var contexts: [KeyContext] {
        guard let search else { return [.history] }
        if search.focused { return [.historySearch] }
        return [.historyResults, .history]
    }

    /// The effects with the follow-ups when History is on screen, and the notice taken.
    private mutating func finish(_ outcome: Outcome, _ effects: [HistoryEffect], _ c: Context) -> Step {
        var all = effects
        if c.onScreen { all += followUp(geometry: c.geometry) }
        let n = notice
        notice = nil
        return Step(outcome: outcome, effects: all, notice: n)
    }

    private enum SearchKey { case unchanged, edited([HistoryEffect]) }

    /// Typing and editing in the search field, where letters are text, not commands (ux.md §7).
    /// Nil lets the key map decide.
    private mutating func searchKey(_ key: Key, keyMap: KeyMap) -> SearchKey? {
        guard let s = search, s.focused else { return nil }
        if case .char(let c) = key.code, key.modifiers.subtracting(.shift).isEmpty {
            search?.field.insert(String(c))
            return .edited(searchEdited())
        }
        if keyMap.action(for: key, in: [.historySearch]) == .interrupt, !s.field.isEmpty {
            search?.field.clear()
            return .edited(searchEdited())
        }
        if keyMap.ownAction(for: key, in: .historySearch) != nil { return nil }
        // The composer's editing keys; ← and → move visually, as there.
        guard case .edit(let edit)? = keyMap.ownAction(for: key, in: .textField), ![.newline, .up, .down].contains(edit)
        else { return nil }
        let before = s.field.text
        search?.field.apply(edit)
        return search?.field.text == before ? .unchanged : .edited(searchEdited())
    }
}

/// A dialog's buttons (ux.md §8.3): Tab and ←/→ move the focus round them, Enter or a click
/// chooses one, Esc and Ctrl+C take the way out.
extension DialogState {
    public enum Command: Hashable, Sendable {
        case move(Int)
        /// The dialog's way out: Cancel or Close, never Copy.
        case cancel
        /// A button by index, or the focused one for nil.
        case choose(Int?)
    }

    /// Applies `command`: nil when only the focus moved, else the chosen button (the dialog then
    /// closes).
    public mutating func reduce(_ command: Command) -> Choice? {
        switch command {
        case .move(let d):
            let n = choices.count
            focused = (focused + d + n) % n
            return nil
        case .cancel:
            let index = choices.firstIndex { [.cancel, .close, .dismiss].contains($0) } ?? 0
            return reduce(.choose(index))
        case .choose(let index):
            return choices[min(choices.count - 1, max(0, index ?? focused))]
        }
    }
}

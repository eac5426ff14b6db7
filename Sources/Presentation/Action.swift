/// What a key binding does, independent of which key triggered it.
public enum Action: Hashable, Sendable {
    case help
    case nextTab, previousTab
    case selectTab(Tab)
    case back
    case interrupt  // Ctrl+C: cancel, stop, clear, or arm quit (ux.md §7)
    case quit
    case redraw
    case suspend
    /// An editing command for the focused text field.
    case edit(EditAction)
    /// Enter in the composer.
    case send
}

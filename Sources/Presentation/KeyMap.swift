import Input

/// The key map: the single table that decides what keys do and feeds the hint bar and the help
/// overlay (ux.md §7).
public struct KeyMap: Sendable {
    public let bindings: [KeyBinding]

    public init(bindings: [KeyBinding]) { self.bindings = bindings }

    /// The action for a key in a context; bindings of the context win over global ones.
    public func action(for key: Key, in context: KeyContext) -> Action? {
        if let b = bindings.first(where: { $0.context == context && $0.keys.contains(key) }) { return b.action }
        return bindings.first(where: { $0.context == .global && $0.keys.contains(key) })?.action
    }

    /// Bindings to show in the hint bar for a context, most important first.
    public func hints(for context: KeyContext) -> [KeyBinding] {
        bindings
            .filter { ($0.context == context || $0.context == .global) && $0.hintPriority != nil }
            .sorted { ($0.hintPriority ?? 0, $0.context == .global ? 1 : 0) < ($1.hintPriority ?? 0, $1.context == .global ? 1 : 0) }
    }

    /// The app's key map.
    public static let standard = KeyMap(bindings: [
        KeyBinding([Key(.function(1)), .char("?")], .global, .help, help: "help.help", hint: 90),
        KeyBinding([Key(.tab)], .global, .nextTab, help: "help.nextTab", hint: 10),
        KeyBinding([Key(.tab, .shift)], .global, .previousTab, help: "help.nextTab"),
        KeyBinding([.alt("1"), Key(.function(2))], .global, .selectTab(.chat), help: "help.chat", hint: 20),
        KeyBinding([.alt("2"), Key(.function(3))], .global, .selectTab(.history), help: "help.history", hint: 21),
        KeyBinding([.alt("3"), Key(.function(4))], .global, .selectTab(.settings), help: "help.settings", hint: 22),
        KeyBinding([Key(.escape)], .global, .back, help: "help.back"),
        KeyBinding([.ctrl("c")], .global, .interrupt, help: "help.quit"),
        KeyBinding([Key(.function(10))], .global, .quit, help: "help.quit", hint: 95),
        KeyBinding([.char("q")], .history, .quit, help: "help.quit"),
        KeyBinding([.char("q")], .settings, .quit, help: "help.quit"),
        KeyBinding([.ctrl("l")], .global, .redraw, help: "help.redraw"),
        KeyBinding([.ctrl("z")], .global, .suspend, help: "help.suspend"),
    ])
}

import Input

/// One row of the key map: keys, where they apply, what they do and their help text.
public struct KeyBinding: Hashable, Sendable {
    public var keys: [Key]
    public var context: KeyContext
    public var action: Action
    /// Localization key of the short help text ("Help", "Next tab").
    public var helpKey: String
    /// Shown in the key-hint bar (lower is more important); nil keeps it to the help overlay.
    public var hintPriority: Int?
    /// The hint's key label when one binding stands for a pair ("↑↓", "←→"); nil uses the first key.
    public var label: String?
    /// The second key of a two-key sequence (Ctrl+X Ctrl+E): the binding's keys start it.
    public var then: Key?
    /// The help overlay lists this binding on the row of another action that reads the same
    /// ("←, Ctrl+B  Move"); nil gives it its own action's row.
    public var helpRow: Action?

    public init(_ keys: [Key], _ context: KeyContext, _ action: Action, help: String, hint: Int? = nil,
                label: String? = nil, then: Key? = nil, helpRow: Action? = nil) {
        self.keys = keys
        self.context = context
        self.action = action
        self.helpKey = help
        self.hintPriority = hint
        self.label = label
        self.then = then
        self.helpRow = helpRow
    }

    /// Each key's name as the help lists it, a sequence as both keys ("Ctrl+X Ctrl+E").
    public var keyNames: [String] {
        keys.map { key in then.map { key.description + " " + $0.description } ?? key.description }
    }

    /// The label of the binding's keys for hints, e.g. "Alt+1" or "Tab".
    public var keyLabel: String { label ?? keyNames.first ?? "" }
}

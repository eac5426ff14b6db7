/// A small menu over the screen (ux.md §3.10): the message menu, a source list and the chat
/// menu. Items carry the action they perform and the key that does the same directly.
public struct MenuState: Hashable, Sendable {
    public struct Item: Hashable, Sendable {
        public var titleKey: String
        /// Shown as the title instead of a localized key (a source title).
        public var title: String?
        /// The direct key shown beside the item ("y", "Alt+C").
        public var keyLabel: String
        public var action: Action
        public var enabled: Bool
        /// Why a dim item cannot be used; such an item can still be focused, and Enter says why.
        public var reasonKey: String?

        public init(_ titleKey: String, title: String? = nil, key: String, action: Action, enabled: Bool = true,
                    reasonKey: String? = nil) {
            self.reasonKey = enabled ? nil : reasonKey
            self.titleKey = titleKey
            self.title = title
            self.keyLabel = key
            self.action = action
            self.enabled = enabled
        }
    }

    /// Localization key of the menu's title.
    public var titleKey: String
    public var items: [Item]
    public var focused: Int

    public init(titleKey: String, items: [Item]) {
        self.titleKey = titleKey
        self.items = items
        focused = items.firstIndex { $0.enabled } ?? 0
    }

    /// Moves the focus to the next enabled item in `direction` (wrapping).
    public mutating func move(_ direction: Int) {
        guard !items.isEmpty else { return }
        var i = focused
        for _ in 0..<items.count {
            i = (i + direction + items.count) % items.count
            if items[i].enabled || items[i].reasonKey != nil { focused = i; return }
        }
    }
}

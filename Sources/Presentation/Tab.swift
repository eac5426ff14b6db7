/// The three tabs, in logical order (Chat is first in both languages).
public enum Tab: Int, CaseIterable, Hashable, Sendable, Codable {
    case chat, history, settings

    public var next: Tab { Tab(rawValue: (rawValue + 1) % Tab.allCases.count) ?? .chat }
    public var previous: Tab { Tab(rawValue: (rawValue + Tab.allCases.count - 1) % Tab.allCases.count) ?? .chat }

    /// Localization key of the full label.
    public var labelKey: String {
        switch self {
        case .chat: "tab.chat"
        case .history: "tab.history"
        case .settings: "tab.settings"
        }
    }

    /// Localization key of the short label used below 46 columns.
    public var shortLabelKey: String { labelKey + ".short" }
}

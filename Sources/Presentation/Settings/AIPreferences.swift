/// A signed-in user's answer preferences as Settings shows them (protocol.md §13.2–§13.4). The
/// wire values are kept as they are (ASCII ids); only their display is localized. This is the
/// Presentation-side copy: the runner maps it to and from the API's types.
public struct AIPreferences: Hashable, Sendable {
    /// Free text the server appends to its prompt; nil or "" is none.
    public var customPrompt: String?
    /// `short` | `medium` | `detailed`, or nil for the server's default.
    public var length: String?
    /// `conversational` | `academic` | `technical`, or nil.
    public var style: String?
    /// `practical` | `theoretical` | `historical`, or nil.
    public var focus: String?
    /// 0 auto, 1 research, 2 fact-check; nil until the server said.
    public var mode: Int?
    /// A normalised madhab slug (`all` when unknown).
    public var madhab: String = "all"

    public init(customPrompt: String? = nil, length: String? = nil, style: String? = nil, focus: String? = nil,
                mode: Int? = nil, madhab: String = "all") {
        self.customPrompt = customPrompt
        self.length = length
        self.style = style
        self.focus = focus
        self.mode = mode
        self.madhab = madhab
    }
}

/// Where the preferences are: not asked for, on their way, shown (ux.md §5.4).
public enum PreferencesPhase: Hashable, Sendable {
    case idle
    /// Asked for on behalf of this account id.
    case loading(String)
    /// Loaded for this account id (even if a part failed: the rows then show what came).
    case loaded(String)
}

/// The three writes the preferences page makes, each with its own endpoint.
public enum PreferenceWrite: Hashable, Sendable {
    /// The whole preferences object, read-modify-write (protocol.md §13.2); `language` is the UI language.
    case preferences(AIPreferences, language: String)
    case mode(Int)
    case madhab(String)
}

/// Every row the Settings list can show (ux.md §5). Rows are named, not numbered, so the
/// selection survives rows appearing and disappearing (signing in adds the AI preferences).
public enum SettingsRowID: String, Hashable, Sendable, CaseIterable {
    // General
    case language, backend, voice
    // Appearance
    case theme, reduceMotion, bidi, digits, showHarakat
    // AI preferences: a guest or the library sees one row; a signed-in cloud user the rest
    case personalise
    case systemPrompt, responseLength, responseStyle, focus, mode, madhab
    case deepThinking, refreshPreferences
    // Account
    case account, createAccount, signOut, deleteAccount
    // Support and About
    case support
    case about, privacy, terms, help
}

/// Text a view localizes: a table key with arguments, or content shown as it is (an e-mail).
public enum SettingsText: Hashable, Sendable {
    case key(String, [String] = [])
    case literal(String)
}

/// One row as the list shows it: what it says and how it reacts (ux.md §5.1).
public struct SettingsRow: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `›`: Enter opens a page or starts a flow.
        case link
        /// `‹ value ›`: ←/→ step, Enter opens a picker.
        case choice
        /// `[x]`/`[ ]`: Space or Enter flips it.
        case toggle(Bool)
        /// Enter runs it (possibly after a dialog).
        case action
        /// Not selectable: an account's name, a note.
        case info
    }

    public var id: SettingsRowID
    public var kind: Kind
    public var label: SettingsText
    /// What the trailing side shows: the current value, or the link's verb ("Sign in").
    public var value: SettingsText?
    /// Dim and skipped by the selection (offline library, no connection).
    public var enabled: Bool
    /// Drawn in the error colour (Sign Out, Delete Account).
    public var destructive: Bool
    /// The dim description beside the row on wide screens.
    public var descriptionKey: String?
    /// Why a dim row does nothing now ("Not used by the offline library"). Such a row can
    /// still be highlighted, and then says so under itself, as a dim menu item does.
    public var reasonKey: String?

    public init(_ id: SettingsRowID, _ kind: Kind, label: SettingsText, value: SettingsText? = nil,
                enabled: Bool = true, destructive: Bool = false, description: String? = nil, reason: String? = nil) {
        self.id = id
        self.kind = kind
        self.label = label
        self.value = value
        self.enabled = enabled
        self.destructive = destructive
        self.descriptionKey = description
        self.reasonKey = enabled ? nil : reason
    }

    /// Whether the selection may rest on it.
    public var isSelectable: Bool {
        if case .info = kind { return false }
        return enabled || reasonKey != nil
    }
}

/// One line of the list, in order: section headers, rows, a row's inline error, the footer.
public enum SettingsLine: Hashable, Sendable {
    case header(String)
    case row(SettingsRow)
    /// A failed save or load, under the row it belongs to.
    case error(SettingsRowID, SettingsRowError)
    /// Why the highlighted dim row does nothing, under it (`SettingsRow.reasonKey`).
    case reason(SettingsRowID, String)
    case blank
    /// "ShamelaGPT · Version 1.0.0" (ux.md §5.8).
    case footer(String)
}

/// Why a row's last change or load failed: a sentence key and the catalogue code.
public struct SettingsRowError: Hashable, Sendable {
    public var messageKey: String
    public var code: String?

    public init(messageKey: String, code: String?) {
        self.messageKey = messageKey
        self.code = code
    }
}

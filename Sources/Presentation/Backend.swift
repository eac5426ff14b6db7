import Foundation

/// Where answers come from (ux.md §10 `--server`).
public enum Backend: Hashable, Sendable, Codable {
    /// The embedded offline library server (the default).
    case library
    /// The ShamelaGPT cloud service.
    case cloud
    /// A server URL the user typed.
    case custom(String)

    /// Parses `library`, `cloud` or a URL; nil for anything else.
    public init?(argument: String) {
        let trimmed = argument.trimmingCharacters(in: .whitespaces)
        switch trimmed.lowercased() {
        case "library": self = .library
        case "cloud": self = .cloud
        default:
            let lower = trimmed.lowercased()
            guard lower.hasPrefix("http://") || lower.hasPrefix("https://"), trimmed.count > 8 else { return nil }
            self = .custom(trimmed)
        }
    }

    /// How it is written in settings and stored with a conversation: `library`, `cloud` or the
    /// URL (`init(argument:)` reads it back).
    public var storedValue: String {
        switch self {
        case .library: "library"
        case .cloud: "cloud"
        case .custom(let url): url
        }
    }

    /// Localization key of the compact status line's label ("Cloud ● · Guest").
    public var shortLabelKey: String {
        switch self {
        case .library: "status.backend.short.library"
        case .cloud: "status.backend.short.cloud"
        case .custom: "status.backend.short.custom"
        }
    }

    /// A custom server reached over plain HTTP: what it is sent travels unencrypted.
    public var isUnencrypted: Bool {
        if case .custom(let url) = self { return url.lowercased().hasPrefix("http://") }
        return false
    }

    public var labelKey: String {
        switch self {
        case .library: "status.backend.library"
        case .cloud: "status.backend.cloud"
        case .custom: "status.backend.custom"
        }
    }
}

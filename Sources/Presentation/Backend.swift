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

    /// Localization key of the status-line label.
    public var labelKey: String {
        switch self {
        case .library: "status.backend.library"
        case .cloud: "status.backend.cloud"
        case .custom: "status.backend.custom"
        }
    }
}

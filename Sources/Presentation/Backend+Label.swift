import Domain
import Localization

extension Backend {
    /// The label in sentences, the status line and the export header: "Offline library",
    /// "ShamelaGPT cloud", "Custom (host:port)" (ux.md §3.12).
    public func label(_ localizer: Localizer) -> String {
        if case .custom(let url) = self { return localizer("status.backend.customHost", Self.hostAndPort(url)) }
        return localizer(labelKey)
    }

    /// The name inside a sentence ("…; the offline library will answer…").
    public func inSentence(_ localizer: Localizer) -> String {
        switch self {
        case .library: localizer("backend.inSentence.library")
        case .cloud: localizer("backend.inSentence.cloud")
        case .custom(let url): localizer("backend.inSentence.custom", Self.hostAndPort(url))
        }
    }

    /// "host:port" of a server URL, as typed (no scheme, no path).
    public static func hostAndPort(_ url: String) -> String {
        var rest = Substring(url)
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        return String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" })
    }
}

extension Conversation {
    /// The backend it was started with, when known.
    public var startedWith: Backend? { backend.flatMap(Backend.init(argument:)) }
}

extension AppState {
    /// The open conversation was started with another backend than the one that answers now:
    /// its earlier messages are not known there (ux.md §3.12). Nil when the backend is the same
    /// or not known.
    public var backendMismatch: (started: Backend, current: Backend)? {
        guard let started = chat.conversation?.startedWith, started != backend else { return nil }
        return (started, backend)
    }

    /// The label to export a conversation under: the backend it was started with, else the
    /// current one.
    public func exportLabel(for conversation: Conversation?, _ localizer: Localizer) -> String {
        (conversation?.startedWith ?? backend).label(localizer)
    }
}

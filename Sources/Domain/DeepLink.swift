import Foundation

/// Where a link given on the command line leads (protocol.md §12.1, ux.md §6.5). Parsing is
/// pure so every accepted and rejected form is tested without a screen.
public enum DeepLink: Hashable, Sendable {
    /// Open this conversation (matched by id or thread id) in Chat.
    case conversation(String)
    /// A new conversation in Chat.
    case newChat
    case history
    case settings
    /// A shared conversation: opened locally when this owner has it, else in the browser.
    case shared(String)
    /// Any other scheme, host or path (`http://` included).
    case unsupported
    /// `shamelagpt://factcheck?text=…` or `?image=PATH`: the fact-check review sheet with the
    /// text, or the image read first (the mobile apps' share-extension link).
    case factCheck(text: String?, image: String?)

    /// The web origins links may use; the first is canonical (protocol.md §1, §12.3).
    public static let webHosts = ["shamelagpt.com", "www.shamelagpt.com"]
    public static let appScheme = "shamelagpt"

    /// Classifies `raw`. Scheme and host compare case-insensitively and a trailing `/` on the
    /// path is ignored; paths and query names are case-sensitive.
    public static func parse(_ raw: String) -> DeepLink {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URLComponents(string: text), let scheme = url.scheme?.lowercased(),
              url.user == nil, url.password == nil else { return .unsupported }
        let query = Query(url.queryItems ?? [])
        switch scheme {
        case appScheme:
            // `shamelagpt://chat` names the route as the host; `shamelagpt:///chat` as the path.
            let host = (url.host ?? "").lowercased()
            var segments = Self.segments(url.percentEncodedPath)
            let route: String
            if !host.isEmpty {
                route = host
            } else if let first = segments.first {
                route = first.lowercased()
                segments.removeFirst()
            } else {
                return .unsupported
            }
            guard segments.isEmpty, url.port == nil else { return .unsupported }
            return app(route: route, query: query)
        case "https":
            guard let host = url.host?.lowercased(), webHosts.contains(host),
                  url.port == nil || url.port == 443 else { return .unsupported }
            return web(segments: Self.segments(url.percentEncodedPath), query: query)
        default:
            return .unsupported
        }
    }

    private static func app(route: String, query: Query) -> DeepLink {
        switch route {
        case "chat": query["id"].map(DeepLink.conversation) ?? .newChat
        case "history": .history
        case "settings": .settings
        case "factcheck":
            query["image"].map { DeepLink.factCheck(text: nil, image: $0) }
                ?? .factCheck(text: query["text"] ?? "", image: nil)
        default: .unsupported
        }
    }

    private static func web(segments: [String], query: Query) -> DeepLink {
        switch segments.count {
        case 1:
            switch segments[0] {
            case "chat": return query["id"].map(DeepLink.conversation) ?? .newChat
            case "history": return .history
            case "settings": return .settings
            case "shared": return (query["chatid"] ?? query["id"]).map(DeepLink.shared) ?? .newChat
            default: return .unsupported
            }
        case 2 where segments[0] == "shared":
            // The legacy path form `/shared/<id>`.
            guard let id = segments[1].removingPercentEncoding, !id.isEmpty else { return .unsupported }
            return .shared(id)
        default:
            return .unsupported
        }
    }

    /// Path segments without the empty ones a leading or trailing `/` makes. A doubled `/`
    /// inside the path is not a form we accept, so it stays as an empty segment.
    private static func segments(_ path: String) -> [String] {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.first == "" { parts.removeFirst() }
        if parts.last == "" { parts.removeLast() }
        return parts
    }

    /// The canonical web page of a shared conversation (protocol.md §12.2–12.3).
    public static func shareURL(id: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let encoded = id.addingPercentEncoding(withAllowedCharacters: allowed) ?? id
        return "https://\(webHosts[0])/shared?chatid=\(encoded)"
    }

    /// Query values by name; a blank value counts as absent.
    private struct Query {
        let items: [URLQueryItem]
        init(_ items: [URLQueryItem]) { self.items = items }
        subscript(name: String) -> String? {
            guard let v = items.first(where: { $0.name == name })?.value?.trimmingCharacters(in: .whitespaces),
                  !v.isEmpty else { return nil }
            return v
        }
    }
}

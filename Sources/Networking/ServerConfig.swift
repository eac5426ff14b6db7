import Domain

/// Which server the client talks to and how its URL was chosen (protocol.md §1, §2.5).
public struct ServerConfig: Hashable, Sendable {
    /// The kind of backend: it decides bearer use and error mapping.
    public enum Kind: Hashable, Sendable {
        case cloud, library, custom
    }

    public static let cloudDefault = "https://shamelagpt.com"

    /// Base URL without a trailing `/`; a path prefix is kept.
    public let baseURL: String
    public let kind: Kind
    /// Typed by the user (flag, setting, config): plain HTTP is then allowed.
    public let userTyped: Bool

    /// Fails with `E-NET-001` for a malformed URL or `http://` for the cloud service.
    public init(baseURL raw: String, kind: Kind, userTyped: Bool = false) throws(APIError) {
        var url = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        while url.hasSuffix("/") { url.removeLast() }
        if URLPolicy.hasUserInfo(url) { throw APIError(.credentialsInURL()) }
        guard let origin = URLPolicy.origin(of: url) else { throw APIError(.invalidURL(raw)) }
        if kind == .cloud, origin.scheme != "https" { throw APIError(.invalidURL(raw)) }
        baseURL = url
        self.kind = kind
        self.userTyped = userTyped
    }

    public static func cloud() -> ServerConfig {
        // The constant is a valid https URL without credentials (a test checks it through the
        // checking initialiser), so it is not parsed again here: the check asks libcurl, and
        // every start makes this value, while libcurl is loaded only once a request is made
        // (CCurlLoader).
        ServerConfig(unchecked: cloudDefault, kind: .cloud)
    }

    private init(unchecked: String, kind: Kind) {
        baseURL = unchecked
        self.kind = kind
        userTyped = false
    }

    public var origin: URLPolicy.Origin? { URLPolicy.origin(of: baseURL) }
}

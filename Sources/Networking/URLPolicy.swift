import Domain
import Foundation

/// The scheme and credential rules of protocol.md §2.5, checked before anything is sent.
public enum URLPolicy {
    /// The parts of a URL the rules need.
    public struct Origin: Hashable, Sendable {
        public var scheme: String
        public var host: String
        public var port: Int

        public var isLoopback: Bool { URLPolicy.isLoopback(host: host) }
    }

    /// Scheme, host and effective port, or nil when the URL is not absolute http(s).
    public static func origin(of url: String) -> Origin? {
        guard let comps = URLComponents(string: url), let scheme = comps.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = comps.host?.lowercased(), !host.isEmpty
        else { return nil }
        return Origin(scheme: scheme, host: host, port: comps.port ?? (scheme == "https" ? 443 : 80))
    }

    /// Whether the URL carries a user name or password, as `URLComponents` or libcurl reads it,
    /// or has any `@` before its path (where a reader could take what precedes it for the host).
    public static func hasUserInfo(_ url: String) -> Bool {
        if let comps = URLComponents(string: url), comps.user != nil || comps.password != nil { return true }
        if CurlURL.parts(url)?.hasUserInfo == true { return true }
        let afterScheme = url.range(of: "://").map { url[$0.upperBound...] } ?? url[...]
        let authority = afterScheme.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return authority.contains("@")
    }

    public static func isLoopback(host raw: String) -> Bool {
        let host = raw.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// nil when the request may go out; otherwise the error that stops it locally.
    public static func violation(for request: HTTPRequest) -> AppError? {
        if hasUserInfo(request.url) { return .credentialsInURL() }
        guard let origin = origin(of: request.url) else { return .invalidURL(request.url) }
        // The rules apply to the host libcurl will contact; a URL the two parsers read
        // differently is refused outright.
        guard let contacted = CurlURL.parts(request.url), contacted.scheme == origin.scheme,
              contacted.host == origin.host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        else { return .invalidURL(request.url) }
        guard origin.scheme == "http" else { return nil }
        if isLoopback(host: contacted.host) { return nil }
        if request.carriesCredentials { return .invalidURL("credentials are never sent over plain HTTP") }
        return request.userTypedServer ? nil : .invalidURL(request.url)
    }
}

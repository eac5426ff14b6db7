import Foundation

/// The "Answers from" page (ux.md §5.2): three choices, a URL field for the custom server, and
/// the connection check with its result.
public struct BackendPageState: Hashable, Sendable {
    /// The page's controls in focus order.
    public enum Control: Int, Hashable, Sendable, CaseIterable {
        case library, cloud, custom, url, check
    }

    public var focus: Control = .library
    /// The custom server's URL as typed.
    public var url = TextBuffer("https://")
    /// Why the typed URL was refused, as a table key.
    public var urlError: String?
    public var check: ConnectionCheck = .idle

    public init() {}

    /// The page as it opens for the backend in force.
    public init(backend: Backend) {
        switch backend {
        case .library: focus = .library
        case .cloud: focus = .cloud
        case .custom(let u):
            focus = .custom
            url = TextBuffer(u)
        }
    }
}

/// `GET <base>/api/health` with a 5-second limit and what came of it.
public enum ConnectionCheck: Hashable, Sendable {
    case idle
    /// Running; results of other tokens are stale and ignored.
    case checking(token: Int)
    /// "● Connected — <service> (142 ms)".
    case connected(service: String, milliseconds: Int)
    /// "✗ Couldn't connect — <reason> (Error code: …)": the reason's key, its detail and code.
    case failed(messageKey: String, detail: String?, code: String)
}

/// The rules for a custom server URL the user types (protocol.md §1, §2.5), checked before it is
/// used: absolute `https://`, or `http://` typed explicitly; plain HTTP to another computer works
/// but is not encrypted, and sign-in is then refused by the transport.
public enum CustomServerURL {
    public enum Verdict: Hashable, Sendable {
        /// Usable; `unencrypted` when it is plain HTTP to a host other than this computer.
        case valid(url: String, unencrypted: Bool)
        /// Not usable, with the key of the sentence that says why.
        case invalid(String)
    }

    public static func check(_ raw: String) -> Verdict {
        var url = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        while url.hasSuffix("/") { url.removeLast() }
        let lower = url.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return .invalid("settings.backend.url.scheme") }
        guard !url.contains(where: { $0.isWhitespace }), let comps = URLComponents(string: url),
              let host = comps.host, !host.isEmpty, comps.query == nil, comps.fragment == nil
        else { return .invalid("settings.backend.url.invalid") }
        let plain = comps.scheme?.lowercased() == "http"
        return .valid(url: url, unencrypted: plain && !isLoopback(host))
    }

    /// `localhost`, `127.0.0.0/8` and `::1` (protocol.md §2.5).
    static func isLoopback(_ raw: String) -> Bool {
        let host = raw.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).lowercased()
        if host == "localhost" || host == "::1" || host == "0:0:0:0:0:0:0:1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}

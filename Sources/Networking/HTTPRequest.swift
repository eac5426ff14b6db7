import Foundation

/// One HTTP request for the transport: method, absolute URL, headers, body and limits.
public struct HTTPRequest: Sendable {
    public var method: String
    public var url: String
    /// Header names as sent; the transport adds `User-Agent` and never `Expect`.
    public var headers: [(name: String, value: String)]
    public var body: Data?
    public var timeouts: TransportTimeouts
    /// Normal requests accept any encoding curl can decode; chat streams ask for none (protocol.md §2.1).
    public var acceptCompressed: Bool
    /// The user typed this server URL, so plain `http://` is allowed even off loopback (protocol.md §2.5).
    public var userTypedServer: Bool
    /// A bearer token, refresh token or password is in the headers or body: never sent in clear
    /// to a non-loopback host (protocol.md §2.5).
    public var carriesCredentials: Bool

    public init(method: String = "GET", url: String, headers: [(name: String, value: String)] = [],
                body: Data? = nil, timeouts: TransportTimeouts = .normal, acceptCompressed: Bool = true,
                userTypedServer: Bool = false, carriesCredentials: Bool = false) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeouts = timeouts
        self.acceptCompressed = acceptCompressed
        self.userTypedServer = userTypedServer
        self.carriesCredentials = carriesCredentials
    }
}

/// The limits of protocol.md §2.3, injectable so tests need not wait minutes.
public struct TransportTimeouts: Hashable, Sendable {
    /// TCP + TLS.
    public var connect: Duration
    /// The whole transfer.
    public var total: Duration
    /// Longest silence between received bytes, headers included; nil for none.
    public var idle: Duration?

    public init(connect: Duration, total: Duration, idle: Duration?) {
        self.connect = connect
        self.total = total
        self.idle = idle
    }

    public static let normal = TransportTimeouts(connect: .seconds(15), total: .seconds(30), idle: nil)
    public static let stream = TransportTimeouts(connect: .seconds(15), total: .seconds(300), idle: .seconds(120))
}

extension Duration {
    var milliseconds: Int64 {
        let (s, atto) = components
        return s * 1000 + atto / 1_000_000_000_000_000
    }
}

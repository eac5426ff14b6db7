import Domain
import Foundation

/// The ShamelaGPT API client (protocol.md §3–§5): bearer rules, proactive refresh,
/// refresh-once-and-retry on 401/403, error mapping. One instance per backend.
public actor ShamelaAPI {
    public nonisolated let server: ServerConfig
    let transport: HTTPTransport
    let credentials: CredentialStore
    let timeouts: TransportTimeouts
    let streamTimeouts: TransportTimeouts
    let now: @Sendable () -> Date
    private var refreshTask: Task<RefreshOutcome, Never>?

    public init(server: ServerConfig, transport: HTTPTransport = CurlTransport(),
                credentials: CredentialStore = InMemoryCredentialStore(),
                timeouts: TransportTimeouts = .normal, streamTimeouts: TransportTimeouts = .stream,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.server = server
        self.transport = transport
        self.credentials = credentials
        self.timeouts = timeouts
        self.streamTimeouts = streamTimeouts
        self.now = now
    }

    /// Paths that never carry the bearer, even on its origin (protocol.md §3.3).
    static let bearerFreePaths: Set<String> = [
        "/api/health", "/api/auth/signup", "/api/auth/login", "/api/auth/refresh",
        "/api/auth/forgot-password", "/api/auth/google", "/api/auth/apple", "/api/transcribe",
    ]

    static func isBearerFree(_ path: String) -> Bool {
        let bare = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
        return bearerFreePaths.contains(bare) || bare.hasPrefix("/api/guest/")
    }

    // MARK: core

    /// Sends a request and returns a 2xx response with its body unread; every other outcome
    /// throws an `APIError`.
    func send(_ method: String, _ path: String, body: Data?, requiresAuth: Bool,
              stream: Bool = false) async throws(APIError) -> HTTPResponse {
        let bearerApplies = server.kind != .library && !Self.isBearerFree(path)
        var creds: Credentials?
        if bearerApplies { creds = try await usableCredentials() }
        if requiresAuth && server.kind != .library && creds == nil { throw APIError(.signInRequired()) }

        let first = try await transmit(method, path, body: body, token: creds?.token, stream: stream)
        guard [401, 403].contains(first.status), creds != nil, !path.hasPrefix("/api/auth/") else {
            return try await accept(first, path: path)
        }
        first.cancel()
        switch await refresh() {
        case .success(let fresh):
            let retry = try await transmit(method, path, body: body, token: fresh.token, stream: stream)
            if [401, 403].contains(retry.status) {
                var e = try await errorFor(retry, path: path)
                e.sessionExpired = true
                throw e
            }
            return try await accept(retry, path: path)
        case .rejected:
            throw APIError(.http(status: first.status), status: first.status, sessionExpired: true)
        case .failed(let e):
            throw e
        }
    }

    private func accept(_ response: HTTPResponse, path: String) async throws(APIError) -> HTTPResponse {
        if (200..<300).contains(response.status) { return response }
        throw try await errorFor(response, path: path)
    }

    private func errorFor(_ response: HTTPResponse, path: String) async throws(APIError) -> APIError {
        let body = (try? await response.readAll(limit: 1 << 20)) ?? Data()
        return HTTPErrorMapper.error(status: response.status, headers: response.headers, body: body, path: path,
                                     backend: server.kind)
    }

    private func transmit(_ method: String, _ path: String, body: Data?, token: String?,
                          stream: Bool) async throws(APIError) -> HTTPResponse {
        var headers: [(name: String, value: String)] = [("Accept", stream ? "text/event-stream" : "application/json")]
        if body != nil { headers.append(("Content-Type", "application/json")) }
        if let token { headers.append(("Authorization", "Bearer \(token)")) }
        let carriesSecret = token != nil || path == "/api/auth/login" || path == "/api/auth/signup"
            || path == "/api/auth/refresh"
        let request = HTTPRequest(method: method, url: server.baseURL + path, headers: headers, body: body,
                                  timeouts: stream ? streamTimeouts : timeouts, acceptCompressed: !stream,
                                  userTypedServer: server.userTyped, carriesCredentials: carriesSecret)
        do {
            return try await transport.send(request)
        } catch {
            throw APIError.from(error)
        }
    }

    // MARK: credentials

    /// The stored credentials for this origin, refreshed first when they expire within 60 s.
    private func usableCredentials() async throws(APIError) -> Credentials? {
        guard let creds = await credentials.load(), creds.origin == server.origin?.key else { return nil }
        guard let expiry = creds.expiresAt, expiry.timeIntervalSince(now()) < 60 else { return creds }
        switch await refresh() {
        case .success(let fresh): return fresh
        case .rejected: return nil
        case .failed(let e): throw e
        }
    }

    enum RefreshOutcome: Sendable {
        case success(Credentials)
        /// 400/401/403 or no refresh token: the session is over and the tokens are gone.
        case rejected
        /// Connection failure or 5xx: credentials kept.
        case failed(APIError)
    }

    /// One refresh in flight at a time; concurrent callers share its result (protocol.md §3.4).
    func refresh() async -> RefreshOutcome {
        if let running = refreshTask { return await running.value }
        let task = Task { await self.performRefresh() }
        refreshTask = task
        let outcome = await task.value
        refreshTask = nil
        return outcome
    }

    private func performRefresh() async -> RefreshOutcome {
        guard let creds = await credentials.load(), let rt = creds.refreshToken, !rt.isEmpty else {
            await credentials.clear()
            return .rejected
        }
        let body = Self.jsonBody(["refresh_token": rt])
        do {
            let response = try await send("POST", "/api/auth/refresh", body: body, requiresAuth: false)
            let auth: AuthResponse = try await decode(response)
            let fresh = credentialsFrom(auth, previous: creds)
            await credentials.save(fresh)
            return .success(fresh)
        } catch {
            if let status = error.status, [400, 401, 403].contains(status) {
                await credentials.clear()
                return .rejected
            }
            return .failed(error)
        }
    }

    func credentialsFrom(_ auth: AuthResponse, previous: Credentials?, email: String? = nil) -> Credentials {
        Credentials(token: auth.token, refreshToken: auth.refreshToken ?? previous?.refreshToken,
                    expiresAt: auth.expiresAt(now: now()),
                    accountId: auth.user?.firebaseUid ?? previous?.accountId,
                    email: auth.user?.email ?? email ?? previous?.email,
                    origin: server.origin?.key ?? server.baseURL)
    }

    // MARK: helpers

    func decode<T: Decodable>(_ response: HTTPResponse) async throws(APIError) -> T {
        let data: Data
        do {
            data = try await response.readAll()
        } catch {
            throw APIError.from(error)
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw APIError(.decoding(String(describing: error).prefix(200).description), status: response.status)
        }
    }

    func drain(_ response: HTTPResponse) async throws(APIError) {
        do { _ = try await response.readAll(limit: 1 << 20) } catch { throw APIError.from(error) }
    }

    static func jsonBody(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    static func jsonBody<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}

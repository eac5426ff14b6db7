@testable import App
@testable import AppCore
import Domain
import Foundation
import Localization
import Logging
import Networking
import Presentation
import Storage
import TestSupport
import Testing

/// The account runner against a scripted server (protocol.md §3): what each answer becomes,
/// what is stored in the token file, and what is deleted. The async `run` is awaited
/// directly, so nothing blocks the cooperative pool.
@Suite(.serialized) struct AccountRunnerTests {
    static let fast = TransportTimeouts(connect: .seconds(5), total: .seconds(10), idle: .seconds(5))
    static let authBody = #"{"token":"tok-1","refresh_token":"rt-1","expires_in":"3600","user":{"id":"7","firebase_uid":"uid-aisha","email":"aisha@example.com"}}"#
    static let meBody = #"{"id":"7","firebase_uid":"uid-aisha","email":"aisha@example.com","display_name":"Aisha","mode_preference":0}"#

    struct Rig {
        let runner: AccountEffectRunner
        let sessions: FileSessionStore
        let store: InMemoryStore
        let dir: URL
    }

    static func rig() -> Rig {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory() + "account-" + UUID().uuidString)
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let logger = Logger(label: "test")
        let sessions = FileSessionStore(stateDirectory: dir)
        let store = InMemoryStore()
        let runner = AccountEffectRunner(credentials: FileCredentialStore(sessions: sessions, logger: logger),
                                         conversations: store.conversations, queue: EventQueue(), logger: logger)
        runner.makeAPI = { ShamelaAPI(server: $0, credentials: $1, timeouts: fast, streamTimeouts: fast) }
        runner.retryInterval = 0.05
        return Rig(runner: runner, sessions: sessions, store: store, dir: dir)
    }

    static func backend(_ server: StubServer) -> Backend { .custom(server.baseURL) }

    @Test func signingInStoresTheTokensPrivatelyAndReadsTheProfile() async throws {
        let server = try StubServer { req in
            switch req.path {
            case "/api/auth/login": StubStep.response(200, body: Self.authBody)
            case "/api/auth/me": StubStep.response(200, body: Self.meBody)
            default: StubStep.response(404, body: "{}")
            }
        }
        defer { server.stop() }
        let rig = Self.rig()
        let event = await rig.runner.run(.signIn(request: 3, email: "aisha@example.com", password: " pw ",
                                                 backend: Self.backend(server)))
        #expect(event == .signedIn(request: 3, AccountProfile(accountId: "uid-aisha", email: "aisha@example.com",
                                                               displayName: "Aisha")))
        let login = try #require(server.requests.first { $0.path == "/api/auth/login" })
        #expect(login.bodyText.contains("\"password\":\" pw \""), "the password goes as typed")
        #expect(login.headers["authorization"] == nil)
        #expect(server.requests.first { $0.path == "/api/auth/me" }?.headers["authorization"] == "Bearer tok-1")
        let tokens = try #require(try rig.sessions.loadTokens())
        #expect(tokens.token == "tok-1" && tokens.refreshToken == "rt-1" && tokens.accountId == "uid-aisha")
        #expect(tokens.displayName == "Aisha")
        #expect(tokens.origin == "http://127.0.0.1:\(server.port)")
        let mode = try FileManager.default.attributesOfItem(atPath: rig.sessions.tokensURL.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(!(try String(contentsOf: rig.sessions.tokensURL, encoding: .utf8)).contains(" pw "), "never the password")
    }

    /// protocol.md §3.6: the login form's errors.
    @Test(arguments: [
        (400, #"{"detail":"bad"}"#, "auth.invalidCredentials", "E-HTTP-400"),
        (401, #"{"detail":"Invalid email or password."}"#, "auth.invalidCredentials", "E-HTTP-401"),
        (403, "{}", "auth.invalidCredentials", "E-HTTP-403"),
        (500, #"{"detail":"boom"}"#, "network.serverError", "E-HTTP-500"),
        (429, "{}", "network.tooManyRequests", "E-HTTP-429"),
    ])
    func signInFailures(status: Int, body: String, key: String, code: String) async throws {
        let server = try StubServer(steps: StubStep.response(status, body: body))
        defer { server.stop() }
        let rig = Self.rig()
        let event = await rig.runner.run(.signIn(request: 1, email: "a@b.co", password: "pw", backend: Self.backend(server)))
        guard case .authFailed(1, let e)? = event else { Issue.record("\(String(describing: event))"); return }
        #expect(e.messageKey == key)
        #expect(e.code == code)
        #expect(try rig.sessions.loadTokens() == nil)
    }

    @Test(arguments: [
        (400, #"{"detail":"Email already exists"}"#, "auth.emailExistsUseLogin"),
        (400, #"{"detail":"Password too weak"}"#, "network.invalidRequest"),
        (503, "{}", "network.serverError"),
    ])
    func signUpFailures(status: Int, body: String, key: String) async throws {
        let server = try StubServer(steps: StubStep.response(status, body: body))
        defer { server.stop() }
        let rig = Self.rig()
        let event = await rig.runner.run(.signUp(request: 2, email: "a@b.co", password: "secret", displayName: "A",
                                                 backend: Self.backend(server)))
        guard case .authFailed(2, let e)? = event else { Issue.record("\(String(describing: event))"); return }
        #expect(e.messageKey == key)
    }

    @Test func signUpSendsTheNameAndNoServerMeansNoConnection() async throws {
        let server = try StubServer { req in
            req.path == "/api/auth/signup" ? StubStep.response(200, body: Self.authBody) : StubStep.response(500, body: "{}")
        }
        defer { server.stop() }
        let rig = Self.rig()
        let event = await rig.runner.run(.signUp(request: 2, email: "aisha@example.com", password: "secret",
                                                 displayName: "Aisha", backend: Self.backend(server)))
        // The profile read failed (500): not fatal, the sign-in's own account id is used.
        #expect(event == .signedIn(request: 2, AccountProfile(accountId: "uid-aisha", email: "aisha@example.com",
                                                               displayName: nil)))
        #expect(server.requests.first?.bodyText.contains("\"display_name\":\"Aisha\"") == true)
        let port = server.port
        server.stop()
        try await Task.sleep(nanoseconds: 200_000_000)
        let down = await rig.runner.run(.signIn(request: 4, email: "a@b.co", password: "pw",
                                                backend: .custom("http://127.0.0.1:\(port)")))
        guard case .authFailed(4, let e)? = down else { Issue.record("\(String(describing: down))"); return }
        #expect(e.code == "E-NET-003")
    }

    @Test func forgotPasswordReportsSentOrTheError() async throws {
        let server = try StubServer(steps: StubStep.response(200, body: "{}"))
        defer { server.stop() }
        let rig = Self.rig()
        #expect(await rig.runner.run(.forgotPassword(request: 5, email: "a@b.co", backend: Self.backend(server)))
                == .resetSent(request: 5))
        #expect(server.requests.first?.path == "/api/auth/forgot-password")
        #expect(server.requests.first?.bodyText == #"{"email":"a@b.co"}"#)
    }

    static func storeTokens(_ rig: Rig, server: StubServer, expiresAt: Int64?, refresh: String? = "rt-old") throws {
        try rig.sessions.saveTokens(SessionTokens(token: "tok-old", refreshToken: refresh, expiresAt: expiresAt,
                                                  accountId: "uid-aisha", email: "aisha@example.com",
                                                  origin: "http://127.0.0.1:\(server.port)"))
    }

    @Test func restoreRefreshesAnExpiredTokenAndConfirms() async throws {
        let server = try StubServer { req in
            switch req.path {
            case "/api/auth/refresh": StubStep.response(200, body: Self.authBody)
            case "/api/auth/me": StubStep.response(200, body: Self.meBody)
            default: StubStep.response(404, body: "{}")
            }
        }
        defer { server.stop() }
        let rig = Self.rig()
        try Self.storeTokens(rig, server: server, expiresAt: 1)
        let event = await rig.runner.run(.restore(retrying: true))
        #expect(event == .restored(AccountProfile(accountId: "uid-aisha", email: "aisha@example.com", displayName: "Aisha")))
        #expect(server.requests.map(\.path) == ["/api/auth/refresh", "/api/auth/me"])
        #expect(try rig.sessions.loadTokens()?.token == "tok-1")
    }

    @Test func aRefusedRefreshEndsTheSessionAndForgetsTheTokens() async throws {
        let server = try StubServer(steps: StubStep.response(401, body: "{}"))
        defer { server.stop() }
        let rig = Self.rig()
        try Self.storeTokens(rig, server: server, expiresAt: 1)
        #expect(await rig.runner.run(.restore(retrying: true)) == .restoreRejected)
        #expect(try rig.sessions.loadTokens() == nil)
    }

    @Test func anUnreachableServerKeepsTheSignInAndRetries() async throws {
        let up = Flag()
        let server = try StubServer { req in
            if !up.value { return [.reset] }
            return req.path == "/api/auth/me" ? StubStep.response(200, body: Self.meBody) : StubStep.response(200, body: Self.authBody)
        }
        defer { server.stop() }
        let rig = Self.rig()
        try Self.storeTokens(rig, server: server, expiresAt: nil)
        // Only reading the profile: a failure is quiet and changes nothing.
        #expect(await rig.runner.run(.restore(retrying: false)) == nil)
        #expect(try rig.sessions.loadTokens()?.token == "tok-old")
        // Restoring: it keeps trying until the server answers.
        let task = Task { await rig.runner.run(.restore(retrying: true)) }
        try await Task.sleep(nanoseconds: 150_000_000)
        up.value = true
        let event = await task.value
        #expect(event == .restored(AccountProfile(accountId: "uid-aisha", email: "aisha@example.com", displayName: "Aisha")))
        #expect(server.requests.count >= 2)
    }

    @Test func deletingTheAccountCallsTheServerThenWipesLocally() async throws {
        let server = try StubServer(steps: StubStep.response(200, body: "{}"))
        defer { server.stop() }
        let rig = Self.rig()
        try Self.storeTokens(rig, server: server, expiresAt: nil)
        let account = Owner.account("uid-aisha"), guest = Owner.guest("guest_1_abcdef")
        let now = Date()
        try rig.store.conversations.create(Conversation(id: "c-acc", title: "t", createdAt: now, ownerId: account.id), owner: account)
        try rig.store.conversations.create(Conversation(id: "c-guest", title: "t", createdAt: now, ownerId: guest.id), owner: guest)
        #expect(await rig.runner.run(.deleteAccount(accountId: "uid-aisha")) == .accountDeleted)
        #expect(server.requests.map { "\($0.method) \($0.path)" } == ["DELETE /api/conversations", "DELETE /api/auth/me"])
        #expect(server.requests.allSatisfy { $0.headers["authorization"] == "Bearer tok-old" })
        #expect(try rig.sessions.loadTokens() == nil)
        #expect(try rig.store.conversations.conversation(id: "c-acc", owner: account) == nil)
        #expect(try rig.store.conversations.conversation(id: "c-guest", owner: guest) != nil, "the guest's stay")
    }

    @Test func aFailedDeletionKeepsEverything() async throws {
        let server = try StubServer(steps: StubStep.response(500, body: "{}"))
        defer { server.stop() }
        let rig = Self.rig()
        try Self.storeTokens(rig, server: server, expiresAt: nil)
        let account = Owner.account("uid-aisha")
        try rig.store.conversations.create(Conversation(id: "c-acc", title: "t", createdAt: Date(), ownerId: account.id),
                                           owner: account)
        guard case .accountDeleteFailed(let e)? = await rig.runner.run(.deleteAccount(accountId: "uid-aisha")) else {
            Issue.record("expected a failure"); return
        }
        #expect(e.code == "E-HTTP-500")
        #expect(try rig.sessions.loadTokens() != nil)
        #expect(try rig.store.conversations.conversation(id: "c-acc", owner: account) != nil)
    }

    @Test func signingOutForgetsTheTokensAndOptionallyTheConversations() throws {
        let rig = Self.rig()
        try rig.sessions.saveTokens(SessionTokens(token: "t", refreshToken: nil, expiresAt: nil, accountId: "uid", email: nil))
        let account = Owner.account("uid")
        try rig.store.conversations.create(Conversation(id: "c1", title: "t", createdAt: Date(), ownerId: account.id), owner: account)
        let state = AppState(language: .en, backend: .cloud, width: 80, height: 24, owner: account)
        rig.runner.perform(.signOut(accountId: "uid", deleteLocalConversations: false), state: state)
        #expect(try rig.sessions.loadTokens() == nil)
        #expect(try rig.store.conversations.conversation(id: "c1", owner: account) != nil, "kept, hidden until the next sign-in")
        rig.runner.perform(.signOut(accountId: "uid", deleteLocalConversations: true), state: state)
        #expect(try rig.store.conversations.conversation(id: "c1", owner: account) == nil)
    }

    @Test func linksAreLookedUpForTheCurrentOwnerByIdOrThread() throws {
        let rig = Self.rig()
        let guest = Owner.guest("guest_1_abcdef")
        var c = Conversation(id: "c1", title: "t", createdAt: Date(), ownerId: guest.id)
        c.threadId = "thread-9"
        try rig.store.conversations.create(c, owner: guest)
        let state = AppState(language: .en, backend: .library, width: 80, height: 24, owner: guest)
        rig.runner.perform(.resolveLink(id: "thread-9", shared: true), state: state)
        rig.runner.perform(.resolveLink(id: "c1", shared: false), state: state)
        var other = state
        other.owner = .account("uid")
        rig.runner.perform(.resolveLink(id: "c1", shared: false), state: other)
        #expect(rig.runner.queue.take(timeout: 1) == [.account(.linkResolved(conversationId: "c1")),
                                                       .account(.linkResolved(conversationId: "c1")),
                                                       .account(.linkMissing(id: "c1", shared: false))])
    }

    @Test func theChatClientSendsTheBearerOfTheStoredSignIn() async throws {
        let server = try StubServer(steps: StubStep.eventStream(["data: [DONE]\n\n"]))
        defer { server.stop() }
        let rig = Self.rig()
        try Self.storeTokens(rig, server: server, expiresAt: nil)
        let paths = AppPaths.resolve(dataDir: rig.dir.path, environment: [:])
        let backend = ChatBackend(paths: paths, queue: EventQueue(), logger: Logger(label: "test"),
                                  credentials: rig.runner.credentials)
        backend.activate(.custom(server.baseURL))
        let api = try backend.client().get()
        let stream = try await api.chatStream(ChatRequest.authenticated(question: "q", threadId: "c1", language: "en",
                                                                        enableThinking: true), guest: false)
        stream.cancel()
        #expect(server.requests.first?.path == "/api/chat/stream")
        #expect(server.requests.first?.headers["authorization"] == "Bearer tok-old")
    }
}

/// Launch's account decision from the token file (protocol.md §3.5 steps 1–4).
@Suite struct AccountStartTests {
    static let now = Date(timeIntervalSince1970: 1_770_000_000)

    static func tokens(token: String = "t", refresh: String? = "r", expires: Int64?, id: String = "uid",
                       name: String? = nil) -> SessionTokens {
        SessionTokens(token: token, refreshToken: refresh, expiresAt: expires, accountId: id, email: "a@b.co",
                      displayName: name)
    }

    @Test func noTokensIsAGuest() {
        #expect(AccountStart.decide(nil, now: Self.now) == AccountStart())
    }

    @Test func aValidTokenIsSignedInAndOnlyTheMissingNameIsFetched() {
        let named = AccountStart.decide(Self.tokens(expires: 1_770_003_600, name: "Aisha"), now: Self.now)
        #expect(named.account == .signedIn(accountId: "uid", email: "a@b.co", displayName: "Aisha"))
        #expect(named.accountId == "uid")
        #expect(named.effect == nil)
        let unnamed = AccountStart.decide(Self.tokens(expires: nil), now: Self.now)
        #expect(unnamed.account.isSignedIn)
        #expect(unnamed.effect == .restore(retrying: false))
    }

    @Test func anExpiredTokenWithARefreshTokenIsRestoring() {
        let start = AccountStart.decide(Self.tokens(expires: 1_769_999_000), now: Self.now)
        #expect(start.account == .restoring(email: "a@b.co"))
        #expect(start.accountId == "uid")
        #expect(start.effect == .restore(retrying: true))
    }

    @Test func anExpiredTokenWithNothingToRefreshItIsForgotten() {
        let start = AccountStart.decide(Self.tokens(refresh: nil, expires: 1_769_999_000), now: Self.now)
        #expect(start.account == .guest)
        #expect(start.clearTokens)
    }

    @Test func noAccountIdMeansConfirmingFirst() {
        let start = AccountStart.decide(Self.tokens(expires: nil, id: ""), now: Self.now)
        #expect(start.account == .restoring(email: "a@b.co"))
        #expect(start.accountId == nil)
    }
}

final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var v = false
    var value: Bool {
        get { lock.withLock { v } }
        set { lock.withLock { v = newValue } }
    }
}

/// The startup language without `--lang` or a saved choice (ux.md §2.1).
@Suite struct LocaleLanguageTests {
    @Test(arguments: [
        (["LANG": "ar_SA.UTF-8"], Language.ar),
        (["LC_ALL": "ar_EG.UTF-8", "LANG": "en_US.UTF-8"], .ar),
        (["LC_ALL": "", "LC_MESSAGES": "ar", "LANG": "en_US.UTF-8"], .ar),
        (["LC_ALL": "C.UTF-8", "LANG": "ar_SA.UTF-8"], .en),
        (["LANG": "en_GB.UTF-8"], .en),
        ([:], .en),
    ])
    func fromTheLocale(environment: [String: String], expected: Language) {
        #expect(LaunchContext.localeLanguage(environment) == expected)
    }
}

import Domain
import Foundation
import Logging
import Networking
import Presentation

/// Performs account effects against the token file, the conversation store and the API;
/// results go back through the queue. `run` is the async core the tests await directly.
package final class AccountEffectRunner: @unchecked Sendable {
    package let credentials: FileCredentialStore
    let conversations: ConversationRepository
    /// Sync markers and owed deletions, wiped with the account's rows; nil in tests without sync.
    var syncState: SyncStateRepository?
    /// A forced list sync, run before a link's conversation is declared missing.
    package var syncList: (@Sendable (Owner) async -> Void)?
    let queue: EventQueue
    let logger: Logger
    /// Builds the client for a server; tests shorten its timeouts.
    var makeAPI: @Sendable (ServerConfig, CredentialStore) -> ShamelaAPI = { ShamelaAPI(server: $0, credentials: $1) }
    /// Seconds before a restore the server could not answer is tried again; doubled after each
    /// failure up to `maxRetryInterval`, ±20% (protocol.md §7.7).
    var retryInterval: Double = 30
    var maxRetryInterval: Double = 300
    private let lock = NSLock()
    private var requests: [Int: Task<Void, Never>] = [:]
    private var restoring: Task<Void, Never>?

    init(credentials: FileCredentialStore, conversations: ConversationRepository, queue: EventQueue, logger: Logger) {
        self.credentials = credentials
        self.conversations = conversations
        self.queue = queue
        self.logger = logger
    }

    package convenience init(launch: LaunchContext, queue: EventQueue, logger: Logger) {
        self.init(credentials: launch.credentials, conversations: launch.store.conversations, queue: queue, logger: logger)
        syncState = launch.store.syncState
    }

    /// Runs one effect on the run loop's thread; network work continues on a task.
    package func perform(_ effect: AccountEffect, state: AppState) {
        switch effect {
        case .signIn(let id, _, _, _), .signUp(let id, _, _, _, _), .forgotPassword(let id, _, _):
            let task = Task.detached { [self] in
                let event = await run(effect)
                lock.withLock { _ = requests.removeValue(forKey: id) }
                if let event { queue.post(.account(event)) }
            }
            lock.withLock { requests[id] = task }
        case .cancel(let id):
            lock.withLock { requests.removeValue(forKey: id) }?.cancel()
        case .restore:
            let task = Task.detached { [self] in
                if let event = await run(effect) { queue.post(.account(event)) }
            }
            lock.withLock { restoring = task }
        case .signOut(let accountId, let deleteLocal):
            // Done here, in order, so a sign-in right after never races the removal.
            stopRestoring()
            credentials.clearNow()
            guard deleteLocal else { return }
            do {
                try wipe(.account(accountId))
            } catch {
                logger.error("local conversations not deleted: \(error)")
                queue.post(.account(.localDeleteFailed((error as? AppError) ?? .storage(String(describing: error)))))
            }
        case .forgetTokens:
            stopRestoring()
            credentials.clearNow()
        case .deleteAccount, .checkHealth:
            Task.detached { [self] in
                if let event = await run(effect) { queue.post(.account(event)) }
            }
        case .resolveLink(let id, let shared):
            let event = resolve(id, shared: shared, owner: state.owner)
            // Signed in on the cloud, an unknown id is looked for again after a list sync
            // (ux.md §6.5): the conversation may have been made on another device.
            guard case .linkMissing = event, let syncList, state.syncsWithAccount, case .account = state.owner else {
                queue.post(.account(event))
                return
            }
            let owner = state.owner
            Task.detached { [self] in
                await syncList(owner)
                queue.post(.account(resolve(id, shared: shared, owner: owner)))
            }
        }
    }

    /// Every local trace of an owner: conversations, messages, and with sync, its markers and
    /// owed deletions (protocol.md §10.5).
    package func wipe(_ owner: Owner) throws {
        if let syncState { try syncState.deleteEverything(owner: owner) } else { try conversations.deleteAll(owner: owner) }
    }

    private func stopRestoring() {
        lock.withLock { () -> Task<Void, Never>? in
            defer { restoring = nil }
            return restoring
        }?.cancel()
    }

    /// Performs the network part of an effect and returns the event it ends with; nil when
    /// there is nothing to report (cancelled, or a profile read that may fail quietly).
    package func run(_ effect: AccountEffect) async -> AccountEvent? {
        switch effect {
        case .signIn(let id, let email, let password, let backend):
            return await authenticate(id, backend: backend, email: email) { api throws(APIError) in
                try await api.login(email: email, password: password)
            }
        case .signUp(let id, let email, let password, let name, let backend):
            return await authenticate(id, backend: backend, email: email) { api throws(APIError) in
                try await api.signup(email: email, password: password, displayName: name)
            }
        case .forgotPassword(let id, let email, let backend):
            do {
                try await client(for: backend).forgotPassword(email: email)
                return .resetSent(request: id)
            } catch {
                return error.cancelled ? nil : .authFailed(request: id, error.error)
            }
        case .restore(let retrying):
            return await restore(retrying: retrying)
        case .deleteAccount(let accountId):
            return await deleteAccount(accountId)
        case .checkHealth(let backend):
            guard let api = try? client(for: backend, credentials: InMemoryCredentialStore()) else {
                return .healthChecked(backend, reachable: false)
            }
            let reachable = (try? await api.health()) != nil
            return .healthChecked(backend, reachable: reachable)
        case .cancel, .signOut, .forgetTokens, .resolveLink:
            return nil
        }
    }

    /// Sign-in or sign-up, then the profile. A request cancelled after the server accepted it
    /// leaves no sign-in behind: the user asked for none.
    private func authenticate(_ id: Int, backend: Backend, email: String,
                              _ call: (ShamelaAPI) async throws(APIError) -> Credentials) async -> AccountEvent? {
        do {
            let api = try client(for: backend)
            let creds = try await call(api)
            if Task.isCancelled {
                credentials.clearNow()
                return nil
            }
            return .signedIn(request: id, await profile(api, creds, email: email))
        } catch {
            return error.cancelled ? nil : .authFailed(request: id, error.error)
        }
    }

    /// `GET /api/auth/me` for the display name and, when the sign-in lacked it, the account id;
    /// its failure is not fatal (protocol.md §3.5 step 2).
    private func profile(_ api: ShamelaAPI, _ creds: Credentials, email: String) async -> AccountProfile {
        let me = try? await api.me()
        let mail = me?.email ?? creds.email ?? email
        // The account id is the Firebase uid; the e-mail keeps apart the rows of a server that
        // names none (never a guest-shaped id).
        let accountId = me?.firebaseUid ?? creds.accountId ?? mail
        credentials.saveProfile(accountId: accountId, email: mail, displayName: me?.displayName)
        return AccountProfile(accountId: accountId, email: mail, displayName: me?.displayName)
    }

    /// Confirms the stored sign-in (protocol.md §3.5 step 3): the client refreshes an expired
    /// token first. Refused: the tokens go. Unreachable: try again later while `retrying`.
    private func restore(retrying: Bool) async -> AccountEvent? {
        guard let creds = credentials.loadNow() else { return retrying ? .restoreRejected : nil }
        let api: ShamelaAPI
        do {
            api = try client(forOrigin: creds.origin)
        } catch {
            return retrying ? .restoreRejected : nil
        }
        var interval = retryInterval
        while !Task.isCancelled {
            do {
                let me = try await api.me()
                let mail = me.email ?? creds.email ?? ""
                let accountId = me.firebaseUid ?? creds.accountId ?? mail
                credentials.saveProfile(accountId: accountId, email: mail, displayName: me.displayName)
                return .restored(AccountProfile(accountId: accountId, email: mail, displayName: me.displayName))
            } catch {
                if Self.isRefusal(error) {
                    logger.info("stored sign-in refused", metadata: ["code": "\(error.error.code)"])
                    credentials.clearNow()
                    return .restoreRejected
                }
                guard retrying else { return nil }
                logger.info("sign-in not confirmed yet", metadata: ["code": "\(error.error.code)"])
                try? await Task.sleep(nanoseconds: UInt64(interval * Double.random(in: 0.8...1.2) * 1e9))
                interval = min(maxRetryInterval, interval * 2)
            }
        }
        return nil
    }

    /// 400/401/403 from the refresh or the request, or no usable credentials left: the
    /// session is over. Connection failures and 5xx keep everything (protocol.md §3.4).
    static func isRefusal(_ e: APIError) -> Bool {
        e.sessionExpired || e.error.code == AppError.signInRequired().code || [400, 401, 403].contains(e.status ?? 0)
    }

    private func deleteAccount(_ accountId: String) async -> AccountEvent {
        guard let creds = credentials.loadNow() else { return .accountDeleteFailed(.signInRequired()) }
        do {
            let api = try client(forOrigin: creds.origin)
            // Best effort: the account's deletion below removes them on the server anyway.
            try? await api.deleteAllConversations()
            try await api.deleteAccount()
        } catch {
            logger.error("account not deleted", metadata: ["code": "\(error.error.code)"])
            return .accountDeleteFailed(error.error)
        }
        credentials.clearNow()
        do {
            try wipe(.account(accountId))
        } catch {
            logger.error("deleted account's local conversations not removed: \(error)")
        }
        return .accountDeleted
    }

    private func resolve(_ id: String, shared: Bool, owner: Owner) -> AccountEvent {
        do {
            if let c = try conversations.conversation(threadId: id, owner: owner) { return .linkResolved(conversationId: c.id) }
        } catch {
            logger.error("link lookup failed: \(error)")
        }
        return .linkMissing(id: id, shared: shared)
    }

    // MARK: clients

    /// The client that signs in on a backend: the cloud or a custom server.
    private func client(for backend: Backend, credentials store: CredentialStore? = nil) throws(APIError) -> ShamelaAPI {
        let config: ServerConfig
        switch backend {
        case .cloud: config = .cloud()
        case .custom(let url): config = try ServerConfig(baseURL: url, kind: .custom, userTyped: true)
        case .library: throw APIError(AppError.signInRequired())
        }
        return makeAPI(config, store ?? credentials)
    }

    /// The client of the server a stored sign-in came from, whatever the backend is now.
    private func client(forOrigin origin: String) throws(APIError) -> ShamelaAPI {
        makeAPI(try FileCredentialStore.server(forOrigin: origin), credentials)
    }
}

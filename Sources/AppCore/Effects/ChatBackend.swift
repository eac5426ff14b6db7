import Domain
import Foundation
import Library
import Logging
import Networking
import Presentation

/// The API client for the current backend. The offline library's server starts in-process on
/// an ephemeral loopback port in the background, so launch never waits for its index, and the
/// app talks to it through the ordinary SSE client (library.md).
package final class ChatBackend: @unchecked Sendable {
    private let lock = NSLock()
    private var api: ShamelaAPI?
    private var configError: APIError?
    private var server: LibraryServer?
    /// The in-process server's search by meaning, opened on first need (`warmUp`).
    private var semantic: LazySemanticSearch?
    private var generation = 0
    package let paths: AppPaths
    let queue: EventQueue
    let logger: Logger
    /// The sign-in the cloud and custom clients send as their bearer (protocol.md §3.3).
    let credentials: CredentialStore
    /// Where "cloud" points; tests aim it at a loopback server.
    var cloudConfig = ServerConfig.cloud()
    var timeouts = TransportTimeouts.normal
    var streamTimeouts = TransportTimeouts.stream

    package init(paths: AppPaths, queue: EventQueue, logger: Logger, credentials: CredentialStore = InMemoryCredentialStore()) {
        self.paths = paths
        self.queue = queue
        self.logger = logger
        self.credentials = credentials
    }

    /// The library's state before its server has started (the app's first frame).
    package static func initialLibraryStatus(paths: AppPaths) -> LibraryStatus {
        LibraryService.isInstalled(paths: paths) ? .preparing(percent: nil) : .notInstalled
    }

    /// Switches to `backend`; the library reports its readiness through the queue.
    package func activate(_ backend: Backend) {
        let gen: Int = lock.withLock {
            generation += 1
            api = nil
            configError = nil
            return generation
        }
        switch backend {
        case .cloud:
            lock.withLock { api = ShamelaAPI(server: cloudConfig, credentials: credentials, timeouts: timeouts,
                                             streamTimeouts: streamTimeouts) }
        case .custom(let url):
            do {
                let config = try ServerConfig(baseURL: url, kind: .custom, userTyped: true)
                lock.withLock { api = ShamelaAPI(server: config, credentials: credentials, timeouts: timeouts,
                                                 streamTimeouts: streamTimeouts) }
            } catch {
                lock.withLock { configError = error }
            }
        case .library:
            startLibrary(generation: gen)
        }
    }

    /// Opens the library's search by meaning in the background, if the in-process server has
    /// one and it is not open yet; a question asked meanwhile waits for the same opening.
    package func warmUp() {
        guard let semantic = lock.withLock({ semantic }) else { return }
        DispatchQueue.global(qos: .utility).async { _ = semantic.loaded }
    }

    private func startLibrary(generation gen: Int) {
        if let running = lock.withLock({ server }) {
            setLibraryAPI(running, generation: gen)
            return
        }
        guard LibraryService.isInstalled(paths: paths) else {
            queue.post(.libraryChanged(.notInstalled))
            return
        }
        queue.post(.libraryChanged(.preparing(percent: nil)))
        let paths = self.paths
        Task.detached { [self] in
            do {
                let (started, semantic) = try await LibraryService.startInProcessServer(paths: paths)
                lock.withLock {
                    server = started
                    self.semantic = semantic
                }
                logger.info("library server started", metadata: ["url": "\(started.baseURL)"])
                setLibraryAPI(started, generation: gen)
            } catch {
                logger.error("library server failed: \(error)")
                queue.post(.libraryChanged(.unavailable(String(describing: error))))
            }
        }
    }

    private func setLibraryAPI(_ server: LibraryServer, generation gen: Int) {
        do {
            let config = try ServerConfig(baseURL: server.baseURL, kind: .library)
            let current = lock.withLock { () -> Bool in
                guard generation == gen else { return false }
                api = ShamelaAPI(server: config)
                return true
            }
            if current { queue.post(.libraryChanged(.ready)) }
        } catch {
            queue.post(.libraryChanged(.unavailable(error.error.detail ?? error.error.code)))
        }
    }

    /// The client to send with, or why there is none.
    package func client() -> Result<ShamelaAPI, APIError> {
        lock.withLock {
            if let api { return .success(api) }
            return .failure(configError ?? APIError(.libraryNotReady(preparing: true)))
        }
    }

    /// The in-process library server's client while the library is the backend and running.
    package func libraryClient() -> ShamelaAPI? {
        lock.withLock { api?.server.kind == .library ? api : nil }
    }

    /// Stops the in-process library server without waiting for its connections.
    package func shutdown() {
        let s = lock.withLock { () -> LibraryServer? in
            defer { server = nil }
            return server
        }
        s?.stop()
    }
}

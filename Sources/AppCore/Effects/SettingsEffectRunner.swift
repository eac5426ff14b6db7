import AppResources
import Domain
import Foundation
import Library
import Logging
import Networking
import Presentation

/// Performs Settings' work off the run loop's thread: the connection check, the library's
/// details, and the signed-in user's preferences. Results go back through the queue.
package final class SettingsEffectRunner: @unchecked Sendable {
    let launch: LaunchContext
    let queue: EventQueue
    let logger: Logger
    /// `<data>/library`, where the offline library's index lives.
    let libraryDirectory: URL
    /// The running library server's client; nil while it is not running.
    let libraryClient: @Sendable () -> ShamelaAPI?
    /// The API client for a backend, signed in with the app's credential store (the account's
    /// preferences, mode and madhab need its tokens; the connection check sends none it lacks).
    var makeAPI: @Sendable (Backend, TransportTimeouts) -> Result<ShamelaAPI, APIError>
    /// Seconds, for timing the check.
    var clock: @Sendable () -> Double = MonotonicClock.seconds

    /// The connection check's limit (ux.md §5.2).
    static let checkTimeouts = TransportTimeouts(connect: .seconds(5), total: .seconds(5), idle: nil)

    package init(launch: LaunchContext, queue: EventQueue, logger: Logger, libraryDirectory: URL,
         libraryClient: @escaping @Sendable () -> ShamelaAPI? = { nil },
         makeAPI: (@Sendable (Backend, TransportTimeouts) -> Result<ShamelaAPI, APIError>)? = nil) {
        self.launch = launch
        self.queue = queue
        self.logger = logger
        self.libraryDirectory = libraryDirectory
        self.libraryClient = libraryClient
        if let makeAPI {
            self.makeAPI = makeAPI
        } else {
            let credentials = launch.credentials
            self.makeAPI = { backend, timeouts in
                Self.client(for: backend, timeouts: timeouts, credentials: credentials, library: libraryClient)
            }
        }
    }

    /// A client for the cloud, a custom server, or the in-process library server.
    static func client(for backend: Backend, timeouts: TransportTimeouts, credentials: CredentialStore,
                       library: () -> ShamelaAPI?) -> Result<ShamelaAPI, APIError> {
        switch backend {
        case .cloud:
            return .success(ShamelaAPI(server: .cloud(), credentials: credentials, timeouts: timeouts))
        case .custom(let url):
            do {
                let config = try ServerConfig(baseURL: url, kind: .custom, userTyped: true)
                return .success(ShamelaAPI(server: config, credentials: credentials, timeouts: timeouts))
            } catch {
                return .failure(error)
            }
        case .library:
            guard let running = library() else { return .failure(APIError(.libraryNotReady(preparing: true))) }
            return .success(ShamelaAPI(server: running.server, timeouts: timeouts))
        }
    }

    package func perform(_ effect: SettingsEffect, state: AppState) {
        let queue = self.queue
        switch effect {
        case .checkConnection(let backend, let token):
            Task { queue.post(.settings(.connectionChecked(token: token, await self.check(backend)))) }
        case .loadLibraryInfo:
            Task.detached { queue.post(.settings(.libraryInfoLoaded(self.libraryInfo()))) }
        case .loadPreferences(let backend, let id):
            Task { queue.post(.settings(await self.loadPreferences(backend: backend, accountId: id))) }
        case .savePreference(let write, let row, let backend):
            Task { queue.post(.settings(await self.save(write, row: row, backend: backend))) }
        }
    }

    // MARK: connection check

    /// `GET <base>/api/health` within 5 s, timed from the request to the decoded answer.
    func check(_ backend: Backend) async -> ConnectionCheck {
        let started = clock()
        do throws(APIError) {
            let api = try makeAPI(backend, Self.checkTimeouts).get()
            let health = try await api.health()
            let ms = max(0, Int(((clock() - started) * 1000).rounded()))
            let service = Self.clean(health.service ?? health.status ?? "")
            logger.info("connection check", metadata: ["ms": "\(ms)", "service": "\(service)"])
            return .connected(service: service, milliseconds: ms)
        } catch {
            logger.info("connection check failed", metadata: ["code": "\(error.error.code)"])
            let e = error.error
            // A server's own words only for an HTTP error; other details are URLs or libcurl's.
            let detail = e.code.hasPrefix("E-HTTP-") ? e.detail.map(Self.clean) : nil
            return .failed(messageKey: Self.reasonKey(e), detail: detail, code: e.code)
        }
    }

    /// A short reason for the check's result line, by catalogue code (protocol.md §8): the
    /// chat's messages ("Your question will be sent…") do not fit a connection check.
    static func reasonKey(_ e: AppError) -> String {
        switch e.code {
        case "E-NET-003": "settings.check.noConnection"
        case "E-NET-004": "settings.check.timeout"
        case "E-NET-005": "settings.check.tls"
        case "E-NET-001": "settings.check.invalidURL"
        case "E-NET-002", "E-DEC-001": "settings.check.notShamela"
        case "E-LIB-NOT-READY": "settings.check.libraryNotReady"
        default: e.code.hasPrefix("E-HTTP-") ? "settings.check.http" : "settings.check.other"
        }
    }

    /// Server text for one line of the screen: no controls, at most 60 characters.
    static func clean(_ s: String) -> String {
        let kept = s.unicodeScalars.filter { !($0.properties.generalCategory == .control || $0.properties.generalCategory == .format) }
        let text = String(String.UnicodeScalarView(kept)).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }

    // MARK: library

    /// The installed index's passage count and notices, or the bundled notices without one.
    func libraryInfo() -> LibraryInfo {
        let bundled = AppResources.data("library/NOTICES.md").map { String(decoding: $0, as: UTF8.self) }
        guard let pins = try? LibraryPins.bundled(),
              let index = LibraryInstaller(directory: libraryDirectory, pins: pins).installedIndex()
        else { return LibraryInfo(bundledNotices: bundled) }
        let meta = index.allMeta()
        let passages = ["count.quran", "count.bukhari", "count.muslim"].compactMap { meta[$0].flatMap { Int($0) } }.reduce(0, +)
        var hadith: [String: String] = [:]
        for (key, value) in meta where key.hasPrefix("notice.hadith.") {
            hadith[String(key.dropFirst("notice.hadith.".count))] = value
        }
        return LibraryInfo(passages: passages > 0 ? passages : nil, tanzilNotice: meta["notice.tanzil"],
                           hadithNotices: hadith, bundledNotices: bundled)
    }

    // MARK: preferences

    /// Preferences, mode and madhab together; what loaded is shown even if a part failed.
    func loadPreferences(backend: Backend, accountId: String) async -> SettingsEvent {
        let api: ShamelaAPI
        switch makeAPI(backend, .normal) {
        case .success(let a): api = a
        case .failure(let error): return .preferencesLoaded(accountId: accountId, AIPreferences(), error: error.error)
        }
        async let prefs = Self.attempt { () async throws(APIError) in try await api.preferences() }
        async let mode = Self.attempt { () async throws(APIError) in try await api.mode() }
        async let madhab = Self.attempt { () async throws(APIError) in try await api.madhab() }
        var out = AIPreferences()
        var firstError: AppError?
        switch await prefs {
        case .success(let p):
            out.customPrompt = p.customSystemPrompt
            out.length = p.responsePreferences?.length
            out.style = p.responsePreferences?.style
            out.focus = p.responsePreferences?.focus
        case .failure(let e): firstError = firstError ?? e.error
        }
        switch await mode {
        case .success(let m): out.mode = m.modePreference
        case .failure(let e): firstError = firstError ?? e.error
        }
        switch await madhab {
        case .success(let m): out.madhab = SettingsOptions.normalizedMadhab(m.madhabPreference)
        case .failure(let e): firstError = firstError ?? e.error
        }
        if let firstError { logger.warning("preferences not loaded", metadata: ["code": "\(firstError.code)"]) }
        return .preferencesLoaded(accountId: accountId, out, error: firstError)
    }

    /// One write (protocol.md §13.2–§13.4); the server's echo comes back for mode and madhab.
    func save(_ write: PreferenceWrite, row: SettingsRowID, backend: Backend) async -> SettingsEvent {
        do throws(APIError) {
            let api = try makeAPI(backend, .normal).get()
            switch write {
            case .preferences(let p, let language):
                let body = Preferences(languagePreference: language, customSystemPrompt: p.customPrompt,
                                       responsePreferences: .init(length: p.length, style: p.style, focus: p.focus))
                try await api.updatePreferences(body)
                return .preferenceSaved(row: row, echo: nil)
            case .mode(let m):
                let echo = try await api.setMode(m)
                return .preferenceSaved(row: row, echo: AIPreferences(mode: echo.modePreference ?? m))
            case .madhab(let slug):
                let echo = try await api.setMadhab(slug)
                let adopted = echo.madhabPreference.map { SettingsOptions.normalizedMadhab($0) } ?? slug
                return .preferenceSaved(row: row, echo: AIPreferences(madhab: adopted))
            }
        } catch {
            logger.warning("preference not saved", metadata: ["row": "\(row)", "code": "\(error.error.code)"])
            return .preferenceSaveFailed(row: row, error.error)
        }
    }

    static func attempt<T: Sendable>(_ body: @Sendable () async throws(APIError) -> T) async -> Result<T, APIError> {
        do throws(APIError) {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }
}

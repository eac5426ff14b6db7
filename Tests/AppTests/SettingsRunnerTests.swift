@testable import App
@testable import AppCore
import Domain
import Foundation
import Library
import Logging
import Networking
import Presentation
import TestSupport
import Testing

/// The Settings runner against a scripted loopback server: the connection check, the
/// preferences round trips with their failures, and the library's details from an index.
@Suite(.serialized) struct SettingsRunnerTests {
    /// `appStore`: use the runner's own client, signed in through the launch's credential store
    /// as the app is, instead of an injected in-memory store.
    static func runner(_ server: StubServer? = nil, libraryDirectory: URL? = nil, signedIn: Bool = true,
                       appStore: Bool = false) throws -> SettingsEffectRunner {
        let dir = libraryDirectory ?? URL(fileURLWithPath: NSTemporaryDirectory() + "settings-lib-" + UUID().uuidString)
        let paths = AppPaths.resolve(dataDir: NSTemporaryDirectory() + "settings-" + UUID().uuidString, environment: [:])
        try paths.create()
        let launch = try LaunchContext.prepare(paths: paths, global: try GlobalOptions.parse([]), noMouse: true,
                                               reduceMotion: false, environment: [:], logger: Logger(label: "test"))
        let origin = server.map { "http://127.0.0.1:\($0.port)" } ?? ""
        let creds = signedIn ? Credentials(token: "tok", refreshToken: "rt", expiresAt: nil, accountId: "u-1",
                                           email: "a@b.com", origin: origin) : nil
        if appStore {
            if let creds { launch.credentials.saveNow(creds) }
            return SettingsEffectRunner(launch: launch, queue: EventQueue(), logger: Logger(label: "test"),
                                        libraryDirectory: dir)
        }
        let store = InMemoryCredentialStore(creds)
        return SettingsEffectRunner(launch: launch, queue: EventQueue(), logger: Logger(label: "test"),
                                    libraryDirectory: dir, makeAPI: { backend, timeouts in
            SettingsEffectRunner.client(for: backend, timeouts: timeouts, credentials: store, library: { nil })
        })
    }

    /// A whole response, then the connection closes: no kept-alive connection outlives the test
    /// in libcurl's shared pool, where a later test's server on the same port could meet it.
    static func reply(_ status: Int, _ body: String) -> [StubStep] {
        StubStep.response(status, body: body) + [.close]
    }

    static func json(_ data: Data) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }

    // MARK: connection check

    @Test func aHealthyServerIsConnectedWithItsNameAndTime() async throws {
        let server = try StubServer(steps: Self.reply(200, #"{"status":"ok","service":"ShamelaGPT Library"}"#))
        defer { server.stop() }
        let r = try Self.runner(server)
        let result = await r.check(.custom(server.baseURL))
        guard case .connected(let service, let ms) = result else { Issue.record("\(result)"); return }
        #expect(service == "ShamelaGPT Library")
        #expect(ms >= 0)
        #expect(server.requests.map(\.path) == ["/api/health"])
        #expect(server.requests.first?.headers["authorization"] == nil, "the health check never carries the bearer")
    }

    @Test func aServerErrorIsReportedWithItsCode() async throws {
        let server = try StubServer(steps: Self.reply(503, #"{"detail":"maintenance"}"#))
        defer { server.stop() }
        let result = await (try Self.runner(server)).check(.custom(server.baseURL))
        #expect(result == .failed(messageKey: "settings.check.http", detail: "maintenance", code: "E-HTTP-503"))
    }

    @Test func noServerIsNoConnection() async throws {
        // Port 1 is never a test server's (only root may listen there), so this is refused at
        // once; a stopped stub's port could be reused by another test running in parallel.
        let result = await (try Self.runner()).check(.custom("http://127.0.0.1:1"))
        #expect(result == .failed(messageKey: "settings.check.noConnection", detail: nil, code: "E-NET-003"))
    }

    @Test func aBadAddressOrAMissingLibraryNeverGoesOut() async throws {
        let r = try Self.runner()
        #expect(await r.check(.custom("https://")) == .failed(messageKey: "settings.check.invalidURL", detail: nil,
                                                               code: "E-NET-001"))
        #expect(await r.check(.library) == .failed(messageKey: "settings.check.libraryNotReady", detail: nil,
                                                    code: "E-LIB-NOT-READY"))
    }

    @Test func theCheckHasAFiveSecondLimit() {
        #expect(SettingsEffectRunner.checkTimeouts.total == .seconds(5))
        #expect(SettingsEffectRunner.checkTimeouts.connect == .seconds(5))
    }

    @Test func theResultComesBackThroughTheQueue() async throws {
        let server = try StubServer(steps: Self.reply(200, #"{"status":"ok","service":"S"}"#))
        defer { server.stop() }
        let r = try Self.runner(server)
        r.perform(.checkConnection(.custom(server.baseURL), token: 7), state: AppState(language: .en, backend: .cloud,
                                                                                      width: 80, height: 24))
        var events: [AppEvent] = []
        for _ in 0..<500 where events.isEmpty {
            events = r.queue.take(timeout: 0)
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        guard case .settings(.connectionChecked(7, .connected(let service, _)))? = events.first else {
            Issue.record("\(events)")
            return
        }
        #expect(service == "S")
    }

    // MARK: preferences

    static func preferencesServer(madhabStatus: Int = 200) throws -> StubServer {
        try StubServer { request in
            switch (request.method, request.path) {
            case ("GET", "/api/auth/me/preferences"):
                return Self.reply(200, #"{"language_preference":"en","custom_system_prompt":"Be brief.","response_preferences":{"length":"detailed","style":"academic"}}"#)
            case ("GET", "/api/auth/me/mode"):
                return Self.reply(200, #"{"mode_preference":2,"mode_name":"fact_check"}"#)
            case ("GET", "/api/auth/me/madhab"):
                return madhabStatus == 200 ? Self.reply(200, #"{"madhab_preference":"  Hanafi ","madhab_name":"Hanafi"}"#)
                    : Self.reply(madhabStatus, #"{"detail":"boom"}"#)
            case ("PUT", "/api/auth/me/preferences"):
                return Self.reply(200, "{}")
            case ("PUT", "/api/auth/me/mode"):
                return Self.reply(500, #"{"detail":"down"}"#)
            case ("PUT", "/api/auth/me/madhab"):
                return Self.reply(200, #"{"madhab_preference":"zahiri"}"#)
            default:
                return Self.reply(404, #"{"detail":"Not Found"}"#)
            }
        }
    }

    @Test func preferencesModeAndMadhabLoadTogether() async throws {
        let server = try Self.preferencesServer()
        defer { server.stop() }
        let event = await (try Self.runner(server)).loadPreferences(backend: .custom(server.baseURL), accountId: "u-1")
        let expected = AIPreferences(customPrompt: "Be brief.", length: "detailed", style: "academic", focus: nil,
                                     mode: 2, madhab: "hanafi")
        #expect(event == .preferencesLoaded(accountId: "u-1", expected, error: nil))
        #expect(server.requests.allSatisfy { $0.headers["authorization"] == "Bearer tok" })
    }

    /// The app's own runner carries the signed-in account's tokens (it once built its client
    /// with an empty store, so every load and save failed with E-AUTH-001).
    @Test func theAppsRunnerSendsTheAccountsTokens() async throws {
        let server = try Self.preferencesServer()
        defer { server.stop() }
        let event = await (try Self.runner(server, appStore: true)).loadPreferences(backend: .custom(server.baseURL),
                                                                                    accountId: "u-1")
        guard case .preferencesLoaded(_, let prefs, let error) = event else { Issue.record("\(event)"); return }
        #expect(error == nil)
        #expect(prefs.customPrompt == "Be brief.")
        #expect(!server.requests.isEmpty && server.requests.allSatisfy { $0.headers["authorization"] == "Bearer tok" })
    }

    @Test func aPartFailingStillShowsTheRestAndSaysWhy() async throws {
        let server = try Self.preferencesServer(madhabStatus: 500)
        defer { server.stop() }
        let event = await (try Self.runner(server)).loadPreferences(backend: .custom(server.baseURL), accountId: "u-1")
        guard case .preferencesLoaded(_, let prefs, let error) = event else { Issue.record("\(event)"); return }
        #expect(prefs.length == "detailed" && prefs.mode == 2 && prefs.madhab == "all")
        #expect(error?.code == "E-HTTP-500")
    }

    @Test func withoutASignInNothingIsSent() async throws {
        let server = try Self.preferencesServer()
        defer { server.stop() }
        let event = await (try Self.runner(server, signedIn: false)).loadPreferences(backend: .custom(server.baseURL),
                                                                                   accountId: "u-1")
        guard case .preferencesLoaded(_, _, let error) = event else { Issue.record("\(event)"); return }
        #expect(error?.code == "E-AUTH-001")
        #expect(server.requests.isEmpty)
    }

    @Test func aChangeWritesTheWholeObjectWithTheUILanguage() async throws {
        let server = try Self.preferencesServer()
        defer { server.stop() }
        let prefs = AIPreferences(customPrompt: "", length: "short", style: nil, focus: "historical", mode: 1)
        let event = await (try Self.runner(server)).save(.preferences(prefs, language: "ar"), row: .responseLength,
                                                         backend: .custom(server.baseURL))
        #expect(event == .preferenceSaved(row: .responseLength, echo: nil))
        let put = try #require(server.requests.first { $0.method == "PUT" })
        let body = Self.json(put.body)
        #expect(body["language_preference"] as? String == "ar")
        #expect(body["custom_system_prompt"] as? String == "", "a cleared prompt is sent as \"\"")
        let response = body["response_preferences"] as? [String: Any]
        #expect(response?["length"] as? String == "short")
        #expect(response?["focus"] as? String == "historical")
        #expect(response?.keys.contains("style") == false, "Default is omitted, never null")
    }

    @Test func aRefusedModeAndACoercedMadhab() async throws {
        let server = try Self.preferencesServer()
        defer { server.stop() }
        let r = try Self.runner(server)
        let mode = await r.save(.mode(1), row: .mode, backend: .custom(server.baseURL))
        guard case .preferenceSaveFailed(.mode, let error) = mode else { Issue.record("\(mode)"); return }
        #expect(error.code == "E-HTTP-500")
        let madhab = await r.save(.madhab("hanafi"), row: .madhab, backend: .custom(server.baseURL))
        #expect(madhab == .preferenceSaved(row: .madhab, echo: AIPreferences(madhab: "all")))
        let put = try #require(server.requests.last)
        #expect(Self.json(put.body)["madhab_preference"] as? String == "hanafi")
    }

    // MARK: library

    @Test func theInstalledIndexGivesItsCountAndNotices() throws {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory() + "settings-index-" + UUID().uuidString)
        let pins = try LibraryPins.bundled()
        let passages = [Passage(collection: .quran, sura: 1, aya: 1, text: "بسم الله الرحمن الرحيم"),
                        Passage(collection: .bukhari, book: 1, inBook: 1, number: 1, text: "إنما الأعمال بالنيات")]
        try IndexBuilder.build(passages: passages, meta: ["pins": pins.signature, "notice.tanzil": "# Tanzil notice",
                                                          "notice.hadith.SOURCES.md": "# Sources"],
                               to: dir.appendingPathComponent(LibraryIndex.fileName))
        let info = try Self.runner(libraryDirectory: dir).libraryInfo()
        #expect(info.passages == 2)
        #expect(info.tanzilNotice == "# Tanzil notice")
        #expect(info.hadithNotices == ["SOURCES.md": "# Sources"])
    }

    @Test func withoutAnIndexTheBundledNoticesAreUsed() throws {
        let info = try Self.runner().libraryInfo()
        #expect(info.passages == nil && info.tanzilNotice == nil)
        #expect(info.bundledNotices?.contains("Tanzil") == true)
    }

    @Test func serverTextIsCleanedForTheScreen() {
        #expect(SettingsEffectRunner.clean("Shamela\u{1B}[2J\u{7}GPT\u{202E}") == "Shamela[2JGPT")
        #expect(SettingsEffectRunner.clean(String(repeating: "x", count: 80)).count == 60)
    }
}

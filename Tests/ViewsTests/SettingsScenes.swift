import Domain
import Foundation
import Localization
import Presentation
import Views

/// Settings states for the screen snapshots, reached through the coordinator with the same
/// actions and events the app sees, so every scene is one the app can really show.
enum SettingsScenes {
    enum Scene: String, CaseIterable {
        case listGuest, listSignedIn, listLibrary, saveFailed
        case language, madhab, backendChecked, backendCustom
        case about, aboutNotInstalled, privacy, terms
        case signOutDialog, deleteAccountDialog
        /// The library selected and the dim "Deep thinking" highlighted: its reason under it.
        case libraryDimRow
    }

    static let account = AccountStatus.signedIn(accountId: "u-1", email: "aisha@example.com", displayName: "Aisha")

    static func state(_ scene: Scene, language: Language, width: Int, height: Int) throws -> AppState {
        let localizer = try Localizer.bundled(language)
        let library = [.listLibrary, .about, .aboutNotInstalled, .libraryDimRow].contains(scene)
        var s = AppState(language: language, backend: library ? .library : .cloud, width: width, height: height)
        s.tab = .settings
        s.settings.version = "1.0.0"
        if [.listSignedIn, .madhab, .signOutDialog, .deleteAccountDialog].contains(scene) { s.account = account }
        var c = Coordinator(state: s, localizer: localizer)
        func act(_ a: Action) { _ = c.handle(.action(a), now: 1) }
        func event(_ e: SettingsEvent) { _ = c.handle(.settings(e), now: 1) }
        _ = c.handle(.resized(width: width, height: height), now: 1)
        event(.libraryInfoLoaded(scene == .aboutNotInstalled ? notInstalledInfo : installedInfo))
        if c.state.account.isSignedIn {
            let prefs = AIPreferences(customPrompt: "Answer briefly and cite the verses.", length: "short",
                                      style: "academic", focus: nil, mode: 1, madhab: "hanbali")
            event(.preferencesLoaded(accountId: "u-1", prefs, error: nil))
        }
        switch scene {
        case .listGuest, .listSignedIn, .listLibrary:
            break
        case .libraryDimRow:
            act(.settingsMove(8))
        case .saveFailed:
            act(.settingsOpen(.theme))
            act(.settingsMove(1))
            act(.settingsActivate)
            event(.settingsSaved(ok: false))
        case .language:
            act(.settingsOpen(.language))
        case .madhab:
            act(.settingsOpen(.madhab))
        case .backendChecked:
            act(.settingsOpen(.backend))
            act(.settingsChoose(BackendPageState.Control.check.rawValue))
            event(.connectionChecked(token: 1, .connected(service: "ShamelaGPT", milliseconds: 142)))
        case .backendCustom:
            act(.settingsOpen(.backend))
            act(.settingsChoose(BackendPageState.Control.custom.rawValue))
            for _ in 0..<8 { _ = c.handle(.input(.key(.init(.backspace))), now: 1) }
            for ch in "http://192.168.1.20:8080" { _ = c.handle(.input(.key(.char(ch))), now: 1) }
            _ = c.handle(.input(.key(.init(.enter))), now: 1)
            event(.connectionChecked(token: 1, .failed(messageKey: "settings.check.noConnection", detail: nil, code: "E-NET-003")))
            _ = c.handle(.input(.key(.init(.up))), now: 1)
        case .about, .aboutNotInstalled:
            act(.settingsOpen(.about))
            act(.settingsPage(1))
        case .privacy:
            act(.settingsOpen(.privacy))
        case .terms:
            act(.settingsOpen(.terms))
        case .signOutDialog:
            act(.settingsOpen(.signOut))
            act(.dialogToggleCheckbox)
        case .deleteAccountDialog:
            act(.settingsOpen(.deleteAccount))
        }
        var out = c.state
        out.toast = nil
        return out
    }

    /// The library test fixtures' notices, as an installed index would hold them.
    static var installedInfo: LibraryInfo {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../LibraryTests/Fixtures").standardizedFileURL
        let quran = (try? String(contentsOf: dir.appendingPathComponent("quran-simple.txt"), encoding: .utf8)) ?? ""
        let tanzil = quran.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix("#") }
            .joined(separator: "\n")
        var hadith: [String: String] = [:]
        for name in ["LICENSES.md", "PROVENANCE.md", "SOURCES.md", "UPSTREAM-UNLICENSE.txt"] {
            hadith[name] = try? String(contentsOf: dir.appendingPathComponent("notices/" + name), encoding: .utf8)
        }
        return LibraryInfo(passages: 21_176, tanzilNotice: tanzil, hadithNotices: hadith)
    }

    static var notInstalledInfo: LibraryInfo {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/library/NOTICES.md").standardizedFileURL
        return LibraryInfo(bundledNotices: try? String(contentsOf: url, encoding: .utf8))
    }

    static func render(_ state: AppState, localizer: Localizer) -> Frame {
        AppView.render(state, keyMap: .standard, contexts: Coordinator.contexts(for: state), localizer: localizer,
                       environment: RenderEnvironment(now: ChatScenes.t0, dateParts: DateParts.utc), now: 1)
    }
}

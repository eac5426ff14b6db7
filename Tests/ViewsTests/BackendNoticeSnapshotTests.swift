import Domain
import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

/// ux.md §3.12: with nothing else to say, the status line tells that the open conversation was
/// started with another backend, whose earlier context the current one does not have.
@Suite struct BackendNoticeSnapshotTests {
    @Test(arguments: [Language.en, .ar])
    func startedWithTheCloudAnsweredByTheLibrary(language: Language) throws {
        ChatScenes.verifyAtReferenceSizes("backend-notice-\(language.rawValue)", localizer: try Localizer.bundled(language)) { w, h in
            Self.startedWith("cloud", ChatScenes.state(.answer, language: language, width: w, height: h))
        }
    }

    /// The scene's conversation as if it had been started with `backend`.
    static func startedWith(_ backend: String?, _ state: AppState) -> AppState {
        var s = state
        guard var c = s.chat.conversation else { return s }
        c.backend = backend
        s.chat.load(c, s.chat.messages.map(\.message))
        return s
    }

    @Test func noNoticeForTheSameOrAnUnknownBackend() throws {
        var s = ChatScenes.state(.answer, language: .en, width: 80, height: 24)
        #expect(s.chat.conversation?.backend == "library")
        #expect(s.backendMismatch == nil)
        s = Self.startedWith(nil, s)
        #expect(s.backendMismatch == nil)
        s = Self.startedWith("https://scholars.example.org:8443/api", s)
        let mismatch = try #require(s.backendMismatch)
        let l = try Localizer.bundled(.en)
        #expect(mismatch.started.label(l) == "Custom (scholars.example.org:8443)")
        #expect(s.exportLabel(for: s.chat.conversation, l) == "Custom (scholars.example.org:8443)")
        #expect(s.exportLabel(for: nil, l) == "Offline library")
    }
}

import App
import AppCore
import AppTestSupport
import CoordinatorTestSupport
import Domain
import Foundation
import Input
import Localization
import Presentation
import Storage
import TestSupport
import Views

/// History states for the screen snapshots, reached the way the app reaches them: keys through
/// the coordinator, History's work against an in-memory store of the mock-up conversations.
enum HistoryScenes {
    enum Scene: String, CaseIterable {
        case list, empty, loading, failed, search, noResults, starredEmpty, deleteDialog, deleteAllDialog, selectedLower
    }

    static func driver(language: Language, width: Int, height: Int, populate: Bool = true,
                       signedIn: Bool = false, backend: Backend = .library) throws -> (CoordinatorDriver, InMemoryStore) {
        let store = InMemoryStore()
        if populate {
            try HistoryFixture.populate(conversations: store.conversations, messages: store.messages)
        }
        var state = AppState(language: language, backend: backend, width: width, height: height,
                             owner: HistoryFixture.owner)
        if signedIn { state.account = .signedIn(accountId: "acc-1", email: "aisha@example.com", displayName: "Aisha") }
        let coordinator = Coordinator(state: state, localizer: try Localizer.bundled(language))
        let work = HistoryWork(conversations: store.conversations, messages: store.messages, exportDirectory: "/tmp")
        var d = CoordinatorDriver.history(coordinator, work: work)
        d.send(.resized(width: width, height: height))
        return (d, store)
    }

    static func state(_ scene: Scene, language: Language, width: Int, height: Int) throws -> AppState {
        let query = language == .ar ? "الصلاة" : "patience"
        switch scene {
        case .loading, .failed:
            var c = try driver(language: language, width: width, height: height).0.coordinator
            _ = c.handle(.input(.key(Key(.function(3)))), now: 100)
            if scene == .failed { _ = c.handle(.history(.loadFailed(generation: 1, .storage("disk I/O error"))), now: 100) }
            return c.state
        case .empty:
            var d = try driver(language: language, width: width, height: height, populate: false).0
            d.key(Key(.function(3)))
            return d.state
        case .starredEmpty:
            let (d0, store) = try driver(language: language, width: width, height: height)
            var d = d0
            for i in 0..<HistoryFixture.count {
                try store.conversations.setStarred(false, conversationId: HistoryFixture.id(i), owner: HistoryFixture.owner)
            }
            d.key(Key(.function(3)))
            d.key(.char("*"))
            return d.state
        default:
            let signedIn = [.list, .search, .deleteAllDialog].contains(scene)
            // Delete-all names the account only where the deletion reaches it: on the cloud.
            var d = try driver(language: language, width: width, height: height, signedIn: signedIn,
                               backend: scene == .deleteAllDialog ? .cloud : .library).0
            d.key(Key(.function(3)))
            switch scene {
            case .search:
                d.key(.char("/"))
                d.type(query)
            case .noResults:
                d.key(.char("/"))
                d.type("xyzzy")
            case .deleteDialog:
                d.key(.char("d"))
            case .deleteAllDialog:
                d.key(.char("D"))
            case .selectedLower:
                d.key(.char("j"))
                d.key(.char("j"))
            default:
                break
            }
            return d.state
        }
    }

    static func render(_ state: AppState, localizer: Localizer) -> Frame {
        let env = RenderEnvironment(cache: ChatRenderCache(), now: HistoryFixture.now, dateParts: DateParts.utc)
        return AppView.render(state, keyMap: .standard, contexts: Coordinator.contexts(for: state),
                              localizer: localizer, environment: env, now: 101)
    }
}

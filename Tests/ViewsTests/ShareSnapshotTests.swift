import Domain
import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

/// The share dialog and the chat menu's dim Share item (protocol.md §11.5, ux.md §3.10) at the
/// three reference sizes in both languages.
@Suite struct ShareSnapshotTests {
    enum Scene: String, CaseIterable, Sendable {
        case checking, shared, notShared, menuNeedsSignIn, linkDialog
    }

    static let link = "https://shamelagpt.com/shared?chatid=5f0c2d9e-8a41-4b7e-9c1a-3e2f6d7b8a90"

    static func state(_ scene: Scene, language: Language, width: Int, height: Int) -> AppState {
        var s = ChatScenes.state(.answer, language: language, width: width, height: height)
        let id = s.chat.conversation?.id ?? "c"
        switch scene {
        case .checking:
            s.dialog = DialogState(kind: .share(.init(conversationId: id, serverKey: "srv")))
        case .shared:
            s.dialog = DialogState(kind: .share(.init(conversationId: id, serverKey: "srv", isShared: true, url: link)))
        case .notShared:
            s.dialog = DialogState(kind: .share(.init(conversationId: id, serverKey: "srv", isShared: false)))
        case .linkDialog:
            s.dialog = DialogState(kind: .link(url: "https://shamela.ws/book/1681/42#p3"))
        case .menuNeedsSignIn:
            var menu = MenuState(titleKey: "menu.chat.title", items: [
                MenuState.Item("menu.newChat", key: "Ctrl+N", action: .newChat),
                MenuState.Item("menu.share", key: "", action: .shareChat, enabled: false, reasonKey: "menu.share.library"),
                MenuState.Item("menu.deleteConversation", key: "", action: .deleteChat),
            ])
            menu.move(1)
            s.menu = menu
        }
        return s
    }

    @Test(arguments: [Language.en, .ar], Scene.allCases)
    func scenes(language: Language, scene: Scene) throws {
        let localizer = try Localizer.bundled(language)
        for (w, h) in ChatSnapshotTests.sizes {
            let grid = ChatScenes.render(Self.state(scene, language: language, width: w, height: h), localizer: localizer).grid
            let name = "share-\(scene.rawValue)-\(language.rawValue)-\(w)x\(h)"
            #expect(Snapshot.check(grid, named: name) == nil)
        }
    }

    @Test func theLinkIsWholeAndLinked() throws {
        for language in Language.allCases {
            let localizer = try Localizer.bundled(language)
            let grid = ChatScenes.render(Self.state(.shared, language: language, width: 80, height: 24), localizer: localizer).grid
            let linked = grid.cells.filter { $0.style.link == Self.link }.map(\.text).joined()
            #expect(linked == Self.link, "wrapped, never cut")
        }
    }
}

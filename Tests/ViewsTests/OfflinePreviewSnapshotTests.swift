import Domain
import Foundation
import Input
import Localization
import Presentation
import Storage
import TestSupport
import Testing
import TextLayout
import Views

/// An offline library answer in History's preview pane (120×40) and as a search result: plain
/// text, the English heading and the Arabic passage each a paragraph in its own direction, no
/// Markdown marks.
@Suite struct OfflinePreviewSnapshotTests {
    static let answer = """
    #### Sahih al-Bukhari 5649

    > عُودُوا الْمَرِيضَ، وَأَطْعِمُوا الْجَائِعَ، وَفُكُّوا الْعَانِيَ

    *Book 75: Patients · matched: المريض (sickness)*

    *These passages are quoted as they are from the offline library.*

    Sources:
    - [Sahih al-Bukhari 5649] - https://sunnah.com/bukhari:5649
    """

    static func state(_ language: Language, search: String?) throws -> AppState {
        let (d0, store) = try HistoryScenes.driver(language: language, width: 120, height: 40, populate: false)
        var d = d0
        let owner = HistoryFixture.owner
        let t = HistoryFixture.now.addingTimeInterval(-3_600)
        try store.conversations.create(Conversation(id: "off-1", title: "Visiting the sick", createdAt: t, ownerId: owner.id,
                                                    backend: "library"), owner: owner)
        try store.messages.append(Message(id: "off-1-q", conversationId: "off-1", role: .user, content: "Visiting the sick",
                                          createdAt: t, state: .complete), owner: owner, touch: .set)
        try store.messages.append(Message(id: "off-1-a", conversationId: "off-1", role: .assistant, content: answer,
                                          createdAt: t.addingTimeInterval(5), state: .complete), owner: owner, touch: .set)
        d.key(Key(.function(3)))
        if let search {
            d.key(.char("/"))
            d.type(search)
        }
        return d.state
    }

    @Test(arguments: [Language.en, .ar], [false, true])
    func previewAndSearch(language: Language, searching: Bool) throws {
        let state = try Self.state(language, search: searching ? "المريض" : nil)
        let grid = HistoryScenes.render(state, localizer: try Localizer.bundled(language)).grid
        let name = "offline-\(searching ? "search" : "preview")-\(language.rawValue)-120x40"
        #expect(Snapshot.check(grid, named: name) == nil)
        let text = grid.textDump()
        #expect(!text.contains("####") && !text.contains("> ") && !text.contains("*Book"))
    }
}

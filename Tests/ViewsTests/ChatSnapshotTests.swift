import Domain
import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

/// The chat screen at the three reference sizes in both languages.
@Suite struct ChatSnapshotTests {
    static let sizes = [(40, 12), (80, 24), (120, 40)]

    @Test(arguments: [Language.en, .ar], ChatScenes.Scene.allCases)
    func scenes(language: Language, scene: ChatScenes.Scene) throws {
        let localizer = try Localizer.bundled(language)
        for (w, h) in Self.sizes {
            let state = ChatScenes.state(scene, language: language, width: w, height: h)
            let grid = ChatScenes.render(state, localizer: localizer).grid
            let name = "chat-\(scene.rawValue)-\(language.rawValue)-\(w)x\(h)"
            #expect(Snapshot.check(grid, named: name) == nil)
        }
    }

    @Test func userBubblesSitOnTheTrailingSideAndAnswersOnTheLeading() throws {
        for language in Language.allCases {
            let localizer = try Localizer.bundled(language)
            let state = ChatScenes.state(.answer, language: language, width: 80, height: 40)
            let rows = ChatScenes.render(state, localizer: localizer).grid.textDump().split(separator: "\n").map(String.init)
            let userTop = try #require(rows.firstIndex { $0.contains("╭") })
            let answerTop = try #require(rows[(userTop + 1)...].dropFirst(2).firstIndex { $0.contains("╭") })
            let userColumn = Array(rows[userTop]).firstIndex(of: "╭") ?? 0
            let answerColumn = Array(rows[answerTop]).firstIndex(of: "╭") ?? 0
            if language == .en {
                #expect(userColumn > answerColumn)
            } else {
                #expect(userColumn < answerColumn)
            }
        }
    }

    @Test func sourcesAreClickableAndCarryTheirLinks() throws {
        let localizer = try Localizer.bundled(.en)
        let state = ChatScenes.state(.answer, language: .en, width: 80, height: 40)
        let frame = ChatScenes.render(state, localizer: localizer)
        let answerId = try #require(state.chat.messages.last?.id)
        #expect(frame.hitRegions.contains { $0.action == .openMessageSource(answerId, 2) })
        let linked = frame.grid.cells.contains { $0.style.link == "https://tanzil.net/#39:10" }
        #expect(linked)
    }

    @Test func theTranscriptReportsItsGeometry() throws {
        let localizer = try Localizer.bundled(.en)
        let state = ChatScenes.state(.answer, language: .en, width: 80, height: 24)
        let metrics = try #require(ChatScenes.render(state, localizer: localizer).transcript)
        #expect(metrics.tops.count == 2)
        #expect(metrics.totalRows > metrics.viewportRows)
        #expect(metrics.scroll(atTop: metrics.maxTop) == .following)
    }

    @Test func escapeSequencesInAnAnswerNeverReachTheGrid() throws {
        let localizer = try Localizer.bundled(.en)
        var state = AppState(language: .en, backend: .library, width: 80, height: 24)
        var chat = ChatViewModel()
        let env = ChatScenes.env(.en, backend: .library)
        chat.composer = TextBuffer("q\u{1B}]52;c;aGk=\u{07}")
        _ = chat.send(env)
        let hostile = "Hi \u{1B}]0;owned\u{07}\u{1B}[2J\u{1B}]52;c;ZXZpbA==\u{07}\u{9B}31m there\u{1B}P+q\u{1B}\\"
        _ = chat.handle(.streamInputs(turn: chat.turn?.id ?? 0, [.event(.chunk(hostile)), .event(.done(StreamDone()))]), env)
        state.chat = chat
        let grid = ChatScenes.render(state, localizer: localizer).grid
        for cell in grid.cells {
            for s in cell.text.unicodeScalars {
                #expect(!(s.value < 0x20 || (0x7F...0x9F).contains(s.value)), "control U+\(String(s.value, radix: 16))")
            }
        }
        #expect(grid.textDump().contains("there"))
    }
}

/// The message menu over the chat (ux.md §3.10), in both languages.
@Suite struct MenuSnapshotTests {
    @Test(arguments: [Language.en, .ar])
    func messageMenu(language: Language) throws {
        let localizer = try Localizer.bundled(language)
        for (w, h) in ChatSnapshotTests.sizes {
            var state = ChatScenes.state(.answer, language: language, width: w, height: h)
            state.menu = MenuState(titleKey: "menu.message.title", items: [
                MenuState.Item("menu.copy", key: "y", action: .copyMessage),
                MenuState.Item("menu.openSource", key: "o", action: .sourcesMenu),
                MenuState.Item("menu.regenerate", key: "r", action: .retryMessage, enabled: false),
                MenuState.Item("menu.showReasoning", key: "t", action: .toggleMessageReasoning),
            ])
            let grid = ChatScenes.render(state, localizer: localizer).grid
            #expect(Snapshot.check(grid, named: "menu-message-\(language.rawValue)-\(w)x\(h)") == nil)
        }
    }
}

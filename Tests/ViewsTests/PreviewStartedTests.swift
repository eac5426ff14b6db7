import Domain
import Foundation
import Localization
import Presentation
import Testing
import TextLayout
import Views

/// The preview pane's "Started …" reads as a sentence: "Started just now", "Started yesterday".
@Suite struct PreviewStartedTests {
    static func previewText(_ language: Language, startedAgo seconds: TimeInterval) throws -> String {
        let state = try HistoryScenes.state(.list, language: language, width: 120, height: 40)
        let created = try #require(state.history.items.first?.conversation.createdAt)
        let env = RenderEnvironment(cache: ChatRenderCache(), now: created.addingTimeInterval(seconds), dateParts: DateParts.utc)
        return AppView.render(state, keyMap: .standard, contexts: Coordinator.contexts(for: state),
                              localizer: try Localizer.bundled(language), environment: env, now: 101).grid.textDump()
    }

    @Test func inTheMiddleOfTheSentenceTheTimeIsLowercase() throws {
        #expect(try Self.previewText(.en, startedAgo: 10).contains("Started just now"))
        #expect(try Self.previewText(.en, startedAgo: 10).contains("Started Just now") == false)
        #expect(try Self.previewText(.en, startedAgo: 26 * 3_600).contains("Started yesterday"))
    }

    @Test func arabicSaysNow() throws {
        let l = try Localizer.bundled(.ar)
        #expect(l("time.justNow.inSentence") == l("time.justNow"))
        #expect(l("time.yesterday.inSentence") == l("time.yesterday"))
    }
}

import Domain
import Foundation
import Input
import Localization
@testable import Presentation
import Testing

/// Alt+T and `t` never do nothing silently: an answer without reasoning says so.
@Suite struct ReasoningToggleTests {
    /// A coordinator with one answered question; `reasoning` nil sends none.
    static func answered(reasoning: String?, language: Language = .en) throws -> Coordinator {
        var c = Coordinator(state: AppState(language: language, backend: .library, width: 80, height: 24),
                            localizer: try Localizer.bundled(language), makeId: IDSequence().next)
        _ = c.handle(.input(.key(.char("q"))), now: 0)
        _ = c.handle(.input(.key(Key(.enter))), now: 0)
        let turn = c.state.chat.turn?.id ?? 0
        _ = c.handle(.chat(.streamOpened(turn: turn)), now: 0)
        var inputs: [ChatStreamReducer.Input] = reasoning.map { [.event(.reasoning($0))] } ?? []
        inputs += [.event(.chunk("Body.")), .event(.done(StreamDone()))]
        _ = c.handle(.chat(.streamInputs(turn: turn, inputs)), now: 0)
        return c
    }

    @Test(arguments: [Language.en, .ar])
    func altTOnAnAnswerWithoutReasoningSaysSo(language: Language) throws {
        var c = try Self.answered(reasoning: nil, language: language)
        _ = c.handle(.input(.key(.alt("t"))), now: 1)
        #expect(c.state.toast?.text == c.localizer("chat.reasoning.none"))
        #expect(c.state.chat.expandedReasoning.isEmpty)
    }

    @Test func altTWithReasoningTogglesWithoutANotice() throws {
        var c = try Self.answered(reasoning: "why")
        _ = c.handle(.input(.key(.alt("t"))), now: 1)
        #expect(c.state.toast == nil)
        #expect(c.state.chat.expandedReasoning.count == 1)
    }

    @Test func tOnAQuestionSaysOnlyAnswersHaveReasoning() throws {
        var c = try Self.answered(reasoning: "why")
        _ = c.handle(.input(.key(Key(.up, .alt))), now: 1)  // the answer
        _ = c.handle(.input(.key(Key(.up))), now: 1)        // the question
        _ = c.handle(.input(.key(.char("t"))), now: 1)
        #expect(c.state.toast?.text == "Only answers have reasoning; select an answer.")
    }

    @Test func altTInAnEmptyChatSaysThereIsNoAnswer() throws {
        var c = Coordinator(state: AppState(language: .en, backend: .library, width: 80, height: 24),
                            localizer: try Localizer.bundled(.en))
        _ = c.handle(.input(.key(.alt("t"))), now: 1)
        #expect(c.state.toast?.text == "There is no answer yet.")
    }
}

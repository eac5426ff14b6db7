import CoordinatorTestSupport
import Presentation
import Testing

/// The composer's first words ask the app to open what answering opens on first need (the
/// library's search by meaning, the quotation checker), so the first question does not wait.
@Suite struct ComposerWarmUpTests {
    @Test func theFirstWordsTypedAskForAWarmUpAndLaterOnesDoNot() throws {
        var d = try FactCheckFlowTests.driver()
        #expect(d.type("w").contains(.chat(.warmUp)))
        #expect(!d.type("hat").contains(.chat(.warmUp)))
        for _ in 0..<4 { d.press(.backspace) }
        #expect(d.state.chat.composer.isBlank)
        // Emptied and typed into again: asked again (the app opens each thing once).
        #expect(d.type("a").contains(.chat(.warmUp)))
    }
}

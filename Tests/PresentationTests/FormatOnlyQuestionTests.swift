import Domain
@testable import Presentation
import Testing

/// A question of format characters only (bidi controls, zero-width spaces, BOM, soft hyphen)
/// is as empty as one of spaces: never sent as an empty bubble.
@Suite struct FormatOnlyQuestionTests {
    static let empties = ["\u{202E}", "\u{202E}\u{202C}", " \u{200F}\u{2066}\u{2069} ", "\u{200B}\u{200D}", "\u{FEFF}\n\u{00AD}",
                          "\u{061C}\u{200E}", "\u{2060}"]

    @Test(arguments: empties)
    func isNotSent(text: String) {
        #expect(QuestionText.isEmpty(text))
        var h = ChatHarness()
        #expect(h.send(text).isEmpty)
        #expect(h.vm.messages.isEmpty)
        #expect(!h.vm.canSend)
        #expect(h.vm.send(question: text, h.env).isEmpty)
    }

    @Test func textAroundFormatCharactersIsSent() {
        #expect(!QuestionText.isEmpty("\u{202E}a"))
        #expect(!QuestionText.isEmpty("\u{2067}صبر\u{2069}"))
        var h = ChatHarness()
        h.send("\u{2067}صبر\u{2069}")
        #expect(h.vm.messages.count == 1)
    }
}

import Domain
import Foundation

/// `/check TEXT` in plain mode: the same check and Markdown as `ask --fact-check`, printed
/// through the session's sanitising writer. Not stored in the conversation.
extension PlainSession {
    func check(_ text: String) {
        // The verdict in the session's language (`--lang`, `/lang`, settings), as answers are.
        let runner = FactCheckRunner(paths: setup.paths, backend: chat.server, localizer: localizer,
                                     language: chat.language.rawValue)
        switch runner.check(text) {
        case .checked(_, let markdown):
            write(markdown.hasSuffix("\n") ? markdown : markdown + "\n")
        case .failed(let error):
            write(localizer(error.messageKey) + "\n" + localizer("error.codeFormat", error.code) + "\n")
        }
    }
}

import AppCore
import Foundation

/// `/image PATH` in plain mode: the image's text is read and shown first (so a misread word is
/// seen before the verdict), then checked like `/check`.
extension PlainSession {
    func checkImage(_ path: String) {
        switch ImageTextReader().read(path) {
        case .read(let text, let name):
            write(ImageTextReader.heading(text, name: name, localizer: localizer) + "\n" + text.text + "\n\n")
            check(text.text)
        case .failed(let error):
            write(ImageTextReader.message(error, localizer: localizer) + "\n" + localizer("error.codeFormat", error.code) + "\n")
        }
    }
}

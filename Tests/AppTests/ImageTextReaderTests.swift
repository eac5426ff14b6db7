@testable import App
@testable import AppCore
import Foundation
import Testing

/// Paths as users give them: typed, quoted, from home, as a URL, or as a terminal pastes a
/// dropped file.
@Suite struct ImageTextReaderTests {
    @Test func pathsAsUsersGiveThem() {
        #expect(ImageTextReader.resolve("/tmp/a.png").path == "/tmp/a.png")
        #expect(ImageTextReader.resolve("  '/tmp/my page.png' ").path == "/tmp/my page.png")
        #expect(ImageTextReader.resolve("\"/tmp/my page.png\"").path == "/tmp/my page.png")
        #expect(ImageTextReader.resolve("/tmp/my\\ page\\ (1).png").path == "/tmp/my page (1).png")
        #expect(ImageTextReader.resolve("file:///tmp/my%20page.png").path == "/tmp/my page.png")
        #expect(ImageTextReader.resolve("~/scan.jpg").path == NSHomeDirectory() + "/scan.jpg")
    }
}

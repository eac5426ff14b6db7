@testable import App
import Foundation
import Presentation
@testable import TUI
import Testing

/// The Copy text page's `w` (ux.md §3.10): the exact text in `<export dir>/shamelagpt-copy.txt`.
struct SaveTextTests {
    @Test func theTextIsWrittenWholeAndReplacedNextTime() throws {
        let dir = NSTemporaryDirectory() + "save-text-" + UUID().uuidString + "/nested"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let text = "الصَّبْرِ\nline two\t\u{1B}[2J"
        let path = dir + "/shamelagpt-copy.txt"
        #expect(DesktopActions.saveText(text, directory: dir) == .textSaved(path: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text, "the file has the text as it is")
        #expect(DesktopActions.saveText("second", directory: dir) == .textSaved(path: path))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
    }

    @Test func aDirectoryThatCannotBeMadeIsAFailureWithThePath() throws {
        let file = NSTemporaryDirectory() + "save-text-file-" + UUID().uuidString
        FileManager.default.createFile(atPath: file, contents: Data())
        defer { try? FileManager.default.removeItem(atPath: file) }
        guard case .exportFailed(let path, let reason) = DesktopActions.saveText("x", directory: file + "/sub") else {
            Issue.record("expected a failure")
            return
        }
        #expect(path.hasSuffix("shamelagpt-copy.txt") && !reason.isEmpty)
    }
}

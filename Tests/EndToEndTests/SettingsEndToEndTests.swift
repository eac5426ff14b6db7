import Foundation
import TestSupport
import Testing

/// Settings in the real binary in tmux: switching to Arabic and back, and every choice kept in
/// settings.json and shown again after a restart.
extension EndToEnd {
    @Suite struct SettingsEndToEndTests {
        /// The binary and a data directory of this test's own.
        let app: AppUnderTest

        var bin: String { app.bin }
        var dataDir: String { app.dataDir }

        init() throws {
            app = try AppUnderTest("shamelagpt-e2e-settings")
        }

        func command(_ args: String = "") -> String { app.command(args) }

        /// The settings file as the app left it.
        func settingsFile() throws -> [String: Any] {
            let data = try Data(contentsOf: URL(fileURLWithPath: dataDir + "/config/settings.json"))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }

        /// The screen line that contains `label`.
        static func line(_ screen: String, _ label: String) -> String {
            screen.split(separator: "\n").first { $0.contains(label) }.map(String.init) ?? ""
        }

        static func logoAtTheRight(_ screen: String) -> Bool {
            (screen.split(separator: "\n").first.map(String.init) ?? "").trimmingCharacters(in: .whitespaces)
                .hasSuffix("ShamelaGPT")
        }

        @Test func switchesToArabicInSettingsAndBack() async throws {
            let t = try TmuxSession(width: 80, height: 24, command: command())
            defer { t.kill() }
            _ = try await t.until { $0.contains("Offline library") }
            try t.send("M-3")
            _ = try await t.until { $0.contains("Answers from") && $0.contains("▶  Language") }
            try t.send("Enter")
            _ = try await t.until { $0.contains("(●) English") }
            try t.send("Down", "Enter")
            var screen = try await t.until { Self.logoAtTheRight($0) && !$0.contains("Answers from") }
            #expect(screen.contains("English") == false, "the list shows the language's own name, العربية")
            #expect(try settingsFile()["language"] as? String == "ar")
            // The language row is still selected: open it again and go back to English. The Arabic
            // page is mirrored, so its radio mark is on the right: "English ( )".
            try t.send("Enter")
            _ = try await t.until { $0.contains("English ( )") }
            try t.send("Up", "Enter")
            screen = try await t.until { $0.contains("Answers from") && $0.contains("Language: English") }
            #expect(!Self.logoAtTheRight(screen))
            #expect(Self.line(screen, "Language").contains("English  ›"))
            #expect(try settingsFile()["language"] as? String == "en")
            try t.send("F10")
            _ = try await t.until { $0.contains("END") }
        }

        @Test func everyChoiceIsKeptAcrossARestart() async throws {
            let first = try TmuxSession(width: 80, height: 30, command: command())
            defer { first.kill() }
            _ = try await first.until { $0.contains("Offline library") }
            try first.send("M-3")
            _ = try await first.until { $0.contains("Answers from") }
            // The cloud first: the offline library does not use deep thinking, so its switch is
            // dim there.
            try first.send("Down", "Enter")  // Answers from → ShamelaGPT cloud
            _ = try await first.until { $0.contains("Check connection") }
            try first.send("Down", "Enter")
            _ = try await first.until { $0.contains("(●) ShamelaGPT cloud") }
            try first.send("Escape")
            _ = try await first.until { Self.line($0, "Answers from").contains("ShamelaGPT cloud") }
            try first.send("Down", "Down", "Right")  // past "Voice input"; Theme: Dark
            _ = try await first.until { Self.line($0, "Theme").contains("‹ Dark ›") }
            try first.send("Down", "Space")  // Reduce motion: on
            _ = try await first.until { Self.line($0, "Reduce motion").contains("[x] On") }
            try first.send("Down", "Right")  // Bidi handling: by the terminal
            _ = try await first.until { Self.line($0, "Bidi handling").contains("By the terminal") }
            try first.send("Down", "Right")  // Digits: Latin
            _ = try await first.until { Self.line($0, "Digits").contains("Latin 0-9") }
            try first.send("Down", "Space")  // Show harakat: off
            _ = try await first.until { Self.line($0, "Show harakat").contains("[ ] Off") }
            try first.send("Down", "Down", "Space")  // past "Sign in to personalise answers"; Deep thinking: off
            _ = try await first.until { Self.line($0, "Deep thinking").contains("[ ] Off") }
            try first.send("Home", "Enter", "Down", "Enter")  // العربية
            _ = try await first.until { Self.logoAtTheRight($0) }
            try first.send("F10")
            _ = try await first.until { $0.contains("END") }

            let saved = try settingsFile()
            #expect(saved["theme"] as? String == "dark")
            #expect(saved["reduce_motion"] as? Bool == true)
            #expect(saved["bidi"] as? String == "terminal")
            #expect(saved["digits"] as? String == "latin")
            #expect(saved["show_harakat"] as? Bool == false)
            #expect(saved["deep_thinking"] as? Bool == false)
            #expect(saved["server"] as? String == "cloud")
            #expect(saved["language"] as? String == "ar")

            // The next launch comes back in Arabic, on Settings, with every choice.
            let second = try TmuxSession(width: 80, height: 30, command: command())
            defer { second.kill() }
            _ = try await second.until { Self.logoAtTheRight($0) && $0.contains("ShamelaGPT") }
            try second.send("Enter")
            _ = try await second.until { $0.contains("English ( )") }
            try second.send("Up", "Enter")
            let screen = try await second.until { $0.contains("Answers from") }
            #expect(Self.line(screen, "Answers from").contains("ShamelaGPT cloud"))
            #expect(Self.line(screen, "Theme").contains("‹ Dark ›"))
            #expect(Self.line(screen, "Reduce motion").contains("[x] On"))
            #expect(Self.line(screen, "Bidi handling").contains("By the terminal"))
            #expect(Self.line(screen, "Digits").contains("Latin 0-9"))
            #expect(Self.line(screen, "Show harakat").contains("[ ] Off"))
            #expect(Self.line(screen, "Deep thinking").contains("[ ] Off"))
            try second.send("F10")
            _ = try await second.until { $0.contains("END") }
            #expect(try settingsFile()["language"] as? String == "en")
        }
    }
}

extension TmuxSession {
    /// `waitFor` that sleeps between polls instead of blocking its thread: these tests share the
    /// cooperative pool with servers that other suites run in-process.
    @discardableResult
    func until(timeout: Double = 10, _ predicate: (String) -> Bool) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = try capture()
        while !predicate(screen) {
            if Date() > deadline { throw HarnessError.timeout(screen) }
            try await Task.sleep(for: .milliseconds(20))
            screen = try capture()
        }
        return screen
    }
}

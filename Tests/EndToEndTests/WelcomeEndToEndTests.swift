import Foundation
import TestSupport
import Testing

/// Welcome, sign-in and links through the real binary in tmux.
extension EndToEnd {
    @Suite struct WelcomeEndToEndTests {
        /// The binary and a data directory of this test's own.
        let app: AppUnderTest

        var bin: String { app.bin }
        var dataDir: String { app.dataDir }

        init() throws {
            app = try AppUnderTest("shamelagpt-welcome-e2e", welcomeSeen: false)
        }

        func command(_ args: String = "") -> String { app.command(args) }

        var settingsText: String {
            (try? String(contentsOfFile: dataDir + "/config/settings.json", encoding: .utf8)) ?? ""
        }

        @Test func theFirstLaunchShowsWelcomeAndTheSecondDoesNot() async throws {
            let first = try TmuxSession(width: 80, height: 24, command: command())
            defer { first.kill() }
            var screen = try await first.waitFor { $0.contains("Welcome to ShamelaGPT") && $0.contains("Get Started") }
            #expect(screen.contains("1–14 of 26"))
            #expect(screen.contains("Answers from ‹ Offline library"))
            #expect(!screen.contains("History"), "no tabs on Welcome")
            try first.send("Down")
            screen = try await first.waitFor { $0.contains("2–15 of 26") }
            try first.send("Enter")  // Get Started with the offline library: straight to Chat
            screen = try await first.waitFor { $0.contains("Enter Send") && $0.contains("History") }
            #expect(!screen.contains("Get Started"))
            try first.send("F10")
            _ = try await first.waitFor { $0.contains("END") }
            #expect(settingsText.contains("\"welcome_seen\" : true"))

            let second = try TmuxSession(width: 80, height: 24, command: command())
            defer { second.kill() }
            screen = try await second.waitFor { $0.contains("Enter Send") }
            #expect(!screen.contains("Welcome to ShamelaGPT"))
            try second.send("F10")
            _ = try await second.waitFor { $0.contains("END") }
        }

        @Test func quittingFromWelcomeShowsItAgainAndTheLanguageChoiceIsKept() async throws {
            let first = try TmuxSession(width: 80, height: 24, command: command())
            defer { first.kill() }
            _ = try await first.waitFor { $0.contains("Get Started") }
            try first.type("l")  // Arabic, at once
            _ = try await first.waitFor { $0.contains("Enter ") && !$0.contains("Get Started") }
            try first.send("F10")
            _ = try await first.waitFor { $0.contains("END") }
            #expect(settingsText.contains("\"language\" : \"ar\""))
            #expect(!settingsText.contains("\"welcome_seen\" : true"))
            let second = try TmuxSession(width: 80, height: 24, command: command())
            defer { second.kill() }
            // Welcome again, in Arabic: its hints name the b and l choices.
            _ = try await second.waitFor { $0.contains("  l ") && $0.contains("  b ") && !$0.contains("Enter Send") }
            try second.send("F10")
            _ = try await second.waitFor { $0.contains("END") }
        }


        @Test func signingInOnAServerUsesTheAccountAndSurvivesARestart() async throws {
            let auth = #"{"token":"tok-1","refresh_token":"rt-1","expires_in":"3600","user":{"id":"7","firebase_uid":"uid-aisha","email":"aisha@example.com"}}"#
            let me = #"{"id":"7","firebase_uid":"uid-aisha","email":"aisha@example.com","display_name":"Aisha","mode_preference":0}"#
            let server = try StubServer { req in
                switch req.path {
                case "/api/auth/login": StubStep.response(200, body: auth)
                case "/api/auth/me": StubStep.response(200, body: me)
                case "/api/chat/stream", "/api/guest/chat/stream":
                    StubStep.eventStream([sse("metadata", "\"thread_id\":\"th-1\""),
                                          sse("chunk", "\"content\":\"Signed-in answer.\""), sse("done", "\"x\":1")])
                default: StubStep.response(404, body: "{\"detail\":\"Not Found\"}")
                }
            }
            defer { server.stop() }
            let first = try TmuxSession(width: 100, height: 30, command: command("--server \(server.baseURL)"))
            defer { first.kill() }
            _ = try await first.waitFor { $0.contains("Get Started") }
            try first.send("Enter")  // a server with accounts: the sign-in form
            var screen = try await first.waitFor { $0.contains("Forgot password?") }
            try first.send("Enter")  // Enter moves to the password, and submits from there
            try first.send("Enter")
            screen = try await first.waitFor { $0.contains("Enter your email address.") }
            #expect(server.requests.allSatisfy { $0.path == "/api/health" }, "nothing is sent for an empty form")
            try first.type("aisha@example.com")
            try first.send("Enter")
            try first.type("secret")
            try first.send("Enter")
            screen = try await first.waitFor { $0.contains("Signed in as Aisha") }
            #expect(screen.contains("Enter Send"))
            try first.type("A question")
            try first.send("Enter")
            screen = try await first.waitFor { $0.contains("Signed-in answer.") }
            // Only the cloud syncs, so a custom server's conversations are local and use the guest
            // stream, which never carries the bearer (protocol.md §3.3, §5); AccountRunnerTests
            // check the authenticated stream's bearer.
            #expect(server.requests.first { $0.path == "/api/auth/me" }?.headers["authorization"] == "Bearer tok-1")
            #expect(server.requests.filter { $0.path.hasPrefix("/api/guest/") || $0.path == "/api/auth/login" }
                .allSatisfy { $0.headers["authorization"] == nil })
            try first.send("F10")
            _ = try await first.waitFor { $0.contains("END") }
            let tokens = dataDir + "/state/session.json"
            let mode = try FileManager.default.attributesOfItem(atPath: tokens)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            #expect(!(try String(contentsOfFile: tokens, encoding: .utf8)).contains("secret"))

            let second = try TmuxSession(width: 100, height: 30, command: command("--server \(server.baseURL)"))
            defer { second.kill() }
            screen = try await second.waitFor { $0.contains("Enter Send") && $0.contains("Aisha") }
            #expect(!screen.contains("Get Started"))
            #expect(screen.contains("Signed-in answer."), "the account's last conversation is back")
            try second.send("F10")
            _ = try await second.waitFor { $0.contains("END") }
        }

        @Test func aLinkOpensItsScreenAndAnUnsupportedOneSaysSo() async throws {
            try AppDataDirectory.markWelcomeSeen(dataDir)
            let t = try TmuxSession(width: 80, height: 24, command: command("'shamelagpt://history'"))
            defer { t.kill() }
            _ = try await t.waitFor { $0.contains("No Conversations") }
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("END") }
            let u = try TmuxSession(width: 80, height: 24, command: command("'https://example.com/chat?id=1'"))
            defer { u.kill() }
            // A normal start (the last tab, History, comes back) with the notice.
            _ = try await u.waitFor { $0.contains("This link isn't supported.") }
            try u.send("F10")
            _ = try await u.waitFor { $0.contains("END") }
        }

        @Test func onAFirstLaunchTheLinkWaitsForWelcome() async throws {
            let t = try TmuxSession(width: 80, height: 24, command: command("'shamelagpt://settings'"))
            defer { t.kill() }
            _ = try await t.waitFor { $0.contains("Get Started") }
            try t.send("Tab")
            try t.send("Enter")  // Skip to Chat, then the link
            _ = try await t.waitFor { $0.contains("[Settings]") || $0.contains("Answers from") }
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("END") }
        }
    }
}

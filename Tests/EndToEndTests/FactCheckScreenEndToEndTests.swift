import Foundation
import TestSupport
import Testing

/// The fact-check flow in the full-screen app, the real binary in tmux: on the fixture
/// library, Alt+I → a path completed with Tab → the review sheet → an edit → Check → the
/// verdict with its source, and the History badge; against a loopback server, the OCR
/// endpoint, the sign-in gate for guests, and confirm-factcheck sent again after a 422.
extension EndToEnd {
    @Suite struct FactCheckScreenEndToEndTests {
        let scratch = ScratchDirectory("e2e-factcheck-screen")

        init() throws {
            try FileManager.default.createDirectory(atPath: scratch.path, withIntermediateDirectories: true)
        }

        func image(_ lines: [String], name: String) throws -> String {
            let path = scratch.path + "/" + name
            try TextImage.render(lines, points: 14, to: URL(fileURLWithPath: path))
            return path
        }

        @Test func altIReadsAnImageTheSheetEditsItAndTheVerdictHasItsSource() async throws {
            let library = try LibraryChatEndToEndTests()
            try library.installFixtureLibrary()
            _ = try image(["قال رسول الله صلى الله عليه وسلم: «إنما الأعمال بالنيات»"], name: "hadith-photo.png")
            let t = try TmuxSession(width: 100, height: 30, command: library.command())
            defer { t.kill() }
            _ = try await t.waitFor { $0.contains("Offline library ● ready") }
            try t.send("M-i")
            _ = try await t.waitFor { $0.contains("Check an image") && $0.contains("Tab Complete the path") }
            try t.type(scratch.path + "/hadith-ph")
            try t.send("Tab")
            _ = try await t.waitFor { $0.contains("hadith-photo.png]") || $0.contains("hadith-photo.png ") }
            try t.send("Enter")
            // The sheet's hint bar may be drawn a frame after its title.
            var screen = try await t.waitFor(timeout: 30) { $0.contains("Read from hadith-photo.png") && $0.contains("Enter Check") }
            #expect(screen.contains("Arabic"))
            // The reading is replaced by a corrected quotation: the composer's own editing keys.
            try t.send("C-u")
            try t.type("«إنما الأعمال بالنيات»")
            try t.send("Enter")
            screen = try await t.waitFor(timeout: 30) { $0.contains("Authentic") && $0.contains("Sahih al-Bukhari 1") }
            #expect(screen.contains("✓"))
            #expect(screen.contains("[Fact-check]"))
            #expect(screen.contains("read from hadith-photo.png"))
            try t.send("M-2")
            screen = try await t.waitFor { $0.contains("[Fact-check]") && $0.contains("Search titles and messages") }
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("END") }
        }

        @Test func aStreamedAnswersQuotationsAreMarkedOnceItCompletes() async throws {
            // The answers come from a loopback server; the marks from the installed library.
            let library = try LibraryChatEndToEndTests()
            try library.installFixtureLibrary()
            let body = "قال رسول الله ﷺ: «إنما الأعمال بالنيات»، وأما «حب الوطن من الإيمان» فليس في الصحيحين."
            let server = try StubServer { _ in
                StubStep.eventStream([sse("metadata", "\"thread_id\":\"t-1\""),
                                      sse("chunk", "\"content\":\"\(body.prefix(40))\""),
                                      sse("chunk", "\"content\":\"\(body.dropFirst(40))\""),
                                      sse("done", "\"full_answer\":\"\(body)\""), "data: [DONE]\n\n"], pauseMs: 300)
            }
            defer { server.stop() }
            let t = try TmuxSession(width: 100, height: 30, command: library.command("--server \(server.baseURL)"))
            defer { t.kill() }
            _ = try await t.waitFor { $0.contains("Enter Send") }
            try t.type("a question")
            try t.send("Enter")
            // While it streams, no mark.
            let streaming = try await t.waitFor { $0.contains("Esc Stop") && $0.contains("ﺎﻤﻧﺇ") }
            #expect(!streaming.contains("✓"))
            var screen = try await t.waitFor(timeout: 20) { $0.contains("✓") && $0.contains("?") && !$0.contains("Esc Stop") }
            try t.send("M-Up")
            try t.send("Enter")
            screen = try await t.waitFor { $0.contains("Quotations checked (2)") }
            try t.send("Enter")
            screen = try await t.waitFor { $0.contains("Quotations checked against the library") }
            #expect(screen.contains("✓ Authentic") && screen.contains("? Not found"))
            try t.send("Enter")
            screen = try await t.waitFor {
                $0.contains("Sahih al-Bukhari 1") && $0.contains("checked against the installed library")
            }
            try t.send("Escape")
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("END") }
        }

        @Test func theCloudReadsForGuestsAsksThemToSignInAndRetriesA422() async throws {
            let app = try AppUnderTest("shamelagpt-fc-cloud-e2e")
            let path = try image(["«إنما الأعمال بالنيات»"], name: "cloud.png")
            let auth = #"{"token":"tok-1","refresh_token":"rt-1","expires_in":"3600","user":{"id":"7","#
                + #""firebase_uid":"uid-aisha","email":"aisha@example.com"}}"#
            let me = #"{"id":"7","firebase_uid":"uid-aisha","email":"aisha@example.com","display_name":"Aisha","#
                + #""mode_preference":0}"#
            let ocr = #"{"extracted_text":"إنما الأعمال بالنيات","image_url":"https://cdn.example/i/42.jpg","#
                + #""metadata":{"success":true,"detected_language":"ar","confidence":0.9,"text_length":20}}"#
            let verdict = "**VERDICT:** ✓ Authentic\\n\\n**CLAIMS:**\\n\\n#### 1. ✓ Authentic (97%)\\n\\n"
                + "The words are as in Sahih al-Bukhari 1."
            let confirms = SeenRequests()
            let server = try StubServer { req in
                switch req.path {
                case "/api/auth/login": return StubStep.response(200, body: auth)
                case "/api/auth/me": return StubStep.response(200, body: me)
                case "/api/guest/chat/ocr", "/api/chat/ocr": return StubStep.response(200, body: ocr)
                case "/api/chat/confirm-factcheck":
                    if confirms.next() == 0 {
                        let detail = #"{"detail":[{"loc":["body"],"msg":"not ready","type":"value_error"}]}"#
                        return StubStep.response(422, body: detail)
                    }
                    return StubStep.eventStream([sse("metadata", "\"thread_id\":\"fc-1\""),
                                                 sse("chunk", "\"content\":\"\(verdict)\""),
                                                 sse("done", "\"full_answer\":\"\(verdict)\""), "data: [DONE]\n\n"])
                default: return StubStep.response(200, body: "{}")
                }
            }
            defer { server.stop() }
            let t = try app.launch("--server \(server.baseURL)", width: 100, height: 30)
            defer { t.kill() }
            _ = try await t.waitFor { $0.contains("Enter Send") }
            try t.send("M-i")
            _ = try await t.waitFor { $0.contains("Check an image") }
            try t.type(path)
            _ = try await t.waitFor { $0.contains("cloud.png ") }
            try t.send("Enter")
            _ = try await t.waitFor(timeout: 20) { $0.contains("Read from cloud.png") && $0.contains("Enter Check") }
            #expect(server.requests.contains { $0.path == "/api/guest/chat/ocr" && $0.headers["authorization"] == nil })
            let upload = try #require(server.requests.first { $0.path == "/api/guest/chat/ocr" })
            #expect(upload.bodyText.contains("\"image_base64\""))
            try t.send("Enter")
            _ = try await t.waitFor { $0.contains("Sign in to check quotations") }
            #expect(!server.requests.contains { $0.path == "/api/chat/confirm-factcheck" })
            try t.send("Tab", "Tab", "Enter") // Dismiss, Create Account, Sign In
            _ = try await t.waitFor { $0.contains("Forgot password?") }
            try t.type("aisha@example.com")
            try t.send("Enter")
            try t.type("secret")
            try t.send("Enter")
            // Signed in, the sheet is still there with its text: Enter checks now.
            _ = try await t.waitFor(timeout: 20) { $0.contains("Enter Check") && $0.contains("Read from cloud.png") }
            try t.send("Enter")
            let screen = try await t.waitFor(timeout: 20) { $0.contains("Sahih al-Bukhari 1") && !$0.contains("Esc Stop") }
            #expect(screen.contains("✓ Authentic"))
            let sent = server.requests.filter { $0.path == "/api/chat/confirm-factcheck" }
            #expect(sent.count == 2, "sent again once after the 422")
            for r in sent {
                #expect(r.headers["authorization"] == "Bearer tok-1")
                #expect(r.bodyText.contains("\"image_url\":\"https:\\/\\/cdn.example\\/i\\/42.jpg\"")
                    || r.bodyText.contains("\"image_url\":\"https://cdn.example/i/42.jpg\""))
                #expect(r.bodyText.contains("\"reviewed_text\""))
            }
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("END") }
        }
    }
}

/// Counts requests to one path (the stub's handler runs on its accept thread).
final class SeenRequests: @unchecked Sendable {
    private let lock = NSLock()
    private var n = 0

    func next() -> Int {
        lock.withLock {
            defer { n += 1 }
            return n
        }
    }
}

import Foundation
import TestSupport
import Testing

/// Voice input through the real binary in tmux: a recorder stand-in on PATH (named `arecord`)
/// plays a WAV that espeak-ng spoke into the file, in real time (or faster, for the 120 s
/// limit), and a loopback stub answers `/api/transcribe` and the chat.
extension EndToEnd {
    @Suite struct VoiceEndToEndTests {
        let app: AppUnderTest
        let tools: ScratchDirectory

        static let english = "What is the ruling on fasting while travelling"
        static let arabic = "ما حكم الصيام في السفر"

        init() throws {
            app = try AppUnderTest("shamelagpt-voice-e2e")
            tools = ScratchDirectory("shamelagpt-voice-tools")
            try Self.makeTools(in: tools.path)
        }

        /// speech.wav (16 kHz mono, from espeak-ng through sox) and bin/arecord, the stand-in.
        static func makeTools(in dir: String) throws {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            guard let espeak = Shell.which("espeak-ng"), let sox = Shell.which("sox"), let python = Shell.which("python3")
            else { throw TmuxSession.HarnessError.missingTool("espeak-ng, sox and python3 (scripts/bootstrap installs them)") }
            _ = try Shell.run(espeak, ["-w", dir + "/spoken.wav", english])
            _ = try Shell.run(sox, [dir + "/spoken.wav", "-r", "16000", "-c", "1", "-b", "16", dir + "/speech.wav"])
            try FileManager.default.createDirectory(atPath: dir + "/bin", withIntermediateDirectories: true)
            try """
            #!\(python)
            # arecord stand-in: the WAV header, then 100 ms of speech.wav per 100 ms / VOICE_SPEED,
            # silence after it; on SIGINT the sizes are written and it exits, as arecord does.
            import os, signal, struct, sys, time
            out = sys.argv[-1]
            pcm = open("\(dir)/speech.wav", "rb").read()[44:]
            speed = float(os.environ.get("VOICE_SPEED", "1"))
            stop = []
            signal.signal(signal.SIGINT, lambda *_: stop.append(1))
            f = open(out, "wb")
            f.write(b"RIFF" + struct.pack("<I", 0xFFFFFFFF) + b"WAVEfmt " + struct.pack("<IHHIIHH", 16, 1, 1, 16000, 32000, 2, 16)
                    + b"data" + struct.pack("<I", 0xFFFFFFFF))
            f.flush()
            written, i = 0, 0
            while not stop:
                chunk = pcm[i:i + 3200] if i < len(pcm) else b"\\0" * 3200
                i += 3200
                f.write(chunk); f.flush(); written += len(chunk)
                time.sleep(0.1 / speed)
            f.seek(4); f.write(struct.pack("<I", 36 + written)); f.seek(40); f.write(struct.pack("<I", written)); f.close()
            """.write(toFile: dir + "/bin/arecord", atomically: true, encoding: .utf8)
            chmod(dir + "/bin/arecord", 0o755)
        }

        /// Transcribes in the language the request names; answers chats with a fixed answer.
        static func server() throws -> StubServer {
            try StubServer { request in
                if request.path == "/api/transcribe" {
                    let arabic = request.bodyText.contains("name=\"language\"\r\n\r\nar\r\n")
                    let text = arabic ? Self.arabic : Self.english
                    return StubStep.response(200, body: "{\"text\":\"\(text)\",\"language\":\"\(arabic ? "ar" : "en")\"}")
                }
                return StubStep.eventStream([sse("chunk", "\"content\":\"Answered.\""), sse("done", "\"full_answer\":\"Answered.\""),
                                             "data: [DONE]\n\n"])
            }
        }

        func launch(_ server: StubServer, lang: String, speed: Double = 1) async throws -> TmuxSession {
            let t = try TmuxSession(width: 100, height: 30, command: app.command("--server \(server.baseURL) --lang \(lang)"),
                                    environment: ["PATH": tools.path + "/bin:/usr/bin:/bin", "VOICE_SPEED": "\(speed)"])
            _ = try await t.waitFor { $0.contains("Enter") }
            return t
        }

        var recordings: [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: app.dataDir + "/state/voice")) ?? []
        }

        /// Alt+V → the meter moves → Enter → the transcript in the composer → Enter sends it.
        @Test(arguments: ["en", "ar"])
        func speakReviewSend(lang: String) async throws {
            let server = try Self.server()
            defer { server.stop() }
            let t = try await launch(server, lang: lang)
            defer { t.kill() }
            try t.type("Q")
            try t.send("M-v")
            // The meter shows speech: a tall block appears while the WAV plays.
            do {
                _ = try await t.waitFor { s in ["▅", "▆", "▇", "█"].contains { s.contains($0) } }
            } catch {
                let log = (try? String(contentsOfFile: app.dataDir + "/state/shamelagpt.log", encoding: .utf8)) ?? "none"
                Issue.record(Comment(rawValue: "log: " + log))
                throw error
            }
            #expect(!recordings.filter { $0.hasSuffix(".wav") }.isEmpty)
            // Let the whole sentence (2.6 s) be spoken before stopping.
            try await Task.sleep(nanoseconds: 2_800_000_000)
            try t.send("Enter")
            let expected = lang == "ar" ? Self.arabic : Self.english
            _ = try await t.waitFor { _ in server.requests.contains { $0.path == "/api/transcribe" } }
            let upload = try #require(server.requests.first { $0.path == "/api/transcribe" })
            #expect(upload.headers["authorization"] == nil)
            #expect(upload.headers["content-type"]?.hasPrefix("multipart/form-data; boundary=") == true)
            #expect(upload.bodyText.contains("name=\"language\"\r\n\r\n\(lang)\r\n"))
            #expect(upload.bodyText.contains("Content-Type: audio/wav"))
            // In the composer, never sent by itself.
            // Arabic is drawn shaped (presentation forms) in visual order: compared after NFKC,
            // reversed (the sentence has no lam-alef, whose ligature would not reverse).
            _ = try await t.waitFor { s in
                s.contains(expected) || s.precomposedStringWithCompatibilityMapping.contains(String(expected.reversed()))
            }
            try await Task.sleep(nanoseconds: 500_000_000)
            #expect(server.requests.count == 1)
            #expect(recordings.isEmpty)
            try t.send("Enter")
            _ = try await t.waitFor { _ in server.requests.count == 2 }
            let chat = server.requests[1]
            #expect(chat.bodyText.contains("\"question\":\"Q \(expected)\""))
        }

        @Test func escCancelsAndLeavesNoFile() async throws {
            let server = try Self.server()
            defer { server.stop() }
            let t = try await launch(server, lang: "en")
            defer { t.kill() }
            try t.send("M-v")
            _ = try await t.waitFor { $0.contains("Recording 0:0") }
            #expect(!recordings.isEmpty)
            try t.send("Escape")
            _ = try await t.waitFor { $0.contains("cancelled") }
            #expect(recordings.isEmpty)
            #expect(server.requests.isEmpty)
            #expect(try t.capture().contains("Ask a question about Islam"))
        }

        /// A fast clock: the stand-in writes audio 60 times faster than real time, so the
        /// 120 s limit comes after 2 s; the recording stops by itself and is transcribed.
        @Test func stopsAtTheTwoMinuteLimit() async throws {
            let server = try Self.server()
            defer { server.stop() }
            let t = try await launch(server, lang: "en", speed: 60)
            defer { t.kill() }
            try t.send("M-v")
            _ = try await t.waitFor(timeout: 20) { _ in server.requests.contains { $0.path == "/api/transcribe" } }
            let upload = try #require(server.requests.first)
            // 120 s of 16 kHz 16-bit mono, and what the stand-in wrote before the next 100 ms check
            // saw it (up to 6 s of audio at 60 times real time).
            #expect(upload.body.count > 3_840_000 && upload.body.count < 4_400_000)
            _ = try await t.waitFor { $0.contains(Self.english) }
        }

        /// Settings → Voice input: the recorder the stand-in provides, no engine and how to set
        /// one, and "Test the microphone": the meter moves, the spoken sentence is heard after
        /// three seconds, and the recording is deleted.
        @Test(arguments: ["en", "ar"])
        func settingsPageTestsTheMicrophone(lang: String) async throws {
            let server = try Self.server()
            defer { server.stop() }
            let t = try await launch(server, lang: lang)
            defer { t.kill() }
            try t.send("M-3")
            _ = try await t.waitFor { $0.contains("arecord") }
            try t.send("Down", "Down", "Enter")
            // The stand-in's path (long: it wraps) under the recorder's name.
            _ = try await t.waitFor { $0.contains("arecord —") && $0.contains(tools.path + "/bin/") }
            #expect(try t.capture().contains("shamelagpt config set voice_engine \"WHISPER_CLI MODEL_FILE\""))
            try t.send("Enter")
            _ = try await t.waitFor { s in ["▅", "▆", "▇", "█"].contains { s.contains($0) } }
            #expect(!recordings.isEmpty)
            _ = try await t.waitFor(timeout: 10) { $0.contains("✓") }
            if lang == "en" { #expect(try t.capture().contains("Sound heard — peak level")) }
            try await Task.sleep(nanoseconds: 300_000_000)
            #expect(recordings.isEmpty)
            #expect(server.requests.isEmpty)  // a test is never sent
            try t.send("Escape")
            _ = try await t.waitFor { !$0.contains("config set voice_engine") }
        }

        @Test func askAudioPrintsTheTranscriptThenAsks() async throws {
            let server = try Self.server()
            defer { server.stop() }
            let r = try Shell.run(app.bin, ["ask", "--data-dir", app.dataDir, "--server", server.baseURL,
                                            "--audio", tools.path + "/speech.wav"])
            #expect(r.status == 0)
            #expect(r.stderr.contains("Transcript: " + Self.english))
            #expect(r.stdout.contains("Answered."))
            #expect(server.requests.map(\.path) == ["/api/transcribe", "/api/guest/chat/stream"])
            #expect(server.requests[0].headers["authorization"] == nil)
            let notAudio = try Shell.run(app.bin, ["ask", "--data-dir", app.dataDir, "--server", server.baseURL,
                                                   "--audio", tools.path + "/bin/arecord"])
            #expect(notAudio.status == 1 && notAudio.stderr.contains("E-VOICE-FILE"))
            #expect(server.requests.count >= 2)
        }
    }
}

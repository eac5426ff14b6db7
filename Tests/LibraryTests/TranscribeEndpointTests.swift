import Domain
import Foundation
@testable import Library
import Networking
import TestSupport
import Testing

/// The library's `/api/transcribe`: a stand-in engine script plays whisper.cpp's part (it
/// checks the arguments it is given and prints segments as whisper does); without an engine
/// the endpoint answers 501, which the client shows as "needs a local speech engine".
@Suite(.serialized) struct TranscribeEndpointTests {
    static func wav(seconds: Double) -> Data {
        let samples = Int(seconds * 16000)
        var d = Data("RIFF".utf8)
        func u32(_ v: Int) { withUnsafeBytes(of: UInt32(v).littleEndian) { d.append(contentsOf: $0) } }
        func u16(_ v: Int) { withUnsafeBytes(of: UInt16(v).littleEndian) { d.append(contentsOf: $0) } }
        u32(36 + samples * 2); d.append(Data("WAVEfmt ".utf8)); u32(16); u16(1); u16(1); u32(16000); u32(32000); u16(2); u16(16)
        d.append(Data("data".utf8)); u32(samples * 2)
        for i in 0..<samples { u16(Int(UInt16(bitPattern: Int16(8000 * sin(Double(i) / 5))))) }
        return d
    }

    /// A whisper-cli stand-in: refuses missing or wrong arguments, then prints two segments
    /// with whisper's leading spaces and a blank-audio mark.
    static func engine(in dir: ScratchDirectory, exitStatus: Int = 0) throws -> VoiceEngine {
        try FileManager.default.createDirectory(atPath: dir.path, withIntermediateDirectories: true)
        let script = dir.path + "/whisper-cli"
        let model = dir.path + "/ggml-test.bin"
        try Data("model".utf8).write(to: URL(fileURLWithPath: model))
        try """
        #!/bin/sh
        [ "$1" = "-m" ] && [ -r "$2" ] && [ "$3" = "-f" ] && [ -s "$4" ] && [ "$5" = "-l" ] || { echo "bad args: $*" >&2; exit 2; }
        [ "$7" = "-nt" ] || exit 2
        [ \(exitStatus) -eq 0 ] || { echo "whisper failed to load model" >&2; exit \(exitStatus); }
        echo " [BLANK_AUDIO]"
        echo " language=$6"
        echo "  bytes=$(wc -c < "$4" | tr -d ' ')"
        """.write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        return VoiceEngine(program: script, model: model)
    }

    static func client(_ server: LibraryServer) throws -> ShamelaAPI {
        ShamelaAPI(server: try ServerConfig(baseURL: server.baseURL, kind: .library))
    }

    @Test func transcribesThroughTheEngine() async throws {
        let dir = ScratchDirectory("transcribe-engine")
        let server = try await LibraryServer.start(index: nil, voiceEngine: try Self.engine(in: dir))
        defer { Task { await server.stop() } }
        let audio = Self.wav(seconds: 2)
        let t = try await Self.client(server).transcribe(audio: audio, filename: "voice.wav", contentType: "audio/wav",
                                                         language: "ar")
        #expect(t.text == "language=ar bytes=\(audio.count)")
        #expect(t.language == "ar")
    }

    @Test func largerThanAQuestionButWithinTheUploadLimit() async throws {
        let dir = ScratchDirectory("transcribe-large")
        let server = try await LibraryServer.start(index: nil, voiceEngine: try Self.engine(in: dir))
        defer { Task { await server.stop() } }
        let audio = Self.wav(seconds: 60)  // 1.9 MB, far over the 64 KB of a question
        let t = try await Self.client(server).transcribe(audio: audio, filename: "v.wav", contentType: "audio/wav", language: "en")
        #expect(t.text.hasSuffix("bytes=\(audio.count)"))
    }

    @Test func noEngineSaysHowToSetOneUp() async throws {
        let server = try await LibraryServer.start(index: nil)
        defer { Task { await server.stop() } }
        await #expect {
            _ = try await Self.client(server).transcribe(audio: Self.wav(seconds: 1), filename: "v.wav",
                                                         contentType: "audio/wav", language: "en")
        } throws: { error in
            guard let e = error as? APIError else { return false }
            return e.error.code == "E-VOICE-ENGINE" && e.error.messageKey == "voice.error.noEngine" && e.status == 501
                && e.error.detail == nil
        }
    }

    @Test func anEngineThatIsNotThereSaysWhat() async throws {
        let server = try await LibraryServer.start(index: nil, voiceEngine: VoiceEngine(program: "/nonexistent/whisper-cli",
                                                                                       model: "/nonexistent/model.bin"))
        defer { Task { await server.stop() } }
        await #expect {
            _ = try await Self.client(server).transcribe(audio: Self.wav(seconds: 1), filename: "v.wav",
                                                         contentType: "audio/wav", language: "en")
        } throws: { error in
            guard let e = error as? APIError else { return false }
            return e.error.code == "E-VOICE-ENGINE" && e.error.detail == "/nonexistent/whisper-cli is not an executable program"
        }
    }

    @Test func engineFailureIsA500WithItsWords() async throws {
        let dir = ScratchDirectory("transcribe-fail")
        let server = try await LibraryServer.start(index: nil, voiceEngine: try Self.engine(in: dir, exitStatus: 3))
        defer { Task { await server.stop() } }
        await #expect {
            _ = try await Self.client(server).transcribe(audio: Self.wav(seconds: 1), filename: "v.wav",
                                                         contentType: "audio/wav", language: "en")
        } throws: { error in
            guard let e = error as? APIError else { return false }
            return e.error.code == "E-HTTP-500" && e.error.messageKey == "voice.transcriptionFailed"
                && e.error.detail?.contains("failed to load model") == true
        }
    }

    @Test func multipartParsing() {
        var body = MultipartBody(boundary: "b0undary")
        body.addFile(name: "file", filename: "a.wav", contentType: "audio/wav", contents: Data([13, 10, 45, 45, 0]))
        body.addField(name: "language", value: "en")
        let form = MultipartForm.parse(body.finished(), boundary: "b0undary")
        #expect(form?.part("file")?.data == Data([13, 10, 45, 45, 0]))
        #expect(form?.part("file")?.filename == "a.wav" && form?.part("file")?.contentType == "audio/wav")
        #expect(form?.part("language")?.data == Data("en".utf8))
        #expect(MultipartForm.boundary(contentType: "multipart/form-data; boundary=\"x y\"") == "x y")
        #expect(MultipartForm.boundary(contentType: "application/json") == nil)
        #expect(MultipartForm.parse(Data("garbage".utf8), boundary: "b0undary") == nil)
        #expect(VoiceEngine.clean(" [BLANK_AUDIO]\n  Hello there.\n (music)\n How are you?\n") == "Hello there. How are you?")
    }
}

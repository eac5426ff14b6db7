import Domain
import Foundation

/// The library's local speech engine: a whisper.cpp command-line program and its model
/// (the `voice_engine` setting). Nothing is downloaded: without a configured engine the
/// library's `/api/transcribe` says how to set one up.
public struct VoiceEngine: Sendable {
    public let program: String
    public let model: String
    /// Longest a transcription may take before the program is stopped.
    public var timeout: Double = 300

    public init(program: String, model: String) {
        self.program = program
        self.model = model
    }

    public init?(setting: String?) {
        guard let raw = setting, let s = VoiceEngineSetting.parse(raw) else { return nil }
        self.init(program: s.program, model: s.model)
    }

    public enum Failure: Error, Equatable {
        /// The program or the model is missing.
        case notUsable(String)
        /// The program failed; its last words.
        case failed(String)
    }

    /// What is wrong with the configuration, if anything (checked before each use, since
    /// files come and go).
    public var problem: String? {
        if !FileManager.default.isExecutableFile(atPath: program) { return "\(program) is not an executable program" }
        if !FileManager.default.isReadableFile(atPath: model) { return "\(model) cannot be read" }
        return nil
    }

    /// The text of `audio` (16 kHz mono WAV, as the app records); `language` "en", "ar" or nil
    /// for the engine's own detection. Blocks: run it off the cooperative pool.
    public func transcribe(audio: Data, language: String?) throws(Failure) -> String {
        if let problem { throw .notUsable(problem) }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shamelagpt-stt-" + UUID().uuidString)
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .failed("temporary directory: \(error)")
        }
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("audio.wav")
        let out = dir.appendingPathComponent("out.txt")
        let err = dir.appendingPathComponent("err.txt")
        do {
            try audio.write(to: input)
            _ = FileManager.default.createFile(atPath: out.path, contents: nil)
            _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        } catch {
            throw .failed("temporary file: \(error)")
        }
        // -nt: no timestamps, -np: no progress or system prints; the text alone on stdout.
        let lang = language.map { ["en", "ar"].contains($0) ? $0 : "auto" } ?? "auto"
        guard let outHandle = try? FileHandle(forWritingTo: out), let errHandle = try? FileHandle(forWritingTo: err)
        else { throw .failed("temporary file") }
        defer { try? outHandle.close(); try? errHandle.close() }
        let done = DispatchSemaphore(value: 0)
        var process = Process()
        var attempts = 0
        while true {
            process = Process()
            process.executableURL = URL(fileURLWithPath: program)
            process.arguments = ["-m", model, "-f", input.path, "-l", lang, "-nt", "-np"]
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = outHandle
            process.standardError = errHandle
            process.terminationHandler = { _ in done.signal() }
            do {
                try process.run()
                break
            } catch {
                // ETXTBSY: the program was just written and another thread's child still holds it
                // open for writing; it clears when that child execs (as `PipRunner.run` does).
                attempts += 1
                guard attempts < 20, PipRunner.isTextFileBusy(error) else {
                    throw .notUsable("\(program): \(error.localizedDescription)")
                }
                usleep(50_000)
            }
        }
        if done.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = done.wait(timeout: .now() + 2)
            throw .failed("no result after \(Int(timeout)) s")
        }
        let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else {
            let words = ((try? String(contentsOf: err, encoding: .utf8)) ?? "").split(separator: "\n").suffix(2).joined(separator: " ")
            throw .failed("exit status \(process.terminationStatus)" + (words.isEmpty ? "" : ": " + words))
        }
        return Self.clean(text)
    }

    /// whisper.cpp prints one segment a line, with leading spaces, and marks like "[BLANK_AUDIO]"
    /// for silence: those are not words the user said.
    static func clean(_ text: String) -> String {
        text.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !($0.hasPrefix("[") && $0.hasSuffix("]")) && !($0.hasPrefix("(") && $0.hasSuffix(")")) }
            .joined(separator: " ")
    }
}

import AppCore
import Domain
import Foundation
import Presentation

/// `/voice` in plain mode: records until Enter, saying in words whether sound is heard (for
/// screen readers, no meter), then shows the transcript for review: Enter sends it as it is,
/// a line typed instead is sent in its place, `/cancel` drops it.
extension PlainSession {
    func voice() {
        let recorder: Recorder
        switch VoiceEffectRunner.findRecorder(setting: setup.launch.settings.voiceRecorder, environment: setup.environment) {
        case .success(let r): recorder = r
        case .failure(let e):
            writeError(printer.error(e) + "\n")
            return
        }
        let directory = setup.paths.state.appendingPathComponent("voice")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        guard let session = VoiceSession.start(id: 1, recorder: recorder, directory: directory) else {
            writeError(printer.error(.voiceDevice(recorder.executable)) + "\n")
            return
        }
        let progress = VoiceProgress()
        Thread.detachNewThread { session.monitor { progress.record($0) } }
        write(localizer("voice.plain.recording") + "\n")
        reader.request()
        let started = Date()
        var spoken: String?
        var stopLine: String?
        while stopLine == nil {
            if let line = reader.take() { stopLine = line; break }
            if reader.isFinished { break }
            if let failure = progress.failure {
                session.abort()
                writeError(printer.error(failure) + "\n")
                return
            }
            let (level, audio, bytes) = progress.latest
            let elapsed = Date().timeIntervalSince(started)
            if VoiceLimits.standard.reached(elapsed: elapsed, audioSeconds: audio, bytes: bytes) != nil {
                write(localizer(bytes >= VoiceLimits.standard.maxBytes ? "voice.limitSize" : "voice.limitDuration") + "\n")
                break
            }
            // A line only when it changes between sound and silence: a screen reader reads each.
            let word = localizer(VoiceState.levelWordKey(level))
            if progress.hasLevel, word != spoken {
                spoken = word
                write(localizer("voice.plain.level", VoiceState.clock(max(elapsed, audio), localizer: localizer), word) + "\n")
            }
            usleep(100_000)
        }
        session.finishRecording()
        if let failure = session.recorderFailure ?? progress.failure {
            session.abort()
            writeError(printer.error(failure) + "\n")
            return
        }
        write(localizer("voice.transcribing") + "\n")
        let audio: Data
        switch session.finishedAudio() {
        case .success(let data): audio = data
        case .failure(let e):
            session.abort()
            writeError(printer.error(e) + "\n")
            return
        }
        let language = localizer.language.rawValue
        let backend = chat.backend
        let result = LineBlocking.run {
            await AudioTranscriber.transcribe(data: audio, type: .wav, language: language, filename: "voice.wav",
                                              client: { backend.client() })
        }
        session.abort()
        switch result {
        case .success(let text):
            write(localizer("voice.plain.transcript") + "\n" + text + "\n> ")
            reader.request()
            var reply: String?
            while reply == nil, !reader.isFinished {
                reply = reader.take()
                if reply == nil { usleep(20_000) }
            }
            let typed = (reply ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            if typed == "/cancel" { return }
            ask(typed.isEmpty ? text : typed)
        case .failure(let e):
            writeError(printer.error(e.error, retryAfter: e.retryAfterSeconds) + "\n")
        }
    }
}

/// The monitor's latest report, shared with the plain session's loop.
final class VoiceProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var level = 0.0, audio = 0.0, bytes = 0
    private var failed: AppError?
    private var heard = false

    func record(_ event: VoiceEvent) {
        lock.withLock {
            switch event {
            case .level(_, let l, let a, let b): (level, audio, bytes, heard) = (l, a, b, true)
            case .failed(_, let e): failed = e
            default: break
            }
        }
    }

    var latest: (Double, Double, Int) { lock.withLock { (level, audio, bytes) } }
    var failure: AppError? { lock.withLock { failed } }
    var hasLevel: Bool { lock.withLock { heard } }
}

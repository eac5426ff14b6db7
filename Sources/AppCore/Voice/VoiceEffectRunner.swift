import Domain
import Foundation
import Library
import Localization
import Logging
import Networking
import Presentation

/// Runs voice work: the recorder as a child process writing a WAV file in the state
/// directory, a monitor reading the newest 100 ms of samples every 80 ms for the
/// level meter, and the upload to `/api/transcribe`. Results go to the event queue.
package final class VoiceEffectRunner: @unchecked Sendable {
    private let lock = NSLock()
    private var sessions: [Int: VoiceSession] = [:]
    let directory: URL
    let queue: EventQueue
    let logger: Logger
    let environment: [String: String]
    /// The `voice_recorder` setting as it stands.
    var recorderSetting: @Sendable () -> String?
    /// The `voice_engine` setting as the library's server uses it.
    package var engineSetting: @Sendable () -> String? = { nil }
    /// The client of the backend in use.
    let client: @Sendable () -> Result<ShamelaAPI, APIError>

    package init(directory: URL, queue: EventQueue, logger: Logger, environment: [String: String],
         recorderSetting: @escaping @Sendable () -> String?,
         client: @escaping @Sendable () -> Result<ShamelaAPI, APIError>) {
        self.directory = directory
        self.queue = queue
        self.logger = logger
        self.environment = environment
        self.recorderSetting = recorderSetting
        self.client = client
    }

    /// The recorder the settings and PATH give, or the error to show.
    package static func findRecorder(setting: String?, environment: [String: String]) -> Result<Recorder, AppError> {
        switch RecorderDetection.find(setting: setting, path: environment["PATH"],
                                      isExecutable: { FileManager.default.isExecutableFile(atPath: $0) }) {
        case .success(let r): .success(r)
        case .failure(.noneFound): .failure(.voiceNoRecorder())
        case .failure(.settingUnusable(let v)): .failure(.voiceRecorderSetting(v))
        }
    }

    /// What the launch tells the coordinator (menu item and hint).
    package func availability() -> VoiceState.Availability {
        switch Self.findRecorder(setting: recorderSetting(), environment: environment) {
        case .success(let r): .recorder(r.kind.rawValue)
        case .failure(let e): .unavailable(e)
        }
    }

    /// What Settings' "Voice input" page shows: the recorder found now, both settings, and
    /// whether the engine's program and model are there.
    func setup() -> VoiceSetup {
        let setting = recorderSetting()
        let finding: VoiceSetup.RecorderFinding
        switch RecorderDetection.find(setting: setting, path: environment["PATH"],
                                      isExecutable: { FileManager.default.isExecutableFile(atPath: $0) }) {
        case .success(let r): finding = .found(kind: r.kind.rawValue, path: r.executable)
        case .failure(.noneFound): finding = .noneFound
        case .failure(.settingUnusable(let v)): finding = .settingUnusable(v)
        }
        let engine = engineSetting()
        let problem: String? = if let engine { VoiceEngine(setting: engine)?.problem } else { nil }
        return VoiceSetup(recorder: finding, recorderSetting: setting, engineSetting: engine, engineProblem: problem)
    }

    package func perform(_ effect: VoiceEffect) {
        switch effect {
        case .describeSetup:
            let queue = self.queue
            Thread.detachNewThread { [self] in queue.post(.voice(.setup(self.setup()))) }
        case .start(let id): start(id)
        case .stop(let id, let language): stop(id, language: language)
        case .retry(let id, let language): send(id, language: language)
        case .cancel(let id): cancel(id)
        }
    }

    private func start(_ id: Int) {
        let recorder: Recorder
        switch Self.findRecorder(setting: recorderSetting(), environment: environment) {
        case .success(let r): recorder = r
        case .failure(let e):
            queue.post(.voice(.failed(id: id, e)))
            return
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            queue.post(.voice(.failed(id: id, .voiceDevice("\(directory.path): \(error.localizedDescription)"))))
            return
        }
        guard let session = VoiceSession.start(id: id, recorder: recorder, directory: directory) else {
            queue.post(.voice(.failed(id: id, .voiceDevice(recorder.executable))))
            return
        }
        let pid = session.pid
        lock.withLock { sessions[id] = session }
        logger.info("voice recording", metadata: ["recorder": "\(recorder.kind.rawValue)", "pid": "\(pid)"])
        let queue = self.queue
        let thread = Thread { session.monitor { queue.post(.voice($0)) } }
        thread.name = "voice-monitor"
        thread.start()
    }

    private func stop(_ id: Int, language: Language) {
        guard let session = lock.withLock({ sessions[id] }) else { return }
        let started = MonotonicClock.seconds()
        session.finishRecording()
        if let failure = session.recorderFailure {
            forget(id)
            queue.post(.voice(.failed(id: id, failure)))
            return
        }
        logger.info("voice stopped", metadata: ["ms": "\(Int((MonotonicClock.seconds() - started) * 1000))"])
        send(id, language: language, stoppedAt: started)
    }

    /// Reads the finished recording and sends it; the file is kept until a result that
    /// cannot be retried.
    private func send(_ id: Int, language: Language, stoppedAt: Double? = nil) {
        guard let session = lock.withLock({ sessions[id] }) else { return }
        let audio: Data
        switch session.finishedAudio() {
        case .success(let data): audio = data
        case .failure(let e):
            forget(id)
            queue.post(.voice(.failed(id: id, e)))
            return
        }
        let api: ShamelaAPI
        switch client() {
        case .success(let a): api = a
        case .failure(let e):
            forget(id)
            queue.post(.voice(.transcriptionFailed(id: id, e.error, retryAfter: nil)))
            return
        }
        let queue = self.queue, logger = self.logger
        let task = Task.detached { [weak self] in
            if let stoppedAt {
                logger.info("voice request", metadata: ["stopToSendMs": "\(Int((MonotonicClock.seconds() - stoppedAt) * 1000))",
                                                        "bytes": "\(audio.count)"])
            }
            do {
                let t = try await api.transcribe(audio: audio, filename: "voice.wav", contentType: "audio/wav",
                                                 language: language.rawValue)
                guard !Task.isCancelled else { return }
                self?.forget(id)
                queue.post(.voice(.transcribed(id: id, text: t.text)))
            } catch {
                let error = APIError.from(error)
                guard !error.cancelled, !Task.isCancelled else { return }
                logger.error("voice transcription failed", metadata: ["code": "\(error.error.code)"])
                if error.retryAfterSeconds == nil { self?.forget(id) }
                queue.post(.voice(.transcriptionFailed(id: id, error.error, retryAfter: error.retryAfterSeconds)))
            }
        }
        session.setUpload(task)
    }

    private func cancel(_ id: Int) {
        guard let session = lock.withLock({ sessions.removeValue(forKey: id) }) else { return }
        session.abort()
    }

    private func forget(_ id: Int) {
        lock.withLock { sessions.removeValue(forKey: id) }?.abort()
    }

    /// At exit: no recorder left running, no recording left behind.
    package func cancelAll() {
        let all = lock.withLock { () -> [VoiceSession] in
            defer { sessions.removeAll() }
            return Array(sessions.values)
        }
        all.forEach { $0.abort() }
    }
}

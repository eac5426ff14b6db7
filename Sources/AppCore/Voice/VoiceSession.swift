import Domain
import Foundation
import Presentation

/// One recording: the recorder's process, its file, the monitor that reports the level, and
/// the upload. Thread-safe: the monitor, the run loop and the upload task share it.
package final class VoiceSession: @unchecked Sendable {
    let id: Int
    let recorder: Recorder
    let path: String
    let stderrPath: String
    private let lock = NSLock()
    var pid: pid_t = 0
    private var stopping = false
    private var exited = false
    private var exitStatus: Int32 = 0
    private var upload: Task<Void, Never>?
    /// Set when the recorder ended by itself (no device, refused by the sound server).
    package private(set) var recorderFailure: AppError?

    init(id: Int, recorder: Recorder, path: String, stderrPath: String) {
        self.id = id
        self.recorder = recorder
        self.path = path
        self.stderrPath = stderrPath
    }

    /// Starts `recorder` into a new file of `directory`; nil when it cannot be started.
    package static func start(id: Int, recorder: Recorder, directory: URL) -> VoiceSession? {
        let base = directory.appendingPathComponent("voice-\(getpid())-\(id)")
        let session = VoiceSession(id: id, recorder: recorder, path: base.path + ".wav", stderrPath: base.path + ".log")
        guard let pid = ChildProcess.startBackground([recorder.executable] + recorder.arguments(output: session.path),
                                                     stderrPath: session.stderrPath)
        else {
            session.removeFiles()
            return nil
        }
        session.pid = pid
        return session
    }

    /// 12.5 times a second: has the recorder died, and how loud are the newest samples.
    package func monitor(report: @Sendable (VoiceEvent) -> Void) {
        var format: WAVFormat?
        var announced = false
        let window = Recorder.bytesPerSecond / 10
        // Every 80 ms on a fixed schedule, so the meter moves at least ten times a second
        // however long a read takes; each report covers the newest 100 ms of samples.
        var next = DispatchTime.now().uptimeNanoseconds
        while !lock.withLock({ stopping }) {
            if reap(block: false) {
                if lock.withLock({ stopping }) { return }
                // Ended without being asked: nothing usable, say why.
                let failure = AppError.voiceDevice(lastWords())
                lock.withLock { recorderFailure = failure }
                report(.failed(id: id, failure))
                return
            }
            if let handle = FileHandle(forReadingAtPath: path) {
                let size = (try? handle.seekToEnd()).map(Int.init) ?? 0
                if format == nil, size >= 44 {
                    try? handle.seek(toOffset: 0)
                    format = (try? handle.read(upToCount: 4096)).flatMap { WAVFormat.parse([UInt8]($0)) }
                }
                if let f = format, size > f.dataOffset {
                    let dataBytes = size - f.dataOffset
                    let take = min(window, dataBytes) & ~1
                    try? handle.seek(toOffset: UInt64(size - take))
                    let samples = (try? handle.read(upToCount: take)).map { [UInt8]($0) } ?? []
                    report(.level(id: id, level: LevelMeter.level(pcm16: samples),
                                  audioSeconds: f.seconds(dataBytes: dataBytes), bytes: size))
                    announced = true
                } else if !announced {
                    report(.started(id: id))
                    announced = true
                }
                try? handle.close()
            }
            next += 80_000_000
            let now = DispatchTime.now().uptimeNanoseconds
            if next > now { usleep(UInt32((next - now) / 1000)) } else { next = now }
        }
    }

    /// SIGINT, so the recorder writes its header's sizes and exits; killed if it lingers.
    package func finishRecording() {
        lock.withLock { stopping = true }
        guard pid > 0, !reap(block: false) else { return }
        kill(pid, SIGINT)
        let deadline = Date().addingTimeInterval(3)
        while Date() < deadline {
            if reap(block: false) { return }
            usleep(5_000)
        }
        kill(pid, SIGKILL)
        _ = reap(block: true)
    }

    /// The recording's bytes once finished, or why it cannot be sent.
    package func finishedAudio() -> Result<Data, AppError> {
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.voiceEmpty()) }
        guard data.count <= VoiceLimits.standard.maxBytes + Recorder.bytesPerSecond else {
            return .failure(.voiceFile("voice.error.tooLarge", detail: nil))
        }
        guard let f = WAVFormat.parse([UInt8](data.prefix(4096))), data.count > f.dataOffset + Recorder.bytesPerSecond / 10
        else { return .failure(.voiceEmpty()) }
        return .success(data)
    }

    func setUpload(_ task: Task<Void, Never>) { lock.withLock { upload = task } }

    /// Stops everything for this recording and deletes its files.
    package func abort() {
        lock.withLock { stopping = true }
        lock.withLock { upload }?.cancel()
        if pid > 0, !reap(block: false) {
            kill(pid, SIGTERM)
            let deadline = Date().addingTimeInterval(1)
            while Date() < deadline, !reap(block: false) { usleep(5_000) }
            if !reap(block: false) {
                kill(pid, SIGKILL)
                _ = reap(block: true)
            }
        }
        removeFiles()
    }

    func removeFiles() {
        try? FileManager.default.removeItem(atPath: path)
        try? FileManager.default.removeItem(atPath: stderrPath)
    }

    /// True once the recorder has exited (reaped here, once).
    private func reap(block: Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if exited { return true }
        var status: Int32 = 0
        let r = waitpid(pid, &status, block ? 0 : WNOHANG)
        if r == pid || (r < 0 && errno == ECHILD) {
            exited = true
            exitStatus = status
            return true
        }
        return false
    }

    /// The recorder's last complaint, for the device message's detail.
    private func lastWords() -> String? {
        let text = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        let line = text.split(separator: "\n").last.map { String($0.prefix(160)) }
        return line ?? recorder.kind.rawValue
    }
}

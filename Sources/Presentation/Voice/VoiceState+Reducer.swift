import Domain
import Localization

/// The rules of voice input as a reducer: commands and results in, state and effects out.
extension VoiceState {
    public enum Command: Hashable, Sendable {
        /// Alt+V: start, or stop while recording.
        case toggle
        /// Enter while recording.
        case stop
        /// Esc: cancel the recording or the request, or dismiss a notice.
        case cancel
        /// Settings' microphone test: start it, stop it (its file deleted), or forget a
        /// finished one's result (`VoiceState+Test`).
        case startTest, cancelTest, resetTest
    }

    public mutating func reduce(_ command: Command, language: Language, now: Double) -> VoiceOutcome {
        switch (command, phase) {
        case (.toggle, .idle), (.toggle, .notice):
            // No recorder at launch is not final: the runner looks again at each press, as
            // the user may have installed one meanwhile. A microphone test still running
            // (its page left) gives way: one recorder at a time.
            let stopTest = cancelTest().effects
            let id = nextId
            nextId += 1
            retries = 0
            phase = .recording(Recording(id: id, startedAt: now))
            return VoiceOutcome(effects: stopTest + [.start(id: id)])
        case (.toggle, .recording(let r)), (.stop, .recording(let r)):
            phase = .transcribing(id: r.id, since: now, limit: nil)
            return VoiceOutcome(effects: [.stop(id: r.id, language: language)])
        case (.cancel, .recording(let r)):
            phase = .idle
            return VoiceOutcome(effects: [.cancel(id: r.id)], toast: "voice.cancelled")
        case (.cancel, .transcribing(let id, _, _)), (.cancel, .waitingToRetry(let id, _)):
            phase = .idle
            return VoiceOutcome(effects: [.cancel(id: id)], toast: "voice.cancelled")
        case (.cancel, .notice):
            phase = .idle
            return VoiceOutcome()
        default:
            return VoiceOutcome()
        }
    }

    public mutating func handle(_ event: VoiceEvent, language: Language, now: Double) -> VoiceOutcome {
        if let outcome = handleTest(event, now: now) { return outcome }
        switch event {
        case .availability(let a):
            availability = a
        case .setup(let s):
            apply(s)
        case .started(let id):
            guard case .recording(var r) = phase, r.id == id else { return VoiceOutcome() }
            r.running = true
            phase = .recording(r)
        case .level(let id, let level, let audio, let bytes):
            guard case .recording(var r) = phase, r.id == id else { return VoiceOutcome() }
            r.running = true
            r.levels.append(level)
            if r.levels.count > Self.historyLimit { r.levels.removeFirst(r.levels.count - Self.historyLimit) }
            r.audioSeconds = audio
            r.bytes = bytes
            if let reached = limits.reached(elapsed: now - r.startedAt, audioSeconds: audio, bytes: bytes) {
                phase = .transcribing(id: id, since: now, limit: reached)
                return VoiceOutcome(effects: [.stop(id: id, language: language)])
            }
            phase = .recording(r)
        case .failed(let id, let error):
            guard currentId == id else { return VoiceOutcome() }
            if error.code == "E-VOICE-RECORDER" { availability = .unavailable(error) }
            phase = .notice(error)
            // Whatever the recorder left (a partial file, its stderr) goes at once.
            return VoiceOutcome(effects: [.cancel(id: id)])
        case .transcribed(let id, let text):
            guard currentId == id else { return VoiceOutcome() }
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else {
                phase = .notice(.voiceEmpty())
                return VoiceOutcome()
            }
            phase = .idle
            return VoiceOutcome(insert: trimmed, toast: "voice.inserted")
        case .transcriptionFailed(let id, let error, let retryAfter):
            guard currentId == id else { return VoiceOutcome() }
            if let wait = retryAfter, retries + 1 < Self.maxAttempts {
                retries += 1
                phase = .waitingToRetry(id: id, at: now + Double(wait))
            } else {
                phase = .notice(error)
                return VoiceOutcome(effects: [.cancel(id: id)])
            }
        }
        return VoiceOutcome()
    }

    /// Time passing: a 429's wait ends and the audio goes again.
    public mutating func tick(language: Language, now: Double) -> VoiceOutcome {
        let ended = testTick(now: now)
        guard case .waitingToRetry(let id, let at) = phase, now >= at else { return ended }
        phase = .transcribing(id: id, since: now, limit: nil)
        return VoiceOutcome(effects: ended.effects + [.retry(id: id, language: language)])
    }

    /// The id of the recording in progress, being sent or waiting.
    var currentId: Int? {
        switch phase {
        case .recording(let r): r.id
        case .transcribing(let id, _, _), .waitingToRetry(let id, _): id
        case .idle, .notice: nil
        }
    }
}

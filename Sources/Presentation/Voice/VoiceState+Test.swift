import Domain

/// The rules of Settings' microphone test: started by the page, fed by the same voice events
/// as a Chat recording, ended after three seconds of recording (or by Esc), and the file
/// deleted either way (`VoiceEffect.cancel` stops the recorder and removes its files).
extension VoiceState {
    /// A recorder that has not said it runs after this long is given up on.
    static let testStartLimit = 5.0

    /// "Test the microphone". Nothing while a recording (Chat's or a test) runs: one
    /// microphone, one recorder.
    public mutating func startTest(now: Double) -> VoiceOutcome {
        guard !test.isRunning, !isRecording else { return VoiceOutcome() }
        let id = nextId
        nextId += 1
        test = .recording(MicrophoneTest.Run(id: id, startedAt: now))
        return VoiceOutcome(effects: [.start(id: id)])
    }

    /// Leaving the page, or Esc on it: the test stops and its file goes.
    public mutating func cancelTest() -> VoiceOutcome {
        guard let r = test.run else { return VoiceOutcome() }
        test = .idle
        return VoiceOutcome(effects: [.cancel(id: r.id)])
    }

    /// The test's share of the voice events; nil for events that are not the test's.
    mutating func handleTest(_ event: VoiceEvent, now: Double) -> VoiceOutcome? {
        guard var r = test.run else { return nil }
        switch event {
        case .started(let id) where id == r.id:
            if !r.running { r.running = true; r.runningSince = now }
            test = .recording(r)
            return VoiceOutcome()
        case .level(let id, let level, let audio, _) where id == r.id:
            if !r.running { r.running = true; r.runningSince = now }
            r.levels.append(level)
            if r.levels.count > Self.historyLimit { r.levels.removeFirst(r.levels.count - Self.historyLimit) }
            r.audioSeconds = audio
            r.peak = max(r.peak, level)
            test = .recording(r)
            return testTick(now: now)
        case .failed(let id, let error) where id == r.id:
            if error.code == "E-VOICE-RECORDER" { availability = .unavailable(error) }
            test = .failed(error)
            return VoiceOutcome(effects: [.cancel(id: id)])
        case .transcribed(let id, _) where id == r.id, .transcriptionFailed(let id, _, _) where id == r.id:
            return VoiceOutcome()  // a test is never sent
        default:
            return nil
        }
    }

    /// Time passing: three seconds of recording end the test; a recorder that never starts
    /// fails it.
    mutating func testTick(now: Double) -> VoiceOutcome {
        guard let r = test.run else { return VoiceOutcome() }
        if let since = r.runningSince {
            // Counted from the recorder's start, not the key press, so the three seconds are
            // three seconds of sound; audio written faster than real time counts too.
            guard max(now - since, r.audioSeconds) >= MicrophoneTest.seconds else { return VoiceOutcome() }
            test = r.levels.isEmpty ? .failed(.voiceEmpty()) : .finished(peak: r.peak)
        } else {
            guard now - r.startedAt >= Self.testStartLimit else { return VoiceOutcome() }
            test = .failed(.voiceDevice(nil))
        }
        return VoiceOutcome(effects: [.cancel(id: r.id)])
    }

    /// The recorder as Settings found it, also what the chat menu offers.
    mutating func apply(_ setup: VoiceSetup) {
        self.setup = setup
        switch setup.recorder {
        case .found(let kind, _): availability = .recorder(kind)
        case .noneFound: availability = .unavailable(.voiceNoRecorder())
        case .settingUnusable(let value): availability = .unavailable(.voiceRecorderSetting(value))
        }
    }
}

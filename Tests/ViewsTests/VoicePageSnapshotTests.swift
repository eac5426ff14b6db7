import Domain
import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

/// Settings' "Voice input" page in both languages at 80×24 and 120×40, reached through the
/// coordinator with the events the voice runner sends.
@Suite struct VoicePageSnapshotTests {
    enum Scene: String, CaseIterable {
        /// arecord found, an engine that can run, the test finished with sound.
        case heard
        /// No recorder on PATH, no engine set, nothing tested yet.
        case missing
        /// The test half-way, the meter moving.
        case recording
        /// A setting naming an unusable recorder, an engine whose model is gone, only silence.
        case silence
    }

    static func state(_ scene: Scene, language: Language, width: Int, height: Int) throws -> AppState {
        var s = AppState(language: language, backend: .cloud, width: width, height: height)
        s.tab = .settings
        s.settings.version = "1.0.0"
        var c = Coordinator(state: s, localizer: try Localizer.bundled(language))
        func send(_ e: AppEvent, _ now: Double = 1) { _ = c.handle(e, now: now) }
        send(.resized(width: width, height: height))
        send(.action(.settingsOpen(.voice)))
        let engine = "/opt/whisper/whisper-cli /opt/whisper/ggml-base.bin"
        switch scene {
        case .heard:
            send(.voice(.setup(VoiceSetup(recorder: .found(kind: "arecord", path: "/usr/bin/arecord"),
                                          engineSetting: engine))))
        case .missing:
            send(.voice(.setup(VoiceSetup(recorder: .noneFound))))
        case .recording:
            send(.voice(.setup(VoiceSetup(recorder: .found(kind: "pw-record", path: "/usr/bin/pw-record"),
                                          recorderSetting: "pw-record"))))
        case .silence:
            send(.voice(.setup(VoiceSetup(recorder: .settingUnusable("/opt/rec"), recorderSetting: "/opt/rec",
                                          engineSetting: engine,
                                          engineProblem: "/opt/whisper/ggml-base.bin cannot be read"))))
        }
        if scene != .missing {
            send(.action(.settingsActivate), 10)
            send(.voice(.started(id: 1)), 10.05)
            let levels: [Double] = scene == .silence ? [0.02, 0.05, 0.04, 0.03] : [0.1, 0.35, 0.6, 0.85, 0.7, 0.45, 0.2]
            for (i, level) in levels.enumerated() {
                send(.voice(.level(id: 1, level: level, audioSeconds: Double(i + 1) * 0.2, bytes: 44 + 6400 * (i + 1))),
                     10.05 + Double(i + 1) * 0.2)
            }
            if scene != .recording { send(.tick, 13.5) }
        }
        var out = c.state
        out.toast = nil
        return out
    }

    static func render(_ state: AppState, localizer: Localizer, now: Double) -> Frame {
        AppView.render(state, keyMap: .standard, contexts: Coordinator.contexts(for: state), localizer: localizer,
                       environment: RenderEnvironment(now: ChatScenes.t0, dateParts: DateParts.utc), now: now)
    }

    @Test(arguments: [Language.en, .ar], Scene.allCases)
    func scenes(language: Language, scene: Scene) throws {
        let localizer = try Localizer.bundled(language)
        for (w, h) in [(80, 24), (120, 40)] {
            let state = try Self.state(scene, language: language, width: w, height: h)
            let grid = Self.render(state, localizer: localizer, now: 11.5).grid
            #expect(Snapshot.check(grid, named: "settings-voice-\(scene.rawValue)-\(language.rawValue)-\(w)x\(h)") == nil)
        }
    }

    /// The result is in words, the meter in bars, and reduce motion turns the bars into words.
    @Test func theResultAndTheMeterInWords() throws {
        let localizer = try Localizer.bundled(.en)
        let heard = Self.render(try Self.state(.heard, language: .en, width: 120, height: 40), localizer: localizer, now: 14)
        #expect(heard.grid.textDump().contains("✓ Sound heard — peak level 85%."))
        let quiet = Self.render(try Self.state(.silence, language: .en, width: 120, height: 40), localizer: localizer, now: 14)
        #expect(quiet.grid.textDump().contains("✗ Only silence — peak level 5%."))
        var recording = try Self.state(.recording, language: .en, width: 120, height: 40)
        #expect(Self.render(recording, localizer: localizer, now: 11.5).grid.textDump().contains("▇"))
        recording.reduceMotion = true
        let still = Self.render(recording, localizer: localizer, now: 11.5).grid.textDump()
        #expect(still.contains("Recording 0:01 of 0:03  silence") && !still.contains("▇"))
        #expect(heard.hitRegions.contains { $0.action == .settingsChoose(0) })
    }
}

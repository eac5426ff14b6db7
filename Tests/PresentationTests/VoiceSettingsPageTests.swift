import CoordinatorTestSupport
import Domain
import Input
import Localization
import Presentation
import Testing

/// Settings' "Voice input" page through the coordinator: opening it asks the runner to look at
/// the recorder and engine, "Test the microphone" records through the voice effects, the
/// result comes after three seconds of recording in words, and every way out deletes the file.
@Suite struct VoiceSettingsPageTests {
    static let found = VoiceSetup(recorder: .found(kind: "arecord", path: "/usr/bin/arecord"))

    static func onPage(_ language: Language = .en) throws -> SettingsHarness {
        var h = try SettingsHarness(language)
        h.moveTo(.voice)
        #expect(h.vm.selected == .voice)
        #expect(h.press(.enter) == [.voice(.describeSetup)])
        #expect(h.vm.route == .voice)
        h.send(voice: .setup(found))
        return h
    }

    @Test func theRowSitsUnderGeneralAndShowsTheRecorder() throws {
        var h = try SettingsHarness()
        let general = SettingsList.rows(h.state).prefix(3).map(\.id)
        #expect(general == [.language, .backend, .voice])
        #expect(SettingsList.rows(h.state)[2].value == nil)  // not looked yet
        h.send(voice: .availability(.recorder("pw-record")))
        #expect(SettingsList.rows(h.state)[2].value == .literal("pw-record"))
        h.send(voice: .availability(.unavailable(.voiceNoRecorder())))
        #expect(SettingsList.rows(h.state)[2].value == .key("settings.voice.noRecorder"))
    }

    @Test func openingLooksAgainAndTheSetupUpdatesTheChatMenu() throws {
        var h = try Self.onPage()
        #expect(h.state.voice.setup == Self.found)
        #expect(h.state.voice.availability == .recorder("arecord"))
        #expect(Coordinator.contexts(for: h.state) == [.settingsVoice])
        h.send(voice: .setup(VoiceSetup(recorder: .noneFound)))
        #expect(h.state.voice.availability == .unavailable(.voiceNoRecorder()))
        h.send(voice: .setup(VoiceSetup(recorder: .settingUnusable("foo"), recorderSetting: "foo")))
        #expect(h.state.voice.availability == .unavailable(.voiceRecorderSetting("foo")))
    }

    @Test func threeSecondsOfSoundAreHeardAndTheFileIsDeleted() throws {
        var h = try Self.onPage()
        #expect(h.press(.enter, now: 10) == [.voice(.start(id: 1))])
        #expect(h.state.voice.test.isRunning)
        // A second press while it runs starts nothing.
        #expect(h.press(.enter, now: 10.05) == [])
        h.send(voice: .started(id: 1), now: 10.1)
        h.send(voice: .level(id: 1, level: 0.05, audioSeconds: 0.1, bytes: 3244), now: 10.2)
        h.send(voice: .level(id: 1, level: 0.72, audioSeconds: 1.0, bytes: 32044), now: 11.1)
        #expect(h.state.voice.test.run?.levels == [0.05, 0.72])
        // The Chat band is not involved.
        #expect(h.state.voice.phase == .idle)
        #expect(h.send(voice: .level(id: 1, level: 0.2, audioSeconds: 2.9, bytes: 92844), now: 13.0) == [])
        // Three seconds after the recorder started: done, and the recording goes.
        #expect(h.send(voice: .level(id: 1, level: 0.1, audioSeconds: 3.0, bytes: 96044), now: 13.1)
                == [.voice(.cancel(id: 1))])
        #expect(h.state.voice.test == .finished(peak: 0.72))
        // Late reports of the finished test change nothing.
        h.send(voice: .level(id: 1, level: 0.9, audioSeconds: 3.1, bytes: 99244), now: 13.2)
        #expect(h.state.voice.test == .finished(peak: 0.72))
    }

    @Test func aQuietRecorderIsStoppedByTheClock() throws {
        var h = try Self.onPage()
        h.press(.enter, now: 10)
        h.send(voice: .level(id: 1, level: 0.02, audioSeconds: 0.1, bytes: 3244), now: 10.1)
        #expect(h.post(.tick, now: 12.5) == [])
        #expect(h.post(.tick, now: 13.2) == [.voice(.cancel(id: 1))])
        #expect(h.state.voice.test == .finished(peak: 0.02))
        #expect(VoiceState.levelWordKey(0.02) == "voice.level.silence")
    }

    @Test func aRecorderThatNeverStartsOrFailsEndsTheTest() throws {
        var h = try Self.onPage()
        h.press(.enter, now: 10)
        #expect(h.post(.tick, now: 14) == [])
        #expect(h.post(.tick, now: 15.1) == [.voice(.cancel(id: 1))])
        #expect(h.state.voice.test == .failed(.voiceDevice(nil)))
        h.press(.enter, now: 20)
        #expect(h.send(voice: .failed(id: 2, .voiceNoRecorder()), now: 20.1) == [.voice(.cancel(id: 2))])
        #expect(h.state.voice.test == .failed(.voiceNoRecorder()))
        #expect(h.state.voice.availability == .unavailable(.voiceNoRecorder()))
        // Reopened, the page starts afresh.
        h.press(.escape)
        #expect(h.press(.enter) == [.voice(.describeSetup)])
        #expect(h.state.voice.test == .idle)
    }

    @Test func leavingThePageStopsTheTestAndDeletesTheFile() throws {
        var h = try Self.onPage()
        h.press(.enter, now: 10)
        #expect(h.press(.escape, now: 10.5) == [.voice(.cancel(id: 1))])
        #expect(h.vm.route == .list)
        #expect(h.state.voice.test == .idle)
    }

    @Test func aClickOnTheButtonStartsIt() throws {
        var h = try Self.onPage()
        #expect(h.act(.settingsChoose(0), now: 10) == [.voice(.start(id: 1))])
    }

    /// A test left running (another tab) gives way to Alt+V in Chat: one recorder at a time.
    @Test func altVInChatStopsARunningTest() throws {
        var h = try Self.onPage()
        h.press(.enter, now: 10)
        h.act(.selectTab(.chat), now: 10.2)
        #expect(h.key(.alt("v"), now: 10.3) == [.voice(.cancel(id: 1)), .voice(.start(id: 2))])
        #expect(h.state.voice.test == .idle && h.state.voice.isRecording)
        // The test's page cannot start a second recorder meanwhile.
        #expect(h.state.voice.test.isRunning == false)
    }
}

extension SettingsHarness {
    @discardableResult
    mutating func send(voice e: VoiceEvent, now: Double = 1) -> [Effect] {
        driver.now = now
        return driver.send(.voice(e))
    }

    @discardableResult
    mutating func post(_ e: AppEvent, now: Double) -> [Effect] {
        driver.now = now
        return driver.send(e)
    }
}

import CoordinatorTestSupport
import Domain
import Input
import Localization
import Presentation
import Testing

/// Voice input through the coordinator: Alt+V starts, the meter follows the level events,
/// Enter or Alt+V stops and transcribes, Esc cancels, the transcript lands at the caret and is
/// never sent, the limits stop the recording by themselves, and a 429 waits and retries.
@Suite struct VoiceInputTests {
    static func driver(_ language: Language = .en, draft: String = "") throws -> CoordinatorDriver {
        var state = AppState(language: language, backend: .cloud, width: 80, height: 24)
        state.chat.composer = TextBuffer(draft)
        var d = CoordinatorDriver(coordinator: Coordinator(state: state, localizer: try Localizer.bundled(language)))
        d.send(.voice(.availability(.recorder("arecord"))))
        return d
    }

    @Test func altVRecordsEnterStopsAndTheTranscriptIsInsertedNotSent() throws {
        var d = try Self.driver(draft: "Question: ")
        #expect(d.key(.alt("v")) == [.voice(.start(id: 1))])
        #expect(d.state.voice.isRecording)
        #expect(Coordinator.contexts(for: d.state).first == .voiceRecording)
        d.send(.voice(.started(id: 1)))
        d.send(.voice(.level(id: 1, level: 0.1, audioSeconds: 0.1, bytes: 3244)))
        d.send(.voice(.level(id: 1, level: 0.8, audioSeconds: 0.2, bytes: 6444)))
        guard case .recording(let r) = d.state.voice.phase else { Issue.record("not recording"); return }
        #expect(r.levels == [0.1, 0.8] && r.running)
        // Typing while recording does not reach the composer.
        d.type("x")
        #expect(d.state.chat.composer.text == "Question: ")
        #expect(d.press(.enter) == [.voice(.stop(id: 1, language: .en))])
        d.send(.voice(.transcribed(id: 1, text: "  what is zakat \n")))
        #expect(d.state.chat.composer.text == "Question: what is zakat")
        #expect(d.state.voice.phase == .idle)
        #expect(!d.recorded.contains { if case .chat = $0 { return true }; return false })
        #expect(d.state.toast?.text == "Transcript added")
    }

    @Test func insertsAtTheCaretWithSpaces() throws {
        var d = try Self.driver(.ar, draft: "قبلبعد")
        d.act(.edit(.lineStart))
        for _ in 0..<4 { d.act(.edit(.forward)) }
        d.key(.alt("v"))
        #expect(d.key(.alt("v")) == [.voice(.stop(id: 1, language: .ar))])
        d.send(.voice(.transcribed(id: 1, text: "ما الزكاة")))
        #expect(d.state.chat.composer.text == "قبلب ما الزكاة عد")
    }

    @Test func escCancelsAndDeletes() throws {
        var d = try Self.driver()
        d.key(.alt("v"))
        #expect(d.press(.escape) == [.voice(.cancel(id: 1))])
        #expect(d.state.voice.phase == .idle)
        // A late result of the cancelled recording changes nothing.
        d.send(.voice(.transcribed(id: 1, text: "late")))
        #expect(d.state.chat.composer.text.isEmpty)
        // Esc while the audio is on its way cancels the request.
        d.key(.alt("v"))
        d.press(.enter)
        #expect(d.press(.escape) == [.voice(.cancel(id: 2))])
    }

    @Test func limitsStopByThemselves() throws {
        var d = try Self.driver()
        d.key(.alt("v"))
        // A fast clock: 120 s of audio after 2 s on the wall clock.
        d.now += 2
        #expect(d.send(.voice(.level(id: 1, level: 0.5, audioSeconds: 120, bytes: 3_840_044)))
                == [.voice(.stop(id: 1, language: .en))])
        #expect(d.state.voice.phase == .transcribing(id: 1, since: d.now, limit: .duration))
        var e = try Self.driver()
        e.key(.alt("v"))
        e.send(.voice(.level(id: 1, level: 0.5, audioSeconds: 3, bytes: 20 * 1024 * 1024)))
        #expect(e.state.voice.phase == .transcribing(id: 1, since: e.now, limit: .size))
        // The wall clock alone, with a recorder that buffers.
        var w = try Self.driver()
        w.key(.alt("v"))
        w.now += 120
        w.send(.voice(.level(id: 1, level: 0, audioSeconds: 100, bytes: 10)))
        #expect(w.state.voice.phase == .transcribing(id: 1, since: w.now, limit: .duration))
    }

    @Test func rateLimitWaitsThenRetriesThenGivesUp() throws {
        var d = try Self.driver()
        d.key(.alt("v"))
        d.press(.enter)
        let busy = AppError.http(status: 429)
        d.send(.voice(.transcriptionFailed(id: 1, busy, retryAfter: 5)))
        #expect(d.state.voice.phase == .waitingToRetry(id: 1, at: d.now + 5))
        d.now += 4
        #expect(d.send(.tick).isEmpty)
        d.now += 1
        #expect(d.send(.tick).contains(.voice(.retry(id: 1, language: .en))))
        d.send(.voice(.transcriptionFailed(id: 1, busy, retryAfter: 1)))
        d.now += 1
        d.send(.tick)
        #expect(d.send(.voice(.transcriptionFailed(id: 1, busy, retryAfter: 1))) == [.voice(.cancel(id: 1))])
        #expect(d.state.voice.phase == .notice(busy))
        d.press(.escape)
        #expect(d.state.voice.phase == .idle)
    }

    @Test func failuresShowTheirNoticeAndTheDraftStays() throws {
        var d = try Self.driver(draft: "keep me")
        d.key(.alt("v"))
        #expect(d.send(.voice(.failed(id: 1, .voiceNoRecorder()))) == [.voice(.cancel(id: 1))])
        #expect(d.state.voice.phase == .notice(.voiceNoRecorder()))
        #expect(d.state.voice.availability == .unavailable(.voiceNoRecorder()))
        #expect(d.state.chat.composer.text == "keep me")
        // Typing goes on while the notice shows.
        d.type("!")
        #expect(d.state.chat.composer.text == "keep me!")
        // Alt+V again looks again.
        #expect(d.key(.alt("v")) == [.voice(.start(id: 2))])
        d.press(.enter)
        d.send(.voice(.transcribed(id: 2, text: "   ")))
        #expect(d.state.voice.phase == .notice(.voiceEmpty()))
    }

    @Test func hintsAndMenuOfferVoiceOnceLookedFor() throws {
        var fresh = Coordinator(state: AppState(language: .en, backend: .cloud, width: 80, height: 24),
                                localizer: try Localizer.bundled(.en))
        #expect(!Coordinator.contexts(for: fresh.state).contains(.voice))
        _ = fresh.handle(.action(.chatMenu), now: 1)
        #expect(!(fresh.state.menu?.items.contains { $0.action == .voiceRecord } ?? true))
        var d = try Self.driver()
        #expect(Coordinator.contexts(for: d.state).contains(.voice))
        #expect(KeyMap.standard.hints(for: Coordinator.contexts(for: d.state)).contains { $0.action == .voiceRecord })
        d.act(.chatMenu)
        #expect(d.state.menu?.items[1].action == .voiceRecord)
        #expect(d.state.menu?.items[1].enabled == true)
    }
}

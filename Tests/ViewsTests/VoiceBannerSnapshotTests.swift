import Domain
import Localization
import Presentation
import Testing
import TextLayout
import Views

/// The voice band above the composer, in both languages at the reference sizes: recording with
/// its meter, the same with reduce motion (words, no bars), and the no-recorder notice wrapped
/// with its code.
@Suite struct VoiceBannerSnapshotTests {
    static func recording(_ language: Language, width: Int, height: Int, reduceMotion: Bool = false) -> AppState {
        var state = AppState(language: language, backend: .cloud, width: width, height: height)
        state.reduceMotion = reduceMotion
        state.chat.composer = TextBuffer(language == .ar ? "سؤالي" : "My question")
        state.voice.availability = .recorder("arecord")
        var r = VoiceState.Recording(id: 1, startedAt: 3)
        r.running = true
        r.levels = [0.05, 0.1, 0.4, 0.7, 0.9, 0.8, 0.5, 0.6, 0.75, 0.3, 0.1, 0.05]
        r.audioSeconds = 7
        state.voice.phase = .recording(r)
        return state
    }

    @Test(arguments: [Language.en, .ar])
    func recordingWithTheMeter(language: Language) throws {
        let l = try Localizer.bundled(language)
        ChatScenes.verifyAtReferenceSizes("voice-recording-\(language.rawValue)", localizer: l) { w, h in
            Self.recording(language, width: w, height: h)
        }
    }

    @Test(arguments: [Language.en, .ar])
    func reduceMotionSaysItInWords(language: Language) throws {
        let l = try Localizer.bundled(language)
        let dump = ChatScenes.render(Self.recording(language, width: 100, height: 30, reduceMotion: true), localizer: l)
            .grid.textDump()
        #expect(!dump.contains("▇") && !dump.contains("█"))
        if language == .en { #expect(dump.contains("Recording 0:07 of 2:00  silence")) }
    }

    @Test(arguments: [Language.en, .ar])
    func noRecorderNoticeWraps(language: Language) throws {
        let l = try Localizer.bundled(language)
        ChatScenes.verifyAtReferenceSizes("voice-no-recorder-\(language.rawValue)", localizer: l) { w, h in
            var state = Self.recording(language, width: w, height: h)
            state.voice.phase = .notice(.voiceNoRecorder())
            return state
        }
        let dump = ChatScenes.render({ () -> AppState in
            var s = Self.recording(.en, width: 80, height: 24)
            s.voice.phase = .notice(.voiceNoRecorder())
            return s
        }(), localizer: try Localizer.bundled(.en)).grid.textDump()
        #expect(dump.contains("E-VOICE-RECORDER") && dump.contains("sox"))
    }
}

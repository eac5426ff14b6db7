import Domain
import Localization
import Presentation
import TextLayout

/// The voice band above the composer: recording with its elapsed time and level meter, the
/// transcription under way, a 429's wait, or a failure with its code. The keys are on the
/// trailing side, as in the error banner.
enum VoiceBannerView {
    /// Cells of the level meter.
    static let meterWidth = 12

    /// A notice wraps (the install hint is long) onto at most three rows; the rest is one row.
    static let maxNoticeRows = 3

    static func height(_ voice: VoiceState, width: Int, localizer: Localizer) -> Int {
        guard voice.isActive else { return 0 }
        guard case .notice = voice.phase else { return 1 }
        return min(maxNoticeRows, noticeLines(voice, width: width, localizer: localizer).count)
    }

    /// The notice's message, code and detail, wrapped to the band with room for the key on
    /// the last row.
    static func noticeLines(_ voice: VoiceState, width: Int, localizer: Localizer) -> [String] {
        guard case .notice(let e) = voice.phase else { return [] }
        var text = message(voice, reduceMotion: true, now: 0, localizer: localizer)
        if let detail = e.detail, !detail.isEmpty { text += " — " + Sanitizer.prose(detail) }
        let room = max(10, width - 2)
        var lines = LineWrapper.wrap(text, width: room)
        let actionWidth = LineShaper.width(of: actions(voice, localizer: localizer)) + 2
        if let last = lines.last, LineShaper.width(of: last) + actionWidth > room { lines.append("") }
        return lines
    }

    /// The leading text: what is happening, in words (the same words `--plain` prints).
    static func message(_ voice: VoiceState, reduceMotion: Bool, now: Double, localizer: Localizer) -> String {
        switch voice.phase {
        case .idle:
            return ""
        case .recording(let r) where !r.running:
            return "● " + localizer("voice.starting")
        case .recording(let r):
            let elapsed = VoiceState.clock(max(now - r.startedAt, r.audioSeconds), localizer: localizer)
            let limit = VoiceState.clock(voice.limits.maxSeconds, localizer: localizer)
            let head = "● " + localizer("voice.recording", elapsed, limit)
            // Reduce motion: no moving bars, only whether sound is heard (also what a screen
            // reader gets in --plain).
            if reduceMotion { return head + "  " + localizer(VoiceState.levelWordKey(r.levels.last ?? 0)) }
            return head + "  \u{200E}" + LevelMeter.bars(r.levels, width: meterWidth)
        case .transcribing(_, _, let limit):
            let note = limit.map { localizer($0 == .size ? "voice.limitSize" : "voice.limitDuration") + " " } ?? ""
            return note + localizer("voice.transcribing")
        case .waitingToRetry(_, let at):
            return localizer.plural("voice.transcriptionRateLimitedRetry", count: max(1, Int((at - now).rounded(.up))))
        case .notice(let e):
            return "✗ " + localizer(e.messageKey) + " (" + localizer("error.codeFormat", e.code) + ")"
        }
    }


    static func actions(_ voice: VoiceState, localizer: Localizer) -> String {
        let map = KeyMap.standard
        switch voice.phase {
        case .recording:
            return map.keyLabel(for: .voiceStop, in: .voiceRecording) + " " + localizer("help.voiceStop") + "  "
                + map.keyLabel(for: .voiceCancel, in: .voiceRecording) + " " + localizer("help.cancel")
        case .notice:
            return map.keyLabel(for: .voiceCancel, in: .voiceBusy) + " " + localizer("help.dismiss")
        case .transcribing, .waitingToRetry:
            return map.keyLabel(for: .voiceCancel, in: .voiceBusy) + " " + localizer("help.cancel")
        case .idle:
            return ""
        }
    }


    static func render(_ state: AppState, area: Rect, now: Double, localizer: Localizer, into p: inout Painter) {
        guard area.height > 0 else { return }
        let voice = state.voice
        if case .notice = voice.phase {
            renderNotice(voice, area: area, localizer: localizer, into: &p)
            return
        }
        var style = Style(foreground: .accent)
        if case .notice = voice.phase { style = Style(foreground: .error) }
        if case .recording = voice.phase { style = Style(foreground: .error, attributes: .bold) }
        let actionText = actions(voice, localizer: localizer)
        let text = message(voice, reduceMotion: state.reduceMotion, now: now, localizer: localizer)
        let oneRow = LineShaper.width(of: text) + LineShaper.width(of: actionText) + 4 <= area.width
        let actionRow = oneRow || area.height < 2 ? area.y : area.y + 1
        let used = p.textEnding(actionText, at: area.maxX - 1, y: actionRow, maxWidth: area.width - 2, style: .dim)
        let room = actionRow == area.y ? area.width - used - 3 : area.width - 2
        p.text(text, x: area.x + 1, y: area.y, maxWidth: max(0, room), style: style)
    }

    private static func renderNotice(_ voice: VoiceState, area: Rect, localizer: Localizer, into p: inout Painter) {
        let lines = Array(noticeLines(voice, width: area.width, localizer: localizer).prefix(area.height))
        for (i, line) in lines.enumerated() {
            p.text(line, x: area.x + 1, y: area.y + i, maxWidth: area.width - 2, style: Style(foreground: .error))
        }
        p.textEnding(actions(voice, localizer: localizer), at: area.maxX - 1, y: area.y + max(0, lines.count - 1),
                     maxWidth: area.width - 2, style: .dim)
    }
}

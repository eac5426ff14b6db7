import Localization
import Presentation
import TextLayout

/// The Chat tab's content: transcript (or the empty state), the error banner and the composer.
enum ChatView {
    /// Draws Chat into `area`; returns the transcript geometry for scrolling.
    static func render(_ state: AppState, area: Rect, layout: ScreenLayout, localizer: Localizer,
                       env: RenderEnvironment, now: Double, into p: inout Painter) -> TranscriptMetrics? {
        let chat = state.chat
        let (transcriptArea, bannerArea, composerArea, voiceRows) = areas(state, area: area, layout: layout,
                                                                          localizer: localizer, now: now)
        ComposerView.render(chat.composer, area: composerArea, language: state.language, isShort: layout.isShort,
                            sendLabel: sendLabel(state, localizer: localizer),
                            // Dim while the offline library cannot answer yet (ux.md §3.5).
                            sendEnabled: chat.canSend && (state.backend != .library || state.library == .ready),
                            leadingNote: state.deepThinking ? nil : localizer("chat.deepThinkingOff"),
                            showCursor: chat.focus == .composer && state.dialog == nil,
                            localizer: localizer, into: &p)
        if voiceRows > 0 {
            VoiceBannerView.render(state, area: bannerArea, now: now, localizer: localizer, into: &p)
        } else if let banner = chat.banner {
            BannerView.render(banner, area: bannerArea, now: now, waiting: chat.waitingCount, localizer: localizer,
                              into: &p)
        }
        guard transcriptArea.height > 0 else { return nil }
        if let since = chat.loadingSince, now - since >= 0.15 {
            // ux.md §8: a load over 150 ms shows two skeleton bubbles and says what is happening.
            LoadingTranscriptView.render(area: transcriptArea, rtl: state.language.isRightToLeft,
                                         localizer: localizer, into: &p)
            return TranscriptMetrics(tops: [], totalRows: 0, viewportRows: transcriptArea.height)
        }
        if chat.messages.isEmpty && chat.turn == nil {
            EmptyChatView.render(state, area: transcriptArea, localizer: localizer, into: &p)
            return TranscriptMetrics(tops: [], totalRows: 0, viewportRows: transcriptArea.height)
        }
        let compact = layout.isCompact
        let ctx = TranscriptView.Context(state: state, localizer: localizer, env: env, compact: compact)
        return TranscriptView.render(ctx, area: transcriptArea, into: &p)
    }

    /// Chat's parts from the bottom up: the composer, the voice band (or the error banner) above
    /// it, the transcript above that; `voiceRows` is the voice band's height (0 when idle).
    static func areas(_ state: AppState, area: Rect, layout: ScreenLayout, localizer: Localizer,
                      now: Double) -> (transcript: Rect, banner: Rect, composer: Rect, voiceRows: Int) {
        let chat = state.chat
        let composerRows = min(ComposerView.height(for: chat.composer, width: area.width, isShort: layout.isShort),
                               max(2, area.height - 1))
        let (above, composerArea) = area.splitBottom(composerRows)
        // Voice input's band, while active, takes the error banner's place (it comes back after).
        let voiceRows = VoiceBannerView.height(state.voice, width: area.width, localizer: localizer)
        let bannerRows = min(voiceRows > 0 ? voiceRows : BannerView.height(chat.banner, width: area.width, now: now,
                                                                            waiting: chat.waitingCount, localizer: localizer),
                             max(0, above.height - 1))
        let (transcriptArea, bannerArea) = above.splitBottom(bannerRows)
        return (transcriptArea, bannerArea, composerArea, voiceRows)
    }

    /// "Enter Send", or "Esc Stop" while an answer streams (ux.md §3.5).
    static func sendLabel(_ state: AppState, localizer: Localizer) -> String {
        state.chat.isStreaming
            ? KeyMap.standard.keyLabel(for: .stop) + " " + localizer("help.stop")
            : KeyMap.standard.keyLabel(for: .send) + " " + localizer("help.send")
    }
}

import Localization
import Presentation
import TextLayout

/// While recording, the monitor reports the level 12.5 times a second and nothing on screen
/// changes but the voice band (its clock and meter). Drawing the whole frame for that costs
/// the transcript's layout each time (1.8 ms with 2,000 messages, docs/PERFORMANCE.md), so a
/// level report repaints the band's cells over the last frame instead, and the terminal's
/// diff writes only the cells that changed.
public enum VoiceBandRefresh {
    /// The band's area when a level report may repaint it alone: Chat recording, nothing
    /// drawn over it (help, menu, Copy text page, dialog).
    static func band(_ state: AppState, area: Rect, layout: ScreenLayout, localizer: Localizer, now: Double) -> Rect? {
        guard state.tab == .chat, state.voice.isRecording, state.help == nil, state.menu == nil,
              state.overlay == nil, state.dialog == nil, !state.isTooSmall else { return nil }
        let parts = ChatView.areas(state, area: area, layout: layout, localizer: localizer, now: now)
        guard parts.voiceRows > 0, parts.banner.height > 0 else { return nil }
        return parts.banner
    }

    /// `frame` (drawn for `previous`) with the band repainted for `state`, when the two states
    /// differ only in the recording's level, clock and size; nil when a whole frame is needed.
    public static func frame(_ frame: Frame, previous: AppState, state: AppState, localizer: Localizer,
                             now: Double) -> Frame? {
        guard let band = frame.voiceBand,
              case .recording(let old) = previous.voice.phase, case .recording(let new) = state.voice.phase,
              old.id == new.id, old.running == new.running
        else { return nil }
        // Everything else equal, including the rest of the voice state; comparing the states
        // is cheap when their arrays are shared, as they are between two level reports.
        var rest = state
        rest.voice.phase = previous.voice.phase
        guard rest == previous else { return nil }
        var p = Painter(grid: frame.grid, mirrored: state.language.isRightToLeft)
        p.fill(band, style: .plain)
        VoiceBannerView.render(state, area: band, now: now, localizer: localizer, into: &p)
        var out = frame
        out.grid = p.grid
        return out
    }
}

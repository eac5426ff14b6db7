import Domain
import Localization
import Presentation
import Testing
import TextLayout
import Views

/// A level report repaints only the voice band over the last frame: the result must be the
/// frame a whole redraw gives, and anything else changing must fall back to a whole redraw.
@Suite struct VoiceBandRefreshTests {
    static func recording(_ language: Language, width: Int, height: Int) throws -> Coordinator {
        var s = ChatScenes.state(.answer, language: language, width: width, height: height)
        s.tab = .chat
        var c = Coordinator(state: s, localizer: try Localizer.bundled(language))
        _ = c.handle(.voice(.availability(.recorder("arecord"))), now: 10)
        _ = c.handle(.input(.key(.alt("v"))), now: 10)
        _ = c.handle(.voice(.started(id: 1)), now: 10.05)
        return c
    }

    @Test(arguments: [Language.en, .ar], [(80, 24), (120, 40)])
    func repaintingTheBandEqualsAWholeFrame(language: Language, size: (Int, Int)) throws {
        var c = try Self.recording(language, width: size.0, height: size.1)
        let localizer = c.localizer
        var previous = c.state
        var frame = ChatScenes.render(previous, localizer: localizer, now: 10.1)
        #expect(frame.voiceBand != nil)
        for i in 1...15 {
            let now = 10.1 + Double(i) * 0.08
            _ = c.handle(.voice(.level(id: 1, level: Double(i % 8) / 8, audioSeconds: Double(i) * 0.08, bytes: 44 + 2560 * i)),
                         now: now)
            let band = try #require(VoiceBandRefresh.frame(frame, previous: previous, state: c.state, localizer: localizer,
                                                           now: now))
            let whole = ChatScenes.render(c.state, localizer: localizer, now: now)
            #expect(band.grid == whole.grid, "report \(i)")
            frame = band
            previous = c.state
        }
    }

    @Test func anythingElseChangingDrawsTheWholeFrame() throws {
        var c = try Self.recording(.en, width: 80, height: 24)
        let previous = c.state
        let frame = ChatScenes.render(previous, localizer: c.localizer, now: 10.1)
        var other = c.state
        other.toast = Toast(text: "x", now: 10.1)
        #expect(VoiceBandRefresh.frame(frame, previous: previous, state: other, localizer: c.localizer, now: 10.2) == nil)
        // The recording stopping changes the band's words and the hints: a whole frame.
        _ = c.handle(.input(.key(.init(.enter))), now: 10.3)
        #expect(VoiceBandRefresh.frame(frame, previous: previous, state: c.state, localizer: c.localizer, now: 10.3) == nil)
        // A menu over the band: no band to repaint.
        var menu = try Self.recording(.en, width: 80, height: 24)
        _ = menu.handle(.voice(.level(id: 1, level: 0.5, audioSeconds: 0.1, bytes: 3244)), now: 10.1)
        var covered = menu.state
        covered.help = HelpOverlayState(contexts: [.chat])
        #expect(ChatScenes.render(covered, localizer: menu.localizer, now: 10.2).voiceBand == nil)
    }
}

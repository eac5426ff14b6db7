import Presentation
import TextLayout

/// One rendered screen: the cells and the clickable regions that match them.
public struct Frame: Sendable {
    public var grid: Grid
    public var hitRegions: [HitRegion]
    /// The transcript's geometry when Chat was drawn, for scrolling by pages.
    public var transcript: TranscriptMetrics?
    /// The welcome text's geometry when Welcome was drawn, for scrolling it.
    public var welcomeText: WelcomeTextMetrics?
    /// Settings' list or text page geometry when Settings was drawn.
    public var settings: SettingsMetrics?
    /// The open overlay's geometry when it was drawn (`OverlayView`).
    public var overlay: OverlayMetrics?
    /// Where the recording band is (layout coordinates), when nothing covers it: a level
    /// report repaints only these cells (`VoiceBandRefresh`).
    public var voiceBand: Rect?

    public init(grid: Grid, hitRegions: [HitRegion], transcript: TranscriptMetrics? = nil,
                welcomeText: WelcomeTextMetrics? = nil, settings: SettingsMetrics? = nil,
                overlay: OverlayMetrics? = nil) {
        self.overlay = overlay
        self.grid = grid
        self.hitRegions = hitRegions
        self.transcript = transcript
        self.welcomeText = welcomeText
        self.settings = settings
    }

    /// The action of the topmost region under a click, if any.
    public func action(atX x: Int, y: Int) -> Action? {
        hitRegions.last(where: { $0.contains(x: x, y: y) })?.action
    }
}

import Localization
import Presentation

/// How an `Overlay` is drawn: its view conforms the overlay's state to this in its own file,
/// and `AppView` draws whichever overlay is open without naming it.
protocol OverlayView {
    /// Draws the overlay over the screen; the geometry it returns reaches the overlay's reducer
    /// with the next key (`OverlayContext.metrics`).
    func render(_ context: OverlayViewContext, into p: inout Painter) -> OverlayMetrics?
}

/// What an overlay's view may use besides its own state.
struct OverlayViewContext {
    var toast: Toast?
    var keyMap: KeyMap
    var contexts: [KeyContext]
    var layout: ScreenLayout
    var localizer: Localizer
}

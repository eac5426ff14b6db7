import Domain
import Input
import Localization
import Presentation
import Testing
import TextLayout
@testable import Views

/// `AppView` draws whatever overlay is open through its `OverlayView` conformance, over the
/// screen and under a dialog, and hands its geometry back in the frame.
@Suite struct OverlayViewTests {
    struct Marker: Overlay, OverlayView {
        enum Command: Hashable, Sendable { case none }
        static let context = KeyContext("testMarker")
        static let bindings: [KeyBinding] = []

        mutating func reduce(_ command: Command, _ context: OverlayContext) -> [OverlayOutcome] { [] }

        func render(_ c: OverlayViewContext, into p: inout Painter) -> OverlayMetrics? {
            _ = p.text("MARKER", x: 2, y: c.layout.contentTop, maxWidth: 10)
            return OverlayMetrics(c.layout.width)
        }
    }

    @Test func theOpenOverlayIsDrawnAndReportsItsGeometry() throws {
        var state = AppState(language: .en, backend: .library, width: 80, height: 24)
        state.overlay = AnyOverlay(Marker())
        let frame = AppView.render(state, keyMap: .standard, contexts: [Marker.context],
                                   localizer: try Localizer.bundled(.en))
        let row = ScreenLayout(width: 80, height: 24).contentTop
        let text = (2..<8).map { frame.grid[$0, row].text }.joined()
        #expect(text == "MARKER")
        #expect(frame.overlay?.value(as: Int.self) == 80)
    }
}

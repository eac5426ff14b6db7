import Localization
import Presentation
import TextLayout

/// Welcome and the sign-in forms (ux.md §2), drawn over the whole screen when active.
enum WelcomeView {
    /// Draws the layer if one is showing; returns whether it did (the tabs are then not drawn).
    static func render(_ state: AppState, layout: ScreenLayout, keyMap: KeyMap, contexts: [KeyContext],
                       localizer: Localizer, into p: inout Painter) -> Bool {
        false
    }
}

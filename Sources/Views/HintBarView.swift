import Localization
import Presentation
import TextLayout

/// The bottom row: "Key Label" pairs for the focused context, taken from the key map.
public enum HintBarView {
    public static func render(keyMap: KeyMap, contexts: [KeyContext], layout: ScreenLayout,
                              localizer: Localizer, into p: inout Painter) {
        guard let y = layout.hintRow else { return }
        var x = 1
        for binding in keyMap.hints(for: contexts) {
            let key = binding.keyLabel
            let label = localizer(binding.helpKey)
            // One span per pair, so in Arabic the pair moves as a unit, and always left to right
            // (the LRM): key names are never mirrored (ux.md §1.2), so a key of neutral
            // characters ("/", "↑↓", "←→") stays left of its label and in its own order, as
            // "F1 مساعدة" does.
            let pair = "\u{200E}" + key + " " + label
            let need = LineShaper.width(of: pair)
            if x + need > layout.width - 1 { break }
            x += p.text(pair, x: x, y: y, maxWidth: need, style: .plain)
            x += 2
        }
    }
}

/// The help overlay's geometry and lines for a screen size (ux.md §7): the box sits between the
/// tab bar's rule and the status line, the key column is as wide as its longest entry allows,
/// and a long list of keys wraps at its commas instead of being cut ("Shi…"). The view draws
/// it and the overlay's reducer pages with it, so PgDn and End agree with what is on screen.
public struct HelpOverlayLayout: Hashable, Sendable {
    public enum Line: Hashable, Sendable {
        /// A section's heading (`help.context.<context>`).
        case heading(KeyContext)
        /// Keys and the localization key of what they do; `helpKey` nil continues the keys
        /// of the row above.
        case row(keys: String, helpKey: String?)
        case blank
    }

    /// The box, in cells.
    public let x: Int, y: Int, width: Int, height: Int
    /// The first column of text inside the box, its width, and the key column's width.
    public let innerX: Int, innerWidth: Int, keyColumn: Int
    /// Rows of lines the box shows at once.
    public let visibleRows: Int
    public let lines: [Line]

    public init(keyMap: KeyMap, focused: [KeyContext], screen: ScreenLayout) {
        width = max(0, min(screen.width - 2, 76))
        x = (screen.width - width) / 2
        y = 1
        // Down to the row above the status line, which stays readable under the overlay.
        height = max(5, screen.statusRow - y)
        innerX = x + 2
        innerWidth = max(0, width - 4)
        visibleRows = max(1, height - 2)
        let sections = HelpSection.sections(of: keyMap, focused: focused)
        let longest = sections.flatMap(\.rows).map(\.keys.count).max() ?? 0
        // The keys get what they need, up to a bit more than half the box; the help texts
        // are short words and keep the rest.
        keyColumn = min(longest + 2, max(12, innerWidth * 11 / 20))
        var lines: [Line] = []
        for section in sections {
            if !lines.isEmpty { lines.append(.blank) }
            lines.append(.heading(section.context))
            for row in section.rows {
                for (i, part) in Self.wrap(row.keys, width: keyColumn - 1).enumerated() {
                    lines.append(.row(keys: part, helpKey: i == 0 ? row.helpKey : nil))
                }
            }
        }
        self.lines = lines
    }

    /// The furthest the lines can scroll: the last line at the bottom of the box.
    public var maxScroll: Int { max(0, lines.count - visibleRows) }

    /// `keys` ("↑, k, ↓, j") in pieces of at most `width` characters, broken after commas; a
    /// single key longer than that is cut by the view. Key names are ASCII and arrows, one
    /// cell each, so characters count cells here.
    static func wrap(_ keys: String, width: Int) -> [String] {
        guard keys.count > width, width > 0 else { return [keys] }
        var out: [String] = []
        var current = ""
        for key in keys.components(separatedBy: ", ") {
            let candidate = current.isEmpty ? key : current + ", " + key
            if candidate.count + 1 > width, !current.isEmpty {  // + 1: the comma left at the end
                out.append(current + ",")
                current = key
            } else {
                current = candidate
            }
        }
        out.append(current)
        return out
    }
}

import Presentation
import TextLayout

/// Draws into a grid in layout coordinates that are mirrored for a right-to-left UI.
///
/// Views lay out for left-to-right; with `mirrored` every span lands at the mirrored columns
/// (ux.md §1.2), while the text inside a span keeps its own visual order, and directional box
/// glyphs are swapped for their mirror images.
public struct Painter {
    public private(set) var grid: Grid
    public let mirrored: Bool
    public private(set) var hitRegions: [HitRegion] = []

    /// Forgets the clickable regions drawn so far (a full-screen layer covers them).
    public mutating func clearHitRegions() { hitRegions.removeAll() }

    public init(size: Size, mirrored: Bool) {
        self.grid = Grid(size: size)
        self.mirrored = mirrored
    }

    /// Draws over a frame already drawn (a part of the screen repainted alone).
    public init(grid: Grid, mirrored: Bool) {
        self.grid = grid
        self.mirrored = mirrored
    }

    public var width: Int { grid.width }
    public var height: Int { grid.height }

    /// Draws a line of text starting at layout column `x`; returns the columns used.
    @discardableResult
    public mutating func text(_ s: String, x: Int, y: Int, maxWidth: Int, style: Style = .plain) -> Int {
        let room = min(maxWidth, width - x)
        guard room > 0, y >= 0, y < height else { return 0 }
        let cells = LineShaper.visualCells(s, style: style, maxWidth: room)
        let w = cells.reduce(0) { $0 + Int($1.width) }
        grid.draw(cells, x: mirrored ? width - x - w : x, y: y)
        return w
    }

    /// Draws a line of text ending just before layout column `endX`; returns the columns used.
    @discardableResult
    public mutating func textEnding(_ s: String, at endX: Int, y: Int, maxWidth: Int, style: Style = .plain) -> Int {
        let w = min(LineShaper.width(of: s), maxWidth, endX)
        guard w > 0 else { return 0 }
        return text(s, x: endX - w, y: y, maxWidth: w, style: style)
    }

    /// Draws text centred in the span [x, x + spanWidth).
    @discardableResult
    public mutating func textCentered(_ s: String, x: Int, spanWidth: Int, y: Int, style: Style = .plain) -> Int {
        let w = min(LineShaper.width(of: s), spanWidth)
        return text(s, x: x + (spanWidth - w) / 2, y: y, maxWidth: spanWidth, style: style)
    }

    /// Draws cells already in visual order at a screen column (the caller mirrored it).
    public mutating func cells(_ row: [Cell], physicalX x: Int, y: Int) {
        guard y >= 0, y < height else { return }
        grid.draw(row, x: x, y: y)
    }

    /// Records a clickable region given in screen coordinates.
    public mutating func hitPhysical(_ rect: Rect, _ action: Action) {
        hitRegions.append(HitRegion(x: rect.x, y: rect.y, width: rect.width, height: rect.height, action: action))
    }

    /// Draws one glyph, mirrored when the layout is.
    public mutating func glyph(_ c: Character, x: Int, y: Int, style: Style = .plain) {
        guard x >= 0, x < width else { return }
        let g = mirrored ? Self.mirror(c) : c
        grid.put(Cell(String(g), style: style), x: mirrored ? width - 1 - x : x, y: y)
    }

    /// A horizontal run of one glyph.
    public mutating func horizontal(_ c: Character, x: Int, y: Int, length: Int, style: Style = .plain) {
        for i in 0..<max(0, length) { glyph(c, x: x + i, y: y, style: style) }
    }

    /// Fills a layout rectangle with blanks of a style.
    public mutating func fill(_ rect: Rect, style: Style) {
        grid.fill(physical(rect), with: .blank(style))
    }

    /// Records that a click inside the layout rectangle performs `action`.
    public mutating func hit(_ rect: Rect, _ action: Action) {
        let r = physical(rect)
        hitRegions.append(HitRegion(x: r.x, y: r.y, width: r.width, height: r.height, action: action))
    }

    public mutating func setCursor(x: Int, y: Int) {
        grid.cursor = Point(x: mirrored ? width - 1 - x : x, y: y)
    }

    /// The screen column where a span of `width` columns drawn at layout column `x` begins.
    public func physicalStart(ofSpanAt x: Int, width w: Int) -> Int { mirrored ? width - x - w : x }

    /// Places the cursor at screen coordinates (already mirrored by the caller).
    public mutating func setPhysicalCursor(x: Int, y: Int) {
        grid.cursor = Point(x: min(max(0, x), width - 1), y: y)
    }

    /// The on-screen rectangle of a layout rectangle.
    public func physical(_ r: Rect) -> Rect {
        mirrored ? Rect(x: width - r.maxX, y: r.y, width: r.width, height: r.height) : r
    }

    static func mirror(_ c: Character) -> Character {
        switch c {
        case "›": "‹"
        case "‹": "›"
        case "▸": "◂"
        case "◂": "▸"
        case "▶": "◀"
        case "◀": "▶"
        case "╭": "╮"
        case "╮": "╭"
        case "╰": "╯"
        case "╯": "╰"
        case "├": "┤"
        case "┤": "├"
        case "┌": "┐"
        case "┐": "┌"
        case "└": "┘"
        case "┘": "└"
        default: c
        }
    }
}

/// A cell position: column `x`, row `y`, both 0-based from the top left.
public struct Point: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
}

/// A size in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    public var description: String { "\(width)×\(height)" }
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public init(size: Size) { self.init(x: 0, y: 0, width: size.width, height: size.height) }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The part of the rectangle that is also inside `other`.
    public func intersection(_ other: Rect) -> Rect {
        let nx = max(x, other.x), ny = max(y, other.y)
        return Rect(x: nx, y: ny, width: min(maxX, other.maxX) - nx, height: min(maxY, other.maxY) - ny)
    }

    /// The rectangle shrunk by `dx` columns on each side and `dy` rows at top and bottom.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// Splits off `rows` rows from the top; returns (top, rest).
    public func splitTop(_ rows: Int) -> (Rect, Rect) {
        let r = min(max(0, rows), height)
        return (Rect(x: x, y: y, width: width, height: r), Rect(x: x, y: y + r, width: width, height: height - r))
    }

    /// Splits off `rows` rows from the bottom; returns (rest, bottom).
    public func splitBottom(_ rows: Int) -> (Rect, Rect) {
        let r = min(max(0, rows), height)
        return (Rect(x: x, y: y, width: width, height: height - r), Rect(x: x, y: maxY - r, width: width, height: r))
    }

    public func contains(_ p: Point) -> Bool { p.x >= x && p.x < maxX && p.y >= y && p.y < maxY }
}

/// A clickable area of the last frame and the action a click there performs. Views produce
/// them while drawing, so hit-testing always matches what is on screen.
public struct HitRegion: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    public var action: Action

    public init(x: Int, y: Int, width: Int, height: Int = 1, action: Action) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.action = action
    }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }
}

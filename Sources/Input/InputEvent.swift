/// Everything the terminal can tell the app about the user's input.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    /// A bracketed paste, delivered whole so it is one insertion (and one undo step).
    case paste(String)
    case mouse(MouseEvent)
}

/// A mouse report in SGR (1006) encoding, with 0-based cell coordinates.
public struct MouseEvent: Hashable, Sendable {
    public enum Action: Hashable, Sendable {
        case press(Button), release(Button), drag(Button), move
        case wheelUp, wheelDown
    }
    public enum Button: Int, Hashable, Sendable { case left = 0, middle = 1, right = 2 }

    public var action: Action
    public var x: Int
    public var y: Int
    public var modifiers: Modifiers

    public init(action: Action, x: Int, y: Int, modifiers: Modifiers = []) {
        self.action = action
        self.x = x
        self.y = y
        self.modifiers = modifiers
    }
}

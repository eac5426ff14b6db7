/// The help overlay: which contexts it lists first and how far it is scrolled.
public struct HelpOverlayState: Hashable, Sendable {
    /// The contexts that were focused when it opened; their keys are listed first.
    public var contexts: [KeyContext]
    /// Rows scrolled off the top.
    public var scroll = 0

    public init(contexts: [KeyContext]) { self.contexts = contexts }
}

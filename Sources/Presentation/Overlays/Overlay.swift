import Input
import Localization

/// A page or box over the screen that owns its keys until it closes (the Copy text page; new
/// overlays). It brings everything the app needs to know about it: its key context and
/// bindings (the key map, the hint bar and the help take them from here), how it opens, and a
/// pure reducer whose outcomes the router applies. Its view conforms to `OverlayView` in
/// `Views`; the router lists it once (`Coordinator.overlays`). Nothing else names it.
public protocol Overlay: Hashable, Sendable {
    /// The overlay's own commands, which its bindings carry as `Action.overlay`.
    associatedtype Command: Hashable, Sendable

    /// Its key context: the contexts while it shows, its hints and its section of the help.
    static var context: KeyContext { get }
    /// Its bindings, all in `context`; the standard key map appends them.
    static var bindings: [KeyBinding] { get }

    /// The overlay that `OverlayAction.open(Self.self)` opens over `app`, with what opening it
    /// asks; nil when there is nothing to show.
    static func open(over app: AppState) -> (Self, [OverlayOutcome])?

    /// Applies one of its commands.
    mutating func reduce(_ command: Command, _ context: OverlayContext) -> [OverlayOutcome]

    /// A key none of its bindings (nor a global one) has: a text field types it. Nil: the key
    /// is swallowed, but for the few that leave the app (quit, suspend, redraw).
    mutating func unboundKey(_ key: Key, _ context: OverlayContext) -> [OverlayOutcome]?

    /// Bracketed paste, for an overlay with a text field; nil: it goes nowhere.
    mutating func paste(_ text: String, _ context: OverlayContext) -> [OverlayOutcome]?
}

extension Overlay {
    public static func open(over app: AppState) -> (Self, [OverlayOutcome])? { nil }
    public mutating func unboundKey(_ key: Key, _ context: OverlayContext) -> [OverlayOutcome]? { nil }
    public mutating func paste(_ text: String, _ context: OverlayContext) -> [OverlayOutcome]? { nil }

    /// A binding of this overlay's command, for `bindings`.
    public static func binding(_ keys: [Key], _ command: Command, help: String, hint: Int? = nil,
                               label: String? = nil) -> KeyBinding {
        KeyBinding(keys, context, .overlay(OverlayAction(command)), help: help, hint: hint, label: label)
    }
}

/// What an overlay's reducer may read: the app under it and its own geometry as last drawn.
public struct OverlayContext: Sendable {
    public var app: AppState
    public var metrics: OverlayMetrics?
    public var keyMap: KeyMap
}

/// What an overlay asks of the app, in order.
public enum OverlayOutcome: Hashable, Sendable {
    /// The overlay closes.
    case close
    /// Work for the runners.
    case effect(Effect)
    /// An app action, as if its key had been pressed without the overlay.
    case perform(Action)
    /// A toast of a string key.
    case toast(key: String, isError: Bool = false)
}

/// An overlay's command, or the opening of an overlay, as a key-map action (`Action.overlay`).
public struct OverlayAction: Hashable, Sendable {
    let payload: any Hashable & Sendable

    public init<C: Hashable & Sendable>(_ command: C) { payload = command }

    /// The action that opens `type` over the app (from a binding, a menu item or a click).
    public static func open<O: Overlay>(_ type: O.Type) -> OverlayAction {
        OverlayAction(OverlayOpener(type))
    }

    public static func == (a: OverlayAction, b: OverlayAction) -> Bool { AnyHashable(a.payload) == AnyHashable(b.payload) }
    public func hash(into hasher: inout Hasher) { AnyHashable(payload).hash(into: &hasher) }
}

/// How to open an overlay of one type, as a hashable value.
struct OverlayOpener: Hashable, Sendable {
    let id: ObjectIdentifier
    let open: @Sendable (AppState) -> (AnyOverlay, [OverlayOutcome])?

    init<O: Overlay>(_ type: O.Type) {
        id = ObjectIdentifier(type)
        open = { app in O.open(over: app).map { (AnyOverlay($0.0), $0.1) } }
    }

    static func == (a: OverlayOpener, b: OverlayOpener) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The geometry an overlay's view reports after drawing, for its reducer.
public struct OverlayMetrics: Hashable, Sendable {
    let payload: any Hashable & Sendable

    public init<M: Hashable & Sendable>(_ metrics: M) { payload = metrics }

    public func value<M>(as type: M.Type) -> M? { payload as? M }

    public static func == (a: OverlayMetrics, b: OverlayMetrics) -> Bool { AnyHashable(a.payload) == AnyHashable(b.payload) }
    public func hash(into hasher: inout Hasher) { AnyHashable(payload).hash(into: &hasher) }
}

/// The open overlay, whatever its type (`AppState.overlay`).
public struct AnyOverlay: Hashable, Sendable {
    public private(set) var base: any Overlay

    public init<O: Overlay>(_ overlay: O) { base = overlay }

    /// Its key context.
    public var context: KeyContext { type(of: base).context }

    /// Applies `action` when it is one of this overlay's commands; nil when it is not.
    mutating func reduce(_ action: OverlayAction, _ context: OverlayContext) -> [OverlayOutcome]? {
        let overlay = base
        return overlay.reduce(any: action, context, into: &base)
    }

    mutating func unboundKey(_ key: Key, _ context: OverlayContext) -> [OverlayOutcome]? {
        var overlay = base
        let outcomes = overlay.unboundKey(key, context)
        base = overlay
        return outcomes
    }

    mutating func paste(_ text: String, _ context: OverlayContext) -> [OverlayOutcome]? {
        var overlay = base
        let outcomes = overlay.paste(text, context)
        base = overlay
        return outcomes
    }

    public static func == (a: AnyOverlay, b: AnyOverlay) -> Bool { AnyHashable(a.base) == AnyHashable(b.base) }
    public func hash(into hasher: inout Hasher) { AnyHashable(base).hash(into: &hasher) }
}

extension Overlay {
    /// `action`'s command applied to a copy of this overlay, stored into `slot`.
    fileprivate func reduce(any action: OverlayAction, _ context: OverlayContext,
                            into slot: inout any Overlay) -> [OverlayOutcome]? {
        guard let command = action.payload as? Command else { return nil }
        var copy = self
        let outcomes = copy.reduce(command, context)
        slot = copy
        return outcomes
    }
}

extension OverlayOutcome {
    /// An overlay's outcome as the router applies it.
    func routed(_ localizer: Localizer) -> AppOutcome {
        switch self {
        case .close: .closeOverlay
        case .effect(let e): .effect(e)
        case .perform(let a): .perform(a)
        case .toast(let key, let isError): .toast(localizer(key), isError: isError)
        }
    }
}

/// One decoded keyboard key with its modifiers; the only form in which keys leave the terminal layer.
public struct Key: Hashable, Sendable, CustomStringConvertible {
    /// What was pressed, independent of modifiers.
    public enum Code: Hashable, Sendable {
        case char(Character)
        case enter, tab, backspace, delete, escape, insert
        case up, down, left, right, home, end, pageUp, pageDown
        case function(Int)
    }

    public var code: Code
    public var modifiers: Modifiers

    public init(_ code: Code, _ modifiers: Modifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }

    /// A Ctrl+letter key, as the decoder produces it for bytes 0x01–0x1A.
    public static func ctrl(_ c: Character) -> Key { Key(.char(c), .ctrl) }
    /// An Alt+key, as produced by ESC-prefixed input or CSI-u.
    public static func alt(_ c: Character) -> Key { Key(.char(c), .alt) }
    public static func char(_ c: Character) -> Key { Key(.char(c)) }

    /// The label used in key hints and help ("Ctrl+N", "Alt+↑", "F1", "Enter").
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.ctrl) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        let name: String
        switch code {
        case .char(" "): name = "Space"
        case .char(let c): name = modifiers.isEmpty ? String(c) : String(c).uppercased()
        case .enter: name = "Enter"
        case .tab: name = "Tab"
        case .backspace: name = "Backspace"
        case .delete: name = "Delete"
        case .escape: name = "Esc"
        case .insert: name = "Insert"
        case .up: name = "↑"
        case .down: name = "↓"
        case .left: name = "←"
        case .right: name = "→"
        case .home: name = "Home"
        case .end: name = "End"
        case .pageUp: name = "PgUp"
        case .pageDown: name = "PgDn"
        case .function(let n): name = "F\(n)"
        }
        parts.append(name)
        return parts.joined(separator: "+")
    }
}

/// Modifier keys held with a key.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = Modifiers(rawValue: 1)
    public static let alt = Modifiers(rawValue: 2)
    public static let ctrl = Modifiers(rawValue: 4)

    /// Decodes the xterm modifier parameter (1 + bitmask of shift=1, alt=2, ctrl=4, meta=8).
    init(xtermParameter p: Int) {
        let bits = max(0, p - 1)
        var m: Modifiers = []
        if bits & 1 != 0 { m.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { m.insert(.alt) }
        if bits & 4 != 0 { m.insert(.ctrl) }
        self = m
    }
}

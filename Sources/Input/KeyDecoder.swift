/// Turns the raw bytes a terminal sends into input events.
///
/// A pure state machine: feed it bytes as they arrive, in any split, and call `flush()` when no
/// byte has followed an incomplete sequence for the escape delay (25 ms), which is how a lone Esc
/// is told apart from the start of an escape sequence. The app reads stdin itself rather than
/// through curses so that bracketed paste, SGR mouse, CSI-u and modifier encodings are decoded
/// in one place and tested with literal byte strings.
public struct KeyDecoder: Sendable {
    private var buffer: [UInt8] = []
    private var pasting = false
    private var pasteBytes: [UInt8] = []
    /// A paste larger than this is cut off rather than grow without bound.
    public static let maxPasteBytes = 4 << 20

    public init() {}

    /// True while bytes are held back waiting to see whether a sequence continues.
    public var hasPending: Bool { !buffer.isEmpty && !pasting }

    /// Decodes as many complete events as the bytes so far allow.
    public mutating func feed<S: Sequence>(_ bytes: S) -> [InputEvent] where S.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        return drain(final: false)
    }

    /// Resolves whatever is pending as if no more bytes will follow (the escape delay expired).
    public mutating func flush() -> [InputEvent] {
        drain(final: true)
    }

    private mutating func drain(final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var i = 0
        while i < buffer.count {
            if pasting {
                if let end = Self.find(Self.pasteEnd, in: buffer, from: i) {
                    appendPaste(buffer[i..<end])
                    events.append(.paste(Self.pasteText(pasteBytes)))
                    pasteBytes = []
                    pasting = false
                    i = end + Self.pasteEnd.count
                    continue
                }
                // Keep a possible partial terminator at the end for the next feed.
                let keep = Self.partialSuffix(of: buffer[i...], matching: Self.pasteEnd)
                appendPaste(buffer[i..<(buffer.count - keep)])
                i = buffer.count - keep
                break
            }
            switch parse(at: i, final: final) {
            case .incomplete:
                buffer.removeFirst(i)
                return events
            case .event(let event, let length):
                if let event { events.append(event) }
                i += length
            case .pasteStart(let length):
                pasting = true
                i += length
            }
        }
        buffer.removeFirst(min(i, buffer.count))
        return events
    }

    private mutating func appendPaste(_ bytes: ArraySlice<UInt8>) {
        let room = Self.maxPasteBytes - pasteBytes.count
        if room > 0 { pasteBytes.append(contentsOf: bytes.prefix(room)) }
    }

    private enum Parsed {
        case incomplete
        case event(InputEvent?, Int)
        case pasteStart(Int)
    }

    private func parse(at i: Int, final: Bool) -> Parsed {
        let b = buffer[i]
        if b == 0x1B { return parseEscape(at: i, final: final) }
        if b < 0x20 || b == 0x7F { return .event(.key(Self.controlKey(b)), 1) }
        if b < 0x80 { return .event(.key(Key(.char(Character(Unicode.Scalar(b))))), 1) }
        return parseUTF8(at: i, final: final)
    }

    private func parseUTF8(at i: Int, final: Bool) -> Parsed {
        let b = buffer[i]
        let need: Int
        switch b {
        case 0xC2...0xDF: need = 2
        case 0xE0...0xEF: need = 3
        case 0xF0...0xF4: need = 4
        default: return .event(.key(Key(.char("\u{FFFD}"))), 1)
        }
        var n = 1
        while n < need {
            guard i + n < buffer.count else {
                return final ? .event(.key(Key(.char("\u{FFFD}"))), n) : .incomplete
            }
            if buffer[i + n] & 0xC0 != 0x80 { return .event(.key(Key(.char("\u{FFFD}"))), n) }
            n += 1
        }
        let text = String(decoding: buffer[i..<(i + need)], as: UTF8.self)
        return .event(.key(Key(.char(text.first ?? "\u{FFFD}"))), need)
    }

    private static func controlKey(_ b: UInt8) -> Key {
        switch b {
        case 0x0D: return Key(.enter)
        case 0x09: return Key(.tab)
        case 0x7F, 0x08: return Key(.backspace)
        case 0x00: return .ctrl(" ")
        case 0x01...0x1A: return .ctrl(Character(Unicode.Scalar(b + 0x60)))
        case 0x1C: return .ctrl("\\")
        case 0x1D: return .ctrl("]")
        case 0x1E: return .ctrl("^")
        default: return .ctrl("_")  // 0x1F, which terminals send for Ctrl+_ and Ctrl+/
        }
    }

    private func parseEscape(at i: Int, final: Bool) -> Parsed {
        guard i + 1 < buffer.count else {
            return final ? .event(.key(Key(.escape)), 1) : .incomplete
        }
        let next = buffer[i + 1]
        switch next {
        case UInt8(ascii: "["):
            return parseCSI(at: i, final: final)
        case UInt8(ascii: "O"):
            guard i + 2 < buffer.count else {
                return final ? .event(.key(.alt("O")), 2) : .incomplete
            }
            let key: Key? = switch buffer[i + 2] {
            case UInt8(ascii: "P"): Key(.function(1))
            case UInt8(ascii: "Q"): Key(.function(2))
            case UInt8(ascii: "R"): Key(.function(3))
            case UInt8(ascii: "S"): Key(.function(4))
            case UInt8(ascii: "A"): Key(.up)
            case UInt8(ascii: "B"): Key(.down)
            case UInt8(ascii: "C"): Key(.right)
            case UInt8(ascii: "D"): Key(.left)
            case UInt8(ascii: "H"): Key(.home)
            case UInt8(ascii: "F"): Key(.end)
            case UInt8(ascii: "M"): Key(.enter)
            default: nil
            }
            return .event(key.map { .key($0) }, 3)
        case 0x1B:
            // ESC ESC: the first is a lone Esc; the second starts over.
            return .event(.key(Key(.escape)), 1)
        default:
            // ESC-prefixed key: Alt+key.
            switch parse(at: i + 1, final: final) {
            case .incomplete: return .incomplete
            case .pasteStart: return .event(.key(Key(.escape)), 1)
            case .event(let event, let length):
                guard case .key(var key)? = event else { return .event(event, 1 + length) }
                key.modifiers.insert(.alt)
                return .event(.key(key), 1 + length)
            }
        }
    }

    private func parseCSI(at i: Int, final: Bool) -> Parsed {
        // CSI parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, final 0x40–0x7E.
        var j = i + 2
        while j < buffer.count {
            let c = buffer[j]
            if c >= 0x40 && c <= 0x7E { break }
            if c < 0x20 || c > 0x3F && c < 0x40 || j - i > 64 {
                // Not a CSI sequence after all: treat ESC [ as Alt+[ and go on.
                return .event(.key(.alt("[")), 2)
            }
            j += 1
        }
        guard j < buffer.count else {
            return final ? .event(.key(.alt("[")), 2) : .incomplete
        }
        let params = String(decoding: buffer[(i + 2)..<j], as: UTF8.self)
        let finalByte = buffer[j]
        let length = j - i + 1
        if params == "200" && finalByte == UInt8(ascii: "~") { return .pasteStart(length) }
        return .event(Self.csiEvent(params: params, final: finalByte), length)
    }

    static func csiEvent(params: String, final: UInt8) -> InputEvent? {
        if params.hasPrefix("<") {
            return mouseEvent(params: String(params.dropFirst()), release: final == UInt8(ascii: "m"))
        }
        let fields = params.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = fields.first.flatMap { $0 } ?? 1
        let mod = fields.count > 1 ? Modifiers(xtermParameter: fields[1] ?? 1) : []
        let key: Key?
        switch final {
        case UInt8(ascii: "A"): key = Key(.up, mod)
        case UInt8(ascii: "B"): key = Key(.down, mod)
        case UInt8(ascii: "C"): key = Key(.right, mod)
        case UInt8(ascii: "D"): key = Key(.left, mod)
        case UInt8(ascii: "H"): key = Key(.home, mod)
        case UInt8(ascii: "F"): key = Key(.end, mod)
        case UInt8(ascii: "P"): key = Key(.function(1), mod)
        case UInt8(ascii: "Q"): key = Key(.function(2), mod)
        case UInt8(ascii: "R"): key = Key(.function(3), mod)
        case UInt8(ascii: "S"): key = Key(.function(4), mod)
        case UInt8(ascii: "Z"): key = Key(.tab, mod.union(.shift))
        case UInt8(ascii: "u"): key = csiU(code: first, modifiers: mod)
        case UInt8(ascii: "~"):
            if first == 27, fields.count > 2, let code = fields[2] {
                key = csiU(code: code, modifiers: mod)  // xterm modifyOtherKeys
            } else {
                key = tildeKey(first).map { Key($0, mod) }
            }
        default: key = nil
        }
        return key.map { .key($0) }
    }

    private static func tildeKey(_ n: Int) -> Key.Code? {
        switch n {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(n - 10)
        case 17...21: .function(n - 11)
        case 23, 24: .function(n - 12)
        default: nil
        }
    }

    private static func csiU(code: Int, modifiers: Modifiers) -> Key? {
        switch code {
        case 13: return Key(.enter, modifiers)
        case 9: return Key(.tab, modifiers)
        case 27: return Key(.escape, modifiers)
        case 127, 8: return Key(.backspace, modifiers)
        default:
            guard let scalar = Unicode.Scalar(code), code >= 0x20 else { return nil }
            return Key(.char(Character(scalar)), modifiers)
        }
    }

    private static func mouseEvent(params: String, release: Bool) -> InputEvent? {
        let f = params.split(separator: ";").compactMap { Int($0) }
        guard f.count == 3, f[1] >= 1, f[2] >= 1 else { return nil }
        let b = f[0]
        var mods: Modifiers = []
        if b & 4 != 0 { mods.insert(.shift) }
        if b & 8 != 0 { mods.insert(.alt) }
        if b & 16 != 0 { mods.insert(.ctrl) }
        let low = b & 3
        let action: MouseEvent.Action
        if b & 64 != 0 {
            guard low < 2 else { return nil }
            action = low == 0 ? .wheelUp : .wheelDown
        } else if b & 32 != 0 {
            action = low == 3 ? .move : .drag(MouseEvent.Button(rawValue: low) ?? .left)
        } else {
            guard let button = MouseEvent.Button(rawValue: low) else { return nil }
            action = release ? .release(button) : .press(button)
        }
        return .mouse(MouseEvent(action: action, x: f[1] - 1, y: f[2] - 1, modifiers: mods))
    }

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private static func find(_ needle: [UInt8], in hay: [UInt8], from: Int) -> Int? {
        guard hay.count - from >= needle.count else { return nil }
        var k = from
        while k + needle.count <= hay.count {
            if hay[k] == needle[0] && hay[k..<(k + needle.count)].elementsEqual(needle) { return k }
            k += 1
        }
        return nil
    }

    private static func partialSuffix(of bytes: ArraySlice<UInt8>, matching needle: [UInt8]) -> Int {
        var n = min(needle.count - 1, bytes.count)
        while n > 0 {
            if bytes.suffix(n).elementsEqual(needle.prefix(n)) { return n }
            n -= 1
        }
        return 0
    }

    /// Paste text with CR and CRLF made LF, so a pasted line end never acts as Enter.
    private static func pasteText(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var k = 0
        while k < bytes.count {
            if bytes[k] == 0x0D {
                out.append(0x0A)
                if k + 1 < bytes.count && bytes[k + 1] == 0x0A { k += 1 }
            } else {
                out.append(bytes[k])
            }
            k += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}

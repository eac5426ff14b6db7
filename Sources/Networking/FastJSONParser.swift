/// A strict, allocation-light JSON parser for stream payloads: the hot path of SSE decoding.
/// It accepts only valid JSON (RFC 8259); anything it rejects is re-checked by Foundation, so a
/// shortcoming here can cost speed, never correctness.
struct FastJSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var i = 0
    private var depth = 0

    /// The value of a complete JSON text, or nil when it is not one this parser accepts.
    static func parse(_ text: String) -> JSONValue? {
        var copy = text
        return copy.withUTF8 { buffer in
            var parser = FastJSONParser(bytes: buffer)
            guard let value = parser.value() else { return nil }
            parser.skipWhitespace()
            return parser.i == buffer.count ? value : nil
        }
    }

    /// The known members of a JSON text that is an object (the stream-payload hot path: no
    /// dictionary, no key strings); nil for anything else.
    static func parsePayload(_ buffer: UnsafeBufferPointer<UInt8>) -> JSONPayload? {
        var parser = FastJSONParser(bytes: buffer)
        parser.skipWhitespace()
        guard parser.i < buffer.count, buffer[parser.i] == UInt8(ascii: "{"),
              let payload = parser.payloadMembers() else { return nil }
        parser.skipWhitespace()
        return parser.i == buffer.count ? payload : nil
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private mutating func payloadMembers() -> JSONPayload? {
        i += 1
        var out = JSONPayload()
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return out }
        while true {
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return nil }
            let key: JSONPayload.Key?
            if let raw = plainKey() {
                key = JSONPayload.Key.match(raw)
            } else {
                guard let decoded = string() else { return nil }
                key = JSONPayload.Key.byWireName[decoded]
            }
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
            i += 1
            guard let v = value() else { return nil }
            if let key { out[key] = v }
            skipWhitespace()
            guard i < bytes.count else { return nil }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return out }
            return nil
        }
    }

    /// A key without escapes as raw bytes (consumed); nil, with nothing consumed, otherwise.
    private mutating func plainKey() -> UnsafeBufferPointer<UInt8>? {
        var j = i + 1
        while j < bytes.count {
            let b = bytes[j]
            if b == UInt8(ascii: "\"") {
                let raw = UnsafeBufferPointer(rebasing: bytes[(i + 1)..<j])
                i = j + 1
                return raw
            }
            if b == UInt8(ascii: "\\") || b < 0x20 { return nil }
            j += 1
        }
        return nil
    }

    private mutating func skipWhitespace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    private mutating func value() -> JSONValue? {
        skipWhitespace()
        guard i < bytes.count else { return nil }
        switch bytes[i] {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: StaticString, _ v: JSONValue) -> JSONValue? {
        let n = word.utf8CodeUnitCount
        guard i + n <= bytes.count else { return nil }
        for k in 0..<n where bytes[i + k] != word.utf8Start[k] { return nil }
        i += n
        return v
    }

    private mutating func object() -> JSONValue? {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { return nil }
        i += 1
        var out: [String: JSONValue] = [:]
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(out) }
        while true {
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
            i += 1
            guard let v = value() else { return nil }
            out[key] = v
            skipWhitespace()
            guard i < bytes.count else { return nil }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(out) }
            return nil
        }
    }

    private mutating func array() -> JSONValue? {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64 else { return nil }
        i += 1
        var out: [JSONValue] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(out) }
        while true {
            guard let v = value() else { return nil }
            out.append(v)
            skipWhitespace()
            guard i < bytes.count else { return nil }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(out) }
            return nil
        }
    }

    /// A string starting at the opening quote. Runs without escapes are copied in one piece.
    private mutating func string() -> String? {
        i += 1
        let start = i
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                let s = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
                i += 1
                return s
            }
            if b == UInt8(ascii: "\\") { break }
            if b < 0x20 { return nil }
            i += 1
        }
        // Escapes only shrink the text, so the raw span bounds the decoded length: find the
        // closing quote, then decode straight into the string's own storage.
        var end = i
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            if bytes[end] == UInt8(ascii: "\\") { end += 1 }
            end += 1
        }
        guard end < bytes.count else { return nil }
        let source = bytes
        var valid = true
        let decoded = String(unsafeUninitializedCapacity: max(1, end - start)) { out -> Int in
            var w = 0, r = start
            while r < end {
                let b = source[r]
                if b < 0x20 { valid = false; return 0 }
                if b != UInt8(ascii: "\\") {
                    out[w] = b
                    w += 1
                    r += 1
                    continue
                }
                r += 1
                let e = source[r]
                r += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out[w] = e
                case UInt8(ascii: "b"): out[w] = 0x08
                case UInt8(ascii: "f"): out[w] = 0x0C
                case UInt8(ascii: "n"): out[w] = 0x0A
                case UInt8(ascii: "r"): out[w] = 0x0D
                case UInt8(ascii: "t"): out[w] = 0x09
                case UInt8(ascii: "u"):
                    guard var scalar = Self.hex4(source, at: r, end: end) else { valid = false; return 0 }
                    r += 4
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard r + 1 < end, source[r] == UInt8(ascii: "\\"), source[r + 1] == UInt8(ascii: "u"),
                              let low = Self.hex4(source, at: r + 2, end: end), (0xDC00..<0xE000).contains(low)
                        else { valid = false; return 0 }
                        r += 6
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    // Lone surrogates are left to Foundation, which rejects them.
                    guard let u = Unicode.Scalar(scalar), let encoded = UTF8.encode(u) else { valid = false; return 0 }
                    for byte in encoded {
                        out[w] = byte
                        w += 1
                    }
                    continue
                default:
                    valid = false
                    return 0
                }
                w += 1
            }
            return w
        }
        guard valid else { return nil }
        i = end + 1
        return decoded
    }

    private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> UInt32? {
        guard start + 4 <= end else { return nil }
        var v: UInt32 = 0
        for k in start..<(start + 4) {
            let c = bytes[k]
            let d: UInt32
            switch c {
            case 0x30...0x39: d = UInt32(c - 0x30)
            case 0x41...0x46: d = UInt32(c - 0x41 + 10)
            case 0x61...0x66: d = UInt32(c - 0x61 + 10)
            default: return nil
            }
            v = v << 4 | d
        }
        return v
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func number() -> JSONValue? {
        let start = i
        func digits() -> Int {
            let s = i
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
            return i - s
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count else { return nil }
        if bytes[i] == 0x30 {
            i += 1
        } else if digits() == 0 {
            return nil
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { return nil }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { return nil }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        return Double(text).map(JSONValue.number)
    }
}

import Foundation

/// A decoded JSON value, kept typed so `true` and `1` stay distinct (protocol.md §2.1 treats a
/// key of the wrong type as absent).
enum JSONValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([String: JSONValue])

    /// Converts a JSONSerialization result (the fallback path).
    init(foundation value: Any) {
        switch value {
        case let s as String: self = .string(s)
        case let n as NSNumber:
            // JSON booleans come back as NSNumber with the `char` type code.
            let isBool = String(cString: n.objCType) == "c"
            self = isBool ? .bool(n.boolValue) : .number(n.doubleValue)
        case let b as Bool: self = .bool(b)
        case let a as [Any]: self = .array(a.map(JSONValue.init(foundation:)))
        case let d as [String: Any]: self = .object(d.mapValues(JSONValue.init(foundation:)))
        default: self = .null
        }
    }
}

/// Lenient reads from a decoded JSON object: a key of the wrong type counts as absent
/// (protocol.md §2.1).
struct JSONPayload {
    let dict: [String: JSONValue]

    init(_ dict: [String: JSONValue]) { self.dict = dict }

    func string(_ key: String) -> String? {
        if case .string(let s)? = dict[key] { return s }
        return nil
    }

    func bool(_ key: String) -> Bool? {
        if case .bool(let b)? = dict[key] { return b }
        return nil
    }

    func int(_ key: String) -> Int? {
        guard case .number(let d)? = dict[key], d.rounded() == d, abs(d) < 1e15 else { return nil }
        return Int(d)
    }
}

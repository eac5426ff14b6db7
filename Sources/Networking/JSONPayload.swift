/// Lenient reads from a decoded JSON object: a key of the wrong type counts as absent
/// (protocol.md §2.1).
struct JSONPayload {
    /// Members in wire order; payloads have a handful, so a linear search beats hashing.
    let members: [(key: String, value: JSONValue)]

    init(_ dict: [String: JSONValue]) { members = dict.map { ($0.key, $0.value) } }

    init(members: [(key: String, value: JSONValue)]) { self.members = members }

    /// The last member with that key wins, as in a dictionary built in order.
    subscript(key: String) -> JSONValue? {
        members.last { $0.key == key }?.value
    }

    func string(_ key: String) -> String? {
        if case .string(let s)? = self[key] { return s }
        return nil
    }

    func bool(_ key: String) -> Bool? {
        if case .bool(let b)? = self[key] { return b }
        return nil
    }

    func int(_ key: String) -> Int? {
        guard case .number(let d)? = self[key], d.rounded() == d, abs(d) < 1e15 else { return nil }
        return Int(d)
    }
}

import Foundation

/// Lenient reads from a decoded JSON object: a key of the wrong type counts as absent
/// (protocol.md §2.1).
struct JSONPayload {
    let dict: [String: Any]

    init(_ dict: [String: Any]) { self.dict = dict }

    func string(_ key: String) -> String? {
        dict[key] as? String
    }

    func bool(_ key: String) -> Bool? {
        dict[key] is String ? nil : dict[key] as? Bool
    }

    func int(_ key: String) -> Int? {
        if dict[key] is String { return nil }
        if let i = dict[key] as? Int { return i }
        if let d = dict[key] as? Double, d.rounded() == d, abs(d) < 1e15 { return Int(d) }
        return nil
    }
}

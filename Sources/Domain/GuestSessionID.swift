import Foundation

/// The guest session id of protocol.md §3.7: `guest_<epochSeconds>_<6 × [a-z0-9]>`.
public enum GuestSessionID {
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")

    /// A new id; the system generator is cryptographic (getrandom / arc4random) and
    /// `randomElement` draws uniformly.
    public static func generate(now: Date = Date()) -> String {
        var rng = SystemRandomNumberGenerator()
        let suffix = String((0..<6).compactMap { _ in alphabet.randomElement(using: &rng) })
        return "guest_\(Int(now.timeIntervalSince1970))_\(suffix)"
    }

    /// True for ids of the documented shape.
    public static func isValid(_ id: String) -> Bool {
        let parts = id.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "guest", !parts[1].isEmpty,
              parts[1].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), parts[2].count == 6 else { return false }
        return parts[2].allSatisfy { alphabet.contains($0) }
    }
}

import Foundation

/// Guest session ids: `guest_<epochSeconds>_<6 random [a-z0-9]>` (protocol.md §3.7).
public enum GuestSessionID {
    static let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")

    /// A new id. `SystemRandomNumberGenerator` reads the kernel's CSPRNG (getrandom / arc4random),
    /// and `randomElement(using:)` draws uniformly.
    public static func make(now: Date = Date()) -> String {
        var rng = SystemRandomNumberGenerator()
        var suffix = ""
        for _ in 0..<6 { suffix.append(alphabet.randomElement(using: &rng) ?? "a") }
        return "guest_\(Int64(now.timeIntervalSince1970.rounded(.down)))_\(suffix)"
    }

    /// True when `id` matches `^guest_[0-9]+_[a-z0-9]{6}$`.
    public static func isValid(_ id: String) -> Bool {
        let parts = id.split(separator: "_", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "guest", !parts[1].isEmpty, parts[2].count == 6 else { return false }
        return parts[1].allSatisfy { $0.isASCII && $0.isNumber }
            && parts[2].allSatisfy { alphabet.contains($0) }
    }
}

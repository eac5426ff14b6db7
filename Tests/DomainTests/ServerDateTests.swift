import Domain
import Foundation
import Testing

/// protocol.md §2.2: 0–9 fractional digits, `Z`, `±HH:MM` or no offset; anything else is not
/// a date (and counts as the distant past where one is needed).
struct ServerDateTests {
    static let base = 1_765_145_493.0  // 2025-12-07T22:11:33Z

    @Test(arguments: [
        ("2025-12-07T22:11:33Z", base),
        ("2025-12-07T22:11:33", base),
        ("2025-12-07 22:11:33z", base),
        ("2025-12-07T22:11:33.525593+00:00", base + 0.525593),
        ("2025-12-07T22:11:33.5+00:00", base + 0.5),
        ("2025-12-07T22:11:33.123456789Z", base + 0.123456789),
        ("2025-12-08T01:11:33+03:00", base),
        ("2025-12-08T01:11:33+0300", base),
        ("2025-12-07T17:41:33-04:30", base),
        ("2024-02-29T00:00:00Z", 1_709_164_800),
        ("1970-01-01T00:00:00Z", 0),
        ("1969-12-31T23:59:59Z", -1),
    ])
    func parses(text: String, seconds: Double) throws {
        let d = try #require(ServerDate.parse(text))
        #expect(abs(d.timeIntervalSince1970 - seconds) < 1e-6)
    }

    @Test(arguments: ["", "now", "2025-12-07", "2025-12-07T22:11", "2025-13-07T22:11:33Z", "2025-02-30T00:00:00Z",
                      "2023-02-29T00:00:00Z", "2025-12-07T24:00:00Z", "2025-12-07T22:11:33.Z",
                      "2025-12-07T22:11:33.1234567890Z", "2025-12-07T22:11:33+3", "2025-12-07T22:11:33 UTC",
                      "２０２５-12-07T22:11:33Z", "2025-12-07T22:11:33Z trailing"])
    func rejects(text: String) {
        #expect(ServerDate.parse(text) == nil)
        #expect(ServerDate.parseOrDistantPast(text) == Date(timeIntervalSince1970: 0))
    }

    @Test func agreesWithFoundationOnWholeSeconds() {
        let f = ISO8601DateFormatter()
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let d = Date(timeIntervalSince1970: Double(Int64.random(in: -2_000_000_000...4_000_000_000, using: &rng)))
            #expect(ServerDate.parse(f.string(from: d)) == d)
        }
    }
}

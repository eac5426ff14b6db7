import Foundation

/// The server's ISO-8601 timestamps (protocol.md §2.2): `2025-12-07T22:11:33.525593+00:00`, with
/// 0–9 fractional digits and an offset of `Z`, `±HH:MM` (or `±HHMM`) or none (UTC). Written by
/// hand because system formatters reject six-digit fractions; it is a fixed grammar of digits.
public enum ServerDate {
    /// The instant, or nil when the text is not such a timestamp.
    public static func parse(_ text: String) -> Date? {
        let b = Array(text.trimmingCharacters(in: .whitespaces).utf8)
        var i = 0
        func digits(_ n: Int) -> Int? {
            guard i + n <= b.count else { return nil }
            var v = 0
            for k in i..<(i + n) {
                guard (48...57).contains(b[k]) else { return nil }
                v = v * 10 + Int(b[k] - 48)
            }
            i += n
            return v
        }
        func expect(_ c: UInt8) -> Bool {
            guard i < b.count, b[i] == c else { return false }
            i += 1
            return true
        }
        guard let year = digits(4), expect(0x2D), let month = digits(2), expect(0x2D), let day = digits(2),
              i < b.count, [0x54, 0x74, 0x20].contains(b[i]) else { return nil }  // T, t or a space
        i += 1
        guard let hour = digits(2), expect(0x3A), let minute = digits(2), expect(0x3A), let second = digits(2)
        else { return nil }
        guard (1...12).contains(month), (1...daysIn(month, year)).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var fraction = 0.0
        if i < b.count, b[i] == 0x2E {
            i += 1
            var scale = 0.1, count = 0
            while i < b.count, (48...57).contains(b[i]) {
                count += 1
                guard count <= 9 else { return nil }
                fraction += Double(b[i] - 48) * scale
                scale /= 10
                i += 1
            }
            guard count > 0 else { return nil }
        }
        var offset = 0
        if i < b.count {
            switch b[i] {
            case 0x5A, 0x7A: i += 1  // Z
            case 0x2B, 0x2D:
                let sign = b[i] == 0x2B ? 1 : -1
                i += 1
                guard let h = digits(2) else { return nil }
                _ = expect(0x3A)
                guard let m = digits(2), h < 24, m < 60 else { return nil }
                offset = sign * (h * 3600 + m * 60)
            default: return nil
            }
        }
        guard i == b.count else { return nil }
        let days = daysFromCivil(year, month, day)
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction
        return Date(timeIntervalSince1970: seconds)
    }

    /// An unparseable timestamp counts as the distant past, never as now (protocol.md §2.2).
    public static func parseOrDistantPast(_ text: String?) -> Date {
        text.flatMap(parse) ?? Date(timeIntervalSince1970: 0)
    }

    private static func daysIn(_ month: Int, _ year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
    private static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}

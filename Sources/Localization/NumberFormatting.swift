/// Formats counts and times for display, with grouping and the chosen digits.
public struct NumberFormatting: Sendable {
    public var language: Language
    public var digits: DigitStyle

    public init(language: Language, digits: DigitStyle = .automatic) {
        self.language = language
        self.digits = digits
    }

    /// A grouped integer: "1,024" or "١٬٠٢٤".
    public func integer(_ n: Int) -> String {
        let negative = n < 0
        let raw = String(n.magnitude)
        var grouped = ""
        for (i, ch) in raw.enumerated() {
            if i > 0 && (raw.count - i) % 3 == 0 { grouped.append(arabic ? "\u{066C}" : ",") }
            grouped.append(ch)
        }
        return (negative ? "-" : "") + localizeDigits(grouped)
    }

    /// A number without grouping (sizes such as "40×12", clock parts).
    public func plain(_ n: Int) -> String { localizeDigits(String(n)) }

    /// Replaces ASCII digits with the UI's digits; other characters are kept.
    public func localizeDigits(_ s: String) -> String {
        guard arabic else { return s }
        var out = String.UnicodeScalarView()
        for u in s.unicodeScalars {
            if u.value >= 0x30 && u.value <= 0x39, let a = Unicode.Scalar(u.value - 0x30 + 0x0660) {
                out.append(a)
            } else {
                out.append(u)
            }
        }
        return String(out)
    }

    /// True if numbers the app generates (counts, times, list markers) use ٠–٩.
    public var usesArabicIndicDigits: Bool { digits.usesArabicIndic(in: language) }

    private var arabic: Bool { usesArabicIndicDigits }
}

/// Quick questions about the direction of text.
public enum BidiClassifier {
    /// True if the text has any strong right-to-left character (Arabic, Hebrew, Syriac, Thaana…).
    public static func containsRTL(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isStrongRTL)
    }

    public static func isStrongRTL(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
            return true
        default:
            return false
        }
    }
}

extension BidiClassifier {
    /// True if the first strong character is left-to-right (or there is none).
    public static func startsLeftToRight(_ text: String) -> Bool {
        for s in text.unicodeScalars {
            if isStrongRTL(s) { return false }
            if s.properties.isAlphabetic { return true }
        }
        return true
    }
}

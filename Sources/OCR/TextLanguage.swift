/// The language of recognised text, by its letters: "ar" when Arabic letters are at least as
/// many as Latin ones, "en" otherwise (the two languages this client reads). Mixed text is
/// reported by its majority, with the counts for whoever wants more.
public enum TextLanguage {
    public static func detect(_ text: String) -> (code: String, arabicLetters: Int, latinLetters: Int) {
        var arabic = 0
        var latin = 0
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar.value {
            case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: arabic += 1
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: latin += 1
            default: break
            }
        }
        return (arabic >= latin && arabic > 0 ? "ar" : "en", arabic, latin)
    }
}

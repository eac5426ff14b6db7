/// Which digits numbers the app generates are written with (text-rendering.md §8.4).
public enum DigitStyle: String, CaseIterable, Sendable, Codable {
    /// Arabic-Indic in the Arabic UI, Latin in English (the default).
    case automatic
    case latin
    case arabicIndic

    /// True if generated numbers use ٠–٩ in this language.
    public func usesArabicIndic(in language: Language) -> Bool {
        switch self {
        case .automatic: language == .ar
        case .latin: false
        case .arabicIndic: true
        }
    }
}

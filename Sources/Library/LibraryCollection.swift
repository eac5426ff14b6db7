/// The three texts the offline library holds, with the book each one is cited from.
public enum LibraryCollection: String, Sendable, CaseIterable, Codable {
    case quran
    case bukhari
    case muslim

    /// The Shamela book id of the hadith collections (editions with Abd al-Baqi numbering);
    /// nil for the Qur'an, which is linked to tanzil.net instead.
    public var shamelaBookID: Int? {
        switch self {
        case .quran: nil
        case .bukhari: 1681
        case .muslim: 1727
        }
    }
}

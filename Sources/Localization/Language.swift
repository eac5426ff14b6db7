/// A UI language. Arabic is laid out right to left and mirrored.
public enum Language: String, CaseIterable, Hashable, Sendable, Codable {
    case en
    case ar

    public var isRightToLeft: Bool { self == .ar }

    /// The language's own name, as shown in the language picker.
    public var nativeName: String {
        switch self {
        case .en: "English"
        case .ar: "العربية"
        }
    }
}

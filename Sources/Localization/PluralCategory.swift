/// CLDR plural categories; English uses `one` and `other`, Arabic all six.
public enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other

    /// The CLDR cardinal category of an integer in a language.
    public static func of(_ n: Int, in language: Language) -> PluralCategory {
        let n = abs(n)
        switch language {
        case .en:
            return n == 1 ? .one : .other
        case .ar:
            let mod100 = n % 100
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                if (3...10).contains(mod100) { return .few }
                if (11...99).contains(mod100) { return .many }
                return .other
            }
        }
    }
}

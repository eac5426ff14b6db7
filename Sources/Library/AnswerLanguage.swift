/// The language an answer is composed in: the UI language the request names.
public enum AnswerLanguage: String, Sendable, CaseIterable {
    case en
    case ar

    /// The request's `language_preference`, else the question's script (Arabic letters → ar).
    public static func resolve(preference: String?, question: String) -> AnswerLanguage {
        if let p = preference?.lowercased(), let l = AnswerLanguage(rawValue: String(p.prefix(2))) { return l }
        let arabic = question.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) }
        return arabic ? .ar : .en
    }
}

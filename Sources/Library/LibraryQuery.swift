/// A question turned into what the library looks for: the concepts it is about, how it is
/// asked, and any ayat it names outright.
public struct LibraryQuery: Sendable, Equatable {
    /// What the question is about, its own first and then any carried from the conversation.
    public var concepts: [Concept] = []
    /// How it is asked (a ruling, a virtue…): steers ranking, never searched as a word.
    public var intent: QuestionIntent = .general
    /// Ayat named by the question (`2:255`, "Surah al-Baqarah verse 255", a glossary reference).
    public var ayat: [AyaRef] = []
    /// The question speaks of the Qur'an (sura, aya, verse…): ayat get a small bonus.
    public var mentionsQuran = false
    /// A short follow-up ("And during illness?") that leans on the question before it.
    public var isFragment = false

    public init() {}

    public var isEmpty: Bool { concepts.isEmpty && ayat.isEmpty }

    /// The concepts an answer must cover: the question's own, or the earlier question's when it
    /// has none of its own ("And what is its reward?").
    public var required: [Concept] { concepts.filter { !$0.fromContext } }

    /// What to search by meaning for `question`: an Arabic question as asked; an English one
    /// followed by its concepts in the texts' own words ("men wear silk" + «الرجال الحرير»). The
    /// embedder matches English to Arabic poorly and Arabic to Arabic well; the two together
    /// found an acceptable passage in the top 5 for twice as many English questions of the
    /// tuning set as the English alone (19/61 against 9/61), and more than the Arabic alone (13).
    public func meaningText(for question: String) -> String {
        if question.unicodeScalars.contains(where: { (0x0600...0x06FF).contains($0.value) }) { return question }
        let words = concepts.compactMap(\.arabicText)
        return words.isEmpty ? question : question + " " + words.joined(separator: " ")
    }

    /// Every normalised Arabic token any concept searches for (for tests and diagnostics).
    public var allForms: Set<String> { concepts.reduce(into: Set<String>()) { $0.formUnion($1.forms) } }
}

/// A reference to one aya.
public struct AyaRef: Sendable, Hashable, CustomStringConvertible {
    public var sura: Int
    public var aya: Int

    public init(sura: Int, aya: Int) {
        self.sura = sura
        self.aya = aya
    }

    public var description: String { "\(sura):\(aya)" }

    /// Parses `S:A` or `S:A-B` into its ayat; empty when malformed or out of range.
    public static func parse(_ text: String) -> [AyaRef] {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let sura = Int(parts[0]), (1...114).contains(sura) else { return [] }
        let range = parts[1].split(separator: "-")
        guard let first = range.first.flatMap({ Int($0) }), first > 0 else { return [] }
        let last = range.count == 2 ? (Int(range[1]) ?? first) : first
        guard last >= first, last - first < 300 else { return [] }
        return (first...last).map { AyaRef(sura: sura, aya: $0) }
    }
}

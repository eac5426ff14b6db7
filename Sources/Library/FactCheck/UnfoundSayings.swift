/// Sayings people attribute to the Prophet that the three books do not have, as the glossary
/// lists them: its `absent` entries with `keys` that are no topics (`Glossary.Entry.topic`):
/// "the ink of the scholar is holier than the blood of the martyr", «مداد العلماء أفضل من دم
/// الشهداء». A hadith sharing some of their words («الشهداء خمسة …») is not their source: a
/// claim of one is not found, however close a passage comes, and what is said of it goes no
/// further (it may be in other collections).
/// Every one is checked against the corpus by `scripts/check-vocabulary`. Worked out once, with
/// the glossary (`Glossary.unfoundSayings`).
struct UnfoundSayings: Sendable {
    /// Each saying's Arabic as written, and as quotation words.
    let sayings: [(text: String, words: [String])]

    init(entries: [Glossary.Entry]) {
        sayings = entries.filter { $0.absent == true && $0.keys != nil && $0.topic != true }
            .flatMap(\.arabic).map { ($0, QuoteWords.tokens($0)) }.filter { $0.words.count >= 2 }
    }

    /// The saying `words` (a quotation's or a question's) say in a row, if any.
    func said(in words: [String]) -> String? {
        sayings.first { s in
            s.words.count <= words.count
                && (0...(words.count - s.words.count)).contains { Array(words[$0..<($0 + s.words.count)]) == s.words }
        }?.text
    }

    /// Whether an English claim or question names one of them by its keys.
    static func named(in query: LibraryQuery) -> Bool {
        query.concepts.contains { $0.namesText && $0.knownAbsent && !$0.fromContext }
    }
}

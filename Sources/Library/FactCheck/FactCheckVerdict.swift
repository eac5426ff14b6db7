/// The four verdicts of a fact-check, with the names the API and `--format json` use.
public enum FactCheckVerdict: String, Sendable, Hashable, Codable, CaseIterable {
    /// The words are in the library as quoted (spelling and vowel marks aside).
    case authentic
    /// Close to a passage, with words changed, added or missing.
    case altered
    /// Nothing in the bundled texts matches: it may be in other books, or made up.
    case notFound = "not_found"
    /// The words are authentic, but the quotation names the wrong source.
    case misattributed

    /// The symbol shown beside the verdict's word (never colour alone).
    public var symbol: String {
        switch self {
        case .authentic: "✓"
        case .altered: "≠"
        case .notFound: "?"
        case .misattributed: "⇄"
        }
    }

    /// How a report with several claims is summed up: the worst verdict wins.
    var severity: Int {
        switch self {
        case .authentic: 0
        case .misattributed: 1
        case .altered: 2
        case .notFound: 3
        }
    }
}

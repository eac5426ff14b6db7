/// The lifecycle of a message (protocol.md §7.9).
public enum MessageState: Hashable, Sendable {
    /// Why an answer stopped before `done`.
    public enum IncompleteReason: String, Hashable, Sendable, CaseIterable {
        case stopped
        case interrupted
        case failed
    }

    case sending
    case notSent
    case streaming
    case complete
    case incomplete(IncompleteReason)

    /// Every state, for exhaustive tests.
    public static let allCases: [MessageState] =
        [.sending, .notSent, .streaming, .complete] + IncompleteReason.allCases.map { .incomplete($0) }

    /// The value of the `state` column (protocol.md §10.6).
    public var code: String {
        switch self {
        case .sending: "sending"
        case .notSent: "not_sent"
        case .streaming: "streaming"
        case .complete: "complete"
        case .incomplete(let r): "incomplete_" + r.rawValue
        }
    }

    /// Parses a `state` column value; nil for an unknown one.
    public init?(code: String) {
        switch code {
        case "sending": self = .sending
        case "not_sent": self = .notSent
        case "streaming": self = .streaming
        case "complete": self = .complete
        default:
            guard code.hasPrefix("incomplete_"),
                  let r = IncompleteReason(rawValue: String(code.dropFirst("incomplete_".count)))
            else { return nil }
            self = .incomplete(r)
        }
    }
}

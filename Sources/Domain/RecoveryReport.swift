/// What startup recovery changed (protocol.md §7.9): questions left `sending` become `notSent`,
/// answers left `streaming` become interrupted, or are deleted when blank.
public struct RecoveryReport: Hashable, Sendable {
    public var questionsMarkedNotSent: Int
    public var answersInterrupted: Int
    public var blankAnswersDeleted: Int

    public init(questionsMarkedNotSent: Int = 0, answersInterrupted: Int = 0, blankAnswersDeleted: Int = 0) {
        self.questionsMarkedNotSent = questionsMarkedNotSent
        self.answersInterrupted = answersInterrupted
        self.blankAnswersDeleted = blankAnswersDeleted
    }

    /// True when recovery found nothing to change: the last run ended cleanly.
    public var isEmpty: Bool { questionsMarkedNotSent == 0 && answersInterrupted == 0 && blankAnswersDeleted == 0 }

    /// The error code recovered questions carry, so the automatic resend picks them up (protocol.md §7.7).
    public static let notSentErrorCode = "E-NET-003"
}

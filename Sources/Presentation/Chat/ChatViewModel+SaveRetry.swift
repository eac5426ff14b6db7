import Domain
import Foundation

/// An answer whose last write failed, waiting to be written again.
struct PendingAnswerSave: Hashable, Sendable {
    var messageId: String
    /// Failed writes so far.
    var failures: Int
    /// Monotonic time of the next attempt.
    var nextAttempt: Double
}

/// Writes of an answer that fail (a full disk) are tried again: while it streams,
/// the next chunk writes the whole text at once; once it has ended, ticks write it again after
/// 1, 2, 4, 8 and 16 s, so space freed meanwhile still gets the answer stored. After that the
/// chat says the answer was not saved; it stays on screen.
extension ChatViewModel {
    static let maxSaveFailures = 6

    mutating func answerSaveFailed(_ id: String, _ error: AppError, _ env: ChatEnvironment) -> [ChatEffect] {
        if var t = turn, t.isActive, t.assistantMessageId == id {
            // Still streaming: the next chunk writes it. Giving up is counted from the end.
            t.save.failed()
            turn = t
            pendingSave = PendingAnswerSave(messageId: id, failures: 0, nextAttempt: .infinity)
            return []
        }
        let failures = (pendingSave?.messageId == id ? pendingSave?.failures ?? 0 : 0) + 1
        guard failures < Self.maxSaveFailures else {
            pendingSave = nil
            banner = ChatBanner(error: AppError(code: error.code, messageKey: "chat.error.answerNotSaved",
                                                detail: error.detail), retry: nil)
            return []
        }
        let delay = pow(2, Double(failures - 1))
        pendingSave = PendingAnswerSave(messageId: id, failures: failures, nextAttempt: env.clock + delay)
        return []
    }

    /// The retry of a finished answer's write when it is due; nil when nothing is to be done now.
    mutating func retryPendingSave(_ env: ChatEnvironment) -> [ChatEffect]? {
        guard let p = pendingSave, env.clock >= p.nextAttempt else { return nil }
        guard let i = index(of: p.messageId) else {
            pendingSave = nil  // the conversation was closed or the answer deleted
            return nil
        }
        // A streaming answer is written again by its next chunk.
        if let t = turn, t.isActive, t.assistantMessageId == p.messageId { return nil }
        // The count is kept: another failure comes back as `answerSaveFailed`.
        pendingSave?.nextAttempt = .infinity
        let m = messages[i].message
        return [.store([.updateMessage(m, touch: .none)], turn: nil)]
    }
}

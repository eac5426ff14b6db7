import AppCore
import CoordinatorTestSupport
import Domain
import Presentation

/// The coordinator driver playing History's runner: History's effects run through
/// `HistoryWork` at once and Chat's loads are answered from the same repositories.
extension CoordinatorDriver {
    public static func history(_ coordinator: Coordinator, work: HistoryWork, now: Double = 100) -> CoordinatorDriver {
        CoordinatorDriver(coordinator: coordinator, now: now) { effect, state in
            switch effect {
            case .history(let h):
                return [.history(work.run(h, owner: state.owner))]
            case .chat(.loadConversation(let id)):
                guard let c = try? work.conversations.conversation(id: id, owner: state.owner),
                      let list = try? work.messages.messages(conversationId: id, owner: state.owner, page: .all)
                else { return [] }
                return [.chat(.conversationLoaded(c, list))]
            default:
                return nil
            }
        }
    }

    /// History effects in the order they ran.
    public var historyEffects: [HistoryEffect] {
        recorded.compactMap { if case .history(let h) = $0 { h } else { nil } }
    }

    /// Every other effect, in order.
    public var otherEffects: [Effect] {
        recorded.filter { if case .history = $0 { false } else { true } }
    }
}

import App
import Domain
import Foundation
import Input
import Presentation

/// Plays the run loop for History without a terminal: events go to the coordinator, History's
/// effects run through `HistoryWork` at once and their results are fed back, and Chat's loads
/// are answered from the same repositories. Other effects are kept for inspection.
public struct HistoryDriver {
    public var coordinator: Coordinator
    public let work: HistoryWork
    /// Monotonic seconds passed to the coordinator.
    public var now: Double = 100
    public private(set) var otherEffects: [Effect] = []
    /// History effects in the order they ran.
    public private(set) var historyEffects: [HistoryEffect] = []

    public init(coordinator: Coordinator, work: HistoryWork) {
        self.coordinator = coordinator
        self.work = work
    }

    public var state: AppState { coordinator.state }

    public mutating func send(_ event: AppEvent) {
        var pending = [event]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for effect in coordinator.handle(next, now: now) {
                switch effect {
                case .history(let h):
                    historyEffects.append(h)
                    pending.append(.history(work.run(h, owner: coordinator.state.owner)))
                case .chat(.loadConversation(let id)):
                    otherEffects.append(effect)
                    let owner = coordinator.state.owner
                    if let c = try? work.conversations.conversation(id: id, owner: owner),
                       let list = try? work.messages.messages(conversationId: id, owner: owner, page: .all) {
                        pending.append(.chat(.conversationLoaded(c, list)))
                    }
                default:
                    otherEffects.append(effect)
                }
            }
        }
    }

    public mutating func key(_ key: Key) { send(.input(.key(key))) }

    public mutating func type(_ text: String) {
        for c in text { key(.char(c)) }
    }

    public mutating func clearRecorded() {
        otherEffects = []
        historyEffects = []
    }
}

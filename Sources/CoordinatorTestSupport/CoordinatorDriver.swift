import Domain
import Input
import Presentation

/// Plays the run loop for the coordinator without a terminal: events go in at the driver's
/// clock, effects come out. Effects that `respond` answers (History's work, Chat's loads) are
/// fed back as events at once, as the effect runners would post them; every effect is kept for
/// the test to inspect. Suites set up their scene and drive it through this one type.
public struct CoordinatorDriver {
    public var coordinator: Coordinator
    /// Monotonic seconds passed to the coordinator.
    public var now: Double
    /// The events that answer an effect; nil leaves the effect unanswered.
    public let respond: (Effect, AppState) -> [AppEvent]?
    /// The effects of the last call, answered or not.
    public private(set) var effects: [Effect] = []
    /// Every effect since the driver started or `clearRecorded()`.
    public private(set) var recorded: [Effect] = []

    public init(coordinator: Coordinator, now: Double = 100,
                respond: @escaping (Effect, AppState) -> [AppEvent]? = { _, _ in nil }) {
        self.coordinator = coordinator
        self.now = now
        self.respond = respond
    }

    public var state: AppState { coordinator.state }

    /// Handles `event` and every event answering its effects, in order.
    @discardableResult
    public mutating func send(_ event: AppEvent) -> [Effect] {
        var out: [Effect] = []
        var pending = [event]
        while !pending.isEmpty {
            for effect in coordinator.handle(pending.removeFirst(), now: now) {
                out.append(effect)
                if let answer = respond(effect, coordinator.state) { pending += answer }
            }
        }
        effects = out
        recorded += out
        return out
    }

    @discardableResult
    public mutating func key(_ key: Key) -> [Effect] { send(.input(.key(key))) }

    @discardableResult
    public mutating func press(_ code: Key.Code) -> [Effect] { key(Key(code)) }

    /// Types `text` one key at a time; the effects of all its keys.
    @discardableResult
    public mutating func type(_ text: String) -> [Effect] {
        var all: [Effect] = []
        for c in text { all += key(.char(c)) }
        return all
    }

    @discardableResult
    public mutating func act(_ action: Action) -> [Effect] { send(.action(action)) }

    public mutating func clearRecorded() { recorded = [] }
}

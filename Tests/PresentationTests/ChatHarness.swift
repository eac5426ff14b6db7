import Domain
import Foundation
import Localization
@testable import Presentation
import Synchronization

/// A chat view model with a fixed clock and predictable ids, plus helpers that play the part
/// of the run loop (a scripted chat service).
struct ChatHarness {
    var vm = ChatViewModel()
    var now = Date(timeIntervalSince1970: 1_763_700_000)
    var clock = 100.0
    var backend: Backend = .library
    var language: Language = .en
    var blocked: AppError?
    /// Signed in to an account (then the owner is that account).
    var signedIn = false
    let ids = IDSequence()

    var env: ChatEnvironment {
        ChatEnvironment(now: now, clock: clock, owner: signedIn ? .account("uid-aisha") : .guest("guest_1_abc"),
                        language: language, backend: backend, signedIn: signedIn, sendBlocked: blocked,
                        makeId: { ids.next() })
    }

    mutating func type(_ text: String) { vm.composer = TextBuffer(text) }

    @discardableResult
    mutating func send(_ text: String) -> [ChatEffect] {
        type(text)
        return vm.send(env)
    }

    var turnId: Int { vm.turn?.id ?? -1 }

    @discardableResult
    mutating func opened() -> [ChatEffect] { vm.handle(.streamOpened(turn: turnId), env) }

    @discardableResult
    mutating func feed(_ inputs: ChatStreamReducer.Input...) -> [ChatEffect] {
        vm.handle(.streamInputs(turn: turnId, inputs), env)
    }

    @discardableResult
    mutating func events(_ events: StreamEvent...) -> [ChatEffect] {
        vm.handle(.streamInputs(turn: turnId, events.map { .event($0) }), env)
    }

    @discardableResult
    mutating func fail(_ f: SendFailure) -> [ChatEffect] { vm.handle(.sendFailed(turn: turnId, f), env) }

    var last: ChatMessage? { vm.messages.last }

    static func writes(_ effects: [ChatEffect]) -> [StoreCommand] {
        effects.flatMap { e -> [StoreCommand] in
            if case .store(let c, _) = e { return c }
            return []
        }
    }

    static func streamRequests(_ effects: [ChatEffect]) -> [ChatStreamRequest] {
        effects.compactMap { if case .startStream(let r) = $0 { return r }; return nil }
    }

    static func cancels(_ effects: [ChatEffect]) -> [Int] {
        effects.compactMap { if case .cancelStream(let t) = $0 { return t }; return nil }
    }
}

/// "id-1", "id-2", … shared by copies of the harness.
final class IDSequence: Sendable {
    private let n = Mutex(0)
    func next() -> String { n.withLock { $0 += 1; return "id-\($0)" } }
}

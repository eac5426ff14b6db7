import Domain
import Foundation
import Localization

/// What the chat view model reads but does not own: clocks, identity, preferences. Passed in
/// on every call so the view model stays a pure function of its inputs.
public struct ChatEnvironment: Sendable {
    /// Wall-clock time for stored timestamps.
    public var now: Date
    /// Monotonic seconds for timers (grace period, Retry-After).
    public var clock: Double
    public var owner: Owner
    public var language: Language
    public var backend: Backend
    public var deepThinking: Bool
    public var signedIn: Bool
    /// Why a send cannot go out now (the offline library not ready), if it cannot.
    public var sendBlocked: AppError?
    public var makeId: @Sendable () -> String

    public init(now: Date, clock: Double, owner: Owner, language: Language, backend: Backend,
                deepThinking: Bool = true, signedIn: Bool = false, sendBlocked: AppError? = nil,
                makeId: @escaping @Sendable () -> String) {
        self.now = now
        self.clock = clock
        self.owner = owner
        self.language = language
        self.backend = backend
        self.deepThinking = deepThinking
        self.signedIn = signedIn
        self.sendBlocked = sendBlocked
        self.makeId = makeId
    }

    /// The environment of a send: the offline library blocks sends until it is ready. The
    /// screen's coordinator and the line front ends both build it here.
    public init(now: Date, clock: Double, owner: Owner, language: Language, backend: Backend, library: LibraryStatus,
                deepThinking: Bool, signedIn: Bool, makeId: @escaping @Sendable () -> String) {
        self.init(now: now, clock: clock, owner: owner, language: language, backend: backend, deepThinking: deepThinking,
                  signedIn: signedIn, sendBlocked: backend == .library ? library.sendBlocked : nil, makeId: makeId)
    }

    /// The guest stream serves guests, local-only conversations and the library (protocol.md §5).
    func usesGuestStream(localOnly: Bool) -> Bool {
        !signedIn || localOnly || backend != .cloud
    }
}

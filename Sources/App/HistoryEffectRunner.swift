import Domain
import Foundation
import Logging
import Presentation

/// Performs history effects against the store, the settings file and the API; results go
/// back through the queue. Issue 8 fills it in.
final class HistoryEffectRunner: @unchecked Sendable {
    let launch: LaunchContext
    let queue: EventQueue
    let logger: Logger

    init(launch: LaunchContext, queue: EventQueue, logger: Logger) {
        self.launch = launch
        self.queue = queue
        self.logger = logger
    }

    func perform(_ effect: HistoryEffect, state: AppState) {}
}

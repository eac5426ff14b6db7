import Domain
import Foundation
import Logging
import Presentation

/// Performs history effects against the store and the disk; results go back through the
/// queue. The work is short (a page, a search, one write), so it runs on the run loop's thread
/// like the chat's loads: results arrive in the order they were asked for.
final class HistoryEffectRunner: @unchecked Sendable {
    let launch: LaunchContext
    let queue: EventQueue
    let logger: Logger
    let work: HistoryWork

    init(launch: LaunchContext, queue: EventQueue, logger: Logger,
         environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.launch = launch
        self.queue = queue
        self.logger = logger
        let directory = ConversationExporter.defaultDirectory(settingExportDir: nil,
                                                              environment: environment)
        work = HistoryWork(conversations: launch.store.conversations, messages: launch.store.messages,
                           exportDirectory: directory)
    }

    func perform(_ effect: HistoryEffect, state: AppState) {
        let event = work.run(effect, owner: state.owner)
        switch event {
        case .loadFailed(_, let e), .searchFailed(_, let e), .deleteFailed(_, let e), .deleteAllFailed(let e),
             .starFailed(_, _, let e):
            logger.error("history work failed", metadata: ["code": "\(e.code)", "detail": "\(e.detail ?? "")"])
        case .exportFailed(let path, let reason):
            logger.error("history export failed", metadata: ["path": "\(path)", "reason": "\(reason)"])
        default:
            break
        }
        queue.post(.history(event))
    }
}

import Domain
import Foundation
import Logging
import Presentation

/// Performs history effects against the store and the disk; results go back through the
/// queue. Most work is short (a page, one write) and runs on the run loop's thread, so results
/// arrive in the order they were asked for. Searches run on a worker instead: a short prefix can
/// match most of a large history, and typing must not wait for it. While one search runs, newer
/// keystrokes replace the one waiting, so only the latest text is searched next; answers to
/// older texts are dropped by the view model's generation check. A broad search's count comes
/// after its first page, on a second worker.
package final class HistoryEffectRunner: @unchecked Sendable {
    let launch: LaunchContext
    let queue: EventQueue
    let logger: Logger
    let work: HistoryWork
    /// Searches, and the counts that follow a broad search's first page, each on a lane of its
    /// own: a count of a one-letter prefix takes tens of milliseconds on a large history,
    /// and the next keystroke's search must not wait behind it.
    private let searches = LatestOnlyLane()
    private let counts = LatestOnlyLane()

    package init(launch: LaunchContext, queue: EventQueue, logger: Logger,
         environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.launch = launch
        self.queue = queue
        self.logger = logger
        let directory = ConversationExporter.defaultDirectory(settingExportDir: launch.settings.exportDir,
                                                              environment: environment)
        work = HistoryWork(conversations: launch.store.conversations, messages: launch.store.messages,
                           syncState: launch.store.syncState, exportDirectory: directory)
    }

    package func perform(_ effect: HistoryEffect, state: AppState) {
        let owner = state.owner
        switch effect {
        case .search:
            searches.submit { [self] in post(work.run(effect, owner: owner)) }
        case .countMatches:
            counts.submit { [self] in post(work.run(effect, owner: owner)) }
        default:
            post(work.run(effect, owner: owner))
        }
    }

    private func post(_ event: HistoryEvent) {
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

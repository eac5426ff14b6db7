import ArgumentParser
import Foundation
import Localization

extension ShamelaCommand {
    /// `--plain`: the line interface (ux.md §9.4). It needs neither a terminal description nor a
    /// terminal on stdin or stdout, only the UTF-8 locale checked before.
    func runPlain(environment env: [String: String]) async throws {
        let setup = try LineSetup.prepare(global: global, label: "plain")
        let session = PlainSession(setup: setup, localizer: setup.localizer, color: color)
        // The session blocks while it waits for input, so it gets its own thread rather than
        // one of the cooperative pool's.
        let status = await withCheckedContinuation { (done: CheckedContinuation<Int32, Never>) in
            let thread = Thread { done.resume(returning: session.run()) }
            thread.stackSize = 4 << 20
            thread.start()
        }
        setup.backend.shutdown()
        setup.logger.info("exit", metadata: ["status": "\(status)"])
        if status != 0 { throw ExitCode(status) }
    }
}

import ArgumentParser
import Foundation
import Localization

extension ShamelaCommand {
    /// `--plain`: the line interface (ux.md §9.4). It needs neither a terminal description nor a
    /// terminal on stdin or stdout, only the UTF-8 locale checked before.
    func runPlain(environment env: [String: String]) async throws {
        let setup = LineSetup.prepare(global: global, environment: env, label: "shamelagpt.plain")
        let fallback = try global.localizer(environment: env)
        let ui = (try? Localizer.bundled(setup.launch.language,
                                         digits: Appearance.digitStyle(setup.launch.settings.digits))) ?? fallback
        let session = PlainSession(setup: setup, localizer: ui, color: color)
        // The session blocks while it waits for input, so it gets its own thread rather than
        // one of the cooperative pool's.
        let status = await withCheckedContinuation { (done: CheckedContinuation<Int32, Never>) in
            let thread = Thread { done.resume(returning: session.run()) }
            thread.stackSize = 4 << 20
            thread.start()
        }
        await setup.backend.shutdown()
        setup.logger.info("exit", metadata: ["status": "\(status)"])
        if status != 0 { throw ExitCode(status) }
    }
}

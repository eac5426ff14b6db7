@testable import App
import Foundation
import Input
@testable import TUI

/// Driving the real run loop from tests, without a terminal's input thread.
extension AppRunLoop {
    /// Feeds queued events through the loop until `done` holds (or 180 s pass). It sleeps
    /// rather than blocks between rounds: the streams it waits for run on the same cooperative
    /// threads as the tests, which on two cores other suites' synchronous tests can hold for
    /// seconds; the generous limit only costs time when something is wrong.
    func pump(until done: () -> Bool) async {
        let deadline = Date().addingTimeInterval(180)
        while !done() && Date() < deadline {
            process(queue.take(timeout: 0) + [.tick])
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
    }

    /// Types `text` one key at a time.
    func type(_ text: String) {
        for c in text { process([.input(.key(.char(c)))]) }
    }
}

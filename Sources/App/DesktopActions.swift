import Foundation
import Presentation

/// Wires the chat's desktop actions (clipboard, browser, export, editor) to their
/// implementations for the real terminal.
enum DesktopActions {
    static func make(environment: [String: String], terminal: TerminalDriver) -> ChatEffectRunner.Actions {
        .none
    }

    static func editor(environment: [String: String]) -> (@Sendable (String) -> String?)? {
        nil
    }
}

import AppCore
import Foundation
import Presentation

/// Wires the chat's desktop actions (clipboard, browser, export, editor) to their
/// implementations for the real terminal (ux.md §3.5, §3.10).
package enum DesktopActions {
    static func make(environment: [String: String], terminal: TerminalDriver,
                     exportDir: String? = nil, clipboardEnabled: Bool = true) -> ChatEffectRunner.Actions {
        let emitter = TerminalEmitter(terminal: terminal)
        let clipboard = Clipboard(environment: environment, clipboardEnabled: clipboardEnabled,
                                  writeToTerminal: { emitter.emit($0) })
        let opener = LinkOpener(environment: environment)
        let directory = ConversationExporter.defaultDirectory(settingExportDir: exportDir, environment: environment)
        var actions = ChatEffectRunner.Actions(
            copy: { text in
                switch clipboard.copy(text) {
                case .command: .copied(viaCommand: true)
                case .terminal: .copied(viaCommand: false)
                case .tmuxBuffer(let forwarded): .copiedToTmux(forwarded: forwarded)
                case .unavailable: .copyUnavailable(text)
                }
            },
            open: { url in
                // No browser here (SSH, none installed): the link dialog offers it to copy.
                opener.open(url) ? .opened(url: url) : .openFailed(url: url)
            },
            export: { export, path in
                do {
                    let written = try ConversationExporter.write(export, toPath: path, now: Date(), timeZone: .current,
                                                                 environment: environment)
                    return .exported(path: written)
                } catch let e as ConversationExporter.WriteError {
                    return .exportFailed(path: e.path, reason: e.reason)
                } catch {
                    return .exportFailed(path: path, reason: String(describing: error))
                }
            })
        actions.save = { text in saveText(text, directory: directory) }
        return actions
    }

    /// `<export dir>/shamelagpt-copy.txt`, replaced each time (ux.md §3.10).
    static func saveText(_ text: String, directory: String) -> ChatEvent {
        let path = (directory as NSString).appendingPathComponent("shamelagpt-copy.txt")
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return .textSaved(path: path)
        } catch {
            return .exportFailed(path: path, reason: (error as NSError).localizedDescription)
        }
    }

    static func editor(environment: [String: String]) -> (@Sendable (String) -> String?)? {
        let editor = ExternalEditor(environment: environment)
        return { editor.edit($0) }
    }
}

/// Hands OSC 52 to the terminal from the run loop's thread (the effect runner calls it there).
private final class TerminalEmitter: @unchecked Sendable {
    let terminal: TerminalDriver
    init(terminal: TerminalDriver) { self.terminal = terminal }
    func emit(_ s: String) { terminal.emit(s) }
}

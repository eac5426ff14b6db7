import Foundation
import TestSupport
import Testing

/// The real binary in a real terminal (tmux): launch, tabs, resize, quit, terminal restored.
extension EndToEnd {
    @Suite struct LaunchTests {
        /// The binary and a data directory of this test's own.
        let app: AppUnderTest

        var bin: String { app.bin }
        var dataDir: String { app.dataDir }

        init() throws {
            app = try AppUnderTest("shamelagpt-e2e")
        }

        /// The app followed by a report of how it left the terminal.
        func command(_ args: String) -> String {
            app.invocation(args) + "; echo \"EXIT=$?\"; stty -a | tr '\\n' ' '; echo; echo END"
        }

        /// Starts the app through a shell that records its pid (the app execs in its place), and
        /// waits for the first screen.
        func launchKnowingPid() async throws -> (TmuxSession, Int32) {
            let pidFile = dataDir + ".pid"
            let t = try TmuxSession(width: 80, height: 24,
                                    command: "sh -c 'echo $$ > \(pidFile); exec \(bin) --data-dir \(dataDir)'; " +
                                        "echo \"EXIT=$?\"; stty -a | tr '\\n' ' '; echo; echo END")
            _ = try await t.waitFor { $0.contains("Enter Send") && $0.contains("Offline library") }
            let text = try String(contentsOfFile: pidFile, encoding: .utf8)
            guard let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                t.kill()
                throw TmuxSession.HarnessError.timeout("no pid in \(pidFile)")
            }
            return (t, pid)
        }

        @Test func switchesTabsResizesAndQuitsCleanly() async throws {
            let t = try TmuxSession(width: 80, height: 24, command: command(""))
            defer { t.kill() }
            var screen = try await t.waitFor { $0.contains("Offline library") && $0.contains("Ask a question") }
            #expect(screen.split(separator: "\n").first?.contains("ShamelaGPT") == true)
            #expect(try t.format("#{alternate_on}") == "1")
            #expect(try t.format("#{mouse_sgr_flag}") == "1")

            try t.send("F1")
            screen = try await t.waitFor { $0.contains("Keys and help") }
            try t.send("Escape")
            screen = try await t.waitFor { !$0.contains("Keys and help") }
            try t.type("سؤال?")
            screen = try await t.waitFor { !$0.contains("Ask a question") }
            #expect(!screen.contains("Keys and help"), "? is typed in the composer, not a command")
            try t.send("Tab")
            screen = try await t.waitFor { $0.contains("No Conversations") }
            try t.send("M-3")
            screen = try await t.waitFor { $0.contains("Answers from") }
            try t.send("F2")
            screen = try await t.waitFor { $0.contains("Enter Send") }  // Chat, with the draft kept
            try t.send("BTab")
            screen = try await t.waitFor { $0.contains("Answers from") }
            try t.send("M-2")
            screen = try await t.waitFor { $0.contains("No Conversations") }

            try t.resize(width: 36, height: 10)
            screen = try await t.waitFor { $0.contains("Terminal too small") && $0.contains("now 36×10") }
            try t.send("Tab")  // ignored while too small
            try t.resize(width: 120, height: 40)
            screen = try await t.waitFor { $0.contains("No Conversations") }
            #expect(screen.split(separator: "\n").first?.count ?? 0 > 40)

            try t.send("C-c")
            screen = try await t.waitFor { $0.contains("Press Ctrl+C again to quit") }
            try t.send("C-c")
            screen = try await t.waitFor { $0.contains("END") }
            #expect(screen.contains("EXIT=0"))
            #expect(try t.format("#{alternate_on}") == "0")
            #expect(try t.format("#{mouse_any_flag}") == "0")
            #expect(try t.format("#{cursor_flag}") == "1")
            // Echo and canonical mode are back: the terminal is usable.
            #expect(screen.contains(" echo ") || screen.contains(" echo"))
            #expect(!screen.contains("-echo "))
            #expect(!screen.contains("-icanon"))
        }

        @Test func lastTabIsRestoredAfterRestart() async throws {
            let first = try TmuxSession(width: 80, height: 24, command: command(""))
            defer { first.kill() }
            _ = try await first.waitFor { $0.contains("Enter Send") }
            try first.send("M-2")
            _ = try await first.waitFor { $0.contains("No Conversations") }
            try first.send("F10")
            _ = try await first.waitFor { $0.contains("END") }
            let second = try TmuxSession(width: 80, height: 24, command: command(""))
            defer { second.kill() }
            _ = try await second.waitFor { $0.contains("No Conversations") }
        }

        @Test func damagedDatabaseIsMovedAsideAndTheUserIsTold() async throws {
            try FileManager.default.createDirectory(atPath: dataDir, withIntermediateDirectories: true)
            let db = dataDir + "/conversations.sqlite"
            try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: db))
            let t = try TmuxSession(width: 120, height: 24, command: command(""))
            defer { t.kill() }
            let screen = try await t.waitFor { $0.contains("was damaged") }
            #expect(screen.contains("moved aside"))
            let files = try FileManager.default.contentsOfDirectory(atPath: dataDir)
            #expect(files.contains { $0.hasPrefix("conversations.sqlite.corrupt-") })
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("END") }
        }

        @Test func arabicMirrorsTheTabBar() async throws {
            let t = try TmuxSession(width: 80, height: 24, command: command("--lang ar"))
            defer { t.kill() }
            let screen = try await t.waitFor { $0.contains("ShamelaGPT") }
            let first = screen.split(separator: "\n").first.map(String.init) ?? ""
            #expect(first.trimmingCharacters(in: .whitespaces).hasSuffix("ShamelaGPT"))
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("END") }
        }

        @Test func sigtermRestoresTheTerminal() async throws {
            let (t, pid) = try await launchKnowingPid()
            defer { t.kill() }
            kill(pid, SIGTERM)
            let screen = try await t.waitFor { $0.contains("END") }
            #expect(screen.contains("EXIT=143"))
            #expect(!screen.contains("-echo "))
            #expect(try t.format("#{alternate_on}") == "0")
        }

        @Test func ctrlZSuspendsWithTheTerminalRestoredAndResumes() async throws {
            let (t, pid) = try await launchKnowingPid()
            defer { t.kill() }
            try t.send("C-z")
            // Stopped: the alternate screen, mouse and raw mode are gone while it waits for `fg`.
            let deadline = Date().addingTimeInterval(10)
            while try t.format("#{alternate_on}") != "0" {
                if Date() > deadline { Issue.record("the app did not leave the alternate screen on Ctrl+Z"); return }
                try await Task.sleep(nanoseconds: 20_000_000)
            }
            #expect(try t.format("#{mouse_any_flag}") == "0")
            // The terminal is restored just before the stop: wait for it.
            func state() throws -> Substring? {
                try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8).split(separator: " ").dropFirst(2).first
            }
            while try state() != "T" {
                if Date() > deadline { Issue.record("the process did not stop"); return }
                try await Task.sleep(nanoseconds: 20_000_000)
            }
            // What `fg` does: the whole group continues (tmux's shell here is an orphaned group,
            // which the kernel does not stop for SIGTSTP; the shell test below has job control).
            kill(-getpgid(pid), SIGCONT)
            let screen = try await t.waitFor { $0.contains("Enter Send") && $0.contains("Offline library") }
            #expect(try t.format("#{alternate_on}") == "1")
            #expect(screen.contains("ShamelaGPT"))
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("END") }
        }

        /// A wrapper that does not `exec` the app (a script, `sh -c 'shamelagpt; …'`): Ctrl+Z
        /// once stopped only the app, and the shell kept waiting for the wrapper, without a
        /// prompt. Now the shell reports the job stopped, `fg` brings the app back, and the
        /// wrapper runs on after it.
        @Test func ctrlZUnderAWrapperGivesTheShellItsPromptBack() async throws {
            let t = try TmuxSession(width: 80, height: 24, command: "env PS1='PROMPT> ' bash --norc --noprofile -i")
            defer { t.kill() }
            _ = try await t.waitFor { $0.contains("PROMPT>") }
            try t.type("sh -c " + TmuxSession.quote(app.invocation("") + "; echo WRAPPER-DONE"))
            try t.send("Enter")
            _ = try await t.waitFor { $0.contains("Enter Send") && $0.contains("Offline library") }
            try t.send("C-z")
            let stopped = try await t.waitFor { $0.contains("Stopped") }
            #expect(stopped.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
                .hasPrefix("PROMPT>") == true)
            try t.type("fg")
            try t.send("Enter")
            _ = try await t.waitFor { $0.contains("Enter Send") && $0.contains("Offline library") }
            try t.send("F10")
            _ = try await t.waitFor { $0.contains("WRAPPER-DONE") }
        }

        @Test func refusesDumbTerminal() async throws {
            let t = try TmuxSession(width: 80, height: 24, command: "env TERM=dumb " + command(""))
            defer { t.kill() }
            let screen = try await t.waitFor { $0.contains("END") }
            #expect(screen.contains("can't show the full-screen interface"))
            #expect(screen.contains("EXIT=2"))
        }

        @Test func refusesWhenNotATerminal() async throws {
            let r = try Shell.run(bin, ["--data-dir", dataDir],
                                  environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"])
            #expect(r.status == 2)
            #expect(r.stderr.contains("is not a terminal"))
        }

        @Test func unknownTermIsRefused() async throws {
            let t = try TmuxSession(width: 80, height: 24, command: "env TERM=no-such-terminal " + command(""))
            defer { t.kill() }
            let screen = try await t.waitFor { $0.contains("END") }
            #expect(screen.contains("no terminal description for TERM=no-such-terminal"))
            #expect(screen.contains("EXIT=2"))
        }

        @Test func versionAndHelp() async throws {
            let v = try Shell.run(bin, ["--version"])
            #expect(v.status == 0)
            #expect(v.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "shamelagpt 1.0.0")
            let h = try Shell.run(bin, ["--help"])
            #expect(h.status == 0)
            #expect(h.stdout.contains("--server"))
            #expect(h.stdout.contains("--data-dir"))
        }
    }
}

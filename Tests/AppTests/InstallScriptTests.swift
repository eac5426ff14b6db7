import Foundation
import TestSupport
import Testing

/// `scripts/install` (item: `shamelagpt` was not on PATH): the program, its resources, the
/// manual and the completions under a prefix; the installed program runs by name from any
/// directory and finds its string tables there; `--uninstall` removes it all and nothing else.
@Suite(.serialized) struct InstallScriptTests {
    let scratch = ScratchDirectory("shamelagpt-install")
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    func install(_ args: [String], prefix: String) async throws -> Shell.Result {
        let bin = try #require(BuiltProducts.shamelagpt)
        var env = ProcessInfo.processInfo.environment
        // The products this test run was built with; the script builds them itself otherwise.
        env["SHAMELAGPT_INSTALL_FROM"] = URL(fileURLWithPath: bin).deletingLastPathComponent().path
        env["PATH"] = "/usr/bin:/bin"
        return try await Shell.runOffPool(Self.root + "/scripts/install", args + ["--prefix", prefix], environment: env)
    }

    @Test func installsARunnableProgramWithManualAndCompletions() async throws {
        let prefix = scratch.path + "/prefix"
        let r = try await install([], prefix: prefix)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Installed shamelagpt "))
        // Not on this PATH: the script says how to add it, and hints use the full path.
        #expect(r.stdout.contains("\(prefix)/bin is not on your PATH"))
        let fm = FileManager.default
        for file in ["bin/shamelagpt", "share/shamelagpt/l10n/ar.json", "share/man/man1/shamelagpt.1",
                     "share/bash-completion/completions/shamelagpt", "share/zsh/site-functions/_shamelagpt",
                     "share/fish/vendor_completions.d/shamelagpt.fish"] {
            #expect(fm.fileExists(atPath: prefix + "/" + file), "\(file)")
        }
        let manual = try String(contentsOfFile: prefix + "/share/man/man1/shamelagpt.1", encoding: .utf8)
        #expect(manual.hasPrefix(".TH SHAMELAGPT 1"))
        #expect(manual.contains(".SS shamelagpt library status") && manual.contains("\\-\\-notices"))
        let bashCheck = try await Shell.runOffPool("/bin/bash", ["-n", prefix + "/share/bash-completion/completions/shamelagpt"])
        #expect(bashCheck.status == 0)

        // By name, from another directory, on the user's PATH, with the tables found beside it:
        // an Arabic message proves the string tables were found.
        let data = scratch.path + "/data"
        let script = "cd / && shamelagpt library status --lang ar --data-dir \"$1\""
        let run = try await Shell.runOffPool("/bin/sh", ["-c", script, "sh", data],
                                environment: ["PATH": prefix + "/bin:/usr/bin:/bin", "HOME": scratch.path, "LANG": "C.UTF-8"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("المكتبة المحلية غير مثبتة"))
        #expect(run.stdout.contains("shamelagpt library build --data-dir \(data)"))
        #expect(!run.stdout.contains(prefix + "/bin/shamelagpt library"), "on PATH, the hint calls it by name")
    }

    @Test func uninstallRemovesTheProgramAndKeepsTheUsersData() async throws {
        let prefix = scratch.path + "/prefix"
        #expect(try await install([], prefix: prefix).status == 0)
        let data = prefix + "/share/shamelagpt-data-of-another-kind"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let r = try await install(["--uninstall"], prefix: prefix)
        #expect(r.status == 0)
        #expect(!FileManager.default.fileExists(atPath: prefix + "/bin/shamelagpt"))
        #expect(!FileManager.default.fileExists(atPath: prefix + "/share/shamelagpt"))
        #expect(!FileManager.default.fileExists(atPath: prefix + "/share/man/man1/shamelagpt.1"))
        #expect(FileManager.default.fileExists(atPath: data))
    }
}

import Foundation
import Library
import TestSupport
import Testing

@testable import App
@testable import AppCore

/// The command hints print: this binary (by name only when PATH finds this very binary) and
/// this run's data directory, quoted for a shell.
@Suite(.serialized) struct LaunchCommandTests {
    let scratch = ScratchDirectory("shamelagpt-launch-command")

    init() throws {
        try FileManager.default.createDirectory(atPath: scratch.path + "/bin", withIntermediateDirectories: true)
    }

    @Test func theDefaultDataDirectoryNeedsNoOption() {
        let c = LaunchCommand.resolve(dataDir: nil, environment: ["HOME": "/home/u", "PATH": ""], executable: "/x/shamelagpt")
        #expect(c.library == "/x/shamelagpt library build")
    }

    @Test func aDataDirectoryFromTheOptionOrTheEnvironmentIsNamed() {
        let fromOption = LaunchCommand.resolve(dataDir: "/tmp/my data/", environment: ["PATH": ""], executable: nil)
        #expect(fromOption.library == "shamelagpt library build --data-dir '/tmp/my data'")
        let fromEnv = LaunchCommand.resolve(dataDir: nil, environment: ["SHAMELAGPT_DATA_DIR": "/srv/sg", "PATH": ""],
                                            executable: nil)
        #expect(fromEnv.withArguments("library status --notices") == "shamelagpt library status --notices --data-dir /srv/sg")
        #expect(LaunchCommand.quoted("it's") == "'it'\\''s'")
    }

    @Test func theProgramIsCalledByNameOnlyWhenPathFindsThisBinary() throws {
        let bin = scratch.path + "/bin"
        let me = scratch.path + "/real-shamelagpt"
        try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: me))
        chmod(me, 0o755)
        // Not on PATH: the full path.
        #expect(LaunchCommand.program(executable: me, path: "/nonexistent") == me)
        // PATH finds a link to this very binary: the name.
        try FileManager.default.createSymbolicLink(atPath: bin + "/shamelagpt", withDestinationPath: me)
        #expect(LaunchCommand.program(executable: me, path: "/nonexistent:" + bin) == "shamelagpt")
        // PATH finds another program of that name first: the full path.
        let other = scratch.path + "/other"
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: other + "/shamelagpt"))
        chmod(other + "/shamelagpt", 0o755)
        #expect(LaunchCommand.program(executable: me, path: other + ":" + bin) == me)
    }

    func run(_ args: [String], path: String? = nil) async throws -> Shell.Result {
        let bin = try #require(BuiltProducts.shamelagpt)
        var env = ProcessInfo.processInfo.environment
        env["SHAMELAGPT_LANG"] = "en"
        env["SHAMELAGPT_DATA_DIR"] = nil
        if let path { env["PATH"] = path }
        return try await Shell.runOffPool(bin, args, environment: env)
    }

    /// `library status` without a library names the exact command: with `--data-dir`, the
    /// old hint would have installed into the default place.
    @Test func theStatusHintInstallsIntoThisRunsDataDirectory() async throws {
        let bin = try #require(BuiltProducts.shamelagpt)
        let data = scratch.path + "/data dir"
        let r = try await run(["library", "status", "--data-dir", data], path: "/usr/bin:/bin")
        #expect(r.status == 1)
        let real = URL(fileURLWithPath: bin).resolvingSymlinksInPath().path
        #expect(r.stdout.contains("Install it with: \(real) library build --data-dir '\(data)'"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/bin/shamelagpt", withDestinationPath: bin)
        let onPath = try await run(["library", "status", "--data-dir", data], path: scratch.path + "/bin:/usr/bin:/bin")
        #expect(onPath.stdout.contains("Install it with: shamelagpt library build --data-dir '\(data)'"))
    }

    /// `library status` once printed ~150 lines of notices; now a summary, the notices'
    /// folder, and `--notices` for the texts.
    @Test func statusIsASummaryAndNoticesPrintsTheNotices() async throws {
        let data = scratch.path + "/data"
        let library = URL(fileURLWithPath: data).appendingPathComponent("library")
        let pins = try LibraryPins.bundled()
        let long = (1...150).map { "licence line \($0)" }.joined(separator: "\n")
        try IndexBuilder.build(passages: [Passage(collection: .quran, sura: 1, aya: 1, text: "بسم الله الرحمن الرحيم")],
                               meta: ["pins": pins.signature, "notice.tanzil": "Tanzil notice text",
                                      "notice.hadith.LICENSES.md": long],
                               to: library.appendingPathComponent(LibraryIndex.fileName))
        let r = try await run(["library", "status", "--data-dir", data])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < 20)
        #expect(!r.stdout.contains("licence line"))
        let notices = library.appendingPathComponent("notices").path
        #expect(r.stdout.contains("notices are in \(notices)"))
        #expect(r.stdout.contains("library status --notices --data-dir \(data)"))
        #expect(r.stdout.contains("  tanzil.txt") && r.stdout.contains("  hadith-LICENSES.md"))
        #expect(try String(contentsOfFile: notices + "/hadith-LICENSES.md", encoding: .utf8) == long)
        let full = try await run(["library", "status", "--notices", "--data-dir", data])
        #expect(full.status == 0)
        #expect(full.stdout.contains("licence line 150") && full.stdout.contains("Tanzil notice text"))
        let arabic = try await run(["library", "status", "--data-dir", data, "--lang", "ar"])
        #expect(arabic.stdout.contains("إشعارات الترخيص والمصدر في \(notices)"))
    }
}

import Foundation
import TestSupport
import Testing

/// `shamelagpt config …` through the built binary: the settings file the Settings tab writes.
@Suite struct ConfigCommandTests {
    let scratch = ScratchDirectory("shamelagpt-config-cli")
    var dataDir: String { scratch.path }

    /// `lang` nil leaves the language to the settings file and the (C.UTF-8) locale.
    func run(_ args: [String], lang: String? = "en") async throws -> Shell.Result {
        let bin = try #require(BuiltProducts.shamelagpt)
        var env = ProcessInfo.processInfo.environment
        env["SHAMELAGPT_LANG"] = lang
        env["LANG"] = "C.UTF-8"
        env["LC_ALL"] = nil
        env["LC_MESSAGES"] = nil
        env["HOME"] = dataDir
        env["XDG_DOCUMENTS_DIR"] = nil
        return try await Shell.runOffPool(bin, args + ["--data-dir", dataDir], environment: env)
    }

    func settingsFile() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: dataDir + "/config/settings.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func listShowsEveryKeyWithItsValueInEffect() async throws {
        let r = try await run(["config", "list"])
        #expect(r.status == 0)
        #expect(r.stdout == """
            language=en
            server=library
            theme=auto
            bidi=app
            digits=arabic-indic
            reduce_motion=false
            show_harakat=true
            mouse=true
            deep_thinking=true
            export_dir=\(dataDir)
            clipboard=true
            voice_recorder=auto
            voice_engine=none

            """)
    }

    @Test func setIsCheckedSavedAndUnsetGoesBackToTheDefault() async throws {
        #expect(try await run(["config", "set", "theme", "High-Contrast"]).status == 0)
        #expect(try await run(["config", "set", "mouse", "off"]).status == 0)
        #expect(try await run(["config", "set", "server", "https://example.org/api"]).status == 0)
        try FileManager.default.createDirectory(atPath: dataDir + "/exports", withIntermediateDirectories: true)
        #expect(try await run(["config", "set", "export-dir", dataDir + "/exports"]).status == 0)
        var file = try settingsFile()
        #expect(file["theme"] as? String == "high-contrast")
        #expect(file["mouse"] as? Bool == false)
        #expect(file["server"] as? String == "https://example.org/api")
        #expect(file["export_dir"] as? String == dataDir + "/exports")
        #expect(try await run(["config", "get", "theme"]).stdout == "high-contrast\n")

        #expect(try await run(["config", "unset", "mouse"]).status == 0)
        #expect(try await run(["config", "unset", "server"]).status == 0)
        file = try settingsFile()
        #expect(file["mouse"] as? Bool == true)
        #expect(file["server"] is NSNull)
        #expect(try await run(["config", "get", "server"]).stdout == "library\n")
    }

    @Test func badKeysAndValuesAreUsageErrorsThatChangeNothing() async throws {
        let key = try await run(["config", "set", "colour", "red"])
        #expect(key.status == 2)
        #expect(key.stderr.contains("there is no setting called 'colour'"))
        let value = try await run(["config", "set", "theme", "blue"])
        #expect(value.status == 2)
        #expect(value.stderr.contains("Use one of: auto, dark, light, high-contrast."))
        let folder = try await run(["config", "set", "export_dir", dataDir + "/missing"], lang: "ar")
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("ليس مجلدًا موجودًا"))
        let server = try await run(["config", "set", "server", "ftp://x"])
        #expect(server.status == 2)
        #expect(!FileManager.default.fileExists(atPath: dataDir + "/config/settings.json"))
    }

    /// ux.md §2.1: with no option or variable, the saved language decides, even for the
    /// messages printed before the interface opens (here: no terminal).
    @Test func theSavedLanguageSpeaksBeforeTheInterfaceOpens() async throws {
        #expect(try await run(["config", "set", "language", "ar"]).status == 0)
        let r = try await run([], lang: nil)
        #expect(r.status == 2)
        #expect(r.stderr.contains("ليس طرفية"), "\(r.stderr)")
    }

    @Test func pathNamesTheSettingsFile() async throws {
        #expect(try await run(["config", "path"]).stdout == dataDir + "/config/settings.json\n")
    }
}

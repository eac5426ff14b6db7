@testable import App
@testable import AppCore
import AppTestSupport
import Domain
import Foundation
import Input
import Localization
import Logging
import Presentation
import Storage
@testable import TUI
import Terminal
import TestSupport
import Testing

/// Settings through the real run loop: changes reach the terminal and the settings file at once,
/// and a file that cannot be written puts the old value back.
@Suite(.serialized) struct SettingsRunLoopTests {
    final class Saves: @unchecked Sendable {
        var states: [AppState] = []
        var ok = true
    }

    static func loop(language: Language = .en, environment: [String: String] = [:]) throws -> (AppRunLoop, FakeTerminal, Saves) {
        let localizer = try Localizer.bundled(language)
        var state = AppState(language: language, backend: .library, width: 80, height: 24)
        state.tab = .settings
        let terminal = FakeTerminal(width: 80, height: 24)
        let loop = AppRunLoop(coordinator: Coordinator(state: state, localizer: localizer),
                              terminal: terminal)
        let saves = Saves()
        loop.onPersistSettings = { s in
            saves.states.append(s)
            return saves.ok
        }
        loop.environment = environment
        loop.process([.resized(width: 80, height: 24)])
        return (loop, terminal, saves)
    }

    static func keys(_ loop: AppRunLoop, _ keys: Key...) {
        for k in keys { loop.process([.input(.key(k))]) }
    }

    /// Feeds what the effects posted (the save results) back in.
    static func drain(_ loop: AppRunLoop) {
        loop.process(loop.queue.take(timeout: 0))
    }

    @Test func aThemeIsAppliedToTheTerminalAndSaved() throws {
        let (loop, terminal, saves) = try Self.loop(environment: ["COLORFGBG": "0;15"])
        Self.keys(loop, Key(.down), Key(.down), Key(.down), Key(.right))  // past "Voice input" to Theme
        #expect(loop.coordinator.state.theme == .dark)
        #expect(terminal.appearances.last?.theme == .dark)
        #expect(saves.states.last?.theme == .dark)
        Self.keys(loop, Key(.left))
        #expect(terminal.appearances.last?.theme == .light, "Auto reads COLORFGBG: a light background")
        Self.drain(loop)
        #expect(loop.coordinator.state.settings.rowErrors.isEmpty)
    }

    @Test func anUnwritableFileRevertsTheChangeEverywhere() throws {
        let (loop, terminal, saves) = try Self.loop()
        saves.ok = false
        Self.keys(loop, Key(.down), Key(.down), Key(.down), Key(.left))
        #expect(loop.coordinator.state.theme == .highContrast)
        #expect(terminal.appearances.last?.theme == .highContrast)
        Self.drain(loop)
        #expect(loop.coordinator.state.theme == .auto)
        #expect(terminal.appearances.last?.theme == .dark)
        let screen = terminal.lastGrid?.textDump() ?? ""
        #expect(screen.contains("Couldn't save this setting; it was changed back."))
        #expect(screen.contains("E-DB-001"))
    }

    @Test func bidiByTheTerminalTurnsTheExplicitModeOff() throws {
        let (loop, terminal, _) = try Self.loop()
        loop.process([.action(.settingsOpen(.bidi))])
        loop.process([.input(.key(Key(.down))), .input(.key(Key(.enter)))])
        #expect(loop.coordinator.state.bidi == .terminal)
        #expect(terminal.appearances.last?.explicitBidi == false)
    }

    @Test func latinDigitsReachTheArabicScreenAtOnce() throws {
        let (loop, terminal, _) = try Self.loop(language: .ar)
        #expect(loop.coordinator.localizer.numbers.digits == .automatic)
        loop.process([.action(.settingsOpen(.digits))])
        loop.process([.input(.key(Key(.down))), .input(.key(Key(.enter)))])
        #expect(loop.coordinator.state.digits == .latin)
        #expect(loop.coordinator.localizer.numbers.digits == .latin)
        #expect(loop.coordinator.localizer.numbers.integer(12) == "12")
        // Both languages' tables, so switching language keeps them.
        loop.process([.action(.setLanguage(.en))])
        #expect(loop.coordinator.localizer.numbers.digits == .latin)
        _ = terminal
    }

    @Test func switchingToArabicRelaysOutTheWholeScreen() throws {
        let (loop, terminal, saves) = try Self.loop()
        Self.keys(loop, Key(.enter), Key(.down), Key(.enter))
        let first = terminal.lastGrid.map { $0.textDump().split(separator: "\n").first.map(String.init) ?? "" } ?? ""
        #expect(first.trimmingCharacters(in: .whitespaces).hasSuffix("ShamelaGPT"), "the logo is at the right edge")
        #expect(saves.states.last?.language == .ar)
        #expect(loop.coordinator.state.settings.route == .list)
    }

    @Test func terminalsThatReorderThemselvesAreRecognised() {
        #expect(Appearance.terminalReordersBidi(["KONSOLE_VERSION": "230402"]))
        #expect(Appearance.terminalReordersBidi(["TERM_PROGRAM": "iTerm.app"]))
        #expect(Appearance.terminalReordersBidi(["TERM_PROGRAM": "Apple_Terminal"]))
        #expect(Appearance.terminalReordersBidi(["MLTERM": "3.9.3"]))
        #expect(!Appearance.terminalReordersBidi(["TERM": "xterm-256color", "TERM_PROGRAM": "tmux"]))
    }

    @Test func themesFollowTheTerminalBackgroundOnAuto() {
        #expect(Appearance.theme(.auto, environment: ["COLORFGBG": "15;0"]) == .dark)
        #expect(Appearance.theme(.auto, environment: ["COLORFGBG": "0;default;15"]) == .light)
        #expect(Appearance.theme(.auto, environment: [:]) == .dark)
        #expect(Appearance.theme(.highContrast, environment: ["COLORFGBG": "0;15"]) == .highContrast)
        // The terminal's own answer (OSC 11) wins over the variable, which may be stale.
        #expect(Appearance.theme(.auto, environment: ["COLORFGBG": "15;0"], background: .light) == .light)
        #expect(Appearance.theme(.dark, environment: [:], background: .light) == .dark)
    }

    @Test func theSettingsFileKeepsEveryAppearanceChoice() throws {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory() + "settings-file-" + UUID().uuidString)
        let paths = AppPaths.resolve(dataDir: dir.path, environment: [:])
        try paths.create()
        var launch = try LaunchContext.prepare(paths: paths, global: try GlobalOptions.parse([]), noMouse: true,
                                               reduceMotion: false, environment: [:], logger: Logger(label: "test"))
        var state = AppState(language: .ar, backend: .cloud, width: 80, height: 24)
        state.theme = .highContrast
        state.bidi = .terminal
        state.digits = .latin
        state.reduceMotion = true
        state.showHarakat = false
        state.deepThinking = false
        launch.settings.bidiHintShown = true
        let saved = launch.savePreferences(state, logger: Logger(label: "test"))
        #expect(saved)
        let (loaded, warnings) = JSONSettingsStore(configDirectory: paths.config).load()
        #expect(warnings.isEmpty)
        #expect(loaded.theme == .highContrast && loaded.bidi == .terminal && loaded.digits == .latin)
        #expect(loaded.reduceMotion && !loaded.showHarakat && !loaded.deepThinking)
        #expect(loaded.language == "ar" && loaded.server == "cloud")
        #expect(loaded.bidiHintShown, "the one-time hint is not shown again")
    }

    /// Options and environment variables are for the run: changing a theme must not save them
    /// as defaults (a one-off `--server` became where every later `ask` went).
    @Test(arguments: [true, false])
    func overridesForTheRunAreNeverSaved(fromEnvironment: Bool) throws {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory() + "settings-overrides-" + UUID().uuidString)
        let paths = AppPaths.resolve(dataDir: dir.path, environment: [:])
        try paths.create()
        var file = Settings()
        file.server = "cloud"
        try JSONSettingsStore(configDirectory: paths.config).save(file)
        let args = fromEnvironment ? [] : ["--server", "http://127.0.0.1:9/", "--lang", "ar"]
        let env = fromEnvironment ? ["SHAMELAGPT_SERVER": "http://127.0.0.1:9/", "SHAMELAGPT_LANG": "ar"] : [:]
        var launch = try LaunchContext.prepare(paths: paths, global: try GlobalOptions.parse(args), noMouse: true,
                                               reduceMotion: true, environment: env, logger: Logger(label: "test"))
        #expect(launch.language == .ar && launch.backend != .cloud && launch.backend != .library)
        var state = AppState(language: launch.language, backend: launch.backend, width: 80, height: 24)
        state.reduceMotion = launch.reduceMotion
        state.theme = .dark
        var saved = launch.savePreferences(state, logger: Logger(label: "test"))
        #expect(saved)
        var loaded = JSONSettingsStore(configDirectory: paths.config).load().settings
        #expect(loaded.theme == .dark)
        #expect(loaded.server == "cloud", "the file's server stays")
        #expect(loaded.language == nil, "the language of the run is not saved")
        #expect(!loaded.reduceMotion, "--reduce-motion is for the run")
        // What the user then chooses in Settings is saved, also when it goes back to the
        // option's value later in the run.
        state.language = .en
        saved = launch.savePreferences(state, logger: Logger(label: "test"))
        #expect(saved)
        #expect(JSONSettingsStore(configDirectory: paths.config).load().settings.language == "en")
        state.language = .ar
        state.backend = .library
        saved = launch.savePreferences(state, logger: Logger(label: "test"))
        #expect(saved)
        loaded = JSONSettingsStore(configDirectory: paths.config).load().settings
        #expect(loaded.language == "ar" && loaded.server == "library")
        #expect(!loaded.reduceMotion)
    }

    /// The file is shared with `shamelagpt config set` in another terminal: a save while the app
    /// runs keeps what was written there and puts on it only what the user changed in the app.
    @Test func aSaveKeepsWhatAnotherTerminalWroteMeanwhile() throws {
        let dir = URL(fileURLWithPath: NSTemporaryDirectory() + "settings-shared-" + UUID().uuidString)
        let paths = AppPaths.resolve(dataDir: dir.path, environment: [:])
        try paths.create()
        let store = JSONSettingsStore(configDirectory: paths.config)
        var launch = try LaunchContext.prepare(paths: paths, global: try GlobalOptions.parse([]), noMouse: true,
                                               reduceMotion: false, environment: [:], logger: Logger(label: "test"))
        var state = AppState(language: launch.language, backend: launch.backend, width: 80, height: 24)
        // Another terminal, while the app runs.
        var other = store.load().settings
        other.voiceEngine = "/opt/whisper/whisper-cli /opt/whisper/ggml-base.bin"
        other.theme = .light
        other.exportDir = "/tmp/exports"
        try store.save(other)
        state.digits = .latin
        let saved = launch.savePreferences(state, logger: Logger(label: "test"))
        #expect(saved)
        var loaded = store.load().settings
        #expect(loaded.digits == .latin, "the user's change is saved")
        #expect(loaded.voiceEngine == other.voiceEngine, "config set voice_engine survives")
        #expect(loaded.theme == .light, "a preference the user did not touch keeps the other writer's value")
        #expect(loaded.exportDir == "/tmp/exports")
        // And again at exit, which saves the tab and the draft.
        other = loaded
        other.voiceEngine = "/usr/local/bin/whisper-cli /srv/models/small.bin"
        try store.save(other)
        state.tab = .history
        launch.saveOnExit(state, logger: Logger(label: "test"))
        loaded = store.load().settings
        #expect(loaded.lastTab == Tab.history.rawValue)
        #expect(loaded.voiceEngine == other.voiceEngine)
        #expect(loaded.digits == .latin)
    }

    /// Every field of `Settings` is merged: a field added without a line in `SettingsMerge`
    /// would always take the file's value and lose the app's.
    @Test func theMergeCoversEveryField() {
        var ours = Settings()
        ours.language = "ar"; ours.server = "cloud"; ours.theme = .dark; ours.bidi = .terminal
        ours.digits = .latin; ours.reduceMotion = true; ours.showHarakat = false; ours.mouse = false
        ours.deepThinking = false; ours.exportDir = "/x"; ours.clipboard = false; ours.voiceRecorder = "arecord"
        ours.voiceEngine = "w m"; ours.lastTab = 2; ours.lastConversation = ["g": "c"]; ours.welcomeSeen = true
        ours.bidiHintShown = true; ours.drafts = ["": "d"]
        #expect(Mirror(reflecting: ours).children.count == 18, "a new field: set it above and merge it")
        #expect(SettingsMerge.merge(ours: ours, base: Settings(), theirs: Settings()) == ours)
        #expect(SettingsMerge.merge(ours: Settings(), base: Settings(), theirs: ours) == ours)
    }
}

import AppCore
import ArgumentParser
import Domain
import Foundation
import Localization
import Storage

/// `shamelagpt config list|get|set|unset|path` (ux.md §10): the settings file the Settings tab
/// writes, read and changed from the command line. A running app keeps the values it started
/// with until it is restarted.
public struct ConfigCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "config",
        _superCommandName: "shamelagpt",
        abstract: "Read and change settings.",
        discussion: "Keys: " + ConfigKey.allCases.map { "\($0.rawValue) (\($0.allowed))" }.joined(separator: "; ") + ".",
        subcommands: [List.self, Get.self, SetValue.self, Unset.self, Path.self]
    )

    public init() {}

    /// The settings file of these options, its settings, and the UI language's strings.
    struct Context {
        let store: JSONSettingsStore
        var settings: Settings
        let localizer: Localizer
        let environment: [String: String]

        init(_ global: GlobalOptions) throws {
            environment = ProcessInfo.processInfo.environment
            let paths = AppPaths.resolve(dataDir: global.dataDir, environment: environment)
            store = JSONSettingsStore(configDirectory: paths.config)
            let (loaded, warnings) = store.load()
            settings = loaded
            let language = global.explicitLanguage(environment: environment)
                ?? loaded.language.flatMap(Language.init(rawValue:)) ?? LaunchContext.localeLanguage(environment)
            localizer = try (try? Localizer.bundled(language)) ?? global.localizer(environment: environment)
            // A value the file holds but cannot use is worth knowing about before changing it.
            for w in warnings { CommandContext.say("shamelagpt: " + w) }
        }

        func key(_ name: String) throws -> ConfigKey {
            guard let key = ConfigKey(rawValue: name.lowercased().replacingOccurrences(of: "-", with: "_")) else {
                throw CommandContext.fail("shamelagpt: " + localizer("cli.config.unknownKey", name,
                                                                      ConfigKey.allCases.map(\.rawValue).joined(separator: ", ")),
                                          status: 2)
            }
            return key
        }

        func save() throws {
            do {
                let directory = store.url.deletingLastPathComponent()
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
                try store.save(settings)
            } catch {
                let e = (error as? AppError) ?? .storage(String(describing: error))
                let message = localizer(e.messageKey, e.detail ?? store.url.path)
                throw CommandContext.fail("shamelagpt: " + message + "\n" + localizer("error.codeFormat", e.code), status: 1)
            }
        }
    }

    /// `config list`: every key and the value in effect; defaults are marked on a terminal.
    public struct List: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(abstract: "Show every setting and its value.")
        @OptionGroup public var global: GlobalOptions
        public init() {}

        public func run() async throws {
            let c = try Context(global)
            let terminal = CommandContext.stdoutIsTerminal
            let width = ConfigKey.allCases.map(\.rawValue.count).max() ?? 0
            var out = ""
            for key in ConfigKey.allCases {
                let value = HistoryPrinter.oneLine(key.effective(in: c.settings, environment: c.environment))
                if terminal {
                    let mark = key.isDefault(in: c.settings) ? "  " + c.localizer("cli.config.default") : ""
                    out += key.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value + mark + "\n"
                } else {
                    out += key.rawValue + "=" + value + "\n"
                }
            }
            HistoryPrinter.write(out)
        }
    }

    /// `config get KEY`: the value in effect.
    public struct Get: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(abstract: "Print the value of one setting.")
        @OptionGroup public var global: GlobalOptions
        @Argument(help: "The setting's name.")
        public var key: String
        public init() {}

        public func run() async throws {
            let c = try Context(global)
            HistoryPrinter.write(HistoryPrinter.oneLine(try c.key(key).effective(in: c.settings, environment: c.environment)) + "\n")
        }
    }

    /// `config set KEY VALUE`: checked, then saved.
    public struct SetValue: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(commandName: "set", abstract: "Change a setting.")
        @OptionGroup public var global: GlobalOptions
        @Argument(help: "The setting's name.")
        public var key: String
        @Argument(help: "Its new value.")
        public var value: String
        public init() {}

        public func run() async throws {
            var c = try Context(global)
            let k = try c.key(key)
            do {
                try k.set(value, in: &c.settings, environment: c.environment)
            } catch .invalid(let v, let allowed) {
                throw CommandContext.fail("shamelagpt: " + c.localizer("cli.config.badValue", v, k.rawValue, allowed), status: 2)
            } catch .notADirectory(let path) {
                throw CommandContext.fail("shamelagpt: " + c.localizer("cli.config.notADirectory", path), status: 2)
            } catch .notUsable(let path) {
                throw CommandContext.fail("shamelagpt: " + c.localizer("cli.config.notUsable", path), status: 2)
            }
            try c.save()
        }
    }

    /// `config unset KEY`: back to the default.
    public struct Unset: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(abstract: "Return a setting to its default.")
        @OptionGroup public var global: GlobalOptions
        @Argument(help: "The setting's name.")
        public var key: String
        public init() {}

        public func run() async throws {
            var c = try Context(global)
            try c.key(key).unset(in: &c.settings)
            try c.save()
        }
    }

    /// `config path`: where the settings file is.
    public struct Path: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(abstract: "Print the settings file's path.")
        @OptionGroup public var global: GlobalOptions
        public init() {}

        public func run() async throws {
            let env = ProcessInfo.processInfo.environment
            let paths = AppPaths.resolve(dataDir: global.dataDir, environment: env)
            HistoryPrinter.write(JSONSettingsStore(configDirectory: paths.config).url.path + "\n")
        }
    }
}

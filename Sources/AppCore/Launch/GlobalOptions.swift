import ArgumentParser
import Foundation
import Localization
import Presentation
import Storage

/// Options every command shares: backend, UI language and data directory.
public struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: "Backend: library (default), cloud, or a server URL. Env SHAMELAGPT_SERVER.")
    public var server: String?

    @Option(name: .long, help: "UI language for this run: en or ar.")
    public var lang: Language?

    @Option(name: .long, help: "Keep database, config, state and logs under DIR. Env SHAMELAGPT_DATA_DIR.")
    public var dataDir: String?

    public init() {}

    public mutating func validate() throws {
        if let s = server, Backend(argument: s) == nil {
            throw ValidationError("--server must be 'library', 'cloud' or an http(s) URL, not '\(s)'.")
        }
    }

    /// The backend from the option, then the environment, then the default (the library).
    public func backend(environment: [String: String]) -> Backend {
        explicitBackend(environment: environment) ?? .library
    }

    /// The backend given by the option or SHAMELAGPT_SERVER, if any (the config file comes next).
    public func explicitBackend(environment: [String: String]) -> Backend? {
        if let s = server, let b = Backend(argument: s) { return b }
        if let s = environment["SHAMELAGPT_SERVER"], let b = Backend(argument: s) { return b }
        return nil
    }

    /// The UI language as the interface decides it (ux.md §2.1): the option, SHAMELAGPT_LANG,
    /// the settings file, then the locale. Messages printed before anything is opened (an
    /// unusable terminal, a usage error) follow it too.
    public func language(environment: [String: String]) -> Language {
        if let explicit = explicitLanguage(environment: environment) { return explicit }
        let paths = AppPaths.resolve(dataDir: dataDir, environment: environment)
        if let saved = JSONSettingsStore(configDirectory: paths.config).load().settings.language.flatMap(Language.init(rawValue:)) {
            return saved
        }
        return LaunchContext.localeLanguage(environment)
    }

    /// The language given by the option or SHAMELAGPT_LANG, if any (the config file comes next).
    public func explicitLanguage(environment: [String: String]) -> Language? {
        if let lang { return lang }
        return environment["SHAMELAGPT_LANG"].flatMap(Language.init(rawValue:))
    }
}

extension Language: ExpressibleByArgument {}

extension GlobalOptions {
    /// The string tables for the command line's language, or exit 1 with the reason: without
    /// them no message could be shown in any language.
    public func localizer(environment: [String: String]) throws -> Localizer {
        do {
            return try Localizer.bundled(language(environment: environment))
        } catch {
            SafeOutput.write("shamelagpt: \(error)\n", to: .standardError)
            throw ExitCode(1)
        }
    }
}

import AppCore
import ArgumentParser
import Foundation
import Library
import Localization
import Storage

/// `shamelagpt library build|status`: installs the offline library and reports on it.
public struct LibraryCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "library",
        _superCommandName: "shamelagpt",
        abstract: "Install the offline library (Qur'an, Sahih al-Bukhari, Sahih Muslim) or show its status.",
        subcommands: [Build.self, Status.self]
    )

    public init() {}

    /// `<data>/library`, where the index and its download cache live.
    public static func directory(_ global: GlobalOptions) -> URL {
        AppPaths.resolve(dataDir: global.dataDir, environment: ProcessInfo.processInfo.environment)
            .data.appendingPathComponent("library")
    }

    static func localizer(_ global: GlobalOptions) -> Localizer? {
        try? Localizer.bundled(global.language(environment: ProcessInfo.processInfo.environment))
    }

    static func say(_ text: String) {
        SafeOutput.write(text + "\n", to: .standardError)
    }

    /// A library error in the UI language; other errors as the system describes them.
    static func message(for error: any Error, _ l: Localizer, command: LaunchCommand = LaunchCommand()) -> String {
        guard let e = error as? LibraryError else { return "\(error)" }
        switch e {
        case .notInstalled: return l("library.error.notInstalled")
        case .indexUnreadable(let path): return l("library.error.indexUnreadable", path)
        case .pipMissing: return l("library.error.pipMissing", command.library)
        case .downloadFailed(let detail): return l("library.error.downloadFailed", detail)
        case .checksumMismatch(let file, let expected, let actual):
            return l("library.error.checksumMismatch", file, expected, actual)
        case .missingFile(let name): return l("library.error.missingFile", name)
        case .pinsUnreadable: return l("library.error.pinsUnreadable")
        case .extractFailed(let detail): return l("library.error.extractFailed", detail)
        case .dictionaryMissing: return l("library.error.dictionaryMissing")
        }
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }

    /// Downloads, verifies and indexes the library; idempotent.
    public struct Build: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Download the pinned packages with pip, verify their SHA-256 and build the index.")

        @OptionGroup public var global: GlobalOptions
        @Flag(name: .long, help: "Rebuild even when the library is already installed.")
        public var force = false

        public init() {}

        public func run() async throws {
            guard let l = LibraryCommand.localizer(global) else { throw ExitCode(1) }
            let dir = LibraryCommand.directory(global)
            let bar = ProgressBar(label: l("library.build.indexing"))
            let command = LaunchCommand.current(global)
            do {
                let installer = LibraryInstaller(directory: dir, pins: try LibraryPins.bundled())
                try installer.install(force: force) { step in
                    switch step {
                    case .alreadyInstalled: LibraryCommand.say(l("library.build.already", dir.path))
                    case .downloading(let what): LibraryCommand.say(l("library.build.downloading", what))
                    case .verified(let wheel): LibraryCommand.say(l("library.build.verified", wheel))
                    case .extracting: LibraryCommand.say(l("library.build.extracting"))
                    case .indexing(let done, let total): bar.update(done: done, total: total)
                    case .installed(let passages, let bytes):
                        bar.finish()
                        LibraryCommand.say(l("library.build.done", String(passages),
                                             LibraryCommand.megabytes(bytes), dir.path))
                    case .semanticInstalled(let bytes):
                        LibraryCommand.say(l("library.build.semanticInstalled", LibraryCommand.megabytes(bytes)))
                    case .semanticUnavailable(let error):
                        let reason = LibraryCommand.message(for: error, l, command: command)
                        LibraryCommand.say(l("library.build.semanticUnavailable", reason, command.library))
                    case .lexiconInstalled(let words):
                        LibraryCommand.say(l("library.build.lexiconInstalled", String(words)))
                    case .lexiconUnavailable(let error):
                        let reason = LibraryCommand.message(for: error, l, command: command)
                        LibraryCommand.say(l("library.build.lexiconUnavailable", reason, command.library))
                    case .translationInstalled(let verses):
                        LibraryCommand.say(l("library.build.translationInstalled", String(verses)))
                    case .translationUnavailable(let error):
                        let reason = LibraryCommand.message(for: error, l, command: command)
                        LibraryCommand.say(l("library.build.translationUnavailable", reason, command.library))
                    case .hadithTranslationInstalled(let hadith):
                        LibraryCommand.say(l("library.build.hadithTranslationInstalled", String(hadith)))
                    case .hadithTranslationUnavailable(let error):
                        let reason = LibraryCommand.message(for: error, l, command: command)
                        LibraryCommand.say(l("library.build.hadithTranslationUnavailable", reason, command.library))
                    }
                }
                // The well-known texts' vectors, so that no question waits for them (seconds).
                SemanticSearch.open(installer)?.prepareKnownTexts(cache: SemanticSearch.knownTextsCache(installer))
            } catch {
                bar.finish()
                LibraryCommand.say(l("library.build.failed", LibraryCommand.message(for: error, l, command: command)))
                LibraryCommand.say(l("library.build.appStillWorks"))
                throw ExitCode(1)
            }
        }
    }

    /// What is installed, its versions and where its notices are. Exit status 0 when
    /// installed, 1 when not. The notices themselves (about 150 lines of licence and provenance
    /// text) are printed only with `--notices`.
    public struct Status: AsyncParsableCommand {
        public static let configuration = CommandConfiguration(
            abstract: "Show whether the library is installed, its versions and where its notices are.")

        @OptionGroup public var global: GlobalOptions
        @Flag(name: .long, help: "Only the exit status: 0 installed, 1 missing.")
        public var quiet = false
        @Flag(name: .long, help: "Print the texts' licence and provenance notices in full.")
        public var notices = false

        public init() {}

        public func run() async throws {
            guard let l = LibraryCommand.localizer(global) else { throw ExitCode(1) }
            let dir = LibraryCommand.directory(global)
            guard let pins = try? LibraryPins.bundled(),
                  let index = LibraryInstaller(directory: dir, pins: pins).installedIndex() else {
                if !quiet { SafeOutput.write(l("library.status.missing", LaunchCommand.current(global).library) + "\n") }
                throw ExitCode(1)
            }
            if quiet { return }
            let meta = index.allMeta()
            let texts = LibraryNotices(meta: meta)
            if notices {
                for (name, text) in texts.items {
                    SafeOutput.write("── \(name) ──\n\n" + text + "\n\n")
                }
                return
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: index.url.path)[.size] as? Int) ?? 0
            SafeOutput.write(l("library.status.installed") + "\n")
            SafeOutput.write(l("library.status.location", index.url.path, LibraryCommand.megabytes(size), meta["built"] ?? "?") + "\n")
            for p in pins.packages { SafeOutput.write(l("library.status.package", p.name, p.version) + "\n") }
            if let model = LibraryInstaller(directory: dir, pins: pins).installedModel() {
                SafeOutput.write(l("library.status.semantic.installed", LibraryCommand.megabytes(model.bytes)) + "\n")
            } else {
                SafeOutput.write(l("library.status.semantic.missing") + "\n")
            }
            SafeOutput.write(l("library.status.counts", meta["count.quran"] ?? "0", meta["count.bukhari"] ?? "0",
                               meta["count.muslim"] ?? "0") + "\n")
            SafeOutput.write("\n")
            SafeOutput.write(l("library.status.credits") + "\n")
            // The notices as files beside the index, so a person can open them; written once
            // from the index (older installs had them only there).
            let noticeDir = dir.appendingPathComponent("notices")
            let written = texts.write(to: noticeDir)
            let command = LaunchCommand.current(global).withArguments("library status --notices")
            if written.isEmpty {
                SafeOutput.write(l("library.status.noticesCommand", command) + "\n")
            } else {
                SafeOutput.write(l("library.status.notices", noticeDir.path, command) + "\n")
                for url in written { SafeOutput.write("  " + url.lastPathComponent + "\n") }
            }
        }
    }
}

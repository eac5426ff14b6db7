import Foundation
import Library
import Storage

/// The installed offline library as the app's backends use it: whether it is there, and its
/// server started in-process (`ChatBackend`) or by `shamelagpt serve`.
package enum LibraryService {
    /// True when the library index is installed under the data directory.
    package static func isInstalled(paths: AppPaths) -> Bool {
        let dir = paths.data.appendingPathComponent("library")
        return (try? LibraryPins.bundled()).flatMap { LibraryInstaller(directory: dir, pins: $0).installedIndex() } != nil
    }

    /// The `voice_engine` setting of these paths' settings file, for the library's transcription.
    package static func voiceEngine(paths: AppPaths) -> VoiceEngine? {
        VoiceEngine(setting: JSONSettingsStore(configDirectory: paths.config).load().settings.voiceEngine)
    }

    /// Starts the library server in-process on 127.0.0.1 and an ephemeral port, for the app's
    /// library backend (base URL: `server.baseURL`). Without an installed library it still
    /// starts, and its chat endpoints answer 503 (`E-LIB-NOT-READY`).
    package static func startInProcessServer(paths: AppPaths) async throws
        -> (server: LibraryServer, semantic: LazySemanticSearch?) {
        let dir = paths.data.appendingPathComponent("library")
        let installer = (try? LibraryPins.bundled()).map { LibraryInstaller(directory: dir, pins: $0) }
        // Search by meaning when the model is installed and the bundled vectors match the texts;
        // keyword search alone otherwise. The model and vectors are read when the first question
        // is typed (`ChatBackend.warmUp`) or asked, not while the app draws its first frame.
        let semantic = installer.flatMap(LazySemanticSearch.init)
        let server = try await LibraryServer.start(index: installer?.installedIndex(), semantic: semantic,
                                                   host: "127.0.0.1", port: 0, voiceEngine: voiceEngine(paths: paths))
        return (server, semantic)
    }
}

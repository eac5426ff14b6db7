import Foundation
import Library

/// The semantic ranking the app would use with this index: the model installed beside it and
/// the bundled vectors, or nil (keyword search only). `--keyword-only` leaves it out.
enum SemanticLoader {
    static func load(index: LibraryIndex) -> (any SemanticRanking)? {
        guard !CommandLine.arguments.contains("--keyword-only"), let pins = try? LibraryPins.bundled() else { return nil }
        let installer = LibraryInstaller(directory: index.url.deletingLastPathComponent(), pins: pins)
        let search = SemanticSearch.open(installer)
        // The evaluation waits for the well-known texts, as an app whose library was built has them.
        if !CommandLine.arguments.contains("--no-keys") {
            search?.prepareKnownTexts(cache: SemanticSearch.knownTextsCache(installer))
        }
        return search
    }
}

import Foundation
import Library

/// The semantic ranking the app would use with this index: the model installed beside it and
/// the bundled vectors, or nil (keyword search only). `--keyword-only` leaves it out.
enum SemanticLoader {
    static func load(index: LibraryIndex) -> (any SemanticRanking)? {
        guard !CommandLine.arguments.contains("--keyword-only"), let pins = try? LibraryPins.bundled() else { return nil }
        return SemanticSearch.open(LibraryInstaller(directory: index.url.deletingLastPathComponent(), pins: pins))
    }
}

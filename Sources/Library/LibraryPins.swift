import AppResources
import Foundation

/// The pinned source packages of the library and their SHA-256 (`Resources/library/pins.json`).
public struct LibraryPins: Sendable, Decodable, Equatable {
    public struct Package: Sendable, Decodable, Equatable {
        public var name: String
        public var version: String
        public var wheel: String
        public var sha256: String
    }

    public var packages: [Package]

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
}

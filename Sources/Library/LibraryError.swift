/// What can go wrong while installing or opening the library, with a message for the user.
public enum LibraryError: Error, Equatable, CustomStringConvertible {
    case notInstalled(String)
    case indexUnreadable(String)
    case pipMissing
    case downloadFailed(String)
    case checksumMismatch(file: String, expected: String, actual: String)
    case missingFile(String)
    case pinsUnreadable
    case extractFailed(String)
    /// The system's English–Arabic dictionary (for the English lexicon) is not installed.
    case dictionaryMissing

    public var description: String {
        switch self {
        case .notInstalled(let path):
            "the offline library is not installed (no index at \(path)); run: shamelagpt library build"
        case .indexUnreadable(let path):
            "the library index at \(path) is unreadable or from another version; run: shamelagpt library build --force"
        case .pipMissing:
            "pip was not found (tried pip3, pip, python3 -m pip); install Python's pip, then run: shamelagpt library build"
        case .downloadFailed(let detail):
            "could not download the library packages (is the network reachable?): \(detail)"
        case .checksumMismatch(let file, let expected, let actual):
            "checksum mismatch for \(file): expected \(expected), got \(actual); the file was not used"
        case .missingFile(let name):
            "the downloaded package lacks \(name)"
        case .pinsUnreadable:
            "the bundled library/pins.json is missing or unreadable"
        case .extractFailed(let detail):
            "could not unpack the downloaded package: \(detail)"
        case .dictionaryMissing:
            "the English–Arabic dictionary is not installed (Debian package dict-freedict-eng-ara)"
        }
    }
}

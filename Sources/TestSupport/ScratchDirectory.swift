import Foundation

/// A directory under the system's temporary directory that is removed with the last reference
/// to it: a suite that keeps one as a property cleans up after each test (Swift Testing makes a
/// new suite value per test), so repeated runs do not fill /tmp with data directories.
public final class ScratchDirectory: Sendable {
    public let path: String

    public init(_ prefix: String) {
        path = NSTemporaryDirectory() + prefix + "-" + UUID().uuidString
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}

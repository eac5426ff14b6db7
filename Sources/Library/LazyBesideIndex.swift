import Foundation
import Synchronization

/// A file `library build` writes beside the index, read by its own `load`.
public protocol BesideIndexFile: Sendable {
    static var fileName: String { get }
    static func load(from url: URL) -> Self?
}

/// Such a file, read when first asked for (the translations: megabytes of text a question in
/// Arabic never needs). A missing or damaged file is nil, and asked for again, stays nil.
public final class LazyBesideIndex<File: BesideIndexFile>: Sendable {
    private let url: URL
    private let loaded = Mutex<File??>(nil)

    public init(url: URL) {
        self.url = url
    }

    public convenience init(besideIndex index: LibraryIndex) {
        self.init(url: index.url.deletingLastPathComponent().appendingPathComponent(File.fileName))
    }

    public var value: File? {
        loaded.withLock { cached in
            if let cached { return cached }
            let file = File.load(from: url)
            cached = .some(file)
            return file
        }
    }
}

import Foundation
import Synchronization

/// The shrunk copies (≤ 200 KB) of the images the OCR endpoints recognised, kept in memory so
/// the `image_url` they return can be fetched and sent back with `confirm-factcheck`, as the
/// cloud's stored image is. The oldest go first: at most `capacity` images (6.4 MB) are kept,
/// for as long as the server runs; ids are random, so one client cannot guess another's.
final class OCRImageStore: Sendable {
    static let pathPrefix = "/api/chat/ocr/images/"
    let capacity: Int

    struct Entry {
        var id: String
        var data: Data
        var mimeType: String
    }

    private let entries = Mutex<[Entry]>([])

    init(capacity: Int = 32) {
        self.capacity = capacity
    }

    /// Keeps `data` and returns its id.
    func add(_ data: Data, mimeType: String) -> String {
        let id = UUID().uuidString.lowercased()
        entries.withLock { list in
            list.append(Entry(id: id, data: data, mimeType: mimeType))
            if list.count > capacity { list.removeFirst(list.count - capacity) }
        }
        return id
    }

    func get(_ id: String) -> Entry? {
        entries.withLock { list in list.first { $0.id == id } }
    }
}

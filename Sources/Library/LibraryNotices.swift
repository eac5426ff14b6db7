import Foundation

/// The licence and provenance notices of the library's texts, as the index keeps them
/// (`notice.*` meta keys), and as files a person can open.
public struct LibraryNotices: Sendable {
    /// File name → text, in a stable order (the Qur'an's first).
    public let items: [(name: String, text: String)]

    public init(meta: [String: String]) {
        items = meta.keys.filter { $0.hasPrefix("notice.") }.sorted { a, b in
            // Tanzil first, then the hadith notices by name.
            (a == "notice.tanzil" ? 0 : 1, a) < (b == "notice.tanzil" ? 0 : 1, b)
        }.map { key in
            (Self.fileName(forKey: key), meta[key] ?? "")
        }
    }

    /// `notice.tanzil` → `tanzil.txt`, `notice.hadith.LICENSES.md` → `hadith-LICENSES.md`.
    static func fileName(forKey key: String) -> String {
        let name = String(key.dropFirst("notice.".count))
        if let dot = name.firstIndex(of: "."), name[name.index(after: dot)...].contains(".") {
            return String(name[..<dot]) + "-" + name[name.index(after: dot)...]
        }
        return name.contains(".") ? name : name + ".txt"
    }

    /// Writes each notice into `directory` unless it is there with the same text; returns
    /// the files (all of them, written now or before). Empty when they cannot be written.
    @discardableResult
    public func write(to directory: URL) -> [URL] {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return try items.map { item in
                let url = directory.appendingPathComponent(item.name)
                let data = Data(item.text.utf8)
                if (try? Data(contentsOf: url)) != data { try data.write(to: url, options: .atomic) }
                return url
            }
        } catch {
            return []
        }
    }
}

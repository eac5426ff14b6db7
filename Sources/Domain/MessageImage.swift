import Foundation

/// The picture a fact-check question was read from: the stored copy (at most 200 KB, shrunk
/// before it is kept or uploaded), the file's name as the user gave it, and the server's
/// `image_url` for it when the cloud's OCR returned one (confirm-factcheck names it again).
public struct MessageImage: Hashable, Sendable {
    public var data: Data
    public var name: String
    public var url: String?

    public init(data: Data, name: String, url: String? = nil) {
        self.data = data
        self.name = name
        self.url = url
    }
}

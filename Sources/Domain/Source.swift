/// A book or passage an answer cites (protocol.md §9–10).
public struct Source: Hashable, Sendable, Codable {
    public var title: String
    public var url: String
    public var page: Int?
    public var author: String?

    public init(title: String, url: String, page: Int? = nil, author: String? = nil) {
        self.title = title
        self.url = url
        self.page = page
        self.author = author
    }
}

import Domain
import Testing

/// protocol.md §12.3.
struct ShareLinkTests {
    @Test(arguments: [
        (nil, "https://shamelagpt.com/shared?chatid=abc-123"),
        ("", "https://shamelagpt.com/shared?chatid=abc-123"),
        ("   ", "https://shamelagpt.com/shared?chatid=abc-123"),
        ("not a url", "https://shamelagpt.com/shared?chatid=abc-123"),
        ("https://shamelagpt.com/chat?id=abc-123", "https://shamelagpt.com/shared?chatid=abc-123"),
        ("https://shamelagpt.com/shared", "https://shamelagpt.com/shared?chatid=abc-123"),
        ("ftp://shamelagpt.com/shared/x", "https://shamelagpt.com/shared?chatid=abc-123"),
        ("https://shamelagpt.com/shared/a/b", "https://shamelagpt.com/shared?chatid=abc-123"),
        ("https://shamelagpt.com/shared?chatid=srv-9", "https://shamelagpt.com/shared?chatid=srv-9"),
        ("http://localhost:3000/shared/abc-123", "http://localhost:3000/shared?chatid=abc-123"),
        ("https://www.shamelagpt.com/shared/xyz/", "https://www.shamelagpt.com/shared?chatid=xyz"),
    ] as [(String?, String)])
    func normalizes(raw: String?, expected: String) {
        #expect(ShareLink.normalize(raw, id: "abc-123") == expected)
    }
}

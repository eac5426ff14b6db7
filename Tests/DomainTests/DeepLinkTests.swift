import Domain
import Testing

/// Every accepted and rejected link form of protocol.md §12.1.
@Suite struct DeepLinkTests {
    @Test(arguments: [
        ("shamelagpt://chat", DeepLink.newChat),
        ("shamelagpt://chat?id=conv-1", .conversation("conv-1")),
        ("shamelagpt:///chat?id=conv-1", .conversation("conv-1")),
        ("shamelagpt://chat/?id=conv-1", .conversation("conv-1")),
        ("shamelagpt://history", .history),
        ("shamelagpt://settings", .settings),
        ("shamelagpt://settings/", .settings),
        ("https://shamelagpt.com/chat", .newChat),
        ("https://www.shamelagpt.com/chat", .newChat),
        ("https://shamelagpt.com/chat?id=conv-1", .conversation("conv-1")),
        ("https://www.shamelagpt.com/chat?id=conv-1", .conversation("conv-1")),
        ("https://shamelagpt.com/history", .history),
        ("https://www.shamelagpt.com/settings", .settings),
        ("https://shamelagpt.com/shared?chatid=abc-123", .shared("abc-123")),
        ("https://shamelagpt.com/shared?id=abc-123", .shared("abc-123")),
        ("https://shamelagpt.com/shared?id=other&chatid=abc-123", .shared("abc-123")),
        ("https://shamelagpt.com/shared/abc-123", .shared("abc-123")),
        ("https://shamelagpt.com/shared", .newChat),
        ("https://shamelagpt.com/shared/", .newChat),
    ])
    func accepted(link: String, expected: DeepLink) {
        #expect(DeepLink.parse(link) == expected, "\(link)")
    }

    @Test(arguments: [
        ("SHAMELAGPT://CHAT?id=Conv-1", DeepLink.conversation("Conv-1")),
        ("ShamelaGPT://History", .history),
        ("HTTPS://ShamelaGPT.com/chat?id=x", .conversation("x")),
        ("https://WWW.SHAMELAGPT.COM/shared?chatid=x", .shared("x")),
        ("https://shamelagpt.com/chat/", .newChat),
        ("https://shamelagpt.com/history/", .history),
        ("https://shamelagpt.com:443/chat?id=x", .conversation("x")),
        ("  https://shamelagpt.com/chat?id=x  ", .conversation("x")),
        ("https://shamelagpt.com/chat?id=", .newChat),
        ("https://shamelagpt.com/shared/a%20b", .shared("a b")),
        ("https://shamelagpt.com/chat?id=a%2Fb", .conversation("a/b")),
    ])
    func caseTrailingSlashAndEncoding(link: String, expected: DeepLink) {
        #expect(DeepLink.parse(link) == expected, "\(link)")
    }

    @Test(arguments: [
        "https://example.com/chat?id=conv-1",
        "https://shamelagpt.com/pricing",
        "https://shamelagpt.com/",
        "https://shamelagpt.com",
        "http://shamelagpt.com/chat?id=conv-1",
        "ftp://shamelagpt.com/chat",
        "shamelagpt://chat/extra",
        "shamelagpt://",
        "https://api.shamelagpt.com/chat",
        "https://shamelagpt.com.evil.example/chat",
        "https://user@shamelagpt.com/chat",
        "https://shamelagpt.com:8443/chat",
        "https://shamelagpt.com/Chat",
        "https://shamelagpt.com/shared/a/b",
        "https://shamelagpt.com//chat",
        "not a link",
        "",
    ])
    func unsupported(link: String) {
        #expect(DeepLink.parse(link) == .unsupported, "\(link)")
    }

    @Test func theShareLinkIsCanonicalAndEncoded() {
        #expect(DeepLink.shareURL(id: "abc-123") == "https://shamelagpt.com/shared?chatid=abc-123")
        #expect(DeepLink.shareURL(id: "a b&c") == "https://shamelagpt.com/shared?chatid=a%20b%26c")
    }
}

/// `shamelagpt://factcheck` (the mobile apps' share-extension link) opens the fact-check flow.
@Suite struct FactCheckLinkTests {
    @Test func textImageAndBare() {
        #expect(DeepLink.parse("shamelagpt://factcheck") == .factCheck(text: "", image: nil))
        #expect(DeepLink.parse("shamelagpt://factcheck?text=%C2%AB%D8%A5%D9%86%D9%85%D8%A7%C2%BB")
            == .factCheck(text: "«إنما»", image: nil))
        #expect(DeepLink.parse("SHAMELAGPT://FactCheck?image=%2Ftmp%2Fa%20b.png") == .factCheck(text: nil, image: "/tmp/a b.png"))
        #expect(DeepLink.parse("shamelagpt://factcheck/extra?text=x") == .unsupported)
    }
}

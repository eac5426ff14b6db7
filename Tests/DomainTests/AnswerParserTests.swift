@testable import Domain
import Testing

@Suite struct AnswerParserTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var line: String
        var title: String
        var url: String
        var page: Int?
        var author: String? = nil
        var testDescription: String { line }
    }

    // protocol.md §9.7, rows 1–12.
    static let rows: [Row] = [
        Row(line: "* **book_name:** Sahih Bukhari, **source_url:** https://shamela.ws/book/1/23",
            title: "Sahih Bukhari", url: "https://shamela.ws/book/1/23", page: 23),
        Row(line: "*   **book_name:**   Book Title   ,   **source_url:**   https://shamela.ws/book/1/1",
            title: "Book Title", url: "https://shamela.ws/book/1/1", page: 1),
        Row(line: "- **[الجامع الصحيح](https://shamela.ws/book/123/45)** - الإمام الترمذي",
            title: "الجامع الصحيح", url: "https://shamela.ws/book/123/45", page: 45, author: "الإمام الترمذي"),
        Row(line: "- [Book Title](https://shamela.ws/book/123/45).",
            title: "Book Title", url: "https://shamela.ws/book/123/45", page: 45),
        Row(line: "- [](https://shamela.ws/book/3/3)",
            title: "https://shamela.ws/book/3/3", url: "https://shamela.ws/book/3/3", page: 3),
        Row(line: "* **اسم الكتاب:** صحيح البخاري، **رابط المصدر:** https://shamela.ws/book/1234/56",
            title: "صحيح البخاري", url: "https://shamela.ws/book/1234/56", page: 56),
        Row(line: "- [فتاوى الشبكة الإسلامية] - https://shamela.ws/book/27107/17379",
            title: "فتاوى الشبكة الإسلامية", url: "https://shamela.ws/book/27107/17379", page: 17379),
        Row(line: "- [الأساس في السنة وفقهها - العقائد الإسلامية] - https://shamela.ws/book/18338/151",
            title: "الأساس في السنة وفقهها - العقائد الإسلامية", url: "https://shamela.ws/book/18338/151", page: 151),
        Row(line: "- كتاب الصلاة - https://shamela.ws/book/10/20",
            title: "كتاب الصلاة", url: "https://shamela.ws/book/10/20", page: 20),
        Row(line: "* **book_name:** , **source_url:** https://shamela.ws/book/1/1",
            title: "https://shamela.ws/book/1/1", url: "https://shamela.ws/book/1/1", page: 1),
        Row(line: "* **source_url:** https://shamela.ws/book/1234/5678?param=value",
            title: "https://shamela.ws/book/1234/5678?param=value",
            url: "https://shamela.ws/book/1234/5678?param=value", page: 5678),
        Row(line: "- **book_name:** X, **source_url:** https://shamela.ws/book/1/2,",
            title: "X", url: "https://shamela.ws/book/1/2", page: 2),
        Row(line: "- [Book (With Parentheses) & Co](https://example.org/a/b)",
            title: "Book (With Parentheses) & Co", url: "https://example.org/a/b", page: nil),
        Row(line: "- Library book - https://shamela.ws/book/1681",
            title: "Library book", url: "https://shamela.ws/book/1681", page: nil),
        // Only a Shamela-style /book/<id>/<page> path has pages: sunnah.com's last number is a hadith.
        Row(line: "- [Sahih Muslim, book 1, hadith 19] - https://sunnah.com/muslim/1/19",
            title: "Sahih Muslim, book 1, hadith 19", url: "https://sunnah.com/muslim/1/19", page: nil),
        Row(line: "- [Tafsir] – https://tanzil.net/#2:255",
            title: "Tafsir", url: "https://tanzil.net/#2:255", page: nil),
        Row(line: "- Book, https://shamela.ws/book/9/8/ ;",
            title: "Book", url: "https://shamela.ws/book/9/8/", page: 8),
        Row(line: "-https://shamela. ws/book/5/6",
            title: "https://shamela.ws/book/5/6", url: "https://shamela.ws/book/5/6", page: 6),
    ]

    @Test(arguments: rows)
    func workedExample(row: Row) throws {
        let parsed = AnswerParser.parse("Body\n\nSources:\n\n\(row.line)")
        #expect(parsed.body == "Body")
        #expect(parsed.sources == [Source(title: row.title, url: row.url, page: row.page, author: row.author)])
    }

    @Test(arguments: [
        "- [Book Four]",
        "* **book_name:** Book Title, **something_else:** value",
        "1. **book_name:** X, **source_url:** https://shamela.ws/book/9/8",
        "plain line https://shamela.ws/book/9/8",
        "- no url here at all",
        "- [Title](ftp://example.org/x)",
        "- https://",
    ])
    func lineWithoutSource(line: String) {
        #expect(AnswerParser.parse("Body\nSources:\n\(line)").sources.isEmpty)
    }

    @Test(arguments: [
        "Sources:", "Sources", "sources", "SOURCES :", "## Sources", "# المصادر:",
        "المصادر / Sources", "## المصادر / Sources:", "Sources / المصادر", "  Sources:  ", "Sources" + String(repeating: " ", count: 80) + ":",
    ])
    func headers(line: String) {
        #expect(AnswerParser.isHeader(line))
    }

    @Test(arguments: ["**Sources:**", "Sources: see below", "Sources used in this answer", "", "The Sources"])
    func notHeaders(line: String) {
        #expect(!AnswerParser.isHeader(line))
    }

    @Test func onlyFirstSectionCounts() {
        let text = "Content.\n\nSources:\n\n* **book_name:** Book 1, **source_url:** https://shamela.ws/book/1/1\n\nMore content here.\n\nSources:\n\n* **book_name:** Book 2, **source_url:** https://shamela.ws/book/2/2"
        let parsed = AnswerParser.parse(text)
        #expect(parsed.body == "Content.")
        #expect(parsed.sources.map(\.title) == ["Book 1"])
    }

    @Test func boldHeaderIsNotAHeader() {
        let text = "Text\n\n**Sources:**\n* **book_name:** X, **source_url:** https://shamela.ws/book/9/8"
        let parsed = AnswerParser.parse(text)
        #expect(parsed.body == text)
        #expect(parsed.sources.isEmpty)
    }

    @Test func crlfLineEnds() {
        let parsed = AnswerParser.parse("Line\r\n\r\nSources:\r\n* **book_name:** X, **source_url:** https://shamela.ws/book/9/8")
        #expect(parsed.body == "Line")
        #expect(parsed.sources == [Source(title: "X", url: "https://shamela.ws/book/9/8", page: 8)])
    }

    @Test func noHeaderMeansNoSources() {
        let text = "  # Heading\n\n**Bold text**\n\n- List item 1\n- List item 2\n"
        let parsed = AnswerParser.parse(text)
        #expect(parsed.body == "# Heading\n\n**Bold text**\n\n- List item 1\n- List item 2")
        #expect(parsed.sources.isEmpty)
    }

    @Test func serverGuestFormat() {
        let text = "Islam, as understood in Islamic tradition...\n\nالمصادر / Sources\n- [فتاوى الشبكة الإسلامية] - https://shamela.ws/book/27107/17379"
        let parsed = AnswerParser.parse(text)
        #expect(parsed.body == "Islam, as understood in Islamic tradition...")
        #expect(parsed.sources.count == 1)
        #expect(parsed.sources.first.map(AnswerParser.citation) == "فتاوى الشبكة الإسلامية, p. 17379")
    }

    @Test func citationWithoutPage() {
        #expect(AnswerParser.citation(for: Source(title: "Book", url: "https://shamela.ws/book/1681")) == "Book")
    }
}

@Suite struct AnswerParserHeaderFilterTests {
    @Test func theQuickFilterFindsEveryHeaderSpelling() {
        for line in ["Sources:", "## sources", "SOURCES", "المصادر:", "### المصادر / Sources", "x المصادر", "alMالمصادر"] {
            #expect(AnswerParser.mentionsSources(Array(line.utf8)), "\(line)")
        }
        for line in ["Source", "resources are", "المصدر", "", "s"] {
            #expect(AnswerParser.mentionsSources(Array(line.utf8)) == line.lowercased().contains("sources"), "\(line)")
        }
    }
}

import Foundation
import Testing
import TestSupport
import TextLayout

/// Cache (a) of text-rendering.md §10: a message laid out again (a resize, the other UI
/// direction, a setting the parse does not read) parses nothing and gives the rows of a cold
/// layout; a new revision or a setting the parse reads misses; the memory bound evicts.
@Suite struct ParsedBlocksCacheTests {
    static let corpus = ParagraphAnalysisCacheTests.corpus
    static let widths = [12, 20, 33, 47, 80, 120]

    static func direction(_ i: Int) -> TextDirection { i % 2 == 0 ? .rtl : .ltr }

    static func key(_ i: Int, width: Int, revision: Int = 0, direction: TextDirection? = nil,
                    settings: LayoutSettings = .default, hardBreaks: Bool = false) -> LayoutCache.Key {
        LayoutCache.Key(messageID: "m\(i)", revision: revision, width: width, direction: direction ?? Self.direction(i),
                        settings: settings, hardBreaks: hardBreaks)
    }

    static func cold(_ key: LayoutCache.Key, _ markdown: String) -> [LayoutRow] {
        MarkdownLayout.rows(markdown: markdown, width: key.width, baseDirection: key.direction,
                            settings: key.settings, hardBreaks: key.hardBreaks)
    }

    @Test func aResizeOfAMixedConversationParsesNothingAgainAndMatchesAColdLayout() async throws {
        try await offPool {
            let layouts = LayoutCache()
            for (i, m) in Self.corpus.enumerated() { _ = layouts.rows(for: Self.key(i, width: 100)) { m } }
            let first = layouts.parsed.statistics
            #expect(first.misses == Self.corpus.count && first.entries == Self.corpus.count)
            for width in Self.widths {
                for (i, m) in Self.corpus.enumerated() {
                    let key = Self.key(i, width: width)
                    #expect(layouts.rows(for: key) { m } == Self.cold(key, m), "message \(i) at \(width)")
                }
            }
            let after = layouts.parsed.statistics
            #expect(after.misses == first.misses, "nothing parsed again")
            #expect(after.hits == Self.corpus.count * Self.widths.count)
        }
    }

    @Test func theOtherUIDirectionReusesBlocksUnlessAnImageLabelReadsIt() {
        let layouts = LayoutCache()
        let plain = Self.corpus[0], image = "صورة المخطوطة ![the manuscript](https://example.com/a.png) here"
        for (i, m) in [plain, image].enumerated() {
            // Another width the third time, so cache (c) has no rows for it.
            for (direction, width) in [(TextDirection.rtl, 40), (.ltr, 40), (.rtl, 41)] {
                let key = Self.key(i, width: width, direction: direction)
                #expect(layouts.rows(for: key) { m } == Self.cold(key, m), "message \(i) \(direction)")
            }
        }
        // The plain message was parsed once; the one with an image once per direction change.
        #expect(layouts.parsed.statistics.misses == 1 + 3)
    }

    @Test(arguments: [("no image here!", false), ("![alt](x.png)", true), ("a ! [not] an image", false),
                      ("ends with !", false), ("text ![ref][1]", true), ("", false), ("صورة! ![ص](a.png)", true)])
    func imagesAreFoundByTheirOpeningBracket(_ text: String, _ expected: Bool) {
        let layouts = LayoutCache()
        _ = layouts.rows(for: Self.key(0, width: 30, direction: .rtl)) { text }
        _ = layouts.rows(for: Self.key(0, width: 30, direction: .ltr)) { text }
        #expect(layouts.parsed.statistics.misses == (expected ? 2 : 1))
    }

    @Test func aNewRevisionMisses() {
        let layouts = LayoutCache()
        _ = layouts.rows(for: Self.key(0, width: 50)) { "نص أول **قديم**" }
        let key = Self.key(0, width: 50, revision: 1)
        let edited = "نص ثان *جديد* with English"
        #expect(layouts.rows(for: key) { edited } == Self.cold(key, edited))
        #expect(layouts.parsed.statistics.misses == 2 && layouts.parsed.statistics.hits == 0)
    }

    @Test(arguments: [
        LayoutSettings(hyperlinks: false),
        LayoutSettings(strikeOverlay: false),
        LayoutSettings(tabWidth: 8),
    ])
    func aSettingThatChangesTheParseMisses(_ settings: LayoutSettings) {
        let layouts = LayoutCache()
        let m = "~~struck~~ and [a link](https://shamela.ws) مع نص\n\n```\n\tindented\n```"
        _ = layouts.rows(for: Self.key(0, width: 60)) { m }
        let key = Self.key(0, width: 60, settings: settings)
        #expect(layouts.rows(for: key) { m } == Self.cold(key, m))
        #expect(layouts.parsed.statistics.misses == 2)
    }

    @Test func hardBreaksMiss() {
        let layouts = LayoutCache()
        let m = "سطر أول\nsecond line"
        _ = layouts.rows(for: Self.key(0, width: 60)) { m }
        let key = Self.key(0, width: 60, hardBreaks: true)
        #expect(layouts.rows(for: key) { m } == Self.cold(key, m))
        #expect(layouts.parsed.statistics.misses == 2)
    }

    @Test(arguments: [
        LayoutSettings(hideHarakat: true),
        LayoutSettings(arabicIndicDigits: true),
        LayoutSettings(emoji: .exact),
    ])
    func aSettingTheParseDoesNotReadHits(_ settings: LayoutSettings) {
        let layouts = LayoutCache()
        let m = "1. وَالزَّكَاةُ فريضة 👨‍👩‍👧\n2. second item\n10. العاشر"
        _ = layouts.rows(for: Self.key(0, width: 60)) { m }
        let key = Self.key(0, width: 60, settings: settings)
        #expect(layouts.rows(for: key) { m } == Self.cold(key, m))
        #expect(layouts.parsed.statistics.misses == 1 && layouts.parsed.statistics.hits == 1)
    }

    @Test func invalidatingAMessageForgetsItsBlocks() {
        let layouts = LayoutCache()
        _ = layouts.rows(for: Self.key(0, width: 50)) { "نص" }
        _ = layouts.rows(for: Self.key(1, width: 50)) { "text" }
        layouts.invalidate(messageID: "m0")
        #expect(layouts.parsed.statistics.entries == 1)
        _ = layouts.rows(for: Self.key(0, width: 50)) { "نص" }
        #expect(layouts.parsed.statistics.misses == 3)
    }

    static let many = (0..<40).map { "رسالة رقم \($0) فيها نص عربي طويل بما يكفي، with English words too \($0)." }

    static func parse(_ cache: ParsedBlocksCache, _ i: Int) {
        _ = cache.parsed(ParsedBlocksCache.Key(messageID: "m\(i)"), direction: .rtl, settings: .default) { Self.many[i] }
    }

    @Test func theBoundEvictsTheLeastRecentlyUsed() {
        let cache = ParsedBlocksCache(maxBytes: 8_000)
        for i in Self.many.indices { Self.parse(cache, i) }
        let s = cache.statistics
        #expect(s.evictions > 0 && s.bytes <= 8_000 && s.entries < Self.many.count)
        Self.parse(cache, 39)
        #expect(cache.statistics.hits == s.hits + 1, "the newest is kept")
        Self.parse(cache, 0)
        #expect(cache.statistics.misses == s.misses + 1, "the oldest is gone")
    }

    @Test func aHitMakesAnEntryRecent() {
        let cache = ParsedBlocksCache(maxBytes: 8_000)
        for i in Self.many.indices {
            Self.parse(cache, i)
            Self.parse(cache, 0)  // kept in use all along
        }
        let before = cache.statistics
        Self.parse(cache, 0)
        #expect(cache.statistics.hits == before.hits + 1)
    }

    @Test func threadsShareOneCacheSafely() async throws {
        let layouts = LayoutCache(maxRows: 200, parsed: ParsedBlocksCache(maxBytes: 20_000))
        let results = try await offPool {
            let out = Results()
            DispatchQueue.concurrentPerform(iterations: 8) { t in
                for (i, m) in Self.corpus.enumerated() {
                    let key = Self.key(i, width: Self.widths[(i + t) % Self.widths.count], direction: t % 2 == 0 ? .rtl : .ltr)
                    out.record(layouts.rows(for: key) { m } == Self.cold(key, m))
                }
            }
            return out.all
        }
        #expect(results.count == 8 * Self.corpus.count && results.allSatisfy { $0 })
        #expect(layouts.parsed.statistics.bytes <= 20_000)
    }
}

/// Collects results from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Bool] = []
    func record(_ v: Bool) { lock.withLock { values.append(v) } }
    var all: [Bool] { lock.withLock { values } }
}

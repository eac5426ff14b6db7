import Foundation
import Testing
import TestSupport
import TextLayout

/// Cache (b) of text-rendering.md §10: a resize re-lays-out from cached analyses with the same
/// result as a cold layout; settings that change the text miss; the memory bound evicts.
@Suite struct ParagraphAnalysisCacheTests {
    /// Mixed Arabic/English Markdown touching every block kind that analyses paragraphs.
    static let corpus: [String] = [
        "الصلاة **عماد** الدين، وقد قال النبي ﷺ: «إنما الأعمال بالنيات» (رواه البخاري 1) and more English words here.",
        "Prayer is the *pillar* of religion; the Prophet said «إنما الأعمال بالنيات» — see [Shamela](https://shamela.ws/book/1).",
        "## عنوان فرعي طويل بما يكفي\n\nفقرة بعد العنوان فيها `code span` ورقم الهاتف +966 50 123 4567 للتواصل.",
        "- first item of a list that wraps over more than one row at narrow widths\n- البند الثاني من القائمة وهو طويل أيضا\n  - nested العربية item",
        "1. واحد اثنان ثلاثة أربعة خمسة ستة\n2. second ordered item with enough text\n10. العاشر",
        "> اقتباس طويل من كتاب صحيح البخاري يلتف على عدة أسطر في العرض الضيق\n>\n> — Bukhari, Book of Revelation",
        "```swift\nlet greeting = \"السلام عليكم\" // an Arabic string in a long code line to hard-wrap\nprint(greeting)\n```",
        "| الكتاب | Book | الوصف |\n|---|---|---|\n| صحيح البخاري | Sahih al-Bukhari | أصح كتب الحديث عند أهل السنة |\n| صحيح مسلم | Sahih Muslim | the second of the two Sahihs |",
        "وَالزَّكَاةُ فريضة على المسلمين في أموالهم بشروطها المعروفة في كتب الفقه، and charity is obligatory 123 و ٤٥٦.",
        "Family 👨‍👩‍👧 and 👍🏽 in Arabic text: عائلة 👨‍👩‍👧 وإبهام 👍🏽 with a URL https://example.com/a/very/long/path/that/splits",
    ]

    static let widths = [12, 20, 33, 47, 80, 120]

    static func layOut(_ markdown: String, _ i: Int, width: Int, settings: LayoutSettings = .default,
                       analyses: ParagraphAnalysisCache?) -> [LayoutRow] {
        MarkdownLayout.rows(markdown: markdown, width: width, baseDirection: i % 2 == 0 ? .rtl : .ltr,
                            settings: settings, analyses: analyses)
    }

    @Test func aResizeFromTheCacheGivesTheRowsOfAColdLayout() async throws {
        try await offPool {
            let cache = ParagraphAnalysisCache()
            for (i, m) in Self.corpus.enumerated() { _ = Self.layOut(m, i, width: 100, analyses: cache) }
            for width in Self.widths {
                for (i, m) in Self.corpus.enumerated() {
                    let warm = Self.layOut(m, i, width: width, analyses: cache)
                    let cold = Self.layOut(m, i, width: width, analyses: nil)
                    #expect(warm == cold, "message \(i) at \(width)")
                }
            }
            #expect(cache.statistics.hits > 0)
        }
    }

    @Test func aResizeHitsForEveryCachedParagraphAndAnalysesNothingAgain() {
        let cache = ParagraphAnalysisCache()
        for (i, m) in Self.corpus.enumerated() { _ = Self.layOut(m, i, width: 80, analyses: cache) }
        let first = cache.statistics
        #expect(first.misses > 0 && first.entries == first.misses)
        for (i, m) in Self.corpus.enumerated() { _ = Self.layOut(m, i, width: 57, analyses: cache) }
        let second = cache.statistics
        #expect(second.misses == first.misses, "nothing analysed again")
        #expect(second.hits - first.hits >= first.misses, "every cached paragraph found")
        #expect(second.entries == first.entries)
    }

    @Test(arguments: [
        LayoutSettings(hideHarakat: true),
        LayoutSettings(arabicIndicDigits: true),
        LayoutSettings(emoji: .exact),
        LayoutSettings(hyperlinks: false),
        LayoutSettings(strikeOverlay: false),
        LayoutSettings(tabWidth: 8),
    ])
    func aSettingThatChangesTheTextMisses(_ settings: LayoutSettings) {
        let cache = ParagraphAnalysisCache()
        for (i, m) in Self.corpus.enumerated() { _ = Self.layOut(m, i, width: 80, analyses: cache) }
        let before = cache.statistics
        for (i, m) in Self.corpus.enumerated() {
            let rows = Self.layOut(m, i, width: 80, settings: settings, analyses: cache)
            #expect(rows == Self.layOut(m, i, width: 80, settings: settings, analyses: nil), "message \(i)")
        }
        let after = cache.statistics
        #expect(after.hits == before.hits, "no analysis made with other settings is reused")
        #expect(after.misses > before.misses)
    }

    @Test func theUIDirectionIsPartOfTheKey() {
        let cache = ParagraphAnalysisCache()
        let text = "123 456 789 — numbers only, then letters"
        _ = MarkdownLayout.rows(markdown: text, width: 40, baseDirection: .ltr, analyses: cache)
        _ = MarkdownLayout.rows(markdown: text, width: 40, baseDirection: .rtl, analyses: cache)
        #expect(cache.statistics.hits == 0 && cache.statistics.misses == 2)
        _ = MarkdownLayout.rows(markdown: text, width: 30, baseDirection: .rtl, analyses: cache)
        #expect(cache.statistics.hits == 1)
    }

    @Test func theBoundEvictsTheLeastRecentlyUsed() {
        let cache = ParagraphAnalysisCache(maxBytes: 40_000)
        let messages = (0..<40).map { "رسالة رقم \($0) فيها نص عربي طويل بما يكفي ليحسب، with English words too \($0)." }
        for (i, m) in messages.enumerated() { _ = Self.layOut(m, i, width: 60, analyses: cache) }
        let s = cache.statistics
        #expect(s.evictions > 0)
        #expect(s.bytes <= 40_000 && s.entries < messages.count)
        // The newest is still there, the oldest is gone.
        _ = Self.layOut(messages[39], 39, width: 50, analyses: cache)
        #expect(cache.statistics.hits == s.hits + 1)
        _ = Self.layOut(messages[0], 0, width: 50, analyses: cache)
        #expect(cache.statistics.misses == s.misses + 1)
    }

    @Test func aHitMakesAnEntryRecent() {
        let cache = ParagraphAnalysisCache(maxBytes: 40_000)
        let messages = (0..<40).map { "رسالة رقم \($0) فيها نص عربي طويل بما يكفي ليحسب، with English words too \($0)." }
        for (i, m) in messages.enumerated() {
            _ = Self.layOut(m, i, width: 60, analyses: cache)
            _ = Self.layOut(messages[0], 0, width: 61, analyses: cache)  // kept in use all along
        }
        let before = cache.statistics
        _ = Self.layOut(messages[0], 0, width: 50, analyses: cache)
        #expect(cache.statistics.hits == before.hits + 1)
    }

    @Test func shortParagraphsAreAnalysedWithoutTheCache() {
        let cache = ParagraphAnalysisCache()
        _ = MarkdownLayout.rows(markdown: "- نعم\n- no", width: 40, baseDirection: .rtl, analyses: cache)
        let s = cache.statistics
        #expect(s.entries == 0 && s.skipped == 2 && s.misses == 0)
    }

    @Test func threadsShareOneCacheSafely() async throws {
        let cache = ParagraphAnalysisCache(maxBytes: 200_000)
        let results = try await offPool {
            let out = Results()
            DispatchQueue.concurrentPerform(iterations: 8) { t in
                for (i, m) in Self.corpus.enumerated() {
                    let width = Self.widths[(i + t) % Self.widths.count]
                    out.record(Self.layOut(m, i, width: width, analyses: cache) == Self.layOut(m, i, width: width, analyses: nil))
                }
            }
            return out.all
        }
        #expect(results.count == 8 * Self.corpus.count && results.allSatisfy { $0 })
        #expect(cache.statistics.bytes <= 200_000)
    }

    @Test func theLayoutCacheReusesAnalysesAcrossWidths() {
        let layouts = LayoutCache()
        let text = Self.corpus[0]
        _ = layouts.rows(for: LayoutCache.Key(messageID: "m", width: 80, direction: .rtl)) { text }
        let before = layouts.analyses.statistics
        _ = layouts.rows(for: LayoutCache.Key(messageID: "m", width: 60, direction: .rtl)) { text }
        #expect(layouts.analyses.statistics.hits > before.hits)
        #expect(layouts.analyses.statistics.misses == before.misses)
    }
}

/// Collects results from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Bool] = []
    func record(_ v: Bool) { lock.withLock { values.append(v) } }
    var all: [Bool] { lock.withLock { values } }
}

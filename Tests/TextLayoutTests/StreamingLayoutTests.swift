import Testing
@testable import TextLayout

/// Incremental layout gives the same rows as a full layout, and redoes only the last block.
@Suite struct StreamingLayoutTests {
    static let answer = """
    # الصلاة

    The five daily prayers are **obligatory**. قال تعالى: «إن الصلاة كانت على المؤمنين كتابا موقوتا».

    - Fajr: 2 rakats
    - Dhuhr: 4 rakats

    ```swift
    let n = 5 // عدد الصلوات
    ```

    | Prayer | Rakats |
    |---|---|
    | Fajr | 2 |

    > خيركم من تعلم القرآن وعلمه.

    Last paragraph with a link https://shamela.ws/book/1 and more text.
    """

    @Test(arguments: [1, 3, 7, 50])
    func chunkedStreamMatchesFullLayout(chunkSize: Int) {
        for direction in [TextDirection.ltr, .rtl] {
            var s = StreamingLayout(width: 40, direction: direction)
            let bytes = Array(Self.answer.utf8)
            var i = 0
            while i < bytes.count {
                s.append(bytes[i..<min(bytes.count, i + chunkSize)])
                i += chunkSize
            }
            let full = MarkdownLayout.rows(markdown: Self.answer, width: 40, baseDirection: direction)
            #expect(s.rows.map(\.text) == full.map(\.text), "\(direction) \(chunkSize)")
            #expect(s.rows == full, "styles differ")
            s.finish()
            #expect(s.rows == full, "styles differ after finish")
        }
    }

    @Test func onlyTheLastBlockIsRedone() {
        var s = StreamingLayout(width: 40, direction: .ltr)
        s.append(Self.answer)
        let before = s.blockLayouts
        s.append(" more")
        #expect(s.blockLayouts == before + 1)
    }

    @Test func lineOffsetsCountCRAndLF() {
        let text = Array("a\r\nb\rc\nd".utf8)
        #expect(StreamingLayout.offset(ofLine: 1, in: text[...]) == 0)
        #expect(StreamingLayout.offset(ofLine: 2, in: text[...]) == 3)
        #expect(StreamingLayout.offset(ofLine: 3, in: text[...]) == 5)
        #expect(StreamingLayout.offset(ofLine: 4, in: text[...]) == 7)
    }

    /// text-rendering.md §10 cache a while streaming: final blocks are neither laid out nor parsed again, so a
    /// chunk costs what the last block is, however long the answer grew.
    @Test func finalBlocksAreNotParsedAgain() {
        var s = StreamingLayout(width: 60, direction: .rtl)
        let block = "فقرة رقم كذا فيها نص عربي and some English words, long enough to matter.\n\n"
        for _ in 0..<50 { s.append(block) }
        let before = s.parsedBytes
        s.append("ويضاف هذا الجزء")
        // The tail (the last paragraph and the new chunk) is parsed at most twice: once to settle
        // which blocks are final when a line completes, once as the growing tail.
        #expect(s.parsedBytes - before <= 2 * (block.utf8.count + 64))
        #expect(s.text.utf8.count > 40 * block.utf8.count)
    }

    @Test func cacheHitsAndEvicts() {
        let cache = LayoutCache(maxRows: 10)
        let key = LayoutCache.Key(messageID: "m1", width: 20, direction: .ltr)
        var calls = 0
        let a = cache.rows(for: key) { calls += 1; return "hello world" }
        let b = cache.rows(for: key) { calls += 1; return "hello world" }
        #expect(a == b)
        #expect(calls == 1)
        _ = cache.rows(for: LayoutCache.Key(messageID: "m2", width: 20, direction: .ltr)) {
            String(repeating: "word ", count: 60)
        }
        #expect(cache.rowCount <= 15)
        #expect(cache.lookup(key) == nil)  // the older entry went
        // A different width is a different layout.
        #expect(cache.lookup(LayoutCache.Key(messageID: "m2", width: 30, direction: .ltr)) == nil)
    }
}

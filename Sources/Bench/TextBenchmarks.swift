import Foundation
import TextLayout

/// Text engine figures: cold layout of a long conversation, a streaming update, a scroll frame.
enum TextBenchmarks {
    static let all: [Benchmark] = [
        // Cold as the app is cold: empty parsed-blocks (a) and paragraph-analysis (b) caches per
        // run, with their default bounds, filled as it goes.
        Benchmark(name: "text/conversation-cold-layout-100cols", unit: "ms", target: "≤ 200 ms") { ctx in
            let messages = ctx.quick ? Fixture.small : Fixture.conversation
            let caches = Caches()
            return timeSeconds { layOut(messages, width: 100, caches: caches) } * 1000
        },
        // The same work in CPU time: the wall-clock figure above grows when the machine is shared.
        Benchmark(name: "text/conversation-cold-layout-100cols-cpu", unit: "ms", target: "≤ 200 ms") { ctx in
            let messages = ctx.quick ? Fixture.small : Fixture.conversation
            let caches = Caches()
            return cpuSeconds { layOut(messages, width: 100, caches: caches) } * 1000
        },
        // Without cache (a), for its cost on a cold layout: keeping every message's blocks.
        Benchmark(name: "text/conversation-cold-layout-100cols-no-parsed-cache-cpu", unit: "ms", target: "(detail)") { ctx in
            let messages = ctx.quick ? Fixture.small : Fixture.conversation
            let caches = Caches(parsed: nil)
            return cpuSeconds { layOut(messages, width: 100, caches: caches) } * 1000
        },
        // Without caches (a) and (b), for their cost on a cold layout: lookups, digests, insertions.
        Benchmark(name: "text/conversation-cold-layout-100cols-no-cache-cpu", unit: "ms", target: "(detail)") { ctx in
            let messages = ctx.quick ? Fixture.small : Fixture.conversation
            return cpuSeconds { layOut(messages, width: 100, caches: nil) } * 1000
        },
        // A resize of a 100×40 view at the end of the conversation to 90 columns: the messages of
        // one screen and one screen ahead (what the transcript lays out), with their blocks in
        // cache (a) and analyses in cache (b) from the layout at 100 columns, and nothing at 90
        // in cache (c): only wrapping and reordering.
        Benchmark(name: "text/resize-relayout-one-screen", unit: "ms", target: "≤ 16 ms") { ctx in
            let messages = ctx.quick ? Fixture.small : Fixture.conversation
            let caches = ctx.quick ? Fixture.smallWarm : Fixture.fullWarm
            return timeSeconds { _ = screenAtEnd(messages, width: 90, rows: 80, caches: caches) } * 1000
        },
        // The same screen parsed again, analyses from cache (b): what it cost before cache (a).
        Benchmark(name: "text/resize-relayout-one-screen-parsing", unit: "ms", target: "(detail)") { ctx in
            let messages = ctx.quick ? Fixture.small : Fixture.conversation
            let caches = ctx.quick ? Fixture.smallWarm : Fixture.fullWarm
            let analysesOnly = Caches(analyses: caches.analyses, parsed: nil)
            return timeSeconds { _ = screenAtEnd(messages, width: 90, rows: 80, caches: analysesOnly) } * 1000
        },
        // The same screen without any cache: parsed and analysed again.
        Benchmark(name: "text/resize-relayout-one-screen-no-cache", unit: "ms", target: "(detail)") { ctx in
            let messages = ctx.quick ? Fixture.small : Fixture.conversation
            return timeSeconds { _ = screenAtEnd(messages, width: 90, rows: 80, caches: nil) } * 1000
        },
        // Every message again at 90 columns from warm caches (a) and (b): compare with the cold layout.
        Benchmark(name: "text/resize-relayout-2000-messages-warm", unit: "ms", target: "(detail)") { ctx in
            let messages = ctx.quick ? Fixture.small : Fixture.conversation
            let caches = ctx.quick ? Fixture.smallWarm : Fixture.fullWarm
            return cpuSeconds { layOut(messages, width: 90, caches: caches) } * 1000
        },
        // The same parsing every message again, analyses from cache (b): before cache (a).
        Benchmark(name: "text/resize-relayout-2000-messages-warm-parsing", unit: "ms", target: "(detail)") { ctx in
            let messages = ctx.quick ? Fixture.small : Fixture.conversation
            let caches = ctx.quick ? Fixture.smallWarm : Fixture.fullWarm
            let analysesOnly = Caches(analyses: caches.analyses, parsed: nil)
            return cpuSeconds { layOut(messages, width: 90, caches: analysesOnly) } * 1000
        },
        // What cache (b) holds for the whole conversation, by its own estimate (sizes its bound).
        Benchmark(name: "text/analysis-cache-2000-messages", unit: "MB", target: "(detail)") { ctx in
            let caches = ctx.quick ? Fixture.smallWarm : Fixture.fullWarm
            return Double(caches.analyses?.statistics.bytes ?? 0) / 1_048_576
        },
        // What cache (a) holds for the whole conversation, by its own estimate (sizes its bound).
        Benchmark(name: "text/parsed-cache-2000-messages", unit: "MB", target: "(detail)") { ctx in
            let caches = ctx.quick ? Fixture.smallWarm : Fixture.fullWarm
            return Double(caches.parsed?.statistics.bytes ?? 0) / 1_048_576
        },
        Benchmark(name: "text/stream-append-chunk-20KB-answer", unit: "ms", target: "≤ 1 ms") { ctx in
            let answer = ctx.quick ? String(Fixture.answer.prefix(2_000)) : Fixture.answer
            var s = StreamingLayout(width: 100, direction: .rtl)
            let bytes = Array(answer.utf8)
            var i = 0
            while i < bytes.count {  // delivered the way a server streams: ~40-byte chunks
                s.append(bytes[i..<min(bytes.count, i + 40)])
                i += 40
            }
            return timeSeconds { s.append(" ويضاف هذا الجزء and one more chunk") } * 1000
        },
        Benchmark(name: "text/scroll-one-page-laid-out", unit: "ms", target: "≤ 2 ms") { ctx in
            let (cache, keys) = ctx.quick ? Fixture.smallCache : Fixture.fullCache
            let messages = ctx.quick ? Fixture.small : Fixture.conversation
            // One page of a 100×40 view around the middle of the conversation.
            return timeSeconds {
                var grid = Grid(size: Size(width: 100, height: 40))
                var y = 0
                var m = keys.count / 2
                while y < 40 && m < keys.count {
                    let rows = cache.rows(for: keys[m]) { messages[m] }
                    for row in rows where y < 40 {
                        grid.draw(row.cells, x: 0, y: y)
                        y += 1
                    }
                    y += 1
                    m += 1
                }
            } * 1000
        },
    ]

    /// Caches (a) and (b) as `LayoutCache` uses them, without cache (c) in the way.
    struct Caches {
        var analyses: ParagraphAnalysisCache? = ParagraphAnalysisCache()
        var parsed: ParsedBlocksCache? = ParsedBlocksCache()
    }

    /// One message laid out as `LayoutCache` does on a miss: blocks from cache (a) when given.
    static func rows(_ m: String, _ i: Int, width: Int, caches: Caches?) -> [LayoutRow] {
        guard let parsed = caches?.parsed else {
            return MarkdownLayout.rows(markdown: m, width: width, baseDirection: direction(i), analyses: caches?.analyses)
        }
        let blocks = parsed.parsed(ParsedBlocksCache.Key(messageID: "m\(i)"), direction: direction(i),
                                   settings: .default) { m }
        return MarkdownLayout.rows(parsed: blocks, width: width, baseDirection: direction(i), analyses: caches?.analyses)
    }

    /// Lays out every message at `width`, in the UI directions the fixtures use.
    static func layOut(_ messages: [String], width: Int, caches: Caches?) {
        for (i, m) in messages.enumerated() { _ = rows(m, i, width: width, caches: caches) }
    }

    static func direction(_ i: Int) -> TextDirection { i % 3 == 0 ? .ltr : .rtl }

    /// The last messages, laid out until they fill `rows` rows; returns how many it took.
    static func screenAtEnd(_ messages: [String], width: Int, rows: Int, caches: Caches?) -> Int {
        var filled = 0, i = messages.count
        while filled < rows && i > 0 {
            i -= 1
            filled += Self.rows(messages[i], i, width: width, caches: caches).count + 3  // borders and the gap
        }
        return messages.count - i
    }

    /// Deterministic mixed Arabic/English Markdown, generated once per process.
    enum Fixture {
        static let conversation: [String] = make(messages: 2_000, seed: 1)
        static let small: [String] = make(messages: 20, seed: 1)
        static let answer: String = {
            var rng = Rng(state: 7)
            var out = ""
            while out.utf8.count < 20_000 { out += block(&rng) + "\n\n" }
            return out
        }()
        static let fullCache = filled(conversation)
        static let smallCache = filled(small)
        /// Caches (a) and (b) after the whole conversation was laid out at 100 columns, bounds
        /// large enough.
        static let fullWarm = warmed(conversation)
        static let smallWarm = warmed(small)

        static func warmed(_ messages: [String]) -> Caches {
            let caches = Caches(analyses: ParagraphAnalysisCache(maxBytes: 1 << 30), parsed: ParsedBlocksCache(maxBytes: 1 << 30))
            layOut(messages, width: 100, caches: caches)
            return caches
        }

        static func filled(_ messages: [String]) -> (LayoutCache, [LayoutCache.Key]) {
            let cache = LayoutCache(maxRows: 1_000_000)
            let keys = messages.indices.map { LayoutCache.Key(messageID: "m\($0)", width: 100, direction: .rtl) }
            for (k, m) in zip(keys, messages) { _ = cache.rows(for: k) { m } }
            return (cache, keys)
        }

        static let arabic = ["الصلاة", "عماد", "الدين", "وقد", "قال", "النبي", "ﷺ", "إنما", "الأعمال", "بالنيات",
                             "والصيام", "ركن", "من", "أركان", "الإسلام", "الخمسة", "وَالزَّكَاةُ", "فريضة", "على",
                             "المسلمين", "في", "أموالهم", "الكتاب", "والسنة", "رواه", "البخاري", "ومسلم", "١٢٣"]
        static let english = ["prayer", "is", "the", "pillar", "of", "religion", "and", "the", "Prophet", "said",
                              "actions", "are", "judged", "by", "intentions", "fasting", "charity", "obligatory",
                              "Bukhari", "Muslim", "narrated", "book", "chapter", "hadith", "number", "42", "see"]

        struct Rng {
            var state: UInt64
            mutating func next() -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int(truncatingIfNeeded: state >> 33)
            }
            mutating func below(_ n: Int) -> Int { next() % n }
        }

        static func sentence(_ rng: inout Rng, words: Int) -> String {
            let arabicFirst = rng.below(3) != 0
            var out: [String] = []
            for i in 0..<words {
                let useArabic = (rng.below(8) == 0) != arabicFirst
                let w = useArabic ? arabic[rng.below(arabic.count)] : english[rng.below(english.count)]
                switch rng.below(20) {
                case 0: out.append("**\(w)**")
                case 1: out.append("*\(w)*")
                case 2: out.append("`\(w)`")
                case 3 where i > 0: out.append("[\(w)](https://shamela.ws/book/\(rng.below(9_999)))")
                default: out.append(w)
                }
            }
            return out.joined(separator: " ") + (arabicFirst ? "." : ".")
        }

        static func block(_ rng: inout Rng) -> String {
            switch rng.below(10) {
            case 0: return "## " + sentence(&rng, words: 4)
            case 1: return (0..<3).map { _ in "- " + sentence(&rng, words: 8) }.joined(separator: "\n")
            case 2: return "> " + sentence(&rng, words: 20)
            case 3: return "```swift\nlet x = \(rng.below(100)) // تعليق\nprint(x)\n```"
            case 4: return "| الكتاب | Book |\n|---|---|\n| صحيح البخاري | Sahih |\n| صحيح مسلم | Muslim |"
            default: return sentence(&rng, words: 30 + rng.below(40))
            }
        }

        static func make(messages: Int, seed: UInt64) -> [String] {
            var rng = Rng(state: seed)
            return (0..<messages).map { i in
                // Short questions and long answers, about 1 KB on average (2 MB in all).
                if i % 2 == 0 { return sentence(&rng, words: 10 + rng.below(20)) }
                return (0..<(3 + rng.below(6))).map { _ in block(&rng) }.joined(separator: "\n\n")
            }
        }
    }
}

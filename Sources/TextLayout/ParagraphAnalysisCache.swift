import CFribidi
import Foundation

/// The width-independent analysis of each bidi paragraph (text-rendering.md §10 cache b):
/// clusters, shaped cells, types, resolved levels, widths and break classes, keyed by the
/// paragraph's styled text, its base (the UI direction, or forced for code) and the settings.
/// A resize then only wraps and reorders: laying a message out at a new width finds every
/// paragraph's analysis here. Least recently used entries go first once the estimated memory
/// passes the bound. Safe to share between threads: layout may run off the UI actor.
public final class ParagraphAnalysisCache: @unchecked Sendable {
    public typealias Statistics = CacheStatistics

    /// The default bound, 16 MiB of estimated analysis. The whole 2,000-message, ~2 MB Markdown
    /// conversation of the text-rendering.md §10 benchmark is 29 MiB by this estimate (`scripts/bench`, figure
    /// text/analysis-cache-2000-messages), and a resize needs far less: the messages on screen
    /// and one screen ahead (a 100×40 screen is ~4,000 clusters, 70 KB), which are always the
    /// most recently used. 16 MiB keeps about half of that conversation, so scrolling back after
    /// a resize stays warm too; an evicted message only costs its analysis again (~0.2 ms a
    /// screen). A 4 MiB bound measured 5–10 ms slower on the cold layout (more evictions), so
    /// the bound stayed where it was when analyses were twice the size.
    public static var defaultMaxBytes: Int { 16 << 20 }

    /// Paragraphs shorter than this many code points are analysed directly: one-word table
    /// cells, short list items and labels are cheap to analyse and numerous, and would only
    /// fill the LRU with entries whose fixed costs exceed their text. (On the benchmark the
    /// threshold, 0, 12 or 40, makes no measurable difference to speed.)
    public static var minScalars: Int { 12 }

    public var maxBytes: Int { lru.maxBytes }
    // Guards everything below.
    private let lock = NSLock()
    private var lru: ByteBoundedLRU<Key, ParagraphAnalysis>
    private var stats = Statistics()

    public init(maxBytes: Int = ParagraphAnalysisCache.defaultMaxBytes) {
        lru = ByteBoundedLRU(maxBytes: maxBytes)
    }

    public var statistics: Statistics {
        lock.lock()
        defer { lock.unlock() }
        var s = stats
        s.entries = lru.count
        s.bytes = lru.bytes
        return s
    }

    /// The analysis of `text`, from the cache when the same paragraph was analysed before
    /// with the same base and settings.
    func analysis(_ text: StyledText, base: ParagraphBase, settings: LayoutSettings) -> ParagraphAnalysis {
        guard text.count >= Self.minScalars else {
            lock.lock()
            stats.skipped += 1
            lock.unlock()
            return ParagraphAnalysis(text, base: base, settings: settings)
        }
        let key = Key(text: text, base: base, settings: settings)
        if let hit = lookup(key) { return hit }
        // Analysed outside the lock, so layouts on two threads never wait on each other's fribidi.
        let a = ParagraphAnalysis(text, base: base, settings: settings)
        insert(a, for: key)
        return a
    }

    /// Forgets everything (tests, and a memory warning if one ever comes).
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        lru.removeAll()
    }

    private func lookup(_ key: Key) -> ParagraphAnalysis? {
        lock.lock()
        defer { lock.unlock() }
        guard let hit = lru.use(key) else {
            stats.misses += 1
            return nil
        }
        stats.hits += 1
        return hit
    }

    private func insert(_ a: ParagraphAnalysis, for key: Key) {
        let bytes = Self.estimatedBytes(a, text: key.text)
        lock.lock()
        defer { lock.unlock() }
        // Another thread may have analysed the same paragraph meanwhile: keep one copy.
        guard lru.peek(key) == nil else { return }
        stats.evictions += lru.insert(a, for: key, bytes: bytes)
    }

    /// What an entry keeps alive: the key's code points and style indices, the clusters with
    /// their types and levels, the pieces of clusters that are not one code point, and the
    /// fixed costs of the arrays and the slot.
    static func estimatedBytes(_ a: ParagraphAnalysis, text: StyledText) -> Int {
        text.count * (MemoryLayout<Unicode.Scalar>.stride + MemoryLayout<UInt16>.stride)
            + a.clusters.count * (MemoryLayout<ParagraphAnalysis.Cluster>.stride + MemoryLayout<FriBidiLevel>.stride)
            + a.pieces.count * (MemoryLayout<ClusterFilter.Piece>.stride + 16)
            + a.pieceRanges.count * MemoryLayout<ParagraphAnalysis.PieceRange>.stride
            + 512
    }
}

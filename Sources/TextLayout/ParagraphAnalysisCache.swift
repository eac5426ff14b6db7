import Foundation

/// The width-independent analysis of each bidi paragraph (text-rendering.md §10 cache b):
/// clusters, shaped cells, types, resolved levels, widths and break classes, keyed by the
/// paragraph's styled text, its base (the UI direction, or forced for code) and the settings.
/// A resize then only wraps and reorders: laying a message out at a new width finds every
/// paragraph's analysis here. Least recently used entries go first once the estimated memory
/// passes the bound. Safe to share between threads: layout may run off the UI actor.
public final class ParagraphAnalysisCache: @unchecked Sendable {
    /// What a lookup did, for tests and benchmarks.
    public struct Statistics: Hashable, Sendable {
        public var hits = 0
        public var misses = 0
        public var evictions = 0
        /// Paragraphs too short to be worth a lookup, analysed directly.
        public var skipped = 0
        public var entries = 0
        /// The estimated bytes held.
        public var bytes = 0
    }

    /// The default bound, 16 MiB of estimated analysis. The whole 2,000-message, ~2 MB Markdown
    /// conversation of the §10 benchmark is 46 MiB by this estimate (`scripts/bench`, figure
    /// text/analysis-cache-2000-messages), more than the app's whole resident-memory target, and
    /// a resize needs far less: the messages on screen and one screen ahead, which are always
    /// the most recently used. 16 MiB keeps about a third of that conversation (some 700
    /// messages, dozens of screens), so scrolling back after a resize stays warm too; an
    /// evicted message only costs its cold layout again (~0.1 ms).
    public static var defaultMaxBytes: Int { 16 << 20 }

    /// Paragraphs shorter than this many code points are analysed directly: one-word table
    /// cells, short list items and labels are cheap to analyse and numerous, and would only
    /// fill the LRU with entries whose fixed costs exceed their text. (On the benchmark the
    /// threshold, 0, 12 or 40, makes no measurable difference to speed.)
    public static var minScalars: Int { 12 }

    public let maxBytes: Int
    // Guards everything below.
    private let lock = NSLock()
    private var slots: [Slot] = []
    private var index: [Key: Int] = [:]
    /// Unused slots, reused before the array grows.
    private var free: [Int] = []
    /// Most and least recently used slots (a doubly linked list through `slots`), -1 if none.
    private var head = -1
    private var tail = -1
    private var stats = Statistics()

    public init(maxBytes: Int = ParagraphAnalysisCache.defaultMaxBytes) {
        self.maxBytes = maxBytes
    }

    public var statistics: Statistics {
        lock.lock()
        defer { lock.unlock() }
        return stats
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
        slots = []
        index = [:]
        free = []
        head = -1
        tail = -1
        stats.entries = 0
        stats.bytes = 0
    }

    // MARK: The LRU list

    private struct Slot {
        var key: Key?
        var value: ParagraphAnalysis?
        var bytes = 0
        var prev = -1
        var next = -1
    }

    private func lookup(_ key: Key) -> ParagraphAnalysis? {
        lock.lock()
        defer { lock.unlock() }
        guard let i = index[key] else {
            stats.misses += 1
            return nil
        }
        stats.hits += 1
        unlink(i)
        pushFront(i)
        return slots[i].value
    }

    private func insert(_ a: ParagraphAnalysis, for key: Key) {
        let bytes = Self.estimatedBytes(a, text: key.text)
        // An entry larger than the whole bound would only evict everything else.
        guard bytes <= maxBytes else { return }
        lock.lock()
        defer { lock.unlock() }
        // Another thread may have analysed the same paragraph meanwhile: keep one copy.
        guard index[key] == nil else { return }
        let i: Int
        if let reused = free.popLast() {
            i = reused
            slots[i] = Slot(key: key, value: a, bytes: bytes)
        } else {
            i = slots.count
            slots.append(Slot(key: key, value: a, bytes: bytes))
        }
        index[key] = i
        pushFront(i)
        stats.entries += 1
        stats.bytes += bytes
        while stats.bytes > maxBytes, tail >= 0, tail != i { evict(tail) }
    }

    private func evict(_ i: Int) {
        unlink(i)
        if let key = slots[i].key { index[key] = nil }
        stats.bytes -= slots[i].bytes
        stats.entries -= 1
        stats.evictions += 1
        slots[i] = Slot()
        free.append(i)
    }

    private func unlink(_ i: Int) {
        let p = slots[i].prev, n = slots[i].next
        if p >= 0 { slots[p].next = n } else { head = n }
        if n >= 0 { slots[n].prev = p } else { tail = p }
        slots[i].prev = -1
        slots[i].next = -1
    }

    private func pushFront(_ i: Int) {
        slots[i].prev = -1
        slots[i].next = head
        if head >= 0 { slots[head].prev = i }
        head = i
        if tail < 0 { tail = i }
    }

    /// What an entry keeps alive: the key's code points and style indices, the clusters with
    /// their types and levels, the pieces of clusters that are not one code point, and the
    /// fixed costs of the arrays and the slot.
    static func estimatedBytes(_ a: ParagraphAnalysis, text: StyledText) -> Int {
        text.count * (MemoryLayout<Unicode.Scalar>.stride + MemoryLayout<UInt16>.stride)
            + a.clusters.count * (MemoryLayout<ParagraphAnalysis.Cluster>.stride + MemoryLayout<Int32>.stride + 1)
            + a.pieces.count * (MemoryLayout<ClusterFilter.Piece>.stride + 16)
            + 512
    }
}

import Foundation

/// Parsed blocks per (message id, content revision) and what the parse reads besides the text
/// (text-rendering.md §10 cache a), so laying a message out again, at another width, in the
/// other UI direction or with a setting the parse does not read, runs no cmark-gfm: only
/// wrapping and reordering from cache (b). Least recently used entries go first once the
/// estimated memory passes the bound. Safe to share between threads: layout may run off the
/// UI actor.
public final class ParsedBlocksCache: @unchecked Sendable {
    /// What a message's parse depends on: its text (by id and revision), user-message hard
    /// breaks, and the three settings that change the styled text (link targets or `(URL)`
    /// suffixes, strike-through overlays, tab expansion in code). Emoji and harakat are read by
    /// the analysis, Arabic-Indic digits by the list layout: they are not part of it. The UI
    /// direction is kept in the entry instead (only image labels read it; see `ParsedMarkdown`).
    public struct Key: Hashable, Sendable {
        public var messageID: String
        public var revision: Int
        public var hardBreaks: Bool
        var hyperlinks: Bool
        var strikeOverlay: Bool
        var tabWidth: Int

        public init(messageID: String, revision: Int = 0, settings: LayoutSettings = .default, hardBreaks: Bool = false) {
            self.messageID = messageID
            self.revision = revision
            self.hardBreaks = hardBreaks
            hyperlinks = settings.hyperlinks
            strikeOverlay = settings.strikeOverlay
            tabWidth = settings.tabWidth
        }
    }

    public typealias Statistics = CacheStatistics

    /// The default bound, 4 MiB of estimated blocks. The text-rendering.md §10 benchmark's whole 2,000-message,
    /// ~2 MB conversation is ~9 MiB by this estimate (`scripts/bench`, figure
    /// text/parsed-cache-2000-messages). A resize needs the screen and one ahead, always the
    /// most recently used; 4 MiB keeps some 900 of those messages, more than cache (b)'s
    /// 16 MiB keeps analyses for (~580), so scrolling back after a resize finds both. Blocks
    /// are cheaper to keep than their size says: a long paragraph's buffers are shared with
    /// its key in cache (b).
    public static var defaultMaxBytes: Int { 4 << 20 }

    public var maxBytes: Int { lru.maxBytes }
    // Guards everything below.
    private let lock = NSLock()
    private var lru: ByteBoundedLRU<Key, ParsedMarkdown>
    private var stats = Statistics()

    public init(maxBytes: Int = ParsedBlocksCache.defaultMaxBytes) {
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

    /// The blocks of the message `key` names, parsing `markdown()` on a miss as a UI of
    /// `direction` would.
    public func parsed(_ key: Key, direction: TextDirection, settings: LayoutSettings,
                       markdown: () -> String) -> ParsedMarkdown {
        if let hit = lookup(key, direction: direction) { return hit }
        // Parsed outside the lock: cmark-gfm has its own, and a hit on another thread need
        // not wait for it.
        let parsed = ParsedMarkdown(markdown: markdown(), direction: direction, settings: settings,
                                    hardBreaks: key.hardBreaks)
        insert(parsed, for: key)
        return parsed
    }

    /// Forgets every parse of a message (it was edited or deleted).
    public func remove(messageID: String) {
        lock.lock()
        defer { lock.unlock() }
        lru.removeAll { $0.messageID == messageID }
    }

    /// Forgets everything (tests, and a memory warning if one ever comes).
    public func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        lru.removeAll()
    }

    /// A hit needs the same key and, if the blocks read the UI direction, the same direction.
    private func lookup(_ key: Key, direction: TextDirection) -> ParsedMarkdown? {
        lock.lock()
        defer { lock.unlock() }
        guard let value = lru.use(key, if: { $0.direction == nil || $0.direction == direction }) else {
            stats.misses += 1
            return nil
        }
        stats.hits += 1
        return value
    }

    private func insert(_ parsed: ParsedMarkdown, for key: Key) {
        let bytes = parsed.estimatedBytes
        lock.lock()
        defer { lock.unlock() }
        // A parse for the other UI direction is replaced: the UI has one direction at a time.
        // Another thread's parse of the same message for the same direction is equal: keep one.
        if let old = lru.peek(key), old.direction == parsed.direction { return }
        stats.evictions += lru.insert(parsed, for: key, bytes: bytes)
    }
}

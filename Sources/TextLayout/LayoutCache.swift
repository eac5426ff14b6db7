import Foundation

/// Laid-out rows per (message, content revision, width, UI direction, settings), bounded by a
/// total row count with least-recently-used eviction (text-rendering.md §10 cache c), so a long
/// conversation only lays out what becomes visible; it owns caches (a) and (b) for what it lays
/// out, so a miss here for a message seen before (a resize) parses nothing and analyses nothing.
/// Safe to share between threads.
public final class LayoutCache: @unchecked Sendable {
    /// What a message's layout depends on. The theme is not part of it: styles are roles.
    public struct Key: Hashable, Sendable {
        public var messageID: String
        public var revision: Int
        public var width: Int
        public var direction: TextDirection
        public var settings: LayoutSettings
        public var hardBreaks: Bool

        public init(messageID: String, revision: Int = 0, width: Int, direction: TextDirection,
                    settings: LayoutSettings = .default, hardBreaks: Bool = false) {
            self.messageID = messageID
            self.revision = revision
            self.width = width
            self.direction = direction
            self.settings = settings
            self.hardBreaks = hardBreaks
        }
    }

    private struct Entry {
        var rows: [LayoutRow]
        var lastUse: UInt64
    }

    public let maxRows: Int
    /// Cache (b): a message laid out again at another width (a resize) reuses its paragraphs'
    /// analyses and only wraps and reorders.
    public let analyses: ParagraphAnalysisCache
    /// Cache (a): the message's parsed blocks, reused at every width and direction.
    public let parsed: ParsedBlocksCache
    // Guards everything below: layout may run off the UI actor.
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var totalRows = 0
    private var clock: UInt64 = 0
    public private(set) var misses = 0

    public init(maxRows: Int = 50_000, analyses: ParagraphAnalysisCache = ParagraphAnalysisCache(),
                parsed: ParsedBlocksCache = ParsedBlocksCache()) {
        self.maxRows = maxRows
        self.analyses = analyses
        self.parsed = parsed
    }

    /// The cached rows for `key`, laying out `markdown()` on a miss.
    public func rows(for key: Key, markdown: () -> String) -> [LayoutRow] {
        if let hit = lookup(key) { return hit }
        let blocks = parsed.parsed(ParsedBlocksCache.Key(messageID: key.messageID, revision: key.revision,
                                                         settings: key.settings, hardBreaks: key.hardBreaks),
                                   direction: key.direction, settings: key.settings, markdown: markdown)
        let rows = MarkdownLayout.rows(parsed: blocks, width: key.width, baseDirection: key.direction,
                                       settings: key.settings, analyses: analyses)
        store(rows, for: key)
        return rows
    }

    /// The cached rows, if present.
    public func lookup(_ key: Key) -> [LayoutRow]? {
        lock.lock()
        defer { lock.unlock() }
        guard var e = entries[key] else { misses += 1; return nil }
        clock += 1
        e.lastUse = clock
        entries[key] = e
        return e.rows
    }

    public func store(_ rows: [LayoutRow], for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        clock += 1
        if let old = entries[key] { totalRows -= old.rows.count }
        entries[key] = Entry(rows: rows, lastUse: clock)
        totalRows += rows.count
        if totalRows > maxRows { evict() }
    }

    /// Drops every layout and parse of a message (it was edited or deleted).
    public func invalidate(messageID: String) {
        parsed.remove(messageID: messageID)
        lock.lock()
        defer { lock.unlock() }
        for key in entries.keys where key.messageID == messageID {
            totalRows -= entries[key]?.rows.count ?? 0
            entries[key] = nil
        }
    }

    public var rowCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return totalRows
    }

    /// Least recently used first, until the bound holds again (keeping at least the newest).
    private func evict() {
        let byAge = entries.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, e) in byAge where totalRows > maxRows && entries.count > 1 {
            entries[key] = nil
            totalRows -= e.rows.count
        }
    }

    /// The estimated height of a message never laid out: ⌈scalars ÷ width⌉ + blocks (text-rendering.md §10).
    public static func estimatedHeight(of markdown: String, width: Int) -> Int {
        let scalars = markdown.unicodeScalars.count
        let blocks = markdown.components(separatedBy: "\n\n").count
        return (scalars + max(1, width) - 1) / max(1, width) + blocks
    }
}

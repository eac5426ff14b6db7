/// What the lookups of cache (a) or (b) did, for tests and benchmarks.
public struct CacheStatistics: Hashable, Sendable {
    public var hits = 0
    /// Each miss is one parse (a) or one analysis (b).
    public var misses = 0
    public var evictions = 0
    /// Cache (b): paragraphs too short to be worth a lookup, analysed directly.
    public var skipped = 0
    public var entries = 0
    /// The estimated bytes held.
    public var bytes = 0
}

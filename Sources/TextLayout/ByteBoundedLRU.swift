/// A least-recently-used map bounded by the estimated bytes of its values, shared by caches (a)
/// and (b) of text-rendering.md §10. Not synchronised: each cache holds it under its own lock.
/// Entries live in an array of slots linked most- to least-recently used, so a hit or an
/// insertion moves two indices and allocates nothing once the array has grown.
struct ByteBoundedLRU<Key: Hashable, Value> {
    let maxBytes: Int
    private var slots: [Slot] = []
    private var index: [Key: Int] = [:]
    /// Unused slots, reused before the array grows.
    private var free: [Int] = []
    /// Most and least recently used slots, -1 if none.
    private var head = -1
    private var tail = -1
    private(set) var count = 0
    /// The estimated bytes held.
    private(set) var bytes = 0

    private struct Slot {
        var key: Key?
        var value: Value?
        var bytes = 0
        var prev = -1
        var next = -1
    }

    init(maxBytes: Int) { self.maxBytes = maxBytes }

    /// The value, without counting as a use.
    func peek(_ key: Key) -> Value? {
        index[key].flatMap { slots[$0].value }
    }

    /// The value if `accept` takes it, which makes it the most recently used.
    mutating func use(_ key: Key, if accept: (Value) -> Bool = { _ in true }) -> Value? {
        guard let i = index[key], let value = slots[i].value, accept(value) else { return nil }
        unlink(i)
        pushFront(i)
        return value
    }

    /// Stores `value` as the most recently used, replacing any value of `key`, then evicts the
    /// least recently used others until the bound holds; returns how many it evicted. A value
    /// larger than the whole bound is not kept: it would only evict everything else.
    @discardableResult
    mutating func insert(_ value: Value, for key: Key, bytes size: Int) -> Int {
        guard size <= maxBytes else { return 0 }
        remove(key)
        let i: Int
        if let reused = free.popLast() {
            i = reused
            slots[i] = Slot(key: key, value: value, bytes: size)
        } else {
            i = slots.count
            slots.append(Slot(key: key, value: value, bytes: size))
        }
        index[key] = i
        pushFront(i)
        count += 1
        bytes += size
        var evicted = 0
        while bytes > maxBytes, tail >= 0, tail != i {
            drop(tail)
            evicted += 1
        }
        return evicted
    }

    mutating func remove(_ key: Key) {
        if let i = index[key] { drop(i) }
    }

    mutating func removeAll(where match: (Key) -> Bool) {
        for (key, i) in index where match(key) { drop(i) }
    }

    mutating func removeAll() {
        self = ByteBoundedLRU(maxBytes: maxBytes)
    }

    private mutating func drop(_ i: Int) {
        unlink(i)
        if let key = slots[i].key { index[key] = nil }
        bytes -= slots[i].bytes
        count -= 1
        slots[i] = Slot()
        free.append(i)
    }

    private mutating func unlink(_ i: Int) {
        let p = slots[i].prev, n = slots[i].next
        if p >= 0 { slots[p].next = n } else { head = n }
        if n >= 0 { slots[n].prev = p } else { tail = p }
        slots[i].prev = -1
        slots[i].next = -1
    }

    private mutating func pushFront(_ i: Int) {
        slots[i].prev = -1
        slots[i].next = head
        if head >= 0 { slots[head].prev = i }
        head = i
        if tail < 0 { tail = i }
    }
}

@testable import TextLayout
import Testing

/// The LRU behind caches (a) and (b): bounded by bytes, least recently used out first.
struct ByteBoundedLRUTests {
    @Test func evictsTheLeastRecentlyUsedUntilTheBoundHolds() {
        var lru = ByteBoundedLRU<String, Int>(maxBytes: 100)
        #expect(lru.insert(1, for: "a", bytes: 40) == 0)
        #expect(lru.insert(2, for: "b", bytes: 40) == 0)
        #expect(lru.use("a") == 1, "a is now the most recent")
        #expect(lru.insert(3, for: "c", bytes: 40) == 1)
        #expect(lru.peek("b") == nil && lru.peek("a") == 1 && lru.peek("c") == 3)
        #expect(lru.count == 2 && lru.bytes == 80)
        // Larger than the whole bound: not kept, nothing evicted.
        #expect(lru.insert(4, for: "d", bytes: 101) == 0)
        #expect(lru.peek("d") == nil && lru.count == 2)
        // One that needs everything else gone.
        #expect(lru.insert(5, for: "e", bytes: 100) == 2)
        #expect(lru.count == 1 && lru.bytes == 100)
    }

    @Test func replacingAKeyKeepsOneEntryAndSlotsAreReused() {
        var lru = ByteBoundedLRU<Int, String>(maxBytes: 1_000)
        for round in 0..<3 {
            for k in 0..<10 { lru.insert("\(round)-\(k)", for: k, bytes: 10) }
        }
        #expect(lru.count == 10 && lru.bytes == 100)
        #expect(lru.peek(3) == "2-3")
        #expect(lru.use(3, if: { $0.hasPrefix("1-") }) == nil, "a refused hit")
        lru.removeAll { $0 % 2 == 0 }
        #expect(lru.count == 5 && lru.bytes == 50)
        lru.remove(1)
        #expect(lru.peek(1) == nil && lru.count == 4)
        lru.removeAll()
        #expect(lru.count == 0 && lru.bytes == 0 && lru.peek(3) == nil)
    }
}

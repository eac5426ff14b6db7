/// Finding a normalised phrase in a normalised text by its UTF-8 bytes. Both sides come out of
/// `ArabicNormalizer` (NFKC, marks removed), so equal text is equal bytes; Foundation's
/// `range(of:)` bridged every call through NSString, which cost more than the search.
enum UTF8Search {
    /// The offset of the first occurrence of `needle` in `haystack`, or nil.
    static func first(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], from start: Int = 0) -> Int? {
        let n = needle.count, h = haystack.count
        guard n > 0 else { return start }
        guard h - start >= n, let first = needle.first else { return nil }
        var i = start
        while i <= h - n {
            if haystack[i] == first {
                var k = 1
                while k < n && haystack[i + k] == needle[k] { k += 1 }
                if k == n { return i }
            }
            i += 1
        }
        return nil
    }

    /// The offset just after the last occurrence of `needle` in `haystack`, or nil.
    static func lastEnd(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Int? {
        let n = needle.count, h = haystack.count
        guard n > 0, h >= n else { return nil }
        var i = h - n
        while i >= 0 {
            var k = 0
            while k < n && haystack[i + k] == needle[k] { k += 1 }
            if k == n { return i + n }
            i -= 1
        }
        return nil
    }

    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        first(haystack, needle) != nil
    }

    static func contains(_ haystack: String, _ needle: String) -> Bool {
        var haystack = haystack
        return haystack.withUTF8 { first($0, Array(needle.utf8)) != nil }
    }
}

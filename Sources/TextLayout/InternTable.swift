import Foundation

/// Strings a cell refers to by number: the text of clusters of more than one code point, and
/// hyperlink targets. With them out of line, `Cell` and `Style` hold no references: a row of
/// cells is one allocation that is copied, compared and freed without reference counting, at
/// 12 bytes a cell instead of 48 (a 2,000-message conversation lays out 2.3 million cells).
///
/// Strings are matched by their exact UTF-8 bytes, not Swift's canonical equivalence: two
/// spellings of the same text are different cells, so the terminal gets the bytes the content
/// had. Entries are never removed; the table is bounded (`capacity`, in estimated bytes), and
/// past the bound a new string gets no number (its cell shows U+FFFD, its link is dropped) so
/// hostile content cannot grow memory without end.
final class InternTable: @unchecked Sendable {
    /// Estimated bytes kept at most, 16 MiB: far beyond real text (clusters are a base letter
    /// and a few marks, or one emoji sequence; links are the sources of answers, a few hundred
    /// bytes for a long conversation's worth), and a bounded cost if a server tried to fill it.
    static let capacity = 16 << 20
    /// What an entry costs beyond its bytes: the array slot, the dictionary entry, its hash.
    static let entryOverhead = 64

    static let clusters = InternTable()
    static let links = InternTable()

    private struct Exact: Hashable {
        let string: String
        /// Byte for byte, with `memcmp`: the generic sequence comparison took 20 instructions a
        /// byte, and a link target is compared whenever a link's style is made.
        static func == (a: Exact, b: Exact) -> Bool {
            var x = a.string, y = b.string
            return x.withUTF8 { p in
                y.withUTF8 { q in
                    p.count == q.count && (p.isEmpty || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0)
                }
            }
        }
        func hash(into hasher: inout Hasher) {
            var s = string
            s.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    private struct State {
        var strings: [String] = [""]  // number 0 is "no string"
        var numbers: [Exact: UInt32] = [:]
        var bytes = 0
    }

    // Guards `state`. NSLock, as the other caches: the package still targets macOS 14 (no Mutex).
    private let lock = NSLock()
    private var state = State()
    private let limit: Int

    init(capacity: Int = InternTable.capacity) {
        limit = capacity
    }

    /// The number of `string` (from 1), added if new; nil once the table is full.
    func number(_ string: String) -> UInt32? {
        let key = Exact(string: string)
        lock.lock()
        defer { lock.unlock() }
        if let n = state.numbers[key] { return n }
        let cost = string.utf8.count + Self.entryOverhead
        guard state.bytes + cost <= limit else { return nil }
        state.bytes += cost
        let n = UInt32(state.strings.count)
        state.strings.append(string)
        state.numbers[key] = n
        return n
    }

    /// The string numbered `n` (0 is the empty string).
    func string(_ n: UInt32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return Int(n) < state.strings.count ? state.strings[Int(n)] : ""
    }
}

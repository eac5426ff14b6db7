#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The WHATWG event-stream parser as a pure state machine fed arbitrary byte blocks
/// (protocol.md §6.2). Lines are split on CR, LF or CRLF before UTF-8 decoding, so a character
/// split across blocks still decodes whole; invalid UTF-8 becomes U+FFFD at dispatch.
public struct SSEParser: Sendable {
    /// Default bound on one line and on one event's data: a runaway server must not exhaust memory.
    public static let defaultLineLimit = 8 * 1024 * 1024

    public let lineLimit: Int
    /// The last `retry:` value, recorded only: chat streams are POSTs and never reconnect.
    public private(set) var reconnectionTime: Int?

    private var partialLine: [UInt8] = []
    private var data: [UInt8] = []
    private var eventType: [UInt8] = []
    private var lastEventIdBuffer: [UInt8] = []
    private var lastEventId = ""
    private var lastEventIdBytes: [UInt8] = []
    /// A CR ended the previous line; an LF right after it (maybe in the next block) is skipped.
    private var skipLineFeed = false
    /// Bytes seen so far that might still be the start of a BOM; nil once decided.
    private var bomProbe: [UInt8]? = []

    public init(lineLimit: Int = SSEParser.defaultLineLimit) {
        self.lineLimit = lineLimit
        partialLine.reserveCapacity(256)
        data.reserveCapacity(1024)
    }

    /// An event as the parser holds it; the buffers are valid only during the `emit` call.
    public struct RawEvent {
        /// The `event:` field bytes; empty means `"message"`.
        public let type: UnsafeBufferPointer<UInt8>
        /// The joined data lines without the final line feed, not yet UTF-8 decoded.
        public let data: UnsafeBufferPointer<UInt8>
        public let lastEventId: String

        /// The decoded event (invalid UTF-8 becomes U+FFFD).
        public var event: SSEEvent {
            SSEEvent(type: type.isEmpty ? "message" : String(decoding: type, as: UTF8.self),
                     data: String(decoding: data, as: UTF8.self), lastEventId: lastEventId)
        }
    }

    /// Feeds one block; every event completed by it is passed to `emit` in order.
    public mutating func feed(_ bytes: some Collection<UInt8>, emit: (SSEEvent) -> Void) throws(SSEError) {
        try feedRaw(bytes) { emit($0.event) }
    }

    /// Like `feed`, without decoding: the fast path for a consumer that parses the bytes itself.
    public mutating func feedRaw(_ bytes: some Collection<UInt8>, emit: (RawEvent) -> Void) throws(SSEError) {
        if let done = bytes.withContiguousStorageIfAvailable({ buffer -> SSEError? in
            do throws(SSEError) { try feedBuffer(buffer, emit: emit) } catch { return error }
            return nil
        }) {
            if let done { throw done }
            return
        }
        let copy = Array(bytes)
        try copy.withUnsafeBufferPointer { (buffer) throws(SSEError) in try feedBuffer(buffer, emit: emit) }
    }

    /// Convenience for tests and small inputs: the events completed by `bytes`.
    public mutating func feed(_ bytes: some Collection<UInt8>) throws(SSEError) -> [SSEEvent] {
        var out: [SSEEvent] = []
        try feed(bytes) { out.append($0) }
        return out
    }

    /// End of stream: a pending event without a blank line after it is discarded, as the
    /// standard requires (protocol.md §6.2 step 5). Returns true when something was discarded.
    @discardableResult
    public mutating func finish() -> Bool {
        let discarded = !data.isEmpty || !partialLine.isEmpty
        partialLine.removeAll(keepingCapacity: true)
        data.removeAll(keepingCapacity: true)
        eventType.removeAll(keepingCapacity: true)
        return discarded
    }

    private mutating func feedBuffer(_ input: UnsafeBufferPointer<UInt8>, emit: (RawEvent) -> Void) throws(SSEError) {
        var buffer = input
        if bomProbe != nil {
            buffer = stripBOM(buffer)
            if bomProbe != nil { return }
        }
        var i = 0
        let n = buffer.count
        if skipLineFeed, n > 0 {
            skipLineFeed = false
            if buffer[0] == 0x0A { i = 1 }
        }
        guard let base = buffer.baseAddress else { return }
        while i < n {
            // Hot loop: the next LF, then any CR before it, both with memchr (vectorised).
            var j = n
            if let lf = memchr(base + i, 0x0A, n - i) {
                j = base.distance(to: lf.assumingMemoryBound(to: UInt8.self))
            }
            if j > i, let cr = memchr(base + i, 0x0D, j - i) {
                j = base.distance(to: cr.assumingMemoryBound(to: UInt8.self))
            }
            if j == n {
                if partialLine.count + (n - i) > lineLimit { throw .lineTooLong(limit: lineLimit) }
                partialLine.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[i..<n]))
                return
            }
            if partialLine.isEmpty {
                try processLine(UnsafeBufferPointer(rebasing: buffer[i..<j]), emit: emit)
            } else {
                if partialLine.count + (j - i) > lineLimit { throw .lineTooLong(limit: lineLimit) }
                partialLine.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[i..<j]))
                let line = partialLine
                partialLine.removeAll(keepingCapacity: true)
                try line.withUnsafeBufferPointer { (l) throws(SSEError) in try processLine(l, emit: emit) }
            }
            if buffer[j] == 0x0D {
                if j + 1 < n {
                    j += buffer[j + 1] == 0x0A ? 1 : 0
                } else {
                    skipLineFeed = true
                }
            }
            i = j + 1
        }
    }

    /// Drops one UTF-8 BOM at the very start, even when it arrives split over blocks.
    private mutating func stripBOM(_ buffer: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        var probe = bomProbe ?? []
        var k = 0
        while probe.count < 3, k < buffer.count {
            if buffer[k] != bom[probe.count] {
                // Not a BOM: replay what was held back, then the rest of this block.
                bomProbe = nil
                if probe.isEmpty { return UnsafeBufferPointer(rebasing: buffer[k...]) }
                partialLineReplay(probe)
                return UnsafeBufferPointer(rebasing: buffer[k...])
            }
            probe.append(buffer[k])
            k += 1
        }
        if probe.count == 3 {
            bomProbe = nil
        } else {
            bomProbe = probe
        }
        return UnsafeBufferPointer(rebasing: buffer[k...])
    }

    /// The held-back bytes of a BOM prefix were ordinary content (never CR or LF, so they belong
    /// to the first line).
    private mutating func partialLineReplay(_ bytes: [UInt8]) {
        partialLine.append(contentsOf: bytes)
    }

    private mutating func processLine(_ line: UnsafeBufferPointer<UInt8>, emit: (RawEvent) -> Void) throws(SSEError) {
        let n = line.count
        if n == 0 {
            dispatch(emit: emit)
            return
        }
        if line[0] == 0x3A { return }  // ":" comment, e.g. keep-alive pings
        var colon = 0
        while colon < n, line[colon] != 0x3A { colon += 1 }
        let name = UnsafeBufferPointer(rebasing: line[0..<colon])
        var valueStart = colon < n ? colon + 1 : n
        if valueStart < n, line[valueStart] == 0x20 { valueStart += 1 }
        let value = UnsafeBufferPointer(rebasing: line[valueStart..<n])
        switch name.count {
        case 4 where name[0] == 0x64 && name[1] == 0x61 && name[2] == 0x74 && name[3] == 0x61:  // data
            if data.count + value.count + 1 > lineLimit { throw .lineTooLong(limit: lineLimit) }
            data.append(contentsOf: value)
            data.append(0x0A)
        case 5 where Self.equals(name, "event"):
            eventType = Array(value)
        case 2 where name[0] == 0x69 && name[1] == 0x64:  // id
            if !value.contains(0) { lastEventIdBuffer = Array(value) }
        case 5 where Self.equals(name, "retry"):
            if !value.isEmpty, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                reconnectionTime = Int(String(decoding: value, as: UTF8.self))
            }
        default:
            break  // unknown field names, bare JSON lines included, are ignored
        }
    }

    private static func equals(_ bytes: UnsafeBufferPointer<UInt8>, _ s: StaticString) -> Bool {
        guard bytes.count == s.utf8CodeUnitCount else { return false }
        let p = s.utf8Start
        for k in 0..<bytes.count where bytes[k] != p[k] { return false }
        return true
    }

    private mutating func dispatch(emit: (RawEvent) -> Void) {
        if lastEventIdBuffer != lastEventIdBytes {
            lastEventIdBytes = lastEventIdBuffer
            lastEventId = String(decoding: lastEventIdBytes, as: UTF8.self)
        }
        guard !data.isEmpty else {
            eventType.removeAll(keepingCapacity: true)
            return
        }
        data.removeLast()  // the trailing "\n"
        let id = lastEventId
        eventType.withUnsafeBufferPointer { type in
            data.withUnsafeBufferPointer { bytes in
                emit(RawEvent(type: type, data: bytes, lastEventId: id))
            }
        }
        data.removeAll(keepingCapacity: true)
        eventType.removeAll(keepingCapacity: true)
    }
}

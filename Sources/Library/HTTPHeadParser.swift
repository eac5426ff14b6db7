/// A request's head as it arrived: request line and header fields, names as sent.
struct HTTPRequestHead: Sendable, Equatable {
    var method: String
    var target: String
    var version: String
    var headers: [(name: String, value: String)]

    /// The last value of a header (names compare case-insensitively).
    func header(_ name: String) -> String? {
        headers.last { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    static func == (a: HTTPRequestHead, b: HTTPRequestHead) -> Bool {
        a.method == b.method && a.target == b.target && a.version == b.version
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }
}

/// Why a request is refused before it reaches the API, with the status it gets.
struct HTTPRejection: Error, Equatable, Sendable {
    var status: Int
    var phrase: String
    /// Whether what the client still sends is read and dropped before closing, so it reads the
    /// response instead of a reset; not for a client too slow to send, or one announcing more
    /// than `drainBytes`.
    var drains = true

    static let badRequest = HTTPRejection(status: 400, phrase: "Bad Request")
    static let timeout = HTTPRejection(status: 408, phrase: "Request Timeout", drains: false)
    static let lengthRequired = HTTPRejection(status: 411, phrase: "Length Required")
    static let tooLarge = HTTPRejection(status: 413, phrase: "Content Too Large")
    static let uriTooLong = HTTPRejection(status: 414, phrase: "URI Too Long")
    static let headersTooLarge = HTTPRejection(status: 431, phrase: "Request Header Fields Too Large")
    static let busy = HTTPRejection(status: 503, phrase: "Service Unavailable")
}

/// Finds and parses a request head in bytes fed as they arrive, enforcing `HTTPLimits` while
/// scanning: each byte is looked at once, and nothing beyond the limits is kept. FlyingFox's
/// own decoder collects a line byte by byte with a copy per byte (quadratic in the line's
/// length) and has no limit at all, which let one long header stall the server.
struct HTTPHeadParser {
    enum Outcome: Equatable {
        case needMore
        /// The head, and how many of the fed bytes it took (the rest is the body's start).
        case head(HTTPRequestHead, length: Int)
        case reject(HTTPRejection)
    }

    let limits: HTTPLimits
    private(set) var buffer: [UInt8] = []
    /// Bytes already scanned for line feeds.
    private var scanned = 0
    /// Where the current line starts.
    private var lineStart = 0
    /// Where the request line ends (its LF), once seen.
    private var requestLineEnd: Int?
    private var headerLines = 0

    init(limits: HTTPLimits) { self.limits = limits }

    mutating func feed(_ bytes: some Collection<UInt8>) -> Outcome {
        // Never keep more than the head may have (plus one byte to know it is over).
        let room = limits.maxHeadBytes + 1 - buffer.count
        buffer.append(contentsOf: bytes.prefix(max(0, room)))
        while scanned < buffer.count {
            let i = scanned
            scanned += 1
            guard buffer[i] == 0x0A else { continue }
            let line = buffer[lineStart..<i]
            let length = line.last == 0x0D ? line.count - 1 : line.count
            defer { lineStart = i + 1 }
            if requestLineEnd == nil {
                // Empty lines before the request line are ignored (RFC 9112 §2.2).
                if length == 0 { continue }
                if i - lineStart > limits.maxRequestLine { return .reject(.uriTooLong) }
                requestLineEnd = i
                continue
            }
            if length == 0 {
                if i + 1 > limits.maxHeadBytes { return .reject(.headersTooLarge) }
                return parse(end: i + 1)
            }
            headerLines += 1
            if headerLines > limits.maxHeaderCount { return .reject(.headersTooLarge) }
        }
        if requestLineEnd == nil, buffer.count - lineStart > limits.maxRequestLine { return .reject(.uriTooLong) }
        if buffer.count > limits.maxHeadBytes { return .reject(.headersTooLarge) }
        return .needMore
    }

    private func parse(end: Int) -> Outcome {
        // Split on bytes: as a String, CR LF is one Character and would never split on LF.
        var lines = buffer[..<end].split(separator: 0x0A, omittingEmptySubsequences: false).map { line -> Substring in
            Substring(String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self))
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        guard let first = lines.first else { return .reject(.badRequest) }
        let parts = first.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].first == "/" || parts[1] == "*" else {
            return .reject(.badRequest)
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() where !line.isEmpty {
            // No whitespace before the colon, no folded lines (RFC 9112 §5.1, §5.2).
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex,
                  !line[..<colon].contains(where: { $0 == " " || $0 == "\t" }),
                  line.first != " ", line.first != "\t" else { return .reject(.badRequest) }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers.append((String(line[..<colon]), value))
        }
        return .head(HTTPRequestHead(method: String(parts[0]), target: String(parts[1]), version: String(parts[2]),
                                     headers: headers), length: end)
    }
}

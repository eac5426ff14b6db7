import Foundation

/// One step of a stub server's scripted answer.
public enum StubStep: Sendable {
    /// Exact bytes, written at once.
    case send([UInt8])
    /// Sleep before the next step.
    case pause(milliseconds: Int)
    /// Send nothing more and keep the connection open until the client goes away.
    case stall
    /// Close the connection after this response (otherwise it is kept alive).
    case close
    /// Abort the connection with a TCP reset.
    case reset

    public static func text(_ s: String) -> StubStep { .send(Array(s.utf8)) }

    /// A status line and headers; `Connection: close` unless a length is given, so the body may
    /// simply end with the connection.
    public static func head(_ status: Int, reason: String = "Status", headers: [(String, String)] = [],
                            contentLength: Int? = nil) -> StubStep {
        var s = "HTTP/1.1 \(status) \(reason)\r\n"
        for (k, v) in headers { s += "\(k): \(v)\r\n" }
        if let contentLength { s += "Content-Length: \(contentLength)\r\n" } else { s += "Connection: close\r\n" }
        return .text(s + "\r\n")
    }

    /// A whole response with a body and a `Content-Length`.
    public static func response(_ status: Int, contentType: String = "application/json", body: String,
                                headers: [(String, String)] = []) -> [StubStep] {
        [.head(status, headers: [("Content-Type", contentType)] + headers, contentLength: body.utf8.count), .text(body)]
    }

    /// An event-stream head followed by each block, then the connection closes.
    public static func eventStream(_ blocks: [String], pauseMs: Int = 0) -> [StubStep] {
        var steps: [StubStep] = [.head(200, headers: [("Content-Type", "text/event-stream")])]
        for b in blocks {
            steps.append(.text(b))
            if pauseMs > 0 { steps.append(.pause(milliseconds: pauseMs)) }
        }
        return steps + [.close]
    }
}

/// A request the stub server received.
public struct StubRequest: Sendable {
    public var method: String
    public var path: String
    /// Names lower-cased.
    public var headers: [String: String]
    public var body: Data

    public var bodyText: String { String(decoding: body, as: UTF8.self) }

    /// Reads one request head and its `Content-Length` body; nil at EOF or on garbage.
    static func read(from fd: Int32, buffer: inout [UInt8]) -> StubRequest? {
        let marker: [UInt8] = [13, 10, 13, 10]
        var headEnd: Int?
        while headEnd == nil {
            if let r = StubSocket.find(marker, in: buffer) { headEnd = r; break }
            guard StubSocket.readSome(fd, into: &buffer) else { return nil }
        }
        guard let end = headEnd else { return nil }
        let headText = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeFirst(end + 4)
        let lines = headText.components(separatedBy: "\r\n")
        let requestLine = lines.first?.split(separator: " ") ?? []
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while buffer.count < length {
            guard StubSocket.readSome(fd, into: &buffer) else { return nil }
        }
        let body = Data(buffer[..<length])
        buffer.removeFirst(length)
        return StubRequest(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: body)
    }
}

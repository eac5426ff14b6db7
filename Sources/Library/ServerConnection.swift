import FlyingFox
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One client connection of the library server, served on a thread of its own: the head is
/// read and checked against `HTTPLimits` as bytes arrive (414, 431, 408), then the body (413,
/// 411, 408), then the API answers and the response is written with `Connection: close`.
/// Everything stops as soon as the client goes away: reads and writes fail, a pending answer
/// is cancelled, an answer's stream is dropped (which cancels its producer).
struct ServerConnection {
    typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

    let io: SocketIO
    let limits: HTTPLimits
    let handler: Handler

    func serve() {
        var one: Int32 = 1
        setsockopt(io.fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        do {
            let request = try readRequest()
            // Health is answered on this thread: it must stay fast when the pool is busy with
            // a room full of questions.
            if request.path == "/api/health", request.method == .GET || request.method == .HEAD {
                try write(LibraryAPI.healthy, headOnly: request.method == .HEAD)
                return
            }
            guard let response = BlockingBridge.run({ [handler] in await handler(request) }, abandon: { io.peerHasGone })
            else { return }
            try write(response, headOnly: request.method == .HEAD)
        } catch let rejection as HTTPRejection {
            refuse(rejection)
        } catch {
            // The client went away or stopped reading: nothing to say to it.
        }
    }

    /// The request, its body read in full (it is small by `maxBodyBytes`, or an image by
    /// `maxUploadBytes` on the OCR paths).
    func readRequest() throws -> HTTPRequest {
        var parser = HTTPHeadParser(limits: limits)
        let headDeadline = Date(timeIntervalSinceNow: limits.headTimeout)
        var fed = 0
        var body: [UInt8] = []
        var head: HTTPRequestHead?
        while head == nil {
            let bytes: [UInt8]
            do {
                bytes = try io.read(max: 16 * 1024, until: headDeadline)
            } catch SocketIO.Failure.timedOut {
                throw HTTPRejection.timeout
            }
            switch parser.feed(bytes) {
            case .needMore: fed += bytes.count
            case .reject(let r): throw r
            case .head(let h, let length):
                head = h
                body = Array(bytes[(length - fed)...])
            }
        }
        guard let head else { throw HTTPRejection.badRequest }
        if head.header("Transfer-Encoding") != nil { throw HTTPRejection.lengthRequired }
        var length = 0
        if let declared = head.header("Content-Length") {
            guard let n = Int(declared), n >= 0 else { throw HTTPRejection.badRequest }
            length = n
        }
        // Only the transcription and OCR endpoints take a recording or an image; every other
        // body is small.
        let target = head.target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? "/"
        let uploads = target == "/api/transcribe" || LibraryAPI.uploadPaths.contains(target)
        if length > (uploads ? limits.maxUploadBytes : limits.maxBodyBytes) {
            // Drain only what a reasonable client would still send; beyond that, just close.
            var r = HTTPRejection.tooLarge
            r.drains = length <= limits.drainBytes
            throw r
        }
        let bodyDeadline = Date(timeIntervalSinceNow: limits.bodyTimeout)
        while body.count < length {
            do {
                body += try io.read(max: min(16 * 1024, length - body.count), until: bodyDeadline)
            } catch SocketIO.Failure.timedOut {
                throw HTTPRejection.timeout
            }
        }
        if body.count > length { body.removeLast(body.count - length) }
        var headers = HTTPHeaders()
        for (name, value) in head.headers { headers.addValue(value, for: HTTPHeader(name)) }
        let path = head.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? "/"
        return HTTPRequest(method: HTTPMethod(head.method), version: HTTPVersion(head.version), path: path, query: [],
                           headers: headers, body: HTTPBodySequence(data: Data(body)))
    }

    /// Writes the status line, the headers and the body (chunk-encoded by FlyingFox's body
    /// sequence when its length is unknown), giving up when the client stops reading.
    func write(_ response: HTTPResponse, headOnly: Bool) throws {
        guard case .httpBody(let body) = response.payload else { return }
        var lines = ["HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)"]
        var headers = response.headers
        headers[.connection] = "close"
        if let count = body.count {
            if headers[.contentLength] == nil { headers[.contentLength] = String(count) }
        } else {
            headers[.transferEncoding] = "chunked"
        }
        for (name, value) in headers { lines.append("\(name.rawValue): \(value)") }
        try io.write(Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8),
                     until: Date(timeIntervalSinceNow: limits.writeTimeout))
        guard !headOnly else { return }
        let chunks = BlockingIterator(body.makeAsyncIterator())
        while let chunk = chunks.next(abandon: { io.peerHasGone }) {
            try io.write(chunk, until: Date(timeIntervalSinceNow: limits.writeTimeout))
        }
    }

    /// An error status before the API saw the request; what the client still sends is read
    /// and dropped (up to `drainBytes`, a few seconds) so it gets the response, not a reset.
    func refuse(_ r: HTTPRejection) {
        let json = "{\"detail\":\"\(r.phrase)\"}"
        var head = "HTTP/1.1 \(r.status) \(r.phrase)\r\nContent-Type: application/json\r\n"
        head += "Content-Length: \(json.utf8.count)\r\nConnection: close\r\n"
        if r.status == 503 { head += "Retry-After: 1\r\n" }
        try? io.write(Data((head + "\r\n" + json).utf8), until: Date(timeIntervalSinceNow: 2))
        shutdown(io.fd, Int32(SHUT_WR))
        if r.drains { io.drain(upTo: limits.drainBytes, until: Date(timeIntervalSinceNow: 2)) }
    }
}

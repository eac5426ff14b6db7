import CCurl
import Domain
import Foundation

/// One easy handle and the bridges from its callbacks to Swift concurrency. Apart from
/// `control`, its state is touched only on the engine thread.
final class CurlTransfer: @unchecked Sendable {
    let easy: UnsafeMutableRawPointer
    let control: TransferControl
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private let idleLimitNs: UInt64?
    private var lastActivityNs: UInt64
    private(set) var idleTimedOut = false

    private var status = 0
    private var headers: [String: String] = [:]
    private(set) var responded = false
    private var deliveredBody = false
    private var headContinuation: CheckedContinuation<HTTPResponse, Error>?
    private let bodyStream: AsyncThrowingStream<Data, Error>
    private let bodyContinuation: AsyncThrowingStream<Data, Error>.Continuation

    init?(request: HTTPRequest, wake: @escaping @Sendable () -> Void) {
        guard let easy = curl_easy_init() else { return nil }
        self.easy = easy
        control = TransferControl(wake: wake)
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        idleLimitNs = request.timeouts.idle.map { UInt64(max(1, $0.milliseconds)) * 1_000_000 }
        lastActivityNs = Monotonic.nowNs()
        (bodyStream, bodyContinuation) = AsyncThrowingStream<Data, Error>.makeStream()
        configure(request)
    }

    deinit {
        curl_easy_cleanup(easy)
        if let headerList { curl_slist_free_all(headerList) }
        errorBuffer.deallocate()
    }

    /// Called before the transfer is handed to the engine; resumed with the head or a failure.
    func setHeadContinuation(_ c: CheckedContinuation<HTTPResponse, Error>) {
        headContinuation = c
    }

    private func configure(_ r: HTTPRequest) {
        let me = Unmanaged.passUnretained(self).toOpaque()
        let plainAllowed = URLPolicy.origin(of: r.url)?.scheme == "http"
        shim_easy_setopt_string(easy, CURLOPT_URL, r.url)
        shim_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, plainAllowed ? "http,https" : "https")
        shim_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 0)
        shim_easy_setopt_long(easy, CURLOPT_SSL_VERIFYPEER, 1)
        shim_easy_setopt_long(easy, CURLOPT_SSL_VERIFYHOST, 2)
        shim_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1)
        shim_easy_setopt_long(easy, CURLOPT_SUPPRESS_CONNECT_HEADERS, 1)
        shim_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Int(r.timeouts.connect.milliseconds))
        shim_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, Int(r.timeouts.total.milliseconds))
        if let idle = r.timeouts.idle {
            // Backstop only: libcurl's low-speed check fires late, so the idle limit proper is
            // enforced in the progress callback and by the engine.
            let seconds = max(1, Int((idle.milliseconds + 999) / 1000)) + 1
            shim_easy_setopt_long(easy, CURLOPT_LOW_SPEED_LIMIT, 1)
            shim_easy_setopt_long(easy, CURLOPT_LOW_SPEED_TIME, seconds)
        }
        if r.acceptCompressed { shim_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, "") }
        shim_easy_setopt_string(easy, CURLOPT_USERAGENT, NetworkingInfo.userAgent)
        shim_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, UnsafeMutableRawPointer(errorBuffer))

        var list: UnsafeMutablePointer<curl_slist>?
        for h in r.headers { list = curl_slist_append(list, "\(h.name): \(h.value)") }
        list = curl_slist_append(list, "Expect:")
        headerList = list
        shim_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, list)

        let method = r.method.uppercased()
        if let body = r.body {
            shim_easy_setopt_off(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            // COPYPOSTFIELDS copies, so the bytes need not outlive this call.
            var bytes = [UInt8](body)
            bytes.append(0)  // an empty body still needs a valid pointer
            bytes.withUnsafeMutableBytes { raw in
                if let base = raw.baseAddress { _ = shim_easy_setopt_pointer(easy, CURLOPT_COPYPOSTFIELDS, base) }
            }
        }
        if method == "GET" && r.body == nil {
            shim_easy_setopt_long(easy, CURLOPT_HTTPGET, 1)
        } else if method != "POST" || r.body == nil {
            shim_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method)
        }

        shim_easy_setopt_write_cb(easy, curlWriteCallback)
        shim_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, me)
        shim_easy_setopt_header_cb(easy, curlHeaderCallback)
        shim_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, me)
        shim_easy_setopt_xferinfo_cb(easy, curlXferInfoCallback)
        shim_easy_setopt_pointer(easy, CURLOPT_XFERINFODATA, me)
        shim_easy_setopt_long(easy, CURLOPT_NOPROGRESS, 0)
    }

    // MARK: callbacks (engine thread)

    func onHeader(_ line: UnsafeBufferPointer<UInt8>) {
        lastActivityNs = Monotonic.nowNs()
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("HTTP/") {
            // A new header block (after a 1xx, or the first one).
            headers = [:]
            let parts = text.split(separator: " ", maxSplits: 2)
            status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        } else if text.isEmpty {
            if status >= 200 { deliverHead() }
        } else if let colon = text.firstIndex(of: ":") {
            let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            headers[name] = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
    }

    func onBody(_ bytes: UnsafeBufferPointer<UInt8>) {
        lastActivityNs = Monotonic.nowNs()
        if !responded { deliverHead() }
        bodyContinuation.yield(Data(buffer: bytes))
        deliveredBody = true
    }

    /// Whether body bytes were handed over since the last call (the engine's pacing).
    func takeDeliveredBody() -> Bool {
        defer { deliveredBody = false }
        return deliveredBody
    }

    /// Non-zero aborts the transfer: a user cancel, or the idle limit passed.
    func onProgress() -> Int32 {
        if control.isCancelled { return 1 }
        return checkIdle() ? 1 : 0
    }

    /// True (and remembered) once the silence has lasted longer than the idle limit.
    func checkIdle(now: UInt64 = Monotonic.nowNs()) -> Bool {
        guard let idleLimitNs else { return false }
        if now > lastActivityNs, now - lastActivityNs > idleLimitNs { idleTimedOut = true }
        return idleTimedOut
    }

    private func deliverHead() {
        guard !responded else { return }
        responded = true
        let control = self.control
        bodyContinuation.onTermination = { termination in
            if case .cancelled = termination { control.cancel() }
        }
        let response = HTTPResponse(status: status, headers: headers, body: bodyStream, control: control)
        headContinuation?.resume(returning: response)
        headContinuation = nil
    }

    /// The transfer is over: finish the head or the body with the outcome.
    func complete(result: CURLcode) {
        let error: TransportError?
        if idleTimedOut {
            error = .failed(.timeout("idle"), afterResponse: responded)
        } else if control.isCancelled || result == CURLE_ABORTED_BY_CALLBACK {
            error = .cancelled(afterResponse: responded)
        } else if result != CURLE_OK {
            let message = String(cString: errorBuffer)
            let detail = message.isEmpty ? String(cString: curl_easy_strerror(result)) : message
            error = .failed(CurlErrorClassifier.appError(for: result, message: detail), afterResponse: responded)
        } else {
            error = nil
        }
        if !responded {
            if let error {
                headContinuation?.resume(throwing: error)
                headContinuation = nil
                bodyContinuation.finish(throwing: error)
                return
            }
            var code = 0
            shim_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &code)
            if status == 0 { status = code }
            deliverHead()
        }
        if let error { bodyContinuation.finish(throwing: error) } else { bodyContinuation.finish() }
    }

    /// Failed before reaching libcurl (engine could not add it).
    func fail(_ error: TransportError) {
        headContinuation?.resume(throwing: error)
        headContinuation = nil
        bodyContinuation.finish(throwing: error)
    }
}

private let curlWriteCallback: curl_write_callback = { ptr, size, count, user in
    guard let user, let ptr else { return 0 }
    let n = size * count
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue()
    if transfer.control.isCancelled { return 0 }
    ptr.withMemoryRebound(to: UInt8.self, capacity: n) { transfer.onBody(UnsafeBufferPointer(start: $0, count: n)) }
    return n
}

private let curlHeaderCallback: curl_write_callback = { ptr, size, count, user in
    guard let user, let ptr else { return 0 }
    let n = size * count
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue()
    ptr.withMemoryRebound(to: UInt8.self, capacity: n) { transfer.onHeader(UnsafeBufferPointer(start: $0, count: n)) }
    return n
}

private let curlXferInfoCallback: curl_xferinfo_callback = { user, _, _, _, _ in
    guard let user else { return 0 }
    return Unmanaged<CurlTransfer>.fromOpaque(user).takeUnretainedValue().onProgress()
}

/// Monotonic nanoseconds, for idle accounting.
enum Monotonic {
    static func nowNs() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}

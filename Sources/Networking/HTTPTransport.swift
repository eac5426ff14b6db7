import Domain
import Foundation

/// Sends requests; the seam the API client depends on, so tests and the benchmark can swap it.
public protocol HTTPTransport: Sendable {
    /// Returns when the status line and headers have arrived. Throws `TransportError`.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// The libcurl transport (protocol.md §2): TLS verified, no redirects, proxies from the
/// environment, idle limit enforced, cancellable within one engine iteration.
public struct CurlTransport: HTTPTransport {
    public init() {}

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let violation = URLPolicy.violation(for: request) {
            throw TransportError.failed(violation, afterResponse: false)
        }
        let engine = CurlEngine.shared
        guard let transfer = CurlTransfer(request: request, wake: { engine.wake() }) else {
            throw TransportError.failed(.unknownTransport("curl_easy_init failed"), afterResponse: false)
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (c: CheckedContinuation<HTTPResponse, Error>) in
                transfer.setHeadContinuation(c)
                engine.add(transfer)
            }
        } onCancel: {
            transfer.control.cancel()
        }
    }
}

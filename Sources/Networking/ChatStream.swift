import Domain
import Foundation

/// A chat answer arriving: SSE framing and event decoding applied, delivered as the inputs of
/// `ChatStreamReducer` (transport failures and cancels included, so nothing is thrown).
public struct ChatStream: Sendable {
    public let status: Int
    public let headers: [String: String]
    public let inputs: AsyncStream<ChatStreamReducer.Input>
    private let response: HTTPResponse

    init(response: HTTPResponse) {
        self.response = response
        status = response.status
        headers = response.headers
        let (stream, continuation) = AsyncStream<ChatStreamReducer.Input>.makeStream()
        inputs = stream
        let task = Task { await Self.pump(response, into: continuation) }
        continuation.onTermination = { _ in
            response.cancel()
            task.cancel()
        }
    }

    /// Stops the transfer (user cancel, new send, grace period over); `.userCancel` follows.
    public func cancel() { response.cancel() }

    static func pump(_ response: HTTPResponse, into out: AsyncStream<ChatStreamReducer.Input>.Continuation) async {
        defer { out.finish() }
        if response.contentType == "application/json" {
            // §6.1: a JSON body stands for metadata + done.
            do {
                let data = try await response.readAll()
                if let events = StreamEventDecoder.decodeJSONAnswer(data) {
                    for e in events { out.yield(.event(e)) }
                    out.yield(.endOfFile)
                } else {
                    out.yield(.parseError("application/json body without an answer"))
                }
            } catch {
                out.yield(input(for: error))
            }
            return
        }
        var parser = SSEParser()
        var stop = false
        do {
            for try await block in response.body {
                try parser.feedRaw(block) { event in
                    guard !stop else { return }
                    do {
                        guard let decoded = try StreamEventDecoder.decode(bytes: event.data) else { return }
                        out.yield(.event(decoded))
                        if decoded == .endOfStream { stop = true }
                    } catch {
                        out.yield(.parseError((error as? StreamEventDecoder.ParseError)?.payloadPrefix))
                        stop = true
                    }
                }
                if stop {
                    response.cancel()
                    return
                }
            }
            parser.finish()
            out.yield(.endOfFile)
        } catch let e as SSEError {
            response.cancel()
            out.yield(.parseError(String(describing: e)))
        } catch {
            out.yield(input(for: error))
        }
    }

    static func input(for error: Error) -> ChatStreamReducer.Input {
        switch error as? TransportError {
        case .cancelled?: .userCancel
        case .failed(let e, _)?: .transportFailure(e)
        case nil: error is CancellationError ? .userCancel : .transportFailure(.unknownTransport(String(describing: error)))
        }
    }
}

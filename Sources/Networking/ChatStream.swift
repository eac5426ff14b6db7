import Domain
import Foundation

/// A chat answer arriving: SSE framing and event decoding applied, delivered as the inputs of
/// `ChatStreamReducer` (transport failures and cancels included, so nothing is thrown).
public struct ChatStream: Sendable {
    public let status: Int
    public let headers: [String: String]
    public let inputs: ChatStreamInputs
    private let response: HTTPResponse

    init(response: HTTPResponse) {
        self.response = response
        status = response.status
        headers = response.headers
        let (stream, continuation) = AsyncStream<[ChatStreamReducer.Input]>.makeStream()
        inputs = ChatStreamInputs(batches: stream)
        let task = Task { await Self.pump(response, into: continuation) }
        continuation.onTermination = { _ in
            response.cancel()
            task.cancel()
        }
    }

    /// Stops the transfer (user cancel, new send, grace period over); `.userCancel` follows.
    public func cancel() { response.cancel() }

    /// One yield per network block, not per event: the stream's hand-over is the costly part.
    static func pump(_ response: HTTPResponse, into batches: AsyncStream<[ChatStreamReducer.Input]>.Continuation) async {
        var out = InputBatch(continuation: batches)
        defer {
            out.flush()
            batches.finish()
        }
        if response.contentType == "application/json" {
            // protocol.md §6.1: a JSON body stands for metadata + done.
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
                out.flush()
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

/// Inputs collected while one block is parsed, handed over together.
struct InputBatch {
    let continuation: AsyncStream<[ChatStreamReducer.Input]>.Continuation
    private var pending: [ChatStreamReducer.Input] = []

    init(continuation: AsyncStream<[ChatStreamReducer.Input]>.Continuation) {
        self.continuation = continuation
    }

    mutating func yield(_ input: ChatStreamReducer.Input) { pending.append(input) }

    mutating func flush() {
        guard !pending.isEmpty else { return }
        continuation.yield(pending)
        pending.removeAll(keepingCapacity: true)
    }
}

/// The reducer inputs of a chat stream, one at a time (delivered in batches underneath).
public struct ChatStreamInputs: AsyncSequence, Sendable {
    public typealias Element = ChatStreamReducer.Input
    /// The inputs as the network delivered them, one array per block: consumers that post
    /// events hand a whole block over at once.
    public let batches: AsyncStream<[ChatStreamReducer.Input]>

    public func makeAsyncIterator() -> Iterator {
        Iterator(base: batches.makeAsyncIterator())
    }

    /// Hands out each batch's inputs in order.
    public struct Iterator: AsyncIteratorProtocol {
        var base: AsyncStream<[ChatStreamReducer.Input]>.AsyncIterator
        var buffer: [ChatStreamReducer.Input] = []
        var index = 0

        public mutating func next() async -> ChatStreamReducer.Input? {
            if index < buffer.count {
                index += 1
                return buffer[index - 1]
            }
            while let batch = await base.next() {
                guard !batch.isEmpty else { continue }
                buffer = batch
                index = 1
                return batch[0]
            }
            return nil
        }
    }
}

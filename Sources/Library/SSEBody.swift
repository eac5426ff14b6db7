import FlyingFox
import FlyingSocks
import Foundation

/// A response body fed by an `AsyncStream` of SSE events. FlyingFox writes each buffer as one
/// HTTP chunk as soon as it is produced; when the client goes away the write fails, the
/// iterator is dropped, and the stream's termination handler cancels the producer.
struct SSEBody: AsyncBufferedSequence {
    typealias Element = UInt8
    let stream: AsyncStream<Data>

    func makeAsyncIterator() -> Iterator { Iterator(base: stream.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<Data>.Iterator
        var pending: [UInt8] = []

        mutating func next() async throws -> UInt8? {
            if pending.isEmpty {
                guard let data = await base.next() else { return nil }
                pending = Array(data)
            }
            return pending.isEmpty ? nil : pending.removeFirst()
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if !pending.isEmpty {
                defer { pending = [] }
                return pending
            }
            guard let data = await base.next() else { return nil }
            return Array(data)
        }
    }

    /// One SSE event whose data is `object` encoded as JSON (one line: JSON escapes newlines).
    static func event(_ object: [String: Any]) -> Data {
        let json = (try? JSONSerialization.data(withJSONObject: object, options: [.withoutEscapingSlashes])) ?? Data("{}".utf8)
        var out = Data("data: ".utf8)
        out.append(json)
        out.append(Data("\n\n".utf8))
        return out
    }

    static let doneSentinel = Data("data: [DONE]\n\n".utf8)
}

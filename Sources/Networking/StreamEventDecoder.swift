import Domain
import Foundation

/// Turns one SSE data payload into a typed event (protocol.md §6.3): `[DONE]` ends the stream,
/// blank payloads and unknown types are ignored, and a payload that is not JSON is a parse error.
public enum StreamEventDecoder {
    /// A payload that is not valid JSON.
    public struct ParseError: Error, Hashable, Sendable {
        public var payloadPrefix: String
    }

    /// The event carried by `data`, nil when it is to be ignored.
    public static func decode(_ data: String) throws(ParseError) -> StreamEvent? {
        // Hot path: a payload that starts with `{` goes straight to the fast parser.
        if data.utf8.first == UInt8(ascii: "{") {
            var copy = data
            if let payload = copy.withUTF8({ FastJSONParser.parsePayload($0) }) {
                return event(in: payload)
            }
        }
        let p = trimmed(data)
        if p.isEmpty { return nil }
        if p == "[DONE]" { return .endOfStream }
        let value: JSONValue
        if let fast = FastJSONParser.parse(String(p)) {
            value = fast
        } else {
            // The fast parser is strict and partial; Foundation has the last word on validity.
            do {
                value = JSONValue(foundation: try JSONSerialization.jsonObject(with: Data(p.utf8), options: [.fragmentsAllowed]))
            } catch {
                throw ParseError(payloadPrefix: String(p.prefix(80)))
            }
        }
        guard case .object(let dict) = value else { return nil }
        return event(in: dict)
    }

    static func event(in dict: [String: JSONValue]) -> StreamEvent? {
        event(in: JSONPayload(dict))
    }

    static func event(in payload: JSONPayload) -> StreamEvent? {
        guard let type = payload.string(.type) else { return nil }
        return event(type: type, payload: payload)
    }

    /// Decodes straight from the bytes of an event's data (no intermediate String for the
    /// common JSON-object case). Invalid UTF-8 still becomes U+FFFD inside strings.
    public static func decode(bytes: UnsafeBufferPointer<UInt8>) throws(ParseError) -> StreamEvent? {
        if bytes.first == UInt8(ascii: "{"), let payload = FastJSONParser.parsePayload(bytes) {
            return event(in: payload)
        }
        return try decode(String(decoding: bytes, as: UTF8.self))
    }

    /// Decodes a non-streaming `{"answer","thread_id"}` body as `metadata` + `done` (protocol.md §6.1).
    public static func decodeJSONAnswer(_ body: Data) -> [StreamEvent]? {
        guard let object = try? JSONSerialization.jsonObject(with: body),
              case .object(let dict) = JSONValue(foundation: object) else { return nil }
        func string(_ key: String) -> String? {
            if case .string(let s)? = dict[key] { return s }
            return nil
        }
        let threadId = string("thread_id")
        return [.metadata(StreamMetadata(threadId: threadId)),
                .done(StreamDone(fullAnswer: string("answer"), threadId: threadId))]
    }

    static func event(type: String, payload p: JSONPayload) -> StreamEvent? {
        switch type {
        case "chunk":
            return .chunk(p.string(.content) ?? "")
        case "thinking":
            return .thinking(p.string(.content))
        case "reasoning":
            return .reasoning(p.string(.content))
        case "metadata":
            return .metadata(StreamMetadata(threadId: p.string(.threadId), sessionId: p.string(.sessionId),
                                            language: p.string(.language), isGuest: p.bool(.isGuest),
                                            requestsRemaining: p.int(.requestsRemaining)))
        case "done":
            return .done(StreamDone(fullAnswer: p.string(.fullAnswer), content: p.string(.content),
                                    threadId: p.string(.threadId), sessionId: p.string(.sessionId),
                                    aiMessageId: p.string(.aiMessageId), isComplete: p.bool(.isComplete),
                                    abstained: p.bool(.abstained), notFoundTerms: p.strings(.notFoundTerms)))
        case "error":
            return .error(message: p.string(.message) ?? p.string(.error) ?? p.string(.content),
                          code: p.string(.code))
        case "cancelled":
            return .cancelled(content: p.string(.content))
        case "title":
            return .title(p.string(.title))
        default:
            return nil  // fact_check_result and types added later are ignored
        }
    }

    /// Trims Unicode whitespace cheaply: payloads are usually already trimmed.
    static func trimmed(_ s: String) -> Substring {
        var sub = Substring(s)
        while let f = sub.first, f.isWhitespace { sub = sub.dropFirst() }
        while let l = sub.last, l.isWhitespace { sub = sub.dropLast() }
        return sub
    }
}

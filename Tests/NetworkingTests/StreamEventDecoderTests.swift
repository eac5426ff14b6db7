import Domain
import Networking
import Testing

@Suite struct StreamEventDecoderTests {
    @Test func sentinelBlankAndIgnored() throws {
        #expect(try StreamEventDecoder.decode(" [DONE] ") == .endOfStream)
        #expect(try StreamEventDecoder.decode("  \n ") == nil)
        #expect(try StreamEventDecoder.decode("42") == nil)
        #expect(try StreamEventDecoder.decode("[1,2]") == nil)
        #expect(try StreamEventDecoder.decode(#"{"content":"x"}"#) == nil)
        #expect(try StreamEventDecoder.decode(#"{"type":5}"#) == nil)
        #expect(try StreamEventDecoder.decode(#"{"type":"Chunk","content":"x"}"#) == nil)
        #expect(try StreamEventDecoder.decode(#"{"type":"fact_check_result","x":1}"#) == nil)
        #expect(try StreamEventDecoder.decode(#"{"type":"future_type"}"#) == nil)
    }

    @Test func notJSONIsAParseError() {
        #expect(throws: StreamEventDecoder.ParseError.self) { try StreamEventDecoder.decode("{\"type\":\"chunk\"") }
        #expect(throws: StreamEventDecoder.ParseError.self) { try StreamEventDecoder.decode("hello") }
    }

    @Test func payloadKeys() throws {
        #expect(try StreamEventDecoder.decode(#"{"type":"chunk"}"#) == .chunk(""))
        #expect(try StreamEventDecoder.decode(#"{"type":"chunk","content":null}"#) == .chunk(""))
        #expect(try StreamEventDecoder.decode(#"{"type":"chunk","content":"a\nb"}"#) == .chunk("a\nb"))
        #expect(try StreamEventDecoder.decode(#"{"type":"metadata","session_id":"g","language":null,"is_guest":true,"requests_remaining":9}"#)
                == .metadata(StreamMetadata(sessionId: "g", isGuest: true, requestsRemaining: 9)))
        #expect(try StreamEventDecoder.decode(#"{"type":"metadata","thread_id":5,"requests_remaining":"9"}"#)
                == .metadata(StreamMetadata()))
        #expect(try StreamEventDecoder.decode(#"{"type":"done","full_answer":"Short answer","is_complete":false,"ai_message_id":"srv-msg-42"}"#)
                == .done(StreamDone(fullAnswer: "Short answer", aiMessageId: "srv-msg-42", isComplete: false)))
        #expect(try StreamEventDecoder.decode(#"{"type":"error","error":"E","content":"C"}"#) == .error(message: "E", code: nil))
        #expect(try StreamEventDecoder.decode(#"{"type":"error","content":"C","code":"X1"}"#) == .error(message: "C", code: "X1"))
        #expect(try StreamEventDecoder.decode(#"{"type":"cancelled","content":"P"}"#) == .cancelled(content: "P"))
        #expect(try StreamEventDecoder.decode(#"{"type":"title","title":"T"}"#) == .title("T"))
        #expect(try StreamEventDecoder.decode(#"{"type":"thinking","content":"L"}"#) == .thinking("L"))
        #expect(try StreamEventDecoder.decode(#"{"type":"reasoning","content":"r"}"#) == .reasoning("r"))
    }

    @Test func jsonSplitOverTwoDataLines() throws {
        var parser = SSEParser()
        let events = try parser.feed(Array("data: {\"type\":\"chunk\",\ndata: \"content\":\"joined\"}\n\n".utf8))
        #expect(try StreamEventDecoder.decode(events[0].data) == .chunk("joined"))
    }

    @Test func jsonAnswerBody() {
        let events = StreamEventDecoder.decodeJSONAnswer(Data(#"{"answer":"A","thread_id":"t"}"#.utf8))
        #expect(events == [.metadata(StreamMetadata(threadId: "t")), .done(StreamDone(fullAnswer: "A", threadId: "t"))])
    }
}

import Foundation

@Suite struct StreamEventDecoderBytesTests {
    // Built step by step: one literal of concatenated arrays is too much for the type checker
    // on a loaded machine.
    static let payloads: [[UInt8]] = {
        let invalid: [UInt8] = [0xFF]
        let invalidPair: [UInt8] = [0xFF, 0xC3]
        var list: [[UInt8]] = []
        list.append(Array(#"{"type":"chunk","content":"x\u00e9"}"#.utf8))
        list.append(Array(#"{"type":"chunk","content":"a"#.utf8) + invalid + Array(#"b"}"#.utf8))
        list.append(Array(#"{"type":"chunk","content":"a\n"#.utf8) + invalidPair + Array(#"b\u00e9"}"#.utf8))
        list.append(Array(" [DONE] ".utf8))
        list.append(Array("42".utf8))
        list.append(Array(#"{"type":"done","is_complete":false}"#.utf8))
        list.append(Array(#"  {"type":"title","title":"T"}"#.utf8))
        list.append(Array(#"{"type":"metadata","requests_remaining":3}"#.utf8))
        return list
    }()

    @Test(arguments: payloads)
    func bytesPathMatchesStringPath(_ bytes: [UInt8]) throws {
        let fromBytes = try bytes.withUnsafeBufferPointer { try StreamEventDecoder.decode(bytes: $0) }
        #expect(fromBytes == (try StreamEventDecoder.decode(String(decoding: bytes, as: UTF8.self))))
    }

    @Test func invalidUTF8InsideAnEscapedString() throws {
        let bytes = Array(#"{"type":"chunk","content":"a\n"#.utf8) + [0xFF] + Array(#"b"}"#.utf8)
        let event = try bytes.withUnsafeBufferPointer { try StreamEventDecoder.decode(bytes: $0) }
        #expect(event == .chunk("a\n\u{FFFD}b"))
    }

    @Test func bytesPathReportsParseErrors() {
        #expect(throws: StreamEventDecoder.ParseError.self) {
            _ = try Array("{oops".utf8).withUnsafeBufferPointer { try StreamEventDecoder.decode(bytes: $0) }
        }
    }
}

import TestSupport
import Networking
import Testing

@Suite struct SSEParserTests {
    static func parse(_ chunks: [[UInt8]], limit: Int = SSEParser.defaultLineLimit) throws -> [SSEEvent] {
        var p = SSEParser(lineLimit: limit)
        var out: [SSEEvent] = []
        for c in chunks { try p.feed(c) { out.append($0) } }
        return out
    }

    static func parse(_ text: String) throws -> [SSEEvent] { try parse([Array(text.utf8)]) }

    static let sample = "\u{FEFF}: ping\r\nevent: update\r\nid: 7\ndata: {\"type\":\"chunk\",\r\ndata: \"content\":\"é 😀\"}\r\n\r\nretry: 1500\rdata: second\r\rdata:third\n\n"

    @Test func wholeSample() throws {
        let events = try Self.parse(Self.sample)
        #expect(events == [
            SSEEvent(type: "update", data: "{\"type\":\"chunk\",\n\"content\":\"é 😀\"}", lastEventId: "7"),
            SSEEvent(type: "message", data: "second", lastEventId: "7"),
            SSEEvent(type: "message", data: "third", lastEventId: "7"),
        ])
    }

    @Test func byteByByteEqualsWhole() throws {
        let bytes = Array(Self.sample.utf8)
        let whole = try Self.parse([bytes])
        #expect(try Self.parse(bytes.map { [$0] }) == whole)
    }

    @Test(arguments: 0..<40)
    func randomSplitsEqualWhole(seed: Int) throws {
        var rng = SplitMix(seed: UInt64(seed))
        let bytes = Array((Self.sample + Self.sample).utf8)
        var chunks: [[UInt8]] = []
        var i = 0
        while i < bytes.count {
            let n = Int(rng.next() % 7)
            chunks.append(Array(bytes[i..<min(bytes.count, i + n)]))
            i += n
        }
        #expect(try Self.parse(chunks) == Self.parse([bytes]))
    }

    @Test func crSplitFromLFAcrossBlocks() throws {
        let events = try Self.parse([Array("data: a\r".utf8), Array("\n\r".utf8), Array("\ndata: b\n\n".utf8)])
        #expect(events.map(\.data) == ["a", "b"])
    }

    @Test func bomOnlyOnceAndSplit() throws {
        let events = try Self.parse([[0xEF], [0xBB], [0xBF] + Array("data: x\n\n".utf8)])
        #expect(events.map(\.data) == ["x"])
        // A second BOM is content: it becomes part of the field name, which is then unknown.
        let twice = try Self.parse("\u{FEFF}\u{FEFF}data: y\n\ndata: z\n\n")
        #expect(twice.map(\.data) == ["z"])
    }

    @Test func notABomPrefixIsKept() throws {
        let events = try Self.parse([[0xEF], Array("data: q\n\n".utf8)])
        #expect(events.isEmpty)  // "\u{FFFD}data" is an unknown field
        let plain = try Self.parse([Array("d".utf8), Array("ata: ok\n\n".utf8)])
        #expect(plain.map(\.data) == ["ok"])
    }

    @Test func fieldRules() throws {
        let text = "data\n\ndata:\n\ndata:  two spaces\n\nevent\ndata: x\n\nid: a\u{0}b\ndata: y\n\nfoo: bar\n{\"type\":\"chunk\"}\n\n"
        let events = try Self.parse(text)
        #expect(events == [
            SSEEvent(data: ""),  // a bare "data" line appends "\n": not empty
            SSEEvent(data: ""),
            SSEEvent(data: " two spaces"),
            SSEEvent(data: "x"),
            SSEEvent(data: "y"),
        ])
    }

    @Test func retryIsRecordedOnlyWhenDigits() throws {
        var p = SSEParser()
        _ = try p.feed(Array("retry: 10x\nretry: 250\n\n".utf8))
        #expect(p.reconnectionTime == 250)
    }

    @Test func invalidUTF8BecomesReplacement() throws {
        let bytes: [UInt8] = Array("data: a".utf8) + [0xFF, 0xC3] + Array("\ndata: ".utf8) + [0xA9] + Array("b\n\n".utf8)
        let events = try Self.parse([bytes])
        #expect(events.map(\.data) == ["a\u{FFFD}\u{FFFD}\n\u{FFFD}b"])
    }

    @Test func multiByteCharacterSplitAcrossBlocks() throws {
        let bytes = Array("data: سلام 😀\n\n".utf8)
        let events = try Self.parse(bytes.map { [$0] })
        #expect(events.map(\.data) == ["سلام 😀"])
    }

    @Test func pendingEventAtEOFIsDiscarded() throws {
        var p = SSEParser()
        let events = try p.feed(Array("data: complete\n\ndata: pending\n".utf8))
        #expect(events.map(\.data) == ["complete"])
        let discarded = p.finish()
        #expect(discarded)
    }

    @Test func overlongLineIsAnError() {
        #expect(throws: SSEError.lineTooLong(limit: 64)) {
            _ = try Self.parse([Array(repeating: UInt8(ascii: "a"), count: 40), Array(repeating: UInt8(ascii: "a"), count: 40)], limit: 64)
        }
        #expect(throws: SSEError.lineTooLong(limit: 64)) {
            _ = try Self.parse([Array(String(repeating: "data: 0123456789\n", count: 10).utf8)], limit: 64)
        }
    }

    @Test func twoMebibyteSingleLine() throws {
        let payload = String(repeating: "ب", count: 1 << 20)
        let events = try Self.parse("data: \(payload)\n\n")
        #expect(events.first?.data.utf8.count == 2 << 20)
    }
}

/// A tiny deterministic generator for split positions.
typealias SplitMix = SplitMix64

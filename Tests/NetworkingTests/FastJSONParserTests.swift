import Foundation
@testable import Networking
import Testing

@Suite struct FastJSONParserTests {
    @Test(arguments: [
        #"{"type":"chunk","content":"a\nb \"q\" \\ \/ \u00e9 \ud83d\ude00 الصلاة"}"#,
        #"{"a":[1,-2.5e3,0,true,false,null,{"b":[]}],"c":{}}"#,
        #" { "type" : "done" , "is_complete" : false , "n" : 9 } "#,
        "[1,2]", "42", "\"s\"", "true",
    ])
    func agreesWithFoundationOnValidJSON(_ text: String) throws {
        let fast = try #require(FastJSONParser.parse(text))
        let foundation = JSONValue(foundation: try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]))
        #expect(fast == foundation)
    }

    @Test(arguments: [
        #"{"a":1,}"#, #"{"a" 1}"#, #"{'a':1}"#, "{\"a\":\"x\ny\"}", #"{"a":01}"#, #"{"a":1.}"#, #"{"a":-}"#,
        #"{"a":"\x"}"#, #"{"a":tru}"#, #"{"a":1} x"#, "", "{", #"{"a":"unterminated}"#, "[1,]", #"{"a":NaN}"#, #"{"x":"\ud800"}"#, #"{"x":"\udc00"}"#,
    ])
    func rejectsInvalidJSON(_ text: String) {
        #expect(FastJSONParser.parse(text) == nil)
    }

    @Test func booleansAndNumbersStayDistinct() throws {
        #expect(FastJSONParser.parse(#"{"a":true,"b":1}"#) == .object(["a": .bool(true), "b": .number(1)]))
    }
}

@Suite struct FastPayloadTests {
    @Test(arguments: [
        #"{"typ\u0065":"chunk","content":"x"}"#,
        #"{"type":"chunk","content":"first","content":"last"}"#,
        #"{"extra":{"deep":[1,{"a":null}]},"type":"metadata","thread_id":"t","requests_remaining":4,"is_guest":true}"#,
        #"{"type":"done","full_answer":"A\nB","ai_message_id":"m","is_complete":false,"session_id":"s"}"#,
        #"{"type":"error","code":"X","error":"E"}"#,
    ])
    func fastPayloadMatchesFoundation(_ text: String) throws {
        let fast = try StreamEventDecoder.decode(text)
        let dict = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        guard case .object(let values) = JSONValue(foundation: dict) else { Issue.record("not an object"); return }
        #expect(fast == StreamEventDecoder.event(in: JSONPayload(values)))
        #expect(fast != nil)
    }
}

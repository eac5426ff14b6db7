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

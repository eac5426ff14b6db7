import Domain
import Networking
import Testing

/// protocol.md §6.5: each example wire sequence, decoded and reduced, with its outcome.
@Suite struct ChatStreamReducerTests {
    /// Runs wire text through parser, decoder and reducer; `end` is what happens after the bytes.
    static func run(_ wire: String, end: ChatStreamReducer.Input? = .endOfFile,
                    threadId: String? = nil) -> (ChatStreamReducer, [ChatStreamReducer.Effect]) {
        var parser = SSEParser()
        var reducer = ChatStreamReducer(threadId: threadId)
        var effects: [ChatStreamReducer.Effect] = []
        let events = (try? parser.feed(Array(wire.utf8))) ?? []
        for e in events {
            do {
                if let ev = try StreamEventDecoder.decode(e.data) { effects += reducer.handle(.event(ev)) }
            } catch {
                effects += reducer.handle(.parseError(nil))
            }
        }
        if let end { effects += reducer.handle(end) }
        return (reducer, effects)
    }

    static func wire(_ lines: String...) -> String { lines.map { "data: \($0)\n\n" }.joined() }

    @Test func example1AuthenticatedFirstTurn() {
        let answer = "Prayer (salah) is the second pillar of Islam.\\n\\nSources:\\n\\n* **book_name:** صحيح البخاري, **source_url:** https://shamela.ws/book/1284/8"
        let (r, effects) = Self.run(Self.wire(
            #"{"type":"metadata","thread_id":"7f3c2a10-3b1e-4c55-9a0e-1d2f3a4b5c6d"}"#,
            #"{"type":"thinking","content":"Analyzing your question"}"#,
            #"{"type":"thinking","content":"Searching Islamic books database"}"#,
            #"{"type":"chunk","content":"Prayer (salah) is"}"#,
            #"{"type":"chunk","content":" the second pillar of Islam.\n\nSources:\n\n* **book_name:** صحيح البخاري, **source_url:** https://shamela.ws/book/1284/8"}"#,
            "{\"type\":\"done\",\"full_answer\":\"\(answer)\",\"thread_id\":\"7f3c2a10-3b1e-4c55-9a0e-1d2f3a4b5c6d\"}",
            "[DONE]"), end: nil)
        #expect(effects.prefix(4) == [.storeThreadId("7f3c2a10-3b1e-4c55-9a0e-1d2f3a4b5c6d"),
                                      .status("Analyzing your question"), .status("Searching Islamic books database"),
                                      .status(nil)])
        #expect(effects.filter { $0 == .createAssistantMessage }.count == 1)
        #expect(effects.last == .close)
        #expect(r.outcome?.state == .complete)
        let parsed = AnswerParser.parse(r.outcome?.content ?? "")
        #expect(parsed.body == "Prayer (salah) is the second pillar of Islam.")
        #expect(parsed.sources.map(AnswerParser.citation) == ["صحيح البخاري, p. 8"])
        #expect(r.outcome?.reasoning == nil)
    }

    @Test func example2GuestEOFAfterDone() {
        let (r, effects) = Self.run(Self.wire(
            #"{"type":"metadata","session_id":"guest_1770428531570_yurn4evdw","language":null,"is_guest":true,"requests_remaining":9}"#,
            #"{"type":"thinking","content":"🔍 Analyzing your question: \"What is Islam?\""}"#,
            #"{"type":"chunk","content":"Islam, as understood"}"#,
            #"{"type":"chunk","content":" in Islamic tradition..."}"#,
            #"{"type":"done","full_answer":"Islam, as understood in Islamic tradition...\n\nالمصادر / Sources\n- [فتاوى الشبكة الإسلامية] - https://shamela.ws/book/27107/17379","session_id":"guest_1770428531570_yurn4evdw"}"#))
        #expect(effects.contains(.storeThreadId("guest_1770428531570_yurn4evdw")))
        #expect(effects.filter { if case .storeThreadId = $0 { true } else { false } }.count == 1)
        #expect(effects.contains(.requestsRemaining(9)))
        #expect(r.outcome?.state == .complete && r.outcome?.error == nil)
        #expect(r.threadId == "guest_1770428531570_yurn4evdw")
        #expect(AnswerParser.parse(r.outcome?.content ?? "").sources.first?.page == 17379)
        #expect(r.phase == .closed)
    }

    @Test func example3Reasoning() {
        let (r, _) = Self.run(Self.wire(
            #"{"type":"thinking","content":"Planning search"}"#,
            #"{"type":"reasoning","content":"The user asks about trav"}"#,
            #"{"type":"reasoning","content":"elling. I should check "}"#,
            #"{"type":"reasoning","content":""}"#,
            #"{"type":"reasoning","content":"all four schools."}"#,
            #"{"type":"chunk","content":"You may combine prayers."}"#,
            #"{"type":"done","full_answer":"You may combine prayers."}"#, "[DONE]"))
        #expect(r.outcome?.content == "You may combine prayers.")
        #expect(r.outcome?.reasoning == "The user asks about travelling. I should check all four schools.")
    }

    @Test func example4BackendErrorAfterPartial() {
        let (r, _) = Self.run(Self.wire(#"{"type":"metadata","thread_id":"t-1"}"#, #"{"type":"chunk","content":"Partial"}"#,
                                        #"{"type":"error","message":"Upstream model timeout"}"#))
        #expect(r.outcome == ChatTurnOutcome(content: "Partial", state: .failed,
                                             error: .streamBackend(message: "Upstream model timeout")))
        #expect(r.outcome?.error?.code == "E-CHAT-STREAM-BACKEND")
    }

    @Test func example5Title() {
        let (r, effects) = Self.run(Self.wire(#"{"type":"metadata","thread_id":"t-2"}"#,
                                              #"{"type":"title","title":"  Ruling on travel prayer "}"#,
                                              #"{"type":"chunk","content":"Answer text"}"#,
                                              #"{"type":"done","full_answer":"Answer text"}"#))
        #expect(effects.contains(.title("Ruling on travel prayer")))
        #expect(r.outcome?.state == .complete)
    }

    @Test func example6CutOff() {
        let (r, _) = Self.run(Self.wire(#"{"type":"chunk","content":"Partial answer"}"#))
        #expect(r.outcome == ChatTurnOutcome(content: "Partial answer", state: .interrupted))
    }

    @Test func example7SentinelOnly() {
        let (r, effects) = Self.run(Self.wire("[DONE]"), end: nil)
        #expect(r.outcome == ChatTurnOutcome(content: nil, state: .failed, error: .emptyResponse()))
        #expect(!effects.contains(.createAssistantMessage))
        #expect(r.phase == .closed)
    }

    @Test func example8ServerCancels() {
        let (r, _) = Self.run(Self.wire(#"{"type":"chunk","content":"Partial"}"#, #"{"type":"cancelled","content":"Partial"}"#))
        #expect(r.outcome == ChatTurnOutcome(content: "Partial", state: .stopped))
    }

    @Test func doneWithoutPayloadUsesAssembledText() {
        let (r, _) = Self.run(Self.wire(#"{"type":"chunk","content":"Hello"}"#, #"{"type":"chunk","content":" world"}"#, #"{"type":"done"}"#))
        #expect(r.outcome?.content == "Hello world")
        #expect(r.outcome?.state == .complete)
    }

    @Test func incompleteDoneKeepsServerId() {
        let (r, _) = Self.run(Self.wire(#"{"type":"done","full_answer":"Short answer","is_complete":false,"ai_message_id":"srv-msg-42"}"#))
        #expect(r.outcome == ChatTurnOutcome(content: "Short answer", state: .interrupted, serverId: "srv-msg-42"))
    }

    @Test func emptyDoneIsRuleC() {
        let (r, _) = Self.run(Self.wire(#"{"type":"chunk","content":"  "}"#, #"{"type":"done","full_answer":" "}"#))
        #expect(r.outcome?.content == nil)
        #expect(r.outcome?.error?.code == "E-CHAT-EMPTY-RESPONSE")
    }

    @Test func eofWithNothingIsIncomplete() {
        let (r, _) = Self.run(Self.wire(#"{"type":"thinking","content":"x"}"#))
        #expect(r.outcome?.error?.code == "E-CHAT-STREAM-INCOMPLETE")
    }

    @Test func idleTimeoutBeforeFirstChunkKeepsItsCode() {
        let (r, _) = Self.run(Self.wire(#"{"type":"thinking","content":"x"}"#), end: .transportFailure(.timeout()))
        #expect(r.outcome?.error?.code == "E-NET-004")
        let (r2, _) = Self.run(Self.wire(#"{"type":"chunk","content":"part"}"#), end: .transportFailure(.timeout()))
        #expect(r2.outcome == ChatTurnOutcome(content: "part", state: .interrupted))
    }

    @Test func parseErrorBeforeAndAfterFirstChunk() {
        let (r, _) = Self.run("data: not json\n\n")
        #expect(r.outcome?.error?.code == "E-CHAT-STREAM-PARSE" && r.outcome?.content == nil)
        let (r2, _) = Self.run(Self.wire(#"{"type":"chunk","content":"A"}"#) + "data: {oops\n\n")
        #expect(r2.outcome?.content == "A" && r2.outcome?.state == .failed)
    }

    @Test func userCancel() {
        let (r, _) = Self.run(Self.wire(#"{"type":"chunk","content":"Some"}"#), end: .userCancel)
        #expect(r.outcome == ChatTurnOutcome(content: "Some", state: .stopped))
        let (r2, _) = Self.run("", end: .userCancel)
        #expect(r2.outcome?.error?.code == "E-CHAT-CANCELLED")
    }

    @Test func graceProcessesOnlyTitleAndMetadata() {
        let (r, effects) = Self.run(Self.wire(#"{"type":"chunk","content":"A"}"#, #"{"type":"done"}"#,
                                              #"{"type":"chunk","content":"late"}"#, #"{"type":"title","title":"Late title"}"#,
                                              #"{"type":"metadata","thread_id":"t-9"}"#), end: .graceExpired)
        #expect(r.outcome?.content == "A")
        #expect(effects.contains(.title("Late title")) && effects.contains(.storeThreadId("t-9")))
        #expect(effects.last == .close)
        #expect(!effects.contains(.assistantText("Alate")))
    }

    @Test func unchangedThreadIdIsNotWrittenAgain() {
        let (_, effects) = Self.run(Self.wire(#"{"type":"metadata","thread_id":"same"}"#), threadId: "same")
        #expect(!effects.contains(.storeThreadId("same")))
    }
}

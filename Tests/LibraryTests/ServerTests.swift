import Foundation
import Testing
@testable import Library

@Suite struct ServerTests {
    static func withServer(index: LibraryIndex? = FixtureLibrary.index,
                           _ body: (RawHTTP) async throws -> Void) async throws {
        try await withServer(index: index) { http, _ in try await body(http) }
    }

    static func withServer(index: LibraryIndex? = FixtureLibrary.index,
                           _ body: (RawHTTP, LibraryServer) async throws -> Void) async throws {
        let server = try await LibraryServer.start(index: index, port: 0)
        #expect(server.port != 0)
        do {
            try await body(RawHTTP(port: server.port), server)
        } catch {
            server.stop()
            throw error
        }
        server.stop()
    }

    @Test func health() async throws {
        try await Self.withServer { http in
            let r = try await http.send("GET", "/api/health")
            #expect(r.status == 200)
            let json = try JSONSerialization.jsonObject(with: r.body) as? [String: Any]
            #expect(json?["status"] as? String == "ok")
            #expect(json?["service"] is String)
        }
    }

    @Test func guestStreamFollowsTheProtocol() async throws {
        try await Self.withServer { http in
            let r = try await http.send("POST", "/api/guest/chat/stream",
                                  json: #"{"question":"actions are judged by intentions","session_id":"guest_1_abc","language_preference":"en","enable_thinking":true}"#)
            #expect(r.status == 200)
            #expect(r.head.lowercased().contains("content-type: text/event-stream"))
            let events = RawHTTP.events(r.text)
            let types = events.compactMap { ($0 as? [String: Any])?["type"] as? String }
            #expect(types.first == "metadata")
            #expect(types.dropFirst().first == "thinking")
            #expect(types.contains("chunk"))
            #expect(types.last == "done")
            #expect(events.last as? String == "[DONE]")
            // The device's guest id is the same for every conversation: the library gives this
            // conversation an id of its own, which the client sends from then on.
            let meta = events.first as? [String: Any]
            let id = meta?["session_id"] as? String
            #expect(id?.hasPrefix("library_") == true)
            let chunks = events.compactMap { e -> String? in
                guard let o = e as? [String: Any], o["type"] as? String == "chunk" else { return nil }
                return o["content"] as? String
            }.joined()
            let done = events.compactMap { $0 as? [String: Any] }.last { $0["type"] as? String == "done" }
            #expect(done?["full_answer"] as? String == chunks)
            #expect(done?["session_id"] as? String == id)
            #expect(done?["abstained"] as? Bool == false)
            #expect((done?["not_found_terms"] as? [String]) == [])
            #expect(chunks.contains("https://sunnah.com/bukhari:1"))
            #expect(chunks.contains("[Sahih al-Bukhari 1]"))
        }
    }

    @Test func regenerateOffersOtherPassagesAndFollowUpsLeanOnTheConversation() async throws {
        try await Self.withServer { http in
            func ask(_ q: String, _ id: String) async throws -> [String: Any]? {
                let r = try await http.send("POST", "/api/guest/chat/stream",
                                            json: #"{"question":"\#(q)","session_id":"\#(id)","language_preference":"en"}"#)
                return RawHTTP.events(r.text).compactMap { $0 as? [String: Any] }.last { $0["type"] as? String == "done" }
            }
            let first = try await ask("patience", "library_t1")
            let again = try await ask("patience", "library_t1")
            let a = first?["full_answer"] as? String ?? ""
            let b = again?["full_answer"] as? String ?? ""
            #expect(!a.isEmpty && a != b)
            #expect(b.contains("More passages for the same question") || b.contains("no other passages"))
            // Another conversation asking the same is a first answer, not a regeneration.
            let other = try await ask("patience", "library_t2")
            #expect(other?["full_answer"] as? String == a)
        }
    }

    @Test func abstentionIsReportedInDone() async throws {
        try await Self.withServer { http in
            let r = try await http.send("POST", "/api/guest/chat/stream",
                                        json: #"{"question":"Is smoking haram?","language_preference":"en"}"#)
            let done = RawHTTP.events(r.text).compactMap { $0 as? [String: Any] }.last { $0["type"] as? String == "done" }
            #expect(done?["abstained"] as? Bool == true)
            #expect((done?["not_found_terms"] as? [String]) == ["smoking"])
            #expect((done?["full_answer"] as? String)?.contains("do not mention “smoking”") == true)
        }
    }

    @Test func authenticatedStreamAnswersLikeGuestAndKeepsTheThread() async throws {
        try await Self.withServer { http in
            let r = try await http.send("POST", "/api/chat/stream",
                                  json: #"{"question":"الصبر","thread_id":"5f0c","language_preference":"ar","enable_thinking":true}"#)
            #expect(r.status == 200)
            let events = RawHTTP.events(r.text).compactMap { $0 as? [String: Any] }
            #expect(events.first?["thread_id"] as? String == "5f0c")
            #expect(events.last?["thread_id"] as? String == "5f0c")
        }
    }

    @Test func nonStreamingGuestChat() async throws {
        try await Self.withServer { http in
            let r = try await http.send("POST", "/api/guest/chat", json: #"{"question":"Ayat al-Kursi"}"#)
            #expect(r.status == 200)
            let json = try JSONSerialization.jsonObject(with: r.body) as? [String: Any]
            #expect((json?["answer"] as? String)?.contains("https://tanzil.net/#2:255") == true)
            #expect((json?["thread_id"] as? String)?.isEmpty == false)
        }
    }

    @Test(arguments: ["", "not json", "[1,2]", #"{"question":"   "}"#, #"{"question":7}"#, #"{}"#])
    func badRequestsGet400WithJSON(body: String) async throws {
        try await Self.withServer { http in
            let r = try await http.send("POST", "/api/guest/chat/stream", json: body)
            #expect(r.status == 400)
            let json = try JSONSerialization.jsonObject(with: r.body) as? [String: Any]
            #expect(json?["detail"] is String)
        }
    }

    @Test func unknownPathIs404AndWrongMethodIs405() async throws {
        try await Self.withServer { http in
            let r = try await http.send("GET", "/api/conversations")
            #expect(r.status == 404)
            #expect(r.text == #"{"detail":"Not Found"}"#)
            #expect(try await http.send("GET", "/api/guest/chat/stream").status == 405)
        }
    }

    @Test func oversizedBodyIs413() async throws {
        try await Self.withServer { http in
            let big = #"{"question":""# + String(repeating: "ا", count: 70_000) + #""}"#
            let r = try await http.send("POST", "/api/guest/chat/stream", json: big)
            #expect(r.status == 413)
        }
    }

    @Test func notInstalledIs503() async throws {
        try await Self.withServer(index: nil) { http in
            let r = try await http.send("POST", "/api/guest/chat/stream", json: #"{"question":"salah"}"#)
            #expect(r.status == 503)
            #expect(try await http.send("GET", "/api/health").status == 200)
        }
    }

    @Test func manyConcurrentStreams() async throws {
        try await Self.withServer { http in
            let results = await withTaskGroup(of: Bool.self) { group in
                for i in 0..<16 {
                    group.addTask {
                        let q = i % 2 == 0 ? "fasting" : "الصبر"
                        guard let r = try? await http.send("POST", "/api/guest/chat/stream", json: #"{"question":"\#(q)"}"#) else { return false }
                        return r.status == 200 && r.text.hasSuffix("data: [DONE]\n\n")
                    }
                }
                var all: [Bool] = []
                for await ok in group { all.append(ok) }
                return all
            }
            #expect(results.count == 16)
            #expect(results.allSatisfy { $0 })
        }
    }

    @Test func clientsThatDisconnectDoNotHurtTheServer() async throws {
        try await Self.withServer { http, server in
            try await RawHTTP.offPool {
                for _ in 0..<20 {
                    let fd = try http.open(RawHTTP.request("POST", "/api/guest/chat/stream",
                                                           body: Data(#"{"question":"prayer"}"#.utf8)))
                    var buf = [UInt8](repeating: 0, count: 64)
                    _ = recv(fd, &buf, buf.count, 0)
                    close(fd)
                }
            }
            let r = try await http.send("POST", "/api/guest/chat/stream", json: #"{"question":"prayer"}"#)
            #expect(r.status == 200)
            #expect(r.text.hasSuffix("data: [DONE]\n\n"))
            // Every abandoned stream is released: poll a bounded number of times for the server
            // to notice the closed sockets (no wall-clock assertion).
            var open = server.activeStreams
            for _ in 0..<200 where open != 0 {
                try await Task.sleep(nanoseconds: 20_000_000)
                open = server.activeStreams
            }
            #expect(open == 0)
        }
    }
}

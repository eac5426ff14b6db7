import Domain
import Foundation
import Storage

/// The conversation store's figures on a generated database of 10,000 conversations
/// and 200,000 messages, one of them 2,000 messages long.
enum StorageBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "storage/open-existing", unit: "ms", target: "(launch)") { ctx in
            let fixture = try StorageFixture.shared(ctx)
            return try timeSeconds { _ = try SQLiteStore.open(at: fixture.url) } * 1000
        },
        Benchmark(name: "storage/history-first-page", unit: "ms", target: "≤ 5 ms") { ctx in
            let f = try StorageFixture.shared(ctx)
            return try timeSeconds {
                _ = try f.store.conversations.history(owner: StorageFixture.owner, starredOnly: false, after: nil, limit: 50)
            } * 1000
        },
        Benchmark(name: "storage/search-median", unit: "ms", target: "≤ 20 ms") { ctx in
            let f = try StorageFixture.shared(ctx)
            var times: [Double] = []
            for q in StorageFixture.queries {
                let query = SearchQuery(q)
                times.append(try timeSeconds {
                    _ = try f.store.conversations.search(query, owner: StorageFixture.owner, starredOnly: false, limit: 50)
                } * 1000)
            }
            return times.sorted()[times.count / 2]
        },
        Benchmark(name: "storage/search-p95", unit: "ms", target: "(info)") { ctx in
            let f = try StorageFixture.shared(ctx)
            var times: [Double] = []
            for _ in 0..<5 {
                for q in StorageFixture.queries {
                    let query = SearchQuery(q)
                    times.append(try timeSeconds {
                        _ = try f.store.conversations.search(query, owner: StorageFixture.owner, starredOnly: false, limit: 50)
                    } * 1000)
                }
            }
            times.sort()
            return times[min(times.count - 1, Int((Double(times.count) * 0.95).rounded(.up)) - 1)]
        },
        // Deleting a 20-message conversation (cascade and search-index triggers included); each
        // run adds its own conversation first so the shared fixture keeps its size.
        Benchmark(name: "storage/delete-conversation", unit: "ms", target: "(info)") { ctx in
            let f = try StorageFixture.shared(ctx)
            let id = "bench-delete-" + UUID().uuidString.lowercased()
            let now = Date()
            let conversation = Conversation(id: id, title: "حذف — delete me", createdAt: now, updatedAt: now,
                                            ownerId: StorageFixture.owner.id)
            let messages = (0..<20).map { i in
                Message(id: "\(id)-m\(i)", conversationId: id, role: i % 2 == 0 ? .user : .assistant,
                        content: StorageFixture.paragraph(seed: UInt64(i), words: 60),
                        createdAt: now.addingTimeInterval(Double(i)), state: .complete)
            }
            try f.store.insertBatch([(conversation, messages)], owner: StorageFixture.owner)
            return try timeSeconds { try f.store.conversations.delete(conversationId: id, owner: StorageFixture.owner) } * 1000
        },
        Benchmark(name: "storage/search-slowest-query", unit: "ms", target: "(info)") { ctx in
            let f = try StorageFixture.shared(ctx)
            var worst = 0.0
            for q in StorageFixture.queries {
                let query = SearchQuery(q)
                worst = max(worst, try timeSeconds {
                    _ = try f.store.conversations.search(query, owner: StorageFixture.owner, starredOnly: false, limit: 50)
                } * 1000)
            }
            return worst
        },
        Benchmark(name: "storage/append-message", unit: "ms", target: "≤ 2 ms") { ctx in
            let f = try StorageFixture.shared(ctx)
            var times: [Double] = []
            for _ in 0..<20 {
                let m = Message(id: UUID().uuidString.lowercased(), conversationId: "bench-c-42", role: .user,
                                content: "ما حكم الصلاة في السفر؟ What about travel prayers?", createdAt: Date(), state: .sending)
                times.append(try timeSeconds { try f.store.messages.append(m, owner: StorageFixture.owner, touch: .set) } * 1000)
            }
            return times.sorted()[times.count / 2]
        },
        Benchmark(name: "storage/streaming-update", unit: "ms", target: "(info)") { ctx in
            let f = try StorageFixture.shared(ctx)
            let id = UUID().uuidString.lowercased()
            try f.store.messages.append(Message(id: id, conversationId: "bench-c-43", role: .assistant, content: "",
                                                createdAt: Date(), state: .streaming), owner: StorageFixture.owner, touch: .set)
            var content = ""
            var times: [Double] = []
            for i in 0..<20 {
                content += StorageFixture.paragraph(seed: UInt64(i), words: 40)
                times.append(try timeSeconds {
                    try f.store.messages.updateStreaming(messageId: id, content: content, reasoning: nil, owner: StorageFixture.owner)
                } * 1000)
            }
            return times.sorted()[times.count / 2]
        },
        Benchmark(name: "storage/long-conversation-last-page", unit: "ms", target: "≤ 10 ms") { ctx in
            let f = try StorageFixture.shared(ctx)
            return try timeSeconds {
                _ = try f.store.messages.messages(conversationId: StorageFixture.longConversation, owner: StorageFixture.owner,
                                                  page: .last(50))
            } * 1000
        },
    ]
}

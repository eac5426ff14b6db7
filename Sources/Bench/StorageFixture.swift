import TestSupport
import Domain
import Foundation
import Storage

/// The generated conversation database the storage benchmarks share: deterministic (SplitMix64
/// with a fixed seed), mixed Arabic and English, built once per work directory.
final class StorageFixture: @unchecked Sendable {
    static let owner = Owner.account("bench-account")
    static let longConversation = "bench-c-0"
    static let queries = ["الصلاة", "صلاه الفجر", "الزكاه", "prayer", "Fasting ramadan", "حكم الصيام", "wudu", "الحج",
                          "patience", "اليتيم", "charity orphan", "الصبر"]

    let url: URL
    let store: SQLiteStore

    nonisolated(unsafe) static var cache: [String: StorageFixture] = [:]
    static let lock = NSLock()

    static func shared(_ ctx: BenchContext) throws -> StorageFixture {
        try lock.withLock {
            let conversations = ctx.size(10_000, quick: 100)
            let messages = ctx.size(200_000, quick: 2_000)
            let long = ctx.size(2_000, quick: 200)
            let name = "storage-\(conversations)-\(messages).sqlite"
            if let f = cache[name] { return f }
            let url = ctx.workDirectory.appendingPathComponent(name)
            let marker = URL(fileURLWithPath: url.path + ".complete")
            // The work directory outlives checkouts: a fixture a newer build migrated (another
            // branch's schema) is made again rather than refused.
            if FileManager.default.fileExists(atPath: marker.path) {
                do { _ = try SQLiteStore.open(at: url) } catch StorageError.newerVersion {
                    try? FileManager.default.removeItem(at: marker)
                }
            }
            if !FileManager.default.fileExists(atPath: marker.path) {
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
                let (store, _) = try SQLiteStore.open(at: url)
                try generate(into: store, conversations: conversations, messages: messages, long: long)
                _ = FileManager.default.createFile(atPath: marker.path, contents: Data())
            }
            let f = StorageFixture(url: url, store: try SQLiteStore.open(at: url).0)
            cache[name] = f
            return f
        }
    }

    init(url: URL, store: SQLiteStore) {
        self.url = url
        self.store = store
    }

    static let arabic = ["الصَّلَاةُ", "الصلاة", "صلاة", "الفجر", "الزَّكَاة", "الزكاة", "الصِّيَامُ", "رمضان", "الحجّ", "الحج",
                         "العمرة", "الوضوء", "الطهارة", "القرآن", "الكريم", "سورة", "آية", "الحديث", "صحيح", "البخاري", "مسلم",
                         "قال", "رسول", "الله", "النبي", "ﷺ", "عن", "في", "من", "إلى", "على", "حكم", "ما", "هل", "يجوز",
                         "الصبر", "الصَّبْرُ", "اليتيم", "الصدقة", "المسجد", "الجمعة", "الإمام", "العلماء", "الفقه", "السنة",
                         "الأعمال", "بالنيات", "إنما", "موسى", "عيسى", "إبراهيم", "الجنة", "النار", "التوبة", "الدعاء"]
    static let english = ["the", "prayer", "Prayer", "fasting", "Ramadan", "zakat", "charity", "orphan", "patience",
                          "wudu", "ablution", "pilgrimage", "Hajj", "Quran", "verse", "hadith", "Bukhari", "Muslim",
                          "scholars", "ruling", "is", "it", "permissible", "to", "during", "after", "before", "and",
                          "of", "in", "what", "about", "Friday", "mosque", "intention", "travel", "sunnah", "fiqh"]

    /// The fixture's seeded generator.
    typealias Generator = SplitMix64

    static func paragraph(seed: UInt64, words: Int) -> String {
        var g = Generator(state: seed)
        let useArabic = g.next() % 3 != 0
        var out: [String] = []
        for _ in 0..<words {
            let list = (g.next() % 5 == 0) != useArabic ? arabic : english
            out.append(list[Int(g.next() % UInt64(list.count))])
        }
        return out.joined(separator: " ")
    }

    static func generate(into store: SQLiteStore, conversations: Int, messages: Int, long: Int) throws {
        var g = Generator(state: 20_260_207)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let perConversation = (messages - long) / max(1, conversations - 1)
        var extra = (messages - long) - perConversation * (conversations - 1)
        var batch: [(Conversation, [Message])] = []
        for c in 0..<conversations {
            var count = c == 0 ? long : perConversation
            if c > 0 && extra > 0 { count += 1; extra -= 1 }
            let created = start.addingTimeInterval(Double(c) * 600)
            let id = "bench-c-\(c)"
            var msgs: [Message] = []
            for i in 0..<count {
                let role: Role = i % 2 == 0 ? .user : .assistant
                let words = role == .user ? 8 + Int(g.next() % 12) : 40 + Int(g.next() % 110)
                msgs.append(Message(id: "\(id)-m\(i)", conversationId: id, role: role,
                                    content: paragraph(seed: g.next(), words: words),
                                    createdAt: created.addingTimeInterval(Double(i) * 30),
                                    state: .complete))
            }
            let title = g.next() % 4 == 0 ? "" : ConversationTitle.local(fromQuestion: paragraph(seed: g.next(), words: 6))
            let conversation = Conversation(id: id, title: title, createdAt: created,
                                            updatedAt: msgs.last?.createdAt ?? created, ownerId: owner.id,
                                            isStarred: g.next() % 20 == 0)
            batch.append((conversation, msgs))
            if batch.count == 500 {
                try store.insertBatch(batch, owner: owner)
                batch.removeAll(keepingCapacity: true)
            }
        }
        try store.insertBatch(batch, owner: owner)
    }
}

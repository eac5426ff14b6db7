import Domain
import Foundation
import Storage

// A helper process for the storage crash and concurrency tests (Tests/StorageTests).
//   StorageCrashChild stream DB OWNER         questions and streaming answers until killed;
//                                             prints "Q <id>" once each question is committed
//   StorageCrashChild start DB OWNER           new conversations with their first question, each
//                                             in one transaction, until killed; prints "C <id>"
//                                             once each is committed
//   StorageCrashChild write DB OWNER N TAG [START]
//                                             N conversations with a question and an answer each;
//                                             START (Unix time in ms) delays the open until then,
//                                             so two children open the file at the same moment
// Any storage error is printed to stderr and exits with status 1.

func say(_ line: String) {
    // One write(2) per line, so a SIGKILL never leaves a half-reported id.
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func fail(_ error: Any) -> Never {
    FileHandle.standardError.write(Data("StorageCrashChild: \(error)\n".utf8))
    exit(1)
}

let args = CommandLine.arguments
guard args.count >= 4 else { fail("usage: StorageCrashChild stream|start|write DB OWNER [N TAG]") }
let owner = Owner(storedId: args[3])
if args[1] == "write", args.count >= 7, let start = Double(args[6]) {
    let wait = start / 1000 - Date().timeIntervalSince1970
    if wait > 0 { usleep(UInt32(min(wait, 5) * 1_000_000)) }
}
let store: SQLiteStore
do {
    store = try SQLiteStore.open(at: URL(fileURLWithPath: args[2])).0
} catch {
    fail(error)
}

do {
    switch args[1] {
    case "stream":
        let run = UUID().uuidString.prefix(8)
        var round = 0
        var conversationId = ""
        while true {
            let now = Date()
            if round % 4 == 0 {
                conversationId = "c-\(run)-\(round)"
                try store.conversations.create(Conversation(id: conversationId, createdAt: now, ownerId: owner.id), owner: owner)
            }
            let q = Message(id: "q-\(run)-\(round)", conversationId: conversationId, role: .user,
                            content: "سؤال رقم \(round): ما حكم الصلاة؟ question \(round)", createdAt: now, state: .sending)
            try store.messages.append(q, owner: owner, touch: .set)
            say("Q \(q.id)")
            try store.messages.setState(.complete, lastErrorCode: nil, messageId: q.id, owner: owner)
            let a = Message(id: "a-\(run)-\(round)", conversationId: conversationId, role: .assistant, content: "",
                            createdAt: now, state: .streaming)
            try store.messages.append(a, owner: owner, touch: .set)
            var content = ""
            for chunk in 0..<40 {
                content += "الجزء \(chunk) من الجواب، part \(chunk) of the answer. "
                try store.messages.updateStreaming(messageId: a.id, content: content, reasoning: nil, owner: owner)
                usleep(500)
            }
            try store.messages.setState(.complete, lastErrorCode: nil, messageId: a.id, owner: owner)
            round += 1
        }
    case "start":
        let run = UUID().uuidString.prefix(8)
        var round = 0
        while true {
            let now = Date()
            let id = "s-\(run)-\(round)"
            let q = Message(id: id + "-q", conversationId: id, role: .user,
                            content: "سؤال \(round): ما حكم الصيام؟ question \(round)", createdAt: now, state: .sending)
            try store.conversations.create(Conversation(id: id, createdAt: now, ownerId: owner.id), firstMessage: q,
                                           owner: owner)
            say("C \(id)")
            round += 1
        }
    case "write":
        guard args.count >= 6, let n = Int(args[4]) else { fail("write needs N and TAG") }
        let tag = args[5]
        for i in 0..<n {
            let now = Date()
            let id = "\(tag)-\(i)"
            try store.conversations.create(Conversation(id: id, title: "\(tag) \(i)", createdAt: now, ownerId: owner.id), owner: owner)
            try store.messages.append(Message(id: id + "-q", conversationId: id, role: .user, content: "question \(tag) \(i)",
                                              createdAt: now, state: .complete), owner: owner, touch: .set)
            try store.messages.append(Message(id: id + "-a", conversationId: id, role: .assistant, content: "answer \(tag) \(i)",
                                              createdAt: now, state: .complete), owner: owner, touch: .set)
            _ = try store.conversations.history(owner: owner, starredOnly: false, after: nil, limit: 20)
        }
        say("done \(tag)")
    default:
        fail("unknown mode \(args[1])")
    }
} catch {
    fail(error)
}

import Domain
import Foundation
import Localization
import Testing

@testable import Presentation

/// A launch restores the last conversation from its last messages only; the rest is read from
/// the store when the user looks back, never before the first frame nor for a session that
/// stays at the bottom.
@Suite struct ChatOlderMessagesTests {
    let en: Localizer
    let c = Conversation(id: "c", title: "T", createdAt: Date(timeIntervalSince1970: 1_763_700_000), ownerId: "guest_1_abc")
    let last: [Message]
    /// Ten messages of five rows each in a 20-row view, following the bottom.
    let metrics: TranscriptMetrics

    init() throws {
        en = try Localizer.bundled(.en)
        last = (0..<10).map { i in
            Message(id: "m\(i)", conversationId: "c", role: i % 2 == 0 ? .user : .assistant, content: "text \(i)",
                    createdAt: Date(timeIntervalSince1970: 1_763_700_000 + Double(i)), state: .complete)
        }
        metrics = TranscriptMetrics(tops: last.enumerated().map { ($0.element.id, $0.offset * 5) }, totalRows: 50,
                                    viewportRows: 20)
    }

    func context() -> ChatViewModel.Context {
        let env = ChatEnvironment(now: Date(timeIntervalSince1970: 1_763_700_100), clock: 5, owner: .guest("guest_1_abc"),
                                  language: .en, backend: .library, makeId: { "id" })
        return ChatViewModel.Context(env: env, localizer: en, metrics: metrics, exportDirectory: "/tmp")
    }

    static func reads(_ outcomes: [AppOutcome]) -> [String] {
        outcomes.compactMap { if case .effect(.chat(.readOlder(let id))) = $0 { return id }; return nil }
    }

    @Test func stayingAtTheBottomReadsNothingMore() {
        var chat = ChatViewModel()
        chat.load(c, last, olderUnread: true)
        for command: ChatViewModel.Command in [.type("What is"), .edit(.left), .scrollBottom, .tick] {
            #expect(Self.reads(chat.reduce(command, context())).isEmpty, "\(command)")
        }
        #expect(chat.older == .unread)
    }

    @Test(arguments: [ChatViewModel.Command.pageUp, .scrollRows(-3), .scrollTop, .focusMessages])
    func lookingBackReadsTheRestOnce(_ command: ChatViewModel.Command) {
        var chat = ChatViewModel()
        chat.load(c, last, olderUnread: true)
        #expect(Self.reads(chat.reduce(command, context())) == ["c"])
        #expect(chat.older == .reading)
        #expect(Self.reads(chat.reduce(.pageUp, context())).isEmpty, "asked once")
        let older = (0..<5).map { i in
            Message(id: "o\(i)", conversationId: "c", role: .user, content: "old \(i)",
                    createdAt: Date(timeIntervalSince1970: 1_763_600_000 + Double(i)), state: .complete)
        }
        _ = chat.reduce(.event(.restoreCompleted(c, older + last)), context())
        #expect(chat.older == .none)
        #expect(chat.messages.map(\.id) == older.map(\.id) + last.map(\.id))
        #expect(Self.reads(chat.reduce(.pageUp, context())).isEmpty)
    }

    @Test func aConversationOpenedWholeNeverReadsAgain() {
        var chat = ChatViewModel()
        chat.load(c, last)
        #expect(Self.reads(chat.reduce(.pageUp, context())).isEmpty)
        #expect(chat.older == .none)
    }

    @Test func anExportSaysTheStoreHoldsOlderMessages() {
        var chat = ChatViewModel()
        chat.load(c, last, olderUnread: true)
        guard case .export(let e, _) = chat.export(backendLabel: "Offline library", path: "/tmp/x.md").first else {
            Issue.record("no export")
            return
        }
        #expect(e.olderInStore && e.messages.count == 10)
        chat.load(c, last)
        guard case .export(let whole, _) = chat.export(backendLabel: "Offline library", path: "/tmp/x.md").first else {
            Issue.record("no export")
            return
        }
        #expect(!whole.olderInStore)
    }
}

import Domain
import Foundation
import Localization
import Presentation
import TestSupport
import Testing
import TextLayout
import Views

/// Chat states for the screen snapshots, built through the view model's own API so they are
/// states the app can really reach. Content follows the UI language.
enum ChatScenes {
    static let t0 = Date(timeIntervalSince1970: 1_763_800_000)  // 2025-11-22 08:26:40 UTC

    enum Scene: String, CaseIterable {
        case empty, thinking, answer, reasoningOpen, banner, stopped, interrupted, failed
    }

    struct Text {
        let question: String
        let answer: String
        let partial: String
        let thinking: String
        let reasoning: String

        static func of(_ language: Language) -> Text {
            switch language {
            case .en:
                return Text(
                    question: "What does the Qur'an say about patience?",
                    answer: """
                    Patience (**sabr**) is praised throughout the Qur'an. Believers are told to seek help \
                    through patience and prayer, for Allah is with the patient.

                    - It is tied to prayer.
                    - Its reward is beyond measure.

                    Sources:
                    - [The Qur'an, al-Baqarah 2:153](https://tanzil.net/#2:153)
                    - [The Qur'an, az-Zumar 39:10](https://tanzil.net/#39:10)
                    """,
                    partial: "Patience (sabr) is praised throughout the Qur'an. Believers are told",
                    thinking: "Searching Islamic books database",
                    reasoning: "The user asks about patience; the Qur'an mentions it often.")
            case .ar:
                return Text(
                    question: "ماذا يقول القرآن عن الصبر؟",
                    answer: """
                    أثنى القرآن الكريم على **الصبر** في مواضع كثيرة، فأمر المؤمنين أن يستعينوا بالصبر والصلاة، \
                    وأخبر أن الله مع الصابرين.

                    - يقترن الصبر بالصلاة.
                    - أجر الصابرين بغير حساب.

                    Sources:
                    - [القرآن الكريم، سورة البقرة، الآية 153](https://tanzil.net/#2:153)
                    - [القرآن الكريم، سورة الزمر، الآية 10](https://tanzil.net/#39:10)
                    """,
                    partial: "أثنى القرآن الكريم على الصبر في مواضع كثيرة، فأمر المؤمنين",
                    thinking: "البحث في قاعدة الكتب الإسلامية",
                    reasoning: "يسأل المستخدم عن الصبر، وقد ذكره القرآن كثيرًا.")
            }
        }
    }

    static func env(_ language: Language, backend: Backend) -> ChatEnvironment {
        let counter = Counter()
        return ChatEnvironment(now: t0, clock: 10, owner: .guest("guest_1_abc"), language: language, backend: backend,
                               makeId: { counter.next() })
    }

    /// The app state of a scene at a size.
    static func state(_ scene: Scene, language: Language, width: Int, height: Int) -> AppState {
        let backend: Backend = scene == .banner ? .cloud : .library
        var s = AppState(language: language, backend: backend, width: width, height: height)
        s.tick = 2
        let text = Text.of(language)
        let env = env(language, backend: backend)
        var chat = ChatViewModel()
        func ask() {
            chat.composer = TextBuffer(text.question)
            _ = chat.send(env)
        }
        func feed(_ events: StreamEvent...) {
            _ = chat.handle(.streamInputs(turn: chat.turn?.id ?? 0, events.map { .event($0) }), env)
        }
        switch scene {
        case .empty:
            break
        case .thinking:
            ask()
            _ = chat.handle(.streamOpened(turn: chat.turn?.id ?? 0), env)
            feed(.thinking(text.thinking), .reasoning(text.reasoning))
        case .answer, .reasoningOpen:
            ask()
            _ = chat.handle(.streamOpened(turn: chat.turn?.id ?? 0), env)
            feed(.reasoning(text.reasoning), .chunk(text.answer), .done(StreamDone(fullAnswer: text.answer)))
            if scene == .reasoningOpen { chat.toggleReasoning(messageId: nil) }
        case .banner:
            ask()
            _ = chat.handle(.sendFailed(turn: chat.turn?.id ?? 0, SendFailure(error: .noConnection())), env)
        case .stopped:
            ask()
            _ = chat.handle(.streamOpened(turn: chat.turn?.id ?? 0), env)
            feed(.chunk(text.partial))
            _ = chat.stop(env)
        case .interrupted:
            ask()
            _ = chat.handle(.streamOpened(turn: chat.turn?.id ?? 0), env)
            _ = chat.handle(.streamInputs(turn: chat.turn?.id ?? 0, [.event(.chunk(text.partial)), .endOfFile]), env)
        case .failed:
            ask()
            _ = chat.handle(.streamOpened(turn: chat.turn?.id ?? 0), env)
            feed(.chunk(text.partial), .error(message: "upstream model unavailable", code: "503"))
        }
        s.chat = chat
        return s
    }

    /// `now`: the monotonic time of the frame (10 s unless a scene needs another).
    static func render(_ state: AppState, localizer: Localizer, now: Double = 10) -> Frame {
        let env = RenderEnvironment(cache: ChatRenderCache(), now: t0, dateParts: DateParts.utc)
        return AppView.render(state, keyMap: .standard, contexts: Coordinator.contexts(for: state),
                              localizer: localizer, environment: env, now: now)
    }
}

extension ChatScenes {
    /// Renders `scene(width, height)` at the three reference sizes, checks that every row is
    /// exactly the screen's width, and compares each frame with `<name>-<w>x<h>`.
    /// Snapshots go beside the calling suite's file (`filePath`).
    static func verifyAtReferenceSizes(_ name: String, localizer: Localizer, now: Double = 10,
                                       filePath: String = #filePath, _ scene: (Int, Int) -> AppState) {
        for (w, h) in ChatSnapshotTests.sizes {
            let grid = render(scene(w, h), localizer: localizer, now: now).grid
            #expect(Snapshot.check(grid, named: "\(name)-\(w)x\(h)", filePath: filePath) == nil)
        }
    }
}

/// Ids for scenes: "m-1", "m-2", …
final class Counter: @unchecked Sendable {
    private var n = 0
    private let lock = NSLock()
    func next() -> String { lock.withLock { n += 1; return "m-\(n)" } }
}

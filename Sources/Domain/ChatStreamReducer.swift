import Foundation

/// The one place where the behaviour rules of protocol.md §7.2–7.3 live: a pure reducer from
/// stream inputs to state and effects. The chat view model feeds it and runs the effects; the
/// `ask` command uses it too, so both behave the same.
public struct ChatStreamReducer: Hashable, Sendable {
    /// Where the turn is.
    public enum Phase: Hashable, Sendable {
        /// Before the first chunk: status line and spinner.
        case waiting
        /// The assistant message exists and grows.
        case streaming
        /// After `done`: only `title` and `metadata` are still processed (protocol.md §7.2, 5 s grace).
        case grace
        /// Nothing more is processed.
        case closed
    }

    /// What fed the reducer.
    public enum Input: Hashable, Sendable {
        case event(StreamEvent)
        /// A data payload that is not JSON (protocol.md §6.3 step 4).
        case parseError(String?)
        /// The connection closed normally.
        case endOfFile
        /// A transport failure after the 2xx (idle timeout, reset…), with its classified error.
        case transportFailure(AppError)
        /// The user pressed Esc (protocol.md §7.3).
        case userCancel
        case graceExpired
    }

    /// What the owner must do, in order.
    public enum Effect: Hashable, Sendable {
        /// Write the continuity id to storage at once (protocol.md §7.2 metadata).
        case storeThreadId(String)
        /// Replace the status line text; nil removes the status line and spinner.
        case status(String?)
        case requestsRemaining(Int)
        /// The first chunk: create the assistant message (state `streaming`).
        case createAssistantMessage
        /// The assembled text changed.
        case assistantText(String)
        /// The reasoning so far changed.
        case reasoning(String)
        /// A server title; the owner applies it only while the title origin is `local`.
        case title(String)
        /// The turn is over: the send guard is released and the outcome stored.
        case finish(ChatTurnOutcome)
        /// Keep reading for the grace period (only after `done`).
        case startGrace
        /// Stop reading and close the transfer.
        case close
    }

    public private(set) var phase: Phase = .waiting
    public private(set) var text = ""
    /// nil until a non-empty fragment arrives, never `""`.
    public private(set) var reasoning: String?
    public private(set) var threadId: String?
    public private(set) var statusLabel: String?
    public private(set) var detectedLanguage: String?
    public private(set) var requestsRemaining: Int?
    public private(set) var outcome: ChatTurnOutcome?

    /// `threadId` is the conversation's current one, so an unchanged id is not written again.
    public init(threadId: String? = nil) {
        self.threadId = threadId
    }

    public var isFinished: Bool { outcome != nil }

    public mutating func handle(_ input: Input) -> [Effect] {
        switch phase {
        case .closed:
            return []
        case .grace:
            return handleInGrace(input)
        case .waiting, .streaming:
            return handleActive(input)
        }
    }

    private mutating func handleInGrace(_ input: Input) -> [Effect] {
        switch input {
        case .event(.metadata(let m)):
            return metadata(m)
        case .event(.title(let t)):
            return title(t)
        case .event(.endOfStream), .endOfFile, .transportFailure, .userCancel, .graceExpired, .parseError:
            phase = .closed
            return [.close]
        case .event:
            return []
        }
    }

    private mutating func handleActive(_ input: Input) -> [Effect] {
        switch input {
        case .event(let event):
            return handleEvent(event)
        case .parseError(let detail):
            return fail(.streamParse(detail))
        case .endOfFile:
            return endWithoutDone(blankError: .streamIncomplete())
        case .transportFailure(let error):
            return endWithoutDone(blankError: error)
        case .userCancel:
            if phase == .streaming {
                return finish(ChatTurnOutcome(content: text, state: .stopped, reasoning: reasoning)) + close()
            }
            return finish(ChatTurnOutcome(content: nil, state: .stopped, error: .cancelled())) + close()
        case .graceExpired:
            return []
        }
    }

    private mutating func handleEvent(_ event: StreamEvent) -> [Effect] {
        switch event {
        case .metadata(let m):
            return metadata(m)
        case .thinking(let label):
            guard phase == .waiting, let label = label.map(Self.trim), !label.isEmpty else { return [] }
            statusLabel = label
            return [.status(label)]
        case .reasoning(let fragment):
            guard let fragment, !fragment.isEmpty else { return [] }
            reasoning = (reasoning ?? "") + fragment
            return [.reasoning(reasoning ?? fragment)]
        case .chunk(let content):
            guard !content.isEmpty else { return [] }
            text += content
            if phase == .waiting {
                phase = .streaming
                statusLabel = nil
                return [.status(nil), .createAssistantMessage, .assistantText(text)]
            }
            return [.assistantText(text)]
        case .done(let d):
            return done(d)
        case .endOfStream:
            // `[DONE]` before any `done` counts as a `done` without payload, then ends the stream.
            var effects = done(StreamDone())
            if phase == .grace {
                phase = .closed
                effects.append(.close)
            }
            return effects
        case .error(let message, _):
            return fail(.streamBackend(message: message))
        case .cancelled(let content):
            let partial = [content ?? "", text].first { !Self.isBlank($0) }
            if let partial {
                var effects: [Effect] = []
                if phase == .waiting { effects = [.status(nil), .createAssistantMessage] }
                text = partial
                return effects + [.assistantText(partial)]
                    + finish(ChatTurnOutcome(content: partial, state: .stopped, reasoning: reasoning)) + close()
            }
            return finish(ChatTurnOutcome(content: nil, state: .stopped, error: .cancelled())) + close()
        case .title(let t):
            return title(t)
        }
    }

    private mutating func done(_ d: StreamDone) -> [Effect] {
        var effects: [Effect] = []
        if let id = StreamMetadata(threadId: d.threadId, sessionId: d.sessionId).continuityId, id != threadId {
            threadId = id
            effects.append(.storeThreadId(id))
        }
        guard let final = [d.fullAnswer, d.content, text].compactMap({ $0 }).first(where: { !Self.isBlank($0) }) else {
            return effects + finish(ChatTurnOutcome(content: nil, state: .failed, error: .emptyResponse())) + close()
        }
        text = final
        let state: ChatTurnOutcome.AnswerState = d.isComplete == false ? .interrupted : .complete
        if phase == .waiting { effects += [.status(nil), .createAssistantMessage] }
        effects.append(.assistantText(final))
        effects += finish(ChatTurnOutcome(content: final, state: state, serverId: d.aiMessageId, reasoning: reasoning))
        phase = .grace
        effects.append(.startGrace)
        return effects
    }

    private mutating func endWithoutDone(blankError: AppError) -> [Effect] {
        if !Self.isBlank(text) {
            return finish(ChatTurnOutcome(content: text, state: .interrupted, reasoning: reasoning)) + close()
        }
        return finish(ChatTurnOutcome(content: nil, state: .failed, error: blankError)) + close()
    }

    /// An `error` event or a parse error: the answer so far is kept as failed; before the first
    /// chunk it is rule C.
    private mutating func fail(_ error: AppError) -> [Effect] {
        if phase == .streaming {
            return finish(ChatTurnOutcome(content: text, state: .failed, reasoning: reasoning, error: error)) + close()
        }
        return finish(ChatTurnOutcome(content: nil, state: .failed, error: error)) + close()
    }

    private mutating func metadata(_ m: StreamMetadata) -> [Effect] {
        var effects: [Effect] = []
        if let id = m.continuityId, id != threadId {
            threadId = id
            effects.append(.storeThreadId(id))
        }
        if let language = m.language { detectedLanguage = language }
        if let remaining = m.requestsRemaining {
            requestsRemaining = remaining
            effects.append(.requestsRemaining(remaining))
        }
        return effects
    }

    private mutating func title(_ raw: String?) -> [Effect] {
        guard let t = raw.map(Self.trim), !t.isEmpty else { return [] }
        return [.title(t)]
    }

    private mutating func finish(_ outcome: ChatTurnOutcome) -> [Effect] {
        self.outcome = outcome
        statusLabel = nil
        return [.finish(outcome)]
    }

    private mutating func close() -> [Effect] {
        phase = .closed
        return [.close]
    }

    /// Stops at the first non-whitespace scalar, so a long answer costs nothing here.
    static func isBlank(_ s: String) -> Bool {
        s.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }

    static func trim(_ s: String) -> String {
        s.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

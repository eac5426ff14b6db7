import Domain

/// The rules of the fact-check flow as a reducer: commands and results in, state and effects
/// out. No I/O: listing a folder and reading an image are effects.
extension FactCheckState {
    public enum Command: Hashable, Sendable {
        /// Alt+I, the chat menu, a deep link's `image=`: the path prompt, pre-filled. `pasted`
        /// is text that was pasted into the composer and goes back there on Esc.
        case openImage(prefill: String, pasted: String?)
        /// "Check a quotation", a deep link's `text=`: the sheet with this text.
        case openText(String)
        case edit(EditAction)
        /// Typed or pasted text for the field with the focus.
        case insert(String)
        /// Tab in the path prompt.
        case complete
        /// Enter: read the image, or Check.
        case submit
        /// Esc.
        case cancel
        /// The focused answer's checked quotations, as a menu.
        case showMarks
        /// One of them: its canonical text, difference and reference.
        case showMark(messageId: String, index: Int)
    }

    /// What the reducer needs from the rest of the app for one call.
    public struct Context: Hashable, Sendable {
        public var backend: Backend
        /// The OCR call goes to the guest endpoint (guests on the cloud, the library).
        public var guest: Bool
        public var language: String
        public var now: Double

        public init(backend: Backend, guest: Bool, language: String, now: Double) {
            self.backend = backend
            self.guest = guest
            self.language = language
            self.now = now
        }
    }

    /// Candidates the prompt lists at most.
    public static let candidateLimit = 8

    public mutating func reduce(_ command: Command, _ ctx: Context) -> FactCheckOutcome {
        switch (command, phase) {
        case (.openImage(let prefill, let pasted), _):
            var outcome = FactCheckOutcome(effects: cancelReading())
            phase = .choosingImage(PathPrompt(field: TextBuffer(prefill), pasted: pasted))
            outcome.restore = nil
            return outcome
        case (.openText(let text), _):
            let effects = cancelReading()
            phase = .reviewing(Review(text: TextBuffer(text), openedWith: text))
            return FactCheckOutcome(effects: effects)
        case (.edit(let action), .choosingImage(var p)):
            // A path is one line: Enter reads it, so the newline command does nothing here.
            guard action != .newline else { return FactCheckOutcome() }
            p.field.apply(action.logical)
            p.candidates = []
            p.problem = nil
            phase = .choosingImage(p)
        case (.insert(let s), .choosingImage(var p)):
            _ = p.field.paste(s.replacingOccurrences(of: "\n", with: ""))
            p.candidates = []
            p.problem = nil
            phase = .choosingImage(p)
        case (.edit(let action), .reviewing(var r)):
            r.text.apply(action)
            phase = .reviewing(r)
        case (.insert(let s), .reviewing(var r)):
            if !r.text.paste(s) { return FactCheckOutcome(toast: "chat.pasteTooLong") }
            phase = .reviewing(r)
        case (.complete, .choosingImage(let p)):
            return FactCheckOutcome(effects: [.complete(typed: p.field.text)])
        case (.submit, .choosingImage(var p)):
            let path = p.field.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !path.isEmpty else {
                p.problem = FactCheckProblem(code: "E-CHAT-OCR-PATH", key: "factCheck.path.empty")
                phase = .choosingImage(p)
                return FactCheckOutcome()
            }
            let id = nextId
            nextId += 1
            phase = .reading(id: id, path: p.field.text, since: ctx.now)
            pendingPaste = p.pasted
            return FactCheckOutcome(effects: [.read(id: id, path: path, backend: ctx.backend, guest: ctx.guest,
                                                    languageHint: ctx.language)])
        case (.submit, .reviewing(let r)):
            let text = r.text.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !QuestionText.isEmpty(text) else { return FactCheckOutcome(toast: "factCheck.review.empty") }
            phase = .idle
            pendingPaste = nil
            return FactCheckOutcome(send: FactCheckSubmission(text: text, detectedLanguage: r.language,
                                                              image: r.reading?.image))
        case (.cancel, .choosingImage(let p)):
            phase = .idle
            return FactCheckOutcome(restore: p.pasted)
        case (.cancel, .reading(let id, let path, _)):
            // Back to the path, as typed, so another file can be chosen.
            phase = .choosingImage(PathPrompt(field: TextBuffer(path), pasted: pendingPaste))
            return FactCheckOutcome(effects: [.cancel(id: id)])
        case (.cancel, .reviewing):
            phase = .idle
            let restore = pendingPaste
            pendingPaste = nil
            return FactCheckOutcome(restore: restore, toast: "factCheck.cancelled")
        default:
            break
        }
        return FactCheckOutcome()
    }

    public mutating func handle(_ event: FactCheckEvent) -> FactCheckOutcome {
        switch event {
        case .offered:
            offered = true
        case .marking(let available):
            marksAvailable = available
        case .quotationsMarked:
            break // the coordinator puts them on the message
        case .completions(let typed, let matches):
            guard case .choosingImage(var p) = phase, p.field.text == typed else { return FactCheckOutcome() }
            if matches.isEmpty {
                p.problem = FactCheckProblem(code: "E-CHAT-OCR-PATH", key: "factCheck.path.noMatch")
                p.candidates = []
            } else {
                let common = Self.commonPrefix(matches)
                if common.count > typed.count { p.field.replaceAll(with: common) }
                p.candidates = matches.count > 1 ? Array(matches.prefix(Self.candidateLimit)) : []
                p.problem = nil
                if matches.count > Self.candidateLimit {
                    p.candidates.append("… +\(matches.count - Self.candidateLimit)")
                }
            }
            phase = .choosingImage(p)
        case .read(let id, let reading):
            guard case .reading(let current, _, _) = phase, current == id else { return FactCheckOutcome() }
            phase = .reviewing(Review(text: TextBuffer(reading.text), reading: reading))
        case .readFailed(let id, let problem):
            guard case .reading(let current, let path, _) = phase, current == id else { return FactCheckOutcome() }
            var p = PathPrompt(field: TextBuffer(path), pasted: pendingPaste)
            p.problem = problem
            phase = .choosingImage(p)
        }
        return FactCheckOutcome()
    }

    /// A refused check back in the sheet, with its image, to send again or edit.
    public mutating func reopen(_ s: FactCheckSubmission) {
        let reading = s.image.map {
            Reading(text: s.text, language: s.detectedLanguage, image: $0, fileName: $0.name, fileBytes: $0.data.count)
        }
        phase = .reviewing(Review(text: TextBuffer(s.text), reading: reading))
    }

    /// The reading under way is given up (another prompt or sheet replaces it).
    private mutating func cancelReading() -> [FactCheckEffect] {
        guard case .reading(let id, _, _) = phase else { return [] }
        return [.cancel(id: id)]
    }

    /// The longest start all `strings` share, in whole characters.
    static func commonPrefix(_ strings: [String]) -> String {
        guard var prefix = strings.first.map(Array.init) else { return "" }
        for s in strings.dropFirst() {
            let chars = Array(s)
            var n = 0
            while n < prefix.count, n < chars.count, prefix[n] == chars[n] { n += 1 }
            prefix = Array(prefix.prefix(n))
        }
        return String(prefix)
    }
}

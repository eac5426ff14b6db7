import Domain

/// Work the fact-check flow asks for; the App's `FactCheckEffectRunner` performs it.
public enum FactCheckEffect: Hashable, Sendable {
    /// Lists what the typed path could continue with (Tab): directories and images.
    case complete(typed: String)
    /// Reads the image at the typed path: checks it, keeps a copy of at most 200 KB, and gets
    /// its text (Tesseract here for the library, the backend's OCR endpoint otherwise).
    case read(id: Int, path: String, backend: Backend, guest: Bool, languageHint: String?)
    /// Esc while reading: the result is dropped.
    case cancel(id: Int)
    /// A completed answer's Arabic quotations checked against the installed library.
    case markQuotations(messageId: String, text: String)
}

/// Results of fact-check work, fed back through the event queue.
public enum FactCheckEvent: Hashable, Sendable {
    /// Whether Tesseract is there was looked at (the launch): the flow is offered.
    case offered
    /// Tab's matches for `typed`, each as it would be typed.
    case completions(typed: String, matches: [String])
    case read(id: Int, FactCheckState.Reading)
    case readFailed(id: Int, FactCheckProblem)
    /// Whether answers' quotations can be checked (the library is installed), said at launch.
    case marking(available: Bool)
    case quotationsMarked(messageId: String, [QuotationMark])
}

/// What the coordinator applies besides the effects.
public struct FactCheckOutcome: Hashable, Sendable {
    public var effects: [FactCheckEffect] = []
    /// Check: the text (and image) to send as a fact-check.
    public var send: FactCheckSubmission?
    /// Text to give back to the composer (a pasted path the user did not want read).
    public var restore: String?
    /// A toast's key.
    public var toast: String?

    public init(effects: [FactCheckEffect] = [], send: FactCheckSubmission? = nil, restore: String? = nil,
                toast: String? = nil) {
        self.effects = effects
        self.send = send
        self.restore = restore
        self.toast = toast
    }
}

/// A fact-check the user confirmed: the reviewed text, its language and the image it came from.
public struct FactCheckSubmission: Hashable, Sendable {
    public var text: String
    public var detectedLanguage: String?
    public var image: MessageImage?

    public init(text: String, detectedLanguage: String?, image: MessageImage?) {
        self.text = text
        self.detectedLanguage = detectedLanguage
        self.image = image
    }
}

import Domain

/// Checking quotations from the TUI: Alt+I asks for an image's path (Tab completes it), its
/// text is read (OCR, an effect), a review sheet shows that text for editing, and Check sends
/// it as a fact-check. "Check a quotation" opens the same sheet for typed or pasted text.
/// The rules are in `FactCheckState+Reducer`; the App reads files and images.
public struct FactCheckState: Hashable, Sendable {
    /// The image path prompt.
    public struct PathPrompt: Hashable, Sendable {
        public var field: TextBuffer
        /// The entries Tab found for the typed path (several matches), as they would be typed.
        public var candidates: [String] = []
        /// Why the last Enter read nothing (not an image, no text…); cleared by typing.
        public var problem: FactCheckProblem?
        /// A pasted path that opened the prompt: Esc puts it into the composer, so nothing
        /// pasted is lost.
        public var pasted: String?

        public init(field: TextBuffer, pasted: String? = nil) {
            self.field = field
            self.pasted = pasted
        }
    }

    /// What the OCR read, for the sheet.
    public struct Reading: Hashable, Sendable {
        public var text: String
        /// "ar" or "en", as the reader detected it.
        public var language: String?
        public var confidence: Double?
        /// The stored copy (≤ 200 KB), nil when it could not be made small enough.
        public var image: MessageImage?
        /// The file's name and size as the user chose it.
        public var fileName: String
        public var fileBytes: Int

        public init(text: String, language: String?, confidence: Double? = nil, image: MessageImage?,
                    fileName: String, fileBytes: Int) {
            self.text = text
            self.language = language
            self.confidence = confidence
            self.image = image
            self.fileName = fileName
            self.fileBytes = fileBytes
        }
    }

    /// The review sheet.
    public struct Review: Hashable, Sendable {
        public var text: TextBuffer
        /// What was read from an image; nil for a typed check.
        public var reading: Reading?
        /// The text a typed check was opened with (the composer's, for Alt+K and the menu).
        public var openedWith: String?

        public init(text: TextBuffer, reading: Reading? = nil, openedWith: String? = nil) {
            self.text = text
            self.reading = reading
            self.openedWith = openedWith
        }

        /// The language shown: the reader's, else the text's own script.
        public var language: String { reading?.language ?? FactCheckState.language(of: text.text) }

        /// The key of the language's name.
        public var languageKey: String { language == "ar" ? "ocr.language.ar" : "ocr.language.en" }
    }

    public enum Phase: Hashable, Sendable {
        case idle
        case choosingImage(PathPrompt)
        /// The image is being read; the path is kept so a failure returns to it.
        case reading(id: Int, path: String, since: Double)
        case reviewing(Review)
    }

    public var phase: Phase = .idle
    /// Whether the launch has looked for Tesseract: until then the key is not in the hints.
    public var offered = false
    var nextId = 1
    /// The pasted path of the prompt while its image is read and reviewed: Esc gives it back.
    var pendingPaste: String?
    /// Answers' quotations are checked when they complete: the library is installed.
    public var marksAvailable = false
    /// Answers whose quotations were asked for (each once).
    var markRequested: Set<String> = []

    public init() {}

    /// Whether the flow has the keys (a prompt, the reader or the sheet is showing).
    public var isActive: Bool { phase != .idle }

    /// An image is being read (the spinner turns).
    public var isReading: Bool {
        if case .reading = phase { return true }
        return false
    }

    /// "ar" when the text has more Arabic letters than Latin ones, else "en".
    public static func language(of text: String) -> String {
        var arabic = 0, latin = 0
        for s in text.unicodeScalars {
            if (0x0600...0x06FF).contains(s.value) || (0x0750...0x077F).contains(s.value) { arabic += 1 }
            else if (0x41...0x5A).contains(s.value) || (0x61...0x7A).contains(s.value) { latin += 1 }
        }
        return arabic > latin ? "ar" : "en"
    }
}

/// A failure the prompt shows: its code, the key of its message and the message's arguments
/// (an OCR error names the Debian package to install).
public struct FactCheckProblem: Hashable, Sendable {
    public var code: String
    public var key: String
    public var args: [String]
    public var detail: String?

    public init(code: String, key: String, args: [String] = [], detail: String? = nil) {
        self.code = code
        self.key = key
        self.args = args
        self.detail = detail
    }
}

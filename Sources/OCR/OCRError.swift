/// Why an image gave no text. Each case has a stable code (protocol.md §8 reserves `E-CHAT-OCR`;
/// the suffix says which failure), the key of its localized message in the en/ar tables, and
/// for a missing tool the Debian package that provides it, named in the message.
public enum OCRError: Error, Equatable, Sendable {
    /// The bytes are no image format Tesseract reads (PNG, JPEG, GIF, BMP, TIFF, WebP, PNM).
    case notAnImage
    /// The file could not be read, or the image is damaged (Tesseract could not decode it).
    case unreadable(String?)
    /// More bytes or pixels than the limits allow (a decompression bomb is refused unopened).
    case tooLarge(bytes: Int?, pixels: Int?)
    /// Recognition ran and found no text.
    case noText
    /// The `tesseract` program is not installed.
    case tesseractMissing
    /// Tesseract is installed but not the trained data for this language ("ara", "eng").
    case languageMissing(String)
    /// Recognition took longer than the timeout; the process was killed.
    case timedOut(seconds: Double)
    /// Tesseract failed (crashed, or exited with an error) on an image it could decode.
    case recognitionFailed(String?)

    public var code: String {
        switch self {
        case .notAnImage: "E-CHAT-OCR-NOT-IMAGE"
        case .unreadable: "E-CHAT-OCR-UNREADABLE"
        case .tooLarge: "E-CHAT-OCR-TOO-LARGE"
        case .noText: "E-CHAT-OCR-NO-TEXT"
        case .tesseractMissing: "E-CHAT-OCR-MISSING"
        case .languageMissing: "E-CHAT-OCR-LANGUAGE-MISSING"
        case .timedOut: "E-CHAT-OCR-TIMEOUT"
        case .recognitionFailed: "E-CHAT-OCR"
        }
    }

    /// The localization key (protocol.md §14 names `ocr.invalidImage`, `ocr.noTextFound` and
    /// `ocr.recognitionFailed`; the others are this client's).
    public var messageKey: String {
        switch self {
        case .notAnImage: "ocr.invalidImage"
        case .unreadable: "ocr.unreadable"
        case .tooLarge: "ocr.tooLarge"
        case .noText: "ocr.noTextFound"
        case .tesseractMissing: "ocr.tesseractMissing"
        case .languageMissing: "ocr.languageMissing"
        case .timedOut: "ocr.timedOut"
        case .recognitionFailed: "ocr.recognitionFailed"
        }
    }

    /// The message's arguments, in the order the tables use them.
    public var arguments: [String] {
        switch self {
        case .tesseractMissing: ["tesseract-ocr"]
        case .languageMissing(let lang): [Self.package(for: lang)]
        case .tooLarge: [String(OCRLimits.standard.maxImageBytes / (1024 * 1024))]
        case .timedOut(let s): [String(Int(s.rounded()))]
        default: []
        }
    }

    /// A detail worth showing beside the message (what Tesseract said), if any.
    public var detail: String? {
        switch self {
        case .unreadable(let d), .recognitionFailed(let d): d
        default: nil
        }
    }

    /// The HTTP status the library server answers this with.
    public var httpStatus: Int {
        switch self {
        case .notAnImage, .unreadable: 400
        case .tooLarge: 413
        case .noText: 422
        case .tesseractMissing, .languageMissing: 503
        case .timedOut: 504
        case .recognitionFailed: 500
        }
    }

    /// English wording for the server's `detail` (clients show their own localized text by code).
    public var englishDetail: String {
        switch self {
        case .notAnImage: "The file is not an image (PNG, JPEG, GIF, BMP, TIFF, WebP or PNM)."
        case .unreadable(let d): "The image could not be read" + (d.map { ": \($0)" } ?? ".")
        case .tooLarge: "The image is too large (at most \(OCRLimits.standard.maxImageBytes / (1024 * 1024)) MB and \(OCRLimits.standard.maxPixels / 1_000_000) megapixels)."
        case .noText: "No text was found in the image."
        case .tesseractMissing: "Text recognition needs Tesseract: install the package tesseract-ocr."
        case .languageMissing(let l): "Tesseract's \(l) data is missing: install the package \(Self.package(for: l))."
        case .timedOut(let s): "Text recognition took longer than \(Int(s.rounded())) seconds and was stopped."
        case .recognitionFailed(let d): "Text recognition failed" + (d.map { ": \($0)" } ?? ".")
        }
    }

    /// Debian names Tesseract's trained data `tesseract-ocr-<lang>`.
    static func package(for language: String) -> String { "tesseract-ocr-\(language)" }
}

/// What recognition found in an image.
public struct OCRText: Sendable, Equatable {
    /// The text, lines kept, bidi marks and blank runs removed.
    public var text: String
    /// "ar" or "en" (`TextLanguage`).
    public var language: String
    /// Tesseract's mean word confidence, 0…1 (nil when it reported none).
    public var confidence: Double?
    public var format: ImageHeader.Format
    public var width: Int?
    public var height: Int?
    /// Wall-clock seconds Tesseract took.
    public var seconds: Double
}

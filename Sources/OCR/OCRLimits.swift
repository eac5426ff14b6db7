/// What one recognition may cost. A phone photo is 2–6 MB and 12–50 megapixels; a screenshot
/// far less. Beyond these the image is refused before Tesseract opens it.
public struct OCRLimits: Sendable, Equatable {
    /// The image file's size (a phone's photo is 2–6 MB).
    public var maxImageBytes = 10 * 1024 * 1024
    /// Width × height, read from the file's header: a small file can declare a huge canvas.
    public var maxPixels = 60_000_000
    /// Either side.
    public var maxSide = 20_000
    /// Seconds Tesseract may run before it is killed. A page takes 1–2 s here.
    public var timeout: Double = 30
    /// The stored/uploaded copy's size (the mobile apps' 200 KB).
    public var maxStoredBytes = 200 * 1024

    public init() {}

    public static let standard = OCRLimits()
}

import Foundation
import OCR
import Testing
import TestSupport

/// Recognition of text the tests draw themselves (TextImage), in Arabic, English and both, at
/// a small and a large size. The character accuracy of each is printed; the floors are well
/// under what Tesseract reaches here, so a failure means recognition broke, not that it drifted.
@Suite(.serialized) struct OCRRecognitionTests {
    static let arabic = ["إنما الأعمال بالنيات وإنما لكل امرئ ما نوى",
                         "قال تعالى إن الله مع الصابرين"]
    static let english = ["Actions are judged by intentions, and every",
                          "person will get what he intended."]
    static let mixed = ["قال رسول الله صلى الله عليه وسلم خيركم من تعلم القرآن وعلمه",
                        "Sahih al-Bukhari 5027"]

    static func recognize(_ lines: [String], points: Int) throws -> (OCRText, Double) {
        let dir = try makeScratch()
        let url = dir.url.appendingPathComponent("text.png")
        try TextImage.render(lines, points: points, to: url)
        let result = try TesseractOCR().recognize(fileAt: url)
        let accuracy = TextImage.characterAccuracy(expected: lines.joined(separator: "\n"), got: result.text)
        print("OCR character accuracy \(points) pt: \(String(format: "%.1f", accuracy * 100))% in \(String(format: "%.2f", result.seconds)) s — \(lines.first ?? "")")
        return (result, accuracy)
    }

    @Test(arguments: [10, 18]) func arabic(points: Int) throws {
        let (result, accuracy) = try Self.recognize(Self.arabic, points: points)
        #expect(result.language == "ar")
        #expect(accuracy >= 0.85, "got: \(result.text)")
        #expect(result.confidence.map { $0 > 0.5 } == true)
        #expect(result.format == .png)
    }

    @Test(arguments: [10, 18]) func english(points: Int) throws {
        let (result, accuracy) = try Self.recognize(Self.english, points: points)
        #expect(result.language == "en")
        #expect(accuracy >= 0.9, "got: \(result.text)")
    }

    @Test(arguments: [10, 18]) func mixed(points: Int) throws {
        let (result, accuracy) = try Self.recognize(Self.mixed, points: points)
        #expect(result.language == "ar")
        #expect(accuracy >= 0.8, "got: \(result.text)")
        #expect(result.text.contains("5027"))
    }

    /// A JPEG photo-like copy (grey background, lossy) still reads.
    @Test func jpegOnGrey() throws {
        let dir = try makeScratch()
        let png = dir.url.appendingPathComponent("text.png")
        let jpg = dir.url.appendingPathComponent("text.jpg")
        try TextImage.render(Self.arabic, points: 16, to: png)
        let r = try Shell.run(try #require(TextImage.convert), [png.path, "-fill", "gray85", "-opaque", "white",
                                                               "-quality", "60", jpg.path])
        #expect(r.status == 0)
        let result = try TesseractOCR().recognize(fileAt: jpg)
        #expect(result.format == .jpeg)
        #expect(TextImage.characterAccuracy(expected: Self.arabic.joined(separator: "\n"), got: result.text) >= 0.8)
    }
}

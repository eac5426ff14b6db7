import Foundation
import OCR
import Testing
import TestSupport

/// Image headers read without decoding, the detected language, and the ≤ 200 KB stored copy.
@Suite struct ImageHandlingTests {
    @Test(arguments: ["png", "jpg", "gif", "bmp", "webp", "tiff", "pgm"])
    func headerGivesFormatAndSize(ext: String) throws {
        let s = try makeScratch()
        let url = s.url.appendingPathComponent("i.\(ext)")
        let r = try Shell.run(try #require(TextImage.convert), ["-size", "321x123", "xc:white", url.path])
        #expect(r.status == 0)
        let header = try #require(ImageHeader.read(try Data(contentsOf: url)))
        let expected: [String: ImageHeader.Format] = ["png": .png, "jpg": .jpeg, "gif": .gif, "bmp": .bmp,
                                                      "webp": .webp, "tiff": .tiff, "pgm": .pnm]
        #expect(header.format == expected[ext])
        if ![.tiff, .pnm].contains(header.format) {
            #expect(header.width == 321)
            #expect(header.height == 123)
        }
    }

    @Test func languageByLetters() {
        #expect(TextLanguage.detect("إنما الأعمال بالنيات").code == "ar")
        #expect(TextLanguage.detect("Actions are judged by intentions").code == "en")
        #expect(TextLanguage.detect("Bukhari 1: إنما الأعمال بالنيات").code == "ar")
        #expect(TextLanguage.detect("123").code == "en")
    }

    /// A 2400 × 3200 noisy colour photo (several MB as PNG) comes back as a JPEG ≤ 200 KB.
    @Test func largePhotoIsShrunkToTheLimit() throws {
        let s = try makeScratch()
        let url = s.url.appendingPathComponent("photo.png")
        let r = try Shell.run(try #require(TextImage.convert), ["-size", "2400x3200", "plasma:", "+noise", "Random",
                                                               url.path])
        #expect(r.status == 0)
        let data = try Data(contentsOf: url)
        #expect(data.count > 1_000_000)
        guard case .stored(let out, let mime) = ImageCompressor().compress(data) else {
            Issue.record("not stored")
            return
        }
        #expect(mime == "image/jpeg")
        #expect(out.count <= 200 * 1024)
        #expect(ImageHeader.read(out)?.format == .jpeg)
    }

    @Test func smallImageIsKeptAsIs() throws {
        let s = try makeScratch()
        let url = s.url.appendingPathComponent("t.png")
        try TextImage.render(["نص قصير"], points: 14, to: url)
        let data = try Data(contentsOf: url)
        #expect(ImageCompressor().compress(data) == .stored(data, mimeType: "image/png"))
        // Without ImageMagick a small image is still kept; a large one cannot be.
        let without = ImageCompressor(executable: "convert", path: s.url.path)
        #expect(!without.hasConverter)
        #expect(without.compress(data) == .stored(data, mimeType: "image/png"))
        #expect(without.compress(data + Data(count: 300 * 1024)) == .converterMissing)
    }
}

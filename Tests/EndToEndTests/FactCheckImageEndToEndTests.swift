import Foundation
import TestSupport
import Testing

/// `ask --fact-check --image FILE` and plain mode's `/image PATH`, the real binary on the
/// fixture library, with images the test draws: the text read is shown on stderr first, the
/// verdict follows on stdout; a bad image is its error code and exit status 1.
extension EndToEnd {
    @Suite struct FactCheckImageEndToEndTests {
        let library: LibraryChatEndToEndTests
        let scratch = ScratchDirectory("e2e-image")

        init() throws {
            library = try LibraryChatEndToEndTests()
            try library.installFixtureLibrary()
            try FileManager.default.createDirectory(atPath: scratch.path, withIntermediateDirectories: true)
        }

        func run(_ args: [String], stdin: String? = nil) throws -> Shell.Result {
            try Shell.run(library.bin, ["--data-dir", library.dataDir] + args, environment: ["LANG": "C.UTF-8"], stdin: stdin)
        }

        func image(_ lines: [String], name: String = "quote.png") throws -> String {
            let path = scratch.path + "/" + name
            try TextImage.render(lines, points: 14, to: URL(fileURLWithPath: path))
            return path
        }

        @Test func anImageOfAHadithIsReadThenChecked() throws {
            let path = try image(["قال رسول الله صلى الله عليه وسلم: «إنما الأعمال بالنيات»"])
            let r = try run(["ask", "--fact-check", "--lang", "en", "--image", path])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stderr.contains("Text read from quote.png (Arabic,"))
            #expect(r.stderr.contains("إنما الأعمال بالنيات"))
            #expect(r.stdout.contains("✓ Authentic"))
            #expect(r.stdout.contains("Sahih al-Bukhari 1"))
            #expect(!r.stdout.contains("Text read from"))
        }

        @Test func jsonCarriesTheTextReadAndTheVerdict() throws {
            let path = try image(["قال تعالى: «إنما الأعمال بالنيات»"], name: "with space.png")
            let r = try run(["ask", "--fact-check", "--format", "json", "--image", path])
            #expect(r.status == 0, "\(r.stderr)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let ocr = try #require(object["ocr"] as? [String: Any])
            #expect(ocr["detected_language"] as? String == "ar")
            #expect(ocr["image"] as? String == "with space.png")
            #expect((ocr["text"] as? String)?.contains("إنما الأعمال بالنيات") == true)
            #expect((object["fact_check"] as? [String: Any])?["verdict"] as? String == "misattributed")
        }

        @Test func notAnImage() throws {
            let path = scratch.path + "/notes.png"
            try Data("not a picture\n".utf8).write(to: URL(fileURLWithPath: path))
            let r = try run(["ask", "--fact-check", "--lang", "ar", "--image", path])
            #expect(r.status == 1)
            #expect(r.stderr.contains("E-CHAT-OCR-NOT-IMAGE"))
            #expect(r.stderr.contains("ليس صورة"))
            #expect(r.stdout.isEmpty)
        }

        @Test func aBlankImageHasNoText() throws {
            let path = scratch.path + "/blank.png"
            let convert = try #require(TextImage.convert)
            #expect(try Shell.run(convert, ["-size", "600x400", "xc:white", path]).status == 0)
            let r = try run(["ask", "--fact-check", "--format", "json", "--image", path])
            #expect(r.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            #expect((object["error"] as? [String: Any])?["code"] as? String == "E-CHAT-OCR-NO-TEXT")
        }

        @Test func usageErrors() throws {
            let path = try image(["نص"])
            var r = try run(["ask", "--image", path])
            #expect(r.status == 2)
            #expect(r.stderr.contains("--fact-check"))
            r = try run(["ask", "--fact-check", "--image", path, "«إنما الأعمال بالنيات»"])
            #expect(r.status == 2)
        }

        /// A dropped path as terminals paste it (spaces escaped), in Arabic.
        @Test func plainModeReadsAnImage() throws {
            let path = try image(["«ليس الشديد بالصرعة إنما الشديد الذي يملك نفسه عند الغضب»"], name: "my page.png")
            let escaped = path.replacingOccurrences(of: " ", with: "\\ ")
            let r = try run(["--plain", "--lang", "ar"], stdin: "/image \(escaped)\n/image /nonexistent.png\n/quit\n")
            #expect(r.stdout.contains("النص المقروء من my page.png"))
            #expect(r.stdout.contains("✓"))
            #expect(r.stdout.contains("E-CHAT-OCR-UNREADABLE"))
        }
    }
}

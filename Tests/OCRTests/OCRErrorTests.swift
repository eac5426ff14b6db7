import Foundation
import OCR
import Testing
import TestSupport

/// Every way an image can fail gives its own error and code, quickly, and nothing hangs.
@Suite struct OCRErrorTests {
    static func write(_ data: Data, _ name: String, in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    /// A text file: Tesseract itself would read it as a list of image paths and open them.
    @Test func textFileIsNotAnImage() throws {
        let s = try makeScratch()
        let url = try Self.write(Data("/etc/passwd\n".utf8), "notes.png", in: s.url)
        #expect(throws: OCRError.notAnImage) { try TesseractOCR().recognize(fileAt: url) }
        #expect(OCRError.notAnImage.code == "E-CHAT-OCR-NOT-IMAGE")
    }

    @Test func emptyFileIsUnreadable() throws {
        let s = try makeScratch()
        let url = try Self.write(Data(), "empty.png", in: s.url)
        #expect(throws: OCRError.unreadable("the file is empty")) { try TesseractOCR().recognize(fileAt: url) }
    }

    @Test func missingFileIsUnreadable() {
        let error = #expect(throws: OCRError.self) {
            try TesseractOCR().recognize(fileAt: URL(fileURLWithPath: "/nonexistent/picture.png"))
        }
        #expect(error?.code == "E-CHAT-OCR-UNREADABLE")
    }

    @Test func directoryIsNotAnImage() throws {
        let s = try makeScratch()
        #expect(throws: OCRError.notAnImage) { try TesseractOCR().recognize(fileAt: s.url) }
    }

    /// The first 200 bytes of a real PNG: the header is fine, the pixels are not there.
    @Test func truncatedImageIsUnreadable() throws {
        let s = try makeScratch()
        let full = s.url.appendingPathComponent("full.png")
        try TextImage.render(["نص"], points: 20, to: full)
        let cut = try Self.write(try Data(contentsOf: full).prefix(200), "cut.png", in: s.url)
        let error = #expect(throws: OCRError.self) { try TesseractOCR().recognize(fileAt: cut) }
        #expect(error?.code == "E-CHAT-OCR-UNREADABLE")
    }

    @Test func blankImageHasNoText() throws {
        let s = try makeScratch()
        let url = s.url.appendingPathComponent("blank.png")
        let r = try Shell.run(try #require(TextImage.convert), ["-size", "800x600", "xc:white", url.path])
        #expect(r.status == 0)
        #expect(throws: OCRError.noText) { try TesseractOCR().recognize(fileAt: url) }
        #expect(OCRError.noText.code == "E-CHAT-OCR-NO-TEXT")
    }

    /// A 60-byte PNG that declares 40000 × 40000 pixels is refused before anything decodes it.
    @Test func declaredHugeCanvasIsTooLarge() throws {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0x9C, 0x40, 0, 0, 0x9C, 0x40, 8, 0, 0, 0, 0, 0, 0, 0, 0]
        let error = #expect(throws: OCRError.self) { try TesseractOCR().recognize(Data(png)) }
        #expect(error?.code == "E-CHAT-OCR-TOO-LARGE")
    }

    @Test func tooManyBytes() throws {
        var limits = OCRLimits()
        limits.maxImageBytes = 1000
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(count: 2000)
        #expect(throws: OCRError.tooLarge(bytes: 2008, pixels: nil)) { try TesseractOCR(limits: limits).recognize(png) }
    }

    @Test func missingTesseractNamesThePackage() throws {
        let s = try makeScratch()
        let url = s.url.appendingPathComponent("a.png")
        try TextImage.render(["نص"], points: 20, to: url)
        let ocr = TesseractOCR(executable: "tesseract", path: s.url.path)
        #expect(throws: OCRError.tesseractMissing) { try ocr.recognize(fileAt: url) }
        #expect(OCRError.tesseractMissing.arguments == ["tesseract-ocr"])
    }

    /// A stand-in tesseract that has only English data: the Arabic package is named.
    @Test func missingArabicDataNamesThePackage() throws {
        let s = try makeScratch()
        let fake = try Self.fakeTesseract(in: s.url, body: "printf 'List of available languages in \"/x/\" (1):\\neng\\n'")
        let url = s.url.appendingPathComponent("a.png")
        try TextImage.render(["نص"], points: 20, to: url)
        #expect(throws: OCRError.languageMissing("ara")) { try TesseractOCR(executable: fake).recognize(fileAt: url) }
        #expect(OCRError.languageMissing("ara").arguments == ["tesseract-ocr-ara"])
    }

    /// A stand-in that never finishes recognising: killed at the deadline, reported as such.
    @Test func hangingRecognitionTimesOut() throws {
        let s = try makeScratch()
        let fake = try Self.fakeTesseract(in: s.url, body: """
            if [ "$1" = --list-langs ]; then printf 'List of available languages in "/x/" (2):\\nara\\neng\\n'; exit 0; fi
            exec sleep 60
            """)
        let url = s.url.appendingPathComponent("a.png")
        try TextImage.render(["نص"], points: 20, to: url)
        var limits = OCRLimits()
        limits.timeout = 0.5
        let started = Date()
        #expect(throws: OCRError.timedOut(seconds: 0.5)) { try TesseractOCR(limits: limits, executable: fake).recognize(fileAt: url) }
        #expect(Date().timeIntervalSince(started) < 10)
    }

    /// A stand-in that crashes: a failure of recognition, and this process carries on.
    @Test func crashingTesseractIsAFailure() throws {
        let s = try makeScratch()
        let fake = try Self.fakeTesseract(in: s.url, body: """
            if [ "$1" = --list-langs ]; then printf 'List of available languages in "/x/" (2):\\nara\\neng\\n'; exit 0; fi
            kill -SEGV $$
            """)
        let url = s.url.appendingPathComponent("a.png")
        try TextImage.render(["نص"], points: 20, to: url)
        let error = #expect(throws: OCRError.self) { try TesseractOCR(executable: fake).recognize(fileAt: url) }
        #expect(error?.code == "E-CHAT-OCR")
    }

    static func fakeTesseract(in dir: URL, body: String) throws -> String {
        let url = dir.appendingPathComponent("tesseract")
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }
}

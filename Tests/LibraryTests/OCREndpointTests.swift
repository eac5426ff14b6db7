import Foundation
import OCR
import Testing
import TestSupport
@testable import Library

/// The OCR endpoints through a real connection: an image drawn by the test goes in (as
/// protocol.md's base64 JSON and as a multipart upload), its text comes out; every failure is
/// its status with an `E-CHAT-OCR…` code; the kept copy is served back at its `image_url`.
@Suite(.serialized) struct OCREndpointTests {
    static let lines = ["إنما الأعمال بالنيات وإنما لكل امرئ ما نوى"]

    static func image(_ lines: [String] = lines, points: Int = 14) throws -> Data {
        let dir = ScratchDirectory("ocr-endpoint")
        try FileManager.default.createDirectory(atPath: dir.path, withIntermediateDirectories: true)
        let url = URL(fileURLWithPath: dir.path).appendingPathComponent("t.png")
        try TextImage.render(lines, points: points, to: url)
        return try Data(contentsOf: url)
    }

    static func post(_ http: RawHTTP, _ path: String, body: Data, contentType: String) async throws -> RawHTTP.Response {
        var head = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(http.port)\r\nConnection: close\r\n"
        head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n\r\n"
        let request = Data(head.utf8) + body
        return try await RawHTTP.offPool {
            let fd = try http.open(request)
            defer { close(fd) }
            var raw = Data()
            var buf = [UInt8](repeating: 0, count: 16384)
            while true {
                let n = recv(fd, &buf, buf.count, 0)
                if n < 0 { throw RawHTTP.Failure(what: "recv timeout") }
                if n == 0 { break }
                raw.append(contentsOf: buf[0..<n])
            }
            return try RawHTTP.parse(raw)
        }
    }

    static func object(_ r: RawHTTP.Response) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: r.body)) as? [String: Any] ?? [:]
    }

    static func multipart(_ image: Data, name: String = "file", hint: String? = nil) -> (Data, String) {
        let boundary = "----shamelagpt\(UUID().uuidString.prefix(8))"
        var body = Data()
        if let hint {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"language_hint\"\r\n\r\n\(hint)\r\n".utf8)
        }
        body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"; filename=\"page.png\"\r\nContent-Type: image/png\r\n\r\n".utf8)
        body += image
        body += Data("\r\n--\(boundary)--\r\n".utf8)
        return (body, "multipart/form-data; boundary=\(boundary)")
    }

    @Test func base64JSONGivesTheText() async throws {
        let image = try Self.image()
        try await ServerTests.withServer { http in
            let json = try JSONSerialization.data(withJSONObject: ["image_base64": image.base64EncodedString(),
                                                                   "thread_id": "t1"])
            let r = try await Self.post(http, "/api/chat/ocr", body: json, contentType: "application/json")
            #expect(r.status == 200)
            let o = Self.object(r)
            let text = try #require(o["extracted_text"] as? String)
            #expect(TextImage.characterAccuracy(expected: Self.lines[0], got: text) >= 0.9)
            let meta = try #require(o["metadata"] as? [String: Any])
            #expect(meta["success"] as? Bool == true)
            #expect(meta["detected_language"] as? String == "ar")
            #expect(meta["text_length"] as? Int == text.count)
            #expect((meta["confidence"] as? Double).map { $0 > 0.5 } == true)
            // The kept copy is the uploaded PNG (already under 200 KB), served at image_url.
            let url = try #require(o["image_url"] as? String)
            #expect(url.hasPrefix("http://127.0.0.1:\(http.port)/api/chat/ocr/images/"))
            let path = String(url.dropFirst("http://127.0.0.1:\(http.port)".count))
            let fetched = try await http.send("GET", path)
            #expect(fetched.status == 200)
            #expect(fetched.body == image)
            #expect(fetched.head.lowercased().contains("content-type: image/png"))
        }
    }

    @Test func multipartUploadGivesTheText() async throws {
        let image = try Self.image(["Actions are judged by intentions."])
        try await ServerTests.withServer { http in
            let (body, type) = Self.multipart(image, hint: "en")
            let r = try await Self.post(http, "/api/guest/chat/ocr", body: body, contentType: type)
            #expect(r.status == 200)
            let o = Self.object(r)
            #expect((o["extracted_text"] as? String)?.contains("Actions are judged by intentions") == true)
            #expect((o["metadata"] as? [String: Any])?["detected_language"] as? String == "en")
        }
    }

    /// A photo too big to keep as it is: the kept copy is a JPEG of at most 200 KB.
    @Test func largeImageIsKeptShrunk() async throws {
        let dir = ScratchDirectory("ocr-endpoint")
        try FileManager.default.createDirectory(atPath: dir.path, withIntermediateDirectories: true)
        let text = URL(fileURLWithPath: dir.path).appendingPathComponent("t.png")
        let photo = URL(fileURLWithPath: dir.path).appendingPathComponent("p.jpg")
        try TextImage.render(Self.lines, points: 28, to: text)
        let convert = try #require(TextImage.convert)
        // The text on a noisy background, as a big JPEG (a phone photo of a page).
        #expect(try Shell.run(convert, ["-size", "2000x1400", "xc:white", "+noise", "Gaussian", "-blur", "0x0.5",
                                       text.path, "-gravity", "center", "-compose", "multiply", "-composite", "-quality", "95",
                                       photo.path]).status == 0)
        let image = try Data(contentsOf: photo)
        #expect(image.count > 200 * 1024)
        try await ServerTests.withServer { http in
            let (body, type) = Self.multipart(image)
            let r = try await Self.post(http, "/api/chat/ocr", body: body, contentType: type)
            #expect(r.status == 200)
            let o = Self.object(r)
            let meta = try #require(o["metadata"] as? [String: Any])
            let kept = try #require(meta["image_bytes"] as? Int)
            #expect(kept <= 200 * 1024)
            let url = try #require(o["image_url"] as? String)
            let fetched = try await http.send("GET", String(url.dropFirst("http://127.0.0.1:\(http.port)".count)))
            #expect(fetched.body.count == kept)
            #expect(ImageHeader.read(fetched.body)?.format == .jpeg)
        }
    }

    @Test func failuresCarryTheirCodes() async throws {
        let dir = ScratchDirectory("ocr-endpoint")
        try FileManager.default.createDirectory(atPath: dir.path, withIntermediateDirectories: true)
        let blankPath = dir.path + "/blank.png"
        let made = try Shell.run(try #require(TextImage.convert), ["-size", "640x480", "xc:white", blankPath])
        #expect(made.status == 0, "\(made.stderr)")
        let blank = try Data(contentsOf: URL(fileURLWithPath: blankPath))
        try await ServerTests.withServer { http in
            func code(_ r: RawHTTP.Response) -> String? { Self.object(r)["code"] as? String }
            let notImage = try JSONSerialization.data(withJSONObject: ["image_base64": Data("hello".utf8).base64EncodedString()])
            var r = try await Self.post(http, "/api/chat/ocr", body: notImage, contentType: "application/json")
            #expect(r.status == 400)
            #expect(code(r) == "E-CHAT-OCR-NOT-IMAGE")

            let empty = try JSONSerialization.data(withJSONObject: ["image_base64": blank.base64EncodedString()])
            r = try await Self.post(http, "/api/chat/ocr", body: empty, contentType: "application/json")
            #expect(r.status == 422)
            #expect(code(r) == "E-CHAT-OCR-NO-TEXT")

            r = try await Self.post(http, "/api/chat/ocr", body: Data(#"{"thread_id":"x"}"#.utf8), contentType: "application/json")
            #expect(r.status == 400)
            #expect((Self.object(r)["detail"] as? String)?.contains("image_base64") == true)

            r = try await Self.post(http, "/api/chat/ocr", body: Data("--x\r\nbroken".utf8),
                                    contentType: "multipart/form-data; boundary=x")
            #expect(r.status == 400)

            r = try await http.send("GET", "/api/chat/ocr")
            #expect(r.status == 405)
            r = try await http.send("GET", "/api/chat/ocr/images/nonexistent")
            #expect(r.status == 404)
        }
    }

    /// Over the upload limit: refused with 413 before the body is read; a question-sized limit
    /// still applies to every other path.
    @Test func uploadLimit() async throws {
        var limits = HTTPLimits()
        limits.maxUploadBytes = 100 * 1024
        let server = try await LibraryServer.start(index: FixtureLibrary.index, port: 0, limits: limits)
        defer { Task { await server.stop() } }
        let http = RawHTTP(port: server.port)
        let big = Data(count: 150 * 1024)
        let r = try await Self.post(http, "/api/chat/ocr", body: big, contentType: "application/octet-stream")
        #expect(r.status == 413)
        // 80 KB is within the upload limit but over the 64 KB of a question.
        let r2 = try await Self.post(http, "/api/chat/stream", body: Data(count: 80 * 1024), contentType: "application/json")
        #expect(r2.status == 413)
        let r3 = try await Self.post(http, "/api/chat/ocr", body: Data(count: 80 * 1024), contentType: "application/json")
        #expect(r3.status == 400)
        await server.stop()
    }

    /// Without Tesseract the server says which package to install, with its code.
    @Test func missingTesseract() async throws {
        let image = try Self.image()
        let server = try await LibraryServer.start(index: FixtureLibrary.index, port: 0,
                                                   ocr: TesseractOCR(executable: "tesseract", path: "/nonexistent"))
        let http = RawHTTP(port: server.port)
        let json = try JSONSerialization.data(withJSONObject: ["image_base64": image.base64EncodedString()])
        let r = try await Self.post(http, "/api/guest/chat/ocr", body: json, contentType: "application/json")
        await server.stop()
        #expect(r.status == 503)
        #expect(Self.object(r)["code"] as? String == "E-CHAT-OCR-MISSING")
        #expect((Self.object(r)["detail"] as? String)?.contains("tesseract-ocr") == true)
    }
}

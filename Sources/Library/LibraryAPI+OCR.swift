import FlyingFox
import Foundation
import OCR

/// `POST /api/chat/ocr` and `POST /api/guest/chat/ocr` (protocol.md's OCR rows): an image in,
/// its text out, recognised here by Tesseract. The body is protocol.md's JSON
/// `{image_base64, thread_id?, language_hint?}`, or a `multipart/form-data` upload with the
/// image in a part named `file` or `image` (and `language_hint` as a field). The answer is
/// `{extracted_text, image_url, metadata: {success, detected_language, confidence, text_length}}`;
/// a failure is its HTTP status with `{detail, code}` (`E-CHAT-OCR…`, `OCRError`).
extension LibraryAPI {
    static let uploadPaths: Set<String> = ["/api/chat/ocr", "/api/guest/chat/ocr"]

    struct OCRUpload {
        var image: Data
        var languageHint: String?

        static func parse(_ body: Data, contentType: String?) -> Result<OCRUpload, OCRRequestProblem> {
            if let boundary = contentType.flatMap(MultipartForm.boundary(contentType:)) {
                guard let form = MultipartForm.parse(body, boundary: boundary) else {
                    return .failure(OCRRequestProblem(detail: "The multipart body is malformed."))
                }
                guard let file = form.part("file") ?? form.part("image") ?? form.parts.first(where: { $0.filename != nil }),
                      !file.data.isEmpty else {
                    return .failure(OCRRequestProblem(detail: "The form has no image: send it in a part named 'file'."))
                }
                let hint = form.part("language_hint").map { String(decoding: $0.data, as: UTF8.self) }
                return .success(OCRUpload(image: file.data, languageHint: hint))
            }
            guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
                return .failure(OCRRequestProblem(detail: "Request body must be a JSON object or a multipart form."))
            }
            guard var base64 = object["image_base64"] as? String, !base64.isEmpty else {
                return .failure(OCRRequestProblem(detail: "Field 'image_base64' is required."))
            }
            // A data URL ("data:image/png;base64,…") is accepted as well as bare base64.
            if base64.hasPrefix("data:"), let comma = base64.firstIndex(of: ",") {
                base64 = String(base64[base64.index(after: comma)...])
            }
            guard let image = Data(base64Encoded: base64, options: .ignoreUnknownCharacters), !image.isEmpty else {
                return .failure(OCRRequestProblem(detail: "Field 'image_base64' is not valid base64."))
            }
            return .success(OCRUpload(image: image, languageHint: object["language_hint"] as? String))
        }
    }

    struct OCRRequestProblem: Error { var detail: String }

    func recognize(_ request: HTTPRequest) async -> HTTPResponse {
        guard request.method == .POST else { return Self.methodNotAllowed }
        let body: Data
        switch await readBody(request, limit: maxUploadBytes) {
        case .success(let data): body = data
        case .failure:
            return Self.json(.payloadTooLarge, ["detail": OCRError.tooLarge(bytes: nil, pixels: nil).englishDetail,
                                                "code": "E-CHAT-OCR-TOO-LARGE"], close: true)
        }
        let upload: OCRUpload
        switch OCRUpload.parse(body, contentType: request.headers[.contentType]) {
        case .success(let u): upload = u
        case .failure(let problem): return Self.json(.badRequest, ["detail": problem.detail])
        }
        let ocr = self.ocr
        let compressor = self.compressor
        let outcome = await OCRWorkers.run { () -> (Result<OCRText, OCRError>, ImageCompressor.Outcome?) in
            let result = Result { () throws(OCRError) in try ocr.recognize(upload.image, languageHint: upload.languageHint) }
            // The copy is made only for an image that gave text: it is what gets checked.
            guard case .success = result else { return (result, nil) }
            return (result, compressor.compress(upload.image))
        }
        switch outcome.0 {
        case .failure(let error):
            return Self.json(HTTPStatusCode(error.httpStatus, phrase: Self.phrase(error.httpStatus)),
                             ["detail": error.englishDetail, "code": error.code])
        case .success(let text):
            var metadata: [String: Any] = [
                "success": true, "detected_language": text.language, "text_length": text.text.count,
                "confidence": text.confidence.map { $0 as Any } ?? NSNull(),
                "seconds": (text.seconds * 1000).rounded() / 1000,
            ]
            var imageURL: Any = NSNull()
            switch outcome.1 {
            case .stored(let data, let mime)?:
                let id = images.add(data, mimeType: mime)
                let path = OCRImageStore.pathPrefix + id
                imageURL = request.headers[.host].map { "http://\($0)\(path)" } ?? path
                metadata["image_bytes"] = data.count
            case .converterMissing?:
                metadata["image_note"] = "The image is larger than 200 KB and ImageMagick is not installed (package imagemagick): it was not kept."
            case .failed(let why)?:
                metadata["image_note"] = "The image could not be made smaller than 200 KB (\(why)): it was not kept."
            case nil:
                break
            }
            return Self.json(.ok, ["extracted_text": text.text, "image_url": imageURL, "metadata": metadata])
        }
    }

    /// `GET /api/chat/ocr/images/{id}`: a copy kept by `recognize`.
    func storedImage(_ request: HTTPRequest) -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else { return Self.methodNotAllowed }
        let id = String(request.path.dropFirst(OCRImageStore.pathPrefix.count))
        guard let entry = images.get(id) else { return Self.json(.notFound, ["detail": "Not Found"]) }
        var headers = HTTPHeaders()
        headers[.contentType] = entry.mimeType
        headers[HTTPHeader("Cache-Control")] = "private, max-age=3600"
        return HTTPResponse(statusCode: .ok, headers: headers, body: entry.data)
    }

    static func phrase(_ status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Error"
        }
    }
}

/// Recognition waits on a child process: it gets threads of its own (one per core, so a burst
/// of uploads queues instead of starting a Tesseract each), away from the answer workers, so
/// questions are answered while an image is read.
enum OCRWorkers {
    private static let pool = WorkerPool(name: "library-ocr")

    static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await pool.run(work)
    }
}

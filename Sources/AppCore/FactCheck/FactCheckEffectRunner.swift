import Domain
import Foundation
import Logging
import Networking
import OCR
import Presentation

/// Performs the fact-check flow's work off the run loop: Tab's matches, and an image read into
/// text — checked by its header, a copy of at most 200 KB kept for the message and the
/// upload, the text from Tesseract here when the library answers, else from the backend's OCR
/// endpoint (whose `image_url` confirm-factcheck names again). Results go to the queue.
package final class FactCheckEffectRunner: @unchecked Sendable {
    private let lock = NSLock()
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var cancelled: Set<Int> = []
    let queue: EventQueue
    let logger: Logger
    /// The client of the backend in use.
    let client: @Sendable () -> Result<ShamelaAPI, APIError>
    var ocr = TesseractOCR()
    var compressor = ImageCompressor()
    /// Checks answers' quotations; nil when the library is not installed. Set once, from the
    /// launch's background task.
    package var marker: QuotationMarker? {
        get { lock.withLock { markerValue } }
        set { lock.withLock { markerValue = newValue } }
    }
    private var markerValue: QuotationMarker?

    package init(queue: EventQueue, logger: Logger, client: @escaping @Sendable () -> Result<ShamelaAPI, APIError>) {
        self.queue = queue
        self.logger = logger
        self.client = client
    }

    package func perform(_ effect: FactCheckEffect) {
        switch effect {
        case .complete(let typed):
            let queue = self.queue
            Task.detached { queue.post(.factCheck(.completions(typed: typed, matches: PathCompleter.matches(typed)))) }
        case .read(let id, let path, let backend, let guest, let hint):
            let task = Task.detached { [self] in
                let event: FactCheckEvent
                switch await read(path, backend: backend, guest: guest, languageHint: hint) {
                case .success(let reading): event = .read(id: id, reading)
                case .failure(let problem):
                    logger.info("image not read", metadata: ["code": "\(problem.code)"])
                    event = .readFailed(id: id, problem.problem)
                }
                let dropped = lock.withLock { () -> Bool in
                    tasks[id] = nil
                    return cancelled.remove(id) != nil
                }
                if !dropped { queue.post(.factCheck(event)) }
            }
            lock.withLock { tasks[id] = task }
        case .markQuotations(let id, let text):
            let queue = self.queue
            marker?.mark(text) { marks in queue.post(.factCheck(.quotationsMarked(messageId: id, marks))) }
        case .cancel(let id):
            let task = lock.withLock { () -> Task<Void, Never>? in
                cancelled.insert(id)
                return tasks[id]
            }
            task?.cancel()
        }
    }

    struct Failure: Error {
        var problem: FactCheckProblem
        var code: String { problem.code }

        init(_ e: OCRError) {
            problem = FactCheckProblem(code: e.code, key: e.messageKey, args: e.arguments, detail: e.detail)
        }

        init(_ e: APIError) {
            problem = FactCheckProblem(code: e.error.code, key: e.error.messageKey, detail: e.error.detail)
        }

        init(code: String, key: String, args: [String] = []) {
            problem = FactCheckProblem(code: code, key: key, args: args)
        }
    }

    func read(_ path: String, backend: Backend, guest: Bool,
              languageHint: String?) async -> Result<FactCheckState.Reading, Failure> {
        let url = ImageTextReader.resolve(path)
        let name = url.lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return .failure(Failure(code: "E-CHAT-OCR-NO-FILE", key: "factCheck.path.missing", args: [name]))
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size]) as? Int,
           size > ocr.limits.maxImageBytes {
            return .failure(Failure(.tooLarge(bytes: size, pixels: nil)))
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { return .failure(Failure(.unreadable(nil))) }
        do { _ = try TesseractOCR.validate(data, limits: ocr.limits) } catch { return .failure(Failure(error)) }
        var stored: MessageImage?
        switch compressor.compress(data) {
        case .stored(let copy, _): stored = MessageImage(data: copy, name: name)
        case .converterMissing, .failed: stored = nil
        }
        if backend == .library {
            do {
                let text = try ocr.recognize(data)
                return .success(FactCheckState.Reading(text: text.text, language: text.language, confidence: text.confidence,
                                                       image: stored, fileName: name, fileBytes: data.count))
            } catch {
                return .failure(Failure(error))
            }
        }
        // The cloud and custom servers get the stored copy: the upload is held to 200 KB too.
        guard let upload = stored else {
            return .failure(Failure(code: "E-CHAT-OCR-TOO-LARGE", key: "factCheck.imageNotSendable",
                                    args: [String(ocr.limits.maxStoredBytes / 1024)]))
        }
        let api: ShamelaAPI
        switch client() {
        case .success(let a): api = a
        case .failure(let e): return .failure(Failure(e))
        }
        do {
            let reply = try await api.ocr(image: upload.data, guest: guest, languageHint: languageHint, threadId: nil)
            let text = reply.extractedText.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return .failure(Failure(.noText)) }
            var image = upload
            image.url = reply.imageURL.flatMap { $0.isEmpty ? nil : $0 }
            let language = reply.detectedLanguage ?? FactCheckState.language(of: text)
            return .success(FactCheckState.Reading(text: text, language: language,
                                                   confidence: reply.confidence, image: image, fileName: name,
                                                   fileBytes: data.count))
        } catch {
            return .failure(Failure(error))
        }
    }
}

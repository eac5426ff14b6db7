import AppCore
import Foundation
import OCR

/// `ask --fact-check --image FILE`: the image's text is read, written to stderr first (so the
/// words checked can be seen, and stdout stays the verdict alone), then checked. With
/// `--format json` the object also carries `"ocr": {text, detected_language, confidence, image}`.
extension FactCheckRunner {
    func checkImage(_ path: String, format: AskCommand.Format) -> Int32 {
        if let problem = backendProblem { return print(.failed(problem), question: "", format: format) }
        switch ImageTextReader().read(path) {
        case .failed(let error):
            let message = ImageTextReader.message(error, localizer: localizer)
            if format == .json {
                SafeOutput.writeJSON(["question": NSNull(), "state": "failed", "conversation_id": NSNull(),
                                      "error": ["code": error.code, "message": message]])
            } else {
                SafeOutput.write("shamelagpt: \(message)\n" + localizer("error.codeFormat", error.code) + "\n",
                                 to: .standardError)
            }
            return 1
        case .read(let text, let name):
            SafeOutput.write(ImageTextReader.heading(text, name: name, localizer: localizer) + "\n" + text.text + "\n\n",
                             to: .standardError)
            let ocr: [String: Any] = ["text": text.text, "detected_language": text.language,
                                      "confidence": text.confidence.map { $0 as Any } ?? NSNull(), "image": name]
            return print(check(text.text), question: text.text, format: format, extra: ["ocr": ocr])
        }
    }
}

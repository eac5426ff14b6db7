import Foundation
import Localization
import OCR

/// The image half of `ask --fact-check --image FILE` and plain mode's `/image PATH`: the path
/// as a user gives it (quoted, `~/…`, a `file://` URL, or a terminal's drag-and-drop with
/// backslash-escaped spaces), its text read by Tesseract, and the line that introduces it.
package struct ImageTextReader {
    var ocr = TesseractOCR()

    package init(ocr: TesseractOCR = TesseractOCR()) { self.ocr = ocr }

    package enum Outcome {
        case read(OCRText, name: String)
        case failed(OCRError)
    }

    package func read(_ path: String) -> Outcome {
        let url = Self.resolve(path)
        do {
            return .read(try ocr.recognize(fileAt: url), name: url.lastPathComponent)
        } catch {
            return .failed(error)
        }
    }

    /// The file a typed, pasted or dropped path names.
    static func resolve(_ typed: String) -> URL {
        var p = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        if p.count >= 2, let first = p.first, first == p.last, first == "'" || first == "\"" {
            p = String(p.dropFirst().dropLast())
        } else if p.contains("\\") {
            // A shell-escaped path as terminals paste a dropped file: "My\ Photo.png".
            var out = ""
            var escaped = false
            for c in p {
                if escaped { out.append(c); escaped = false } else if c == "\\" { escaped = true } else { out.append(c) }
            }
            p = out
        }
        if p.hasPrefix("file://"), let url = URL(string: p), url.isFileURL { return url }
        if p == "~" || p.hasPrefix("~/") { p = NSHomeDirectory() + p.dropFirst() }
        return URL(fileURLWithPath: p)
    }

    /// "Text read from page.png (Arabic, 43 characters):".
    package static func heading(_ text: OCRText, name: String, localizer: Localizer) -> String {
        let language = text.language == "ar" ? localizer("ocr.language.ar") : localizer("ocr.language.en")
        return localizer("ocr.extracted", name, language, text.text.count)
    }

    /// The error's localized message (naming the package to install when one is missing).
    package static func message(_ error: OCRError, localizer: Localizer) -> String {
        var message = localizer.string(error.messageKey, arguments: error.arguments)
        if let detail = error.detail { message += " (\(detail))" }
        return message
    }
}

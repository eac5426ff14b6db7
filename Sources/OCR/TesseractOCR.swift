import Foundation
import Synchronization

/// Local text recognition by the `tesseract` program (Debian's tesseract-ocr, with the
/// tesseract-ocr-ara and tesseract-ocr-eng data), run as a child process per image: a decoder
/// crash or a runaway page ends that process, not the app or the server, and the deadline is
/// enforced by killing it (docs/DECISIONS.md: why the program and not libtesseract).
public final class TesseractOCR: Sendable {
    public let limits: OCRLimits
    private let executable: String?
    /// The languages Tesseract has data for, asked once (`--list-langs`).
    private let installed = Mutex<Set<String>?>(nil)

    /// The languages every recognition needs: the library's texts are Arabic, the UI's other
    /// language English, and a quotation often mixes them.
    public static let languages = ["ara", "eng"]

    public init(limits: OCRLimits = .standard, executable: String? = nil, path: String? = nil) {
        self.limits = limits
        self.executable = ToolProcess.which(executable ?? "tesseract", path: path ?? ToolProcess.environmentPath)
    }

    /// Nil when recognition can run; otherwise what is missing (the program, or a language).
    public func availability() -> OCRError? {
        guard let executable else { return .tesseractMissing }
        let langs: Set<String>
        if let known = installed.withLock({ $0 }) {
            langs = known
        } else {
            guard let dir = ToolProcess.scratchDirectory() else { return .recognitionFailed("no temporary directory") }
            defer { try? FileManager.default.removeItem(at: dir) }
            guard let r = ToolProcess.run([executable, "--list-langs"], in: dir, timeout: 10), r.status == 0 else {
                return .tesseractMissing
            }
            // The first line names the directory; each further line is one language.
            langs = Set((r.stdout + "\n" + r.stderr).split(whereSeparator: \.isNewline).dropFirst()
                .map { $0.trimmingCharacters(in: .whitespaces) })
            installed.withLock { $0 = langs }
        }
        if let missing = Self.languages.first(where: { !langs.contains($0) }) { return .languageMissing(missing) }
        return nil
    }

    /// Recognises the image in the file at `url`.
    public func recognize(fileAt url: URL, languageHint: String? = nil) throws(OCRError) -> OCRText {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = attributes?[.size] as? Int, size > limits.maxImageBytes {
            throw .tooLarge(bytes: size, pixels: nil)
        }
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular { throw .notAnImage }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable((error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription)
        }
        return try recognize(data, languageHint: languageHint)
    }

    /// Recognises the image in `data`. The checks cost nothing next to Tesseract and run first:
    /// a text file would otherwise be taken by Tesseract as a list of image paths to open.
    public func recognize(_ data: Data, languageHint: String? = nil) throws(OCRError) -> OCRText {
        let header = try Self.validate(data, limits: limits)
        if let missing = availability() { throw missing }
        guard let executable, let dir = ToolProcess.scratchDirectory() else { throw .recognitionFailed("no temporary directory") }
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("image.\(header.format.rawValue)")
        do {
            try data.write(to: input)
        } catch {
            throw .recognitionFailed("could not write a temporary file")
        }
        // Arabic first unless the caller says the text is English: the first language leads
        // Tesseract's page layout (right-to-left lines).
        let order = languageHint?.lowercased().hasPrefix("en") == true ? ["eng", "ara"] : ["ara", "eng"]
        let started = Date()
        // One thread: with OpenMP's default (a thread per core) a page took 8 s instead of 1.4 s
        // on a busy two-core machine, and a server would run several at once anyway.
        guard let run = ToolProcess.run([executable, input.lastPathComponent, "out", "-l", order.joined(separator: "+"),
                                         "--psm", "3", "txt", "tsv"],
                                        in: dir, environment: ["OMP_THREAD_LIMIT": "1"], timeout: limits.timeout) else {
            throw .tesseractMissing
        }
        let seconds = Date().timeIntervalSince(started)
        if run.timedOut { throw .timedOut(seconds: limits.timeout) }
        guard run.status == 0, !run.signalled else { throw Self.failure(run) }
        let raw = (try? String(contentsOf: dir.appendingPathComponent("out.txt"), encoding: .utf8)) ?? ""
        let text = Self.clean(raw)
        guard text.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) else {
            throw .noText
        }
        let tsv = (try? String(contentsOf: dir.appendingPathComponent("out.tsv"), encoding: .utf8)) ?? ""
        return OCRText(text: text, language: TextLanguage.detect(text).code, confidence: Self.meanConfidence(tsv),
                       format: header.format, width: header.width, height: header.height, seconds: seconds)
    }

    /// The format, or why the bytes are refused unopened.
    public static func validate(_ data: Data, limits: OCRLimits) throws(OCRError) -> ImageHeader {
        guard !data.isEmpty else { throw .unreadable("the file is empty") }
        if data.count > limits.maxImageBytes { throw .tooLarge(bytes: data.count, pixels: nil) }
        guard let header = ImageHeader.read(data) else { throw .notAnImage }
        if let w = header.width, let h = header.height {
            guard w > 0, h > 0 else { throw .unreadable("the image has no pixels") }
            if w > limits.maxSide || h > limits.maxSide || (header.pixels ?? 0) > limits.maxPixels {
                throw .tooLarge(bytes: nil, pixels: header.pixels)
            }
        }
        return header
    }

    /// What a failed run means, from Tesseract's (Leptonica's) messages.
    static func failure(_ run: ToolProcess.Outcome) -> OCRError {
        let lines = run.stderr.split(whereSeparator: \.isNewline).map(String.init)
        if let line = lines.first(where: { $0.contains("Failed loading language") }),
           let lang = line.split(separator: "'").dropFirst().first {
            return .languageMissing(String(lang))
        }
        let decoding = ["pixRead", "cannot be read", "libpng error", "Corrupt JPEG", "Not a JPEG", "truncated",
                        "Unsupported image type", "image file not found", "Bogus"]
        if lines.contains(where: { line in decoding.contains { line.contains($0) } }) {
            return .unreadable(lines.first { $0.hasPrefix("Error") || $0.contains("error") }.map(Self.short))
        }
        if run.signalled { return .recognitionFailed("tesseract stopped by signal \(run.status)") }
        return .recognitionFailed(lines.last.map(Self.short) ?? "tesseract exited with \(run.status)")
    }

    private static func short(_ s: String) -> String { String(s.prefix(200)) }

    /// Without the bidi marks Tesseract puts around runs of the other direction (the display
    /// decides direction itself), the form feed it ends a page with, and runs of blank lines.
    static func clean(_ raw: String) -> String {
        let marks: Set<UInt32> = [0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x0C]
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: raw.unicodeScalars.filter { !marks.contains($0.value) })
        var lines: [String] = []
        for line in String(scalars).split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(trimmed)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The mean confidence of the words in Tesseract's TSV (level 5 rows), 0…1.
    static func meanConfidence(_ tsv: String) -> Double? {
        var sum = 0.0
        var count = 0
        for row in tsv.split(whereSeparator: \.isNewline).dropFirst() {
            let cols = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard cols.count >= 12, cols[0] == "5", let conf = Double(cols[10]), conf >= 0,
                  !cols[11].trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            sum += conf
            count += 1
        }
        return count == 0 ? nil : (sum / Double(count) / 100 * 1000).rounded() / 1000
    }
}

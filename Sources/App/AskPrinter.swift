import Domain
import Foundation
import Localization

/// Writes a streaming answer for `shamelagpt ask`: complete lines as they arrive, holding back
/// everything from a Sources header on, then the body's remainder and a numbered source list.
struct AskPrinter {
    let localizer: Localizer
    let json: Bool
    /// Exactly what was written of the answer so far.
    private(set) var printed = ""
    /// UTF-8 bytes of the assembled text already split into lines.
    private var consumedBytes = 0
    private var suppressed = false
    /// Blank lines are written only once a non-blank line follows, so nothing dangles before a
    /// held-back Sources section.
    private var heldBlankLines = 0

    init(localizer: Localizer, json: Bool) {
        self.localizer = localizer
        self.json = json
    }

    /// The assembled answer text so far (it only grows while streaming).
    mutating func update(_ text: String) {
        guard !json, !suppressed else { return }
        let utf8 = text.utf8
        guard utf8.count > consumedBytes else { return }
        // Native strings offset their UTF-8 view in constant time, so long answers stay linear.
        var start = utf8.index(utf8.startIndex, offsetBy: consumedBytes)
        // Line feeds never occur inside a multi-byte sequence, so byte offsets split safely.
        while let nl = utf8[start...].firstIndex(of: 0x0A) {
            let line = String(decoding: utf8[start..<nl], as: UTF8.self)
            consumedBytes += utf8.distance(from: start, to: nl) + 1
            start = utf8.index(after: nl)
            if AnswerParser.isHeader(line) {
                suppressed = true
                return
            }
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                if !printed.isEmpty { heldBlankLines += 1 }
                continue
            }
            let chunk = String(repeating: "\n", count: heldBlankLines) + line + "\n"
            heldBlankLines = 0
            Self.write(chunk)
            printed += chunk
        }
    }

    /// The final answer: what was not printed yet, then the sources.
    mutating func finish(content: String) {
        guard !json else { return }
        let parsed = AnswerParser.parse(content)
        if printed.isEmpty {
            Self.write(parsed.body + "\n")
        } else if parsed.body + "\n" == printed {
            // Everything was shown while streaming.
        } else if parsed.body.hasPrefix(printed) {
            Self.write(String(parsed.body.dropFirst(printed.count)) + "\n")
        } else {
            Self.write("\n" + parsed.body + "\n")
        }
        guard !parsed.sources.isEmpty else { return }
        Self.write("\n" + localizer("sources.header") + "\n")
        for (i, s) in parsed.sources.enumerated() {
            Self.write("\(i + 1). \(AnswerParser.citation(for: s)) — \(s.url)\n")
        }
    }

    /// What arrived before a cancel or an interruption, as it stands.
    mutating func flushPartial(_ text: String) {
        guard !json, !suppressed else { return }
        let bytes = Array(text.utf8)
        if bytes.count > consumedBytes {
            Self.write(String(repeating: "\n", count: heldBlankLines)
                       + String(decoding: bytes[consumedBytes...], as: UTF8.self) + "\n")
        }
    }

    static func write(_ s: String) {
        FileHandle.standardOutput.write(Data(s.utf8))
    }

    /// One JSON object per line (`--json`).
    static func writeJSON(_ object: [String: Any]) {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return }
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}

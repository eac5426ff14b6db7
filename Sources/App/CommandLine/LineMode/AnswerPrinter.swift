import AppCore
import Domain
import Foundation
import Localization
import TextLayout

/// Writes a streaming answer for the line front ends (`ask`, `--plain`): complete lines as they
/// arrive, holding back everything from a Sources header on, then the body's remainder and the
/// sources. Every piece goes through `Sanitizer.sanitize` first, so an answer can never send
/// the terminal an escape sequence (ESC, OSC 52, C1 controls become visible placeholders).
struct AnswerPrinter {
    enum Style: Equatable {
        /// `1. <title> — <url>` lines (ux.md §10, §9.4).
        case text
        /// `- [<title>](<url>)` lines, as the Markdown export writes them (ux.md §3.10).
        case markdown
    }

    let localizer: Localizer
    let style: Style
    let write: (String) -> Void
    /// Exactly what was written of the answer so far (before sanitising).
    private(set) var printed = ""
    /// UTF-8 bytes of the assembled text already split into lines.
    private var consumedBytes = 0
    private var suppressed = false
    /// Blank lines are written only once a non-blank line follows, so nothing dangles before a
    /// held-back Sources section.
    private var heldBlankLines = 0
    /// UTF-8 bytes of the unfinished last line already written.
    private var partialBytes = 0

    init(localizer: Localizer, style: Style = .text, write: @escaping (String) -> Void) {
        self.localizer = localizer
        self.style = style
        self.write = write
    }

    /// Whether any of the answer has been written.
    var hasOutput: Bool { !printed.isEmpty }

    /// The assembled answer text so far (it only grows while streaming). Complete lines go out
    /// as they arrive, and so does the start of a line that cannot become a Sources header, so a
    /// long paragraph shows as it is written rather than when it ends (ux.md §9.4 "as it
    /// arrives").
    mutating func update(_ text: String) {
        guard !suppressed else { return }
        let utf8 = text.utf8
        guard utf8.count > consumedBytes else { return }
        // Native strings offset their UTF-8 view in constant time, so long answers stay linear.
        var start = utf8.index(utf8.startIndex, offsetBy: consumedBytes)
        // Line feeds never occur inside a multi-byte sequence, so byte offsets split safely.
        while let nl = utf8[start...].firstIndex(of: 0x0A) {
            let line = String(decoding: utf8[start..<nl], as: UTF8.self)
            consumedBytes += utf8.distance(from: start, to: nl) + 1
            start = utf8.index(after: nl)
            let written = partialBytes
            partialBytes = 0
            if written > 0 {
                // Its start is out already: the rest of it, and the line break.
                let rest = String(decoding: line.utf8.dropFirst(written), as: UTF8.self) + "\n"
                emit(rest)
                printed += rest
                continue
            }
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
            emit(chunk)
            printed += chunk
        }
        let partial = String(decoding: utf8[start...], as: UTF8.self)
        guard partial.utf8.count > partialBytes, !partial.trimmingCharacters(in: .whitespaces).isEmpty,
              !Self.couldBeHeader(partial) else { return }
        var chunk = String(decoding: partial.utf8.dropFirst(partialBytes), as: UTF8.self)
        if partialBytes == 0 {
            chunk = String(repeating: "\n", count: heldBlankLines) + chunk
            heldBlankLines = 0
        }
        partialBytes = partial.utf8.count
        emit(chunk)
        printed += chunk
    }

    /// Whether an unfinished line may still turn out to be a Sources header ("## Sources:",
    /// «المصادر»): it is held back until its end.
    static func couldBeHeader(_ partial: String) -> Bool {
        let lead = partial.drop { $0 == "#" || $0.isWhitespace }
        guard lead.count <= 40 else { return false }
        let word = lead.lowercased()
        return ["sources", "المصادر"].contains { word.hasPrefix($0) || $0.hasPrefix(word) }
    }

    /// The final answer: what was not printed yet, then the sources.
    mutating func finish(content: String, sources stored: [Source]? = nil) {
        let parsed = AnswerParser.parse(content)
        if printed.isEmpty {
            emit(parsed.body + "\n")
        } else if parsed.body + "\n" == printed {
            // Everything was shown while streaming.
        } else if parsed.body.hasPrefix(printed) {
            emit(String(parsed.body.dropFirst(printed.count)) + "\n")
        } else {
            emit("\n" + parsed.body + "\n")
        }
        printed = parsed.body + "\n"
        writeSources(stored ?? parsed.sources)
    }

    /// The Sources block: a blank line, the header, one line per source.
    func writeSources(_ sources: [Source]) {
        guard !sources.isEmpty else { return }
        emit("\n" + localizer("sources.header") + "\n")
        emit(Self.sourceLines(sources, style: style))
    }

    static func sourceLines(_ sources: [Source], style: Style) -> String {
        sources.enumerated().map { i, s in
            switch style {
            case .text: "\(i + 1). \(AnswerParser.citation(for: s)) — \(s.url)\n"
            case .markdown: "- [\(AnswerParser.citation(for: s))](\(s.url))\n"
            }
        }.joined()
    }

    /// What arrived before a cancel or an interruption, as it stands.
    mutating func flushPartial(_ text: String) {
        guard !suppressed else { return }
        let bytes = Array(text.utf8)
        if partialBytes > 0 {
            // The unfinished line's start is out: its rest, and the line break.
            let rest = String(decoding: bytes[min(bytes.count, consumedBytes + partialBytes)...], as: UTF8.self) + "\n"
            emit(rest)
            printed += rest
            partialBytes = 0
            consumedBytes = bytes.count
        } else if bytes.count > consumedBytes {
            let rest = String(decoding: bytes[consumedBytes...], as: UTF8.self)
            if !rest.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                emit(String(repeating: "\n", count: heldBlankLines) + rest + "\n")
                printed += rest + "\n"
            }
            consumedBytes = bytes.count
        }
    }

    private func emit(_ s: String) { write(Sanitizer.sanitize(s)) }

    /// Standard output, unbuffered: each piece appears as soon as it is known.
    static func standardOutput(_ s: String) { SafeOutput.write(s) }

    /// One JSON object per line, with C1 and bidi controls escaped (`JSONText`).
    static func writeJSON(_ object: [String: Any]) { SafeOutput.writeJSON(object) }
}

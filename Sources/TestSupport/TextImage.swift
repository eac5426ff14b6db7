import Foundation

/// Images of known text for the OCR tests and benchmark, drawn by ImageMagick through Pango
/// (which shapes Arabic: joined letters, right to left) with the Debian fonts scripts/bootstrap
/// installs (Noto Naskh Arabic, Noto Sans). The tests make their own images: nothing binary is
/// committed, and the expected text is exactly what was drawn.
public enum TextImage {
    public enum Failure: Error, CustomStringConvertible {
        case convertMissing
        case renderFailed(String)

        public var description: String {
            switch self {
            case .convertMissing: "ImageMagick's convert is not installed (scripts/bootstrap installs imagemagick)"
            case .renderFailed(let s): "convert failed: \(s)"
            }
        }
    }

    public static var convert: String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = "\(dir)/convert"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Draws `lines` black on white at `points` (at 300 dpi) into a PNG at `url`; `width` and
    /// `height` in pixels pad the canvas (an A5 page at 300 dpi is 1748 × 2480).
    public static func render(_ lines: [String], points: Int, to url: URL, width: Int? = nil, height: Int? = nil,
                              font: String = "Noto Naskh Arabic, Noto Sans") throws {
        guard let convert else { throw Failure.convertMissing }
        let markup = "<span font=\"\(font) \(points)\">" + lines.map(escape).joined(separator: "\n") + "</span>"
        var argv = ["-background", "white", "-density", "300", "pango:" + markup,
                    "-bordercolor", "white", "-border", "40"]
        if let width, let height {
            argv += ["-gravity", "center", "-extent", "\(width)x\(height)"]
        }
        argv += ["-colorspace", "Gray", "png:" + url.path]
        let r = try Shell.run(convert, argv)
        guard r.status == 0, FileManager.default.fileExists(atPath: url.path) else {
            throw Failure.renderFailed("exit status \(r.status), \(r.stderr)")
        }
    }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// 1 − (character edit distance ÷ expected length), whitespace runs counted as one space:
    /// how much of the drawn text came back.
    public static func characterAccuracy(expected: String, got: String) -> Double {
        let a = Array(normalize(expected)), b = Array(normalize(got))
        guard !a.isEmpty else { return b.isEmpty ? 1 : 0 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return max(0, 1 - Double(previous[b.count]) / Double(a.count))
    }

    static func normalize(_ s: String) -> String {
        s.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}

import Foundation

/// The copy of an image that is stored with the message and uploaded: at most
/// `OCRLimits.maxStoredBytes` (200 KB, the mobile apps' figure). ImageMagick's `convert`
/// re-encodes it as JPEG, shrinking it until it fits; without ImageMagick an image already small
/// enough is kept as it is and a larger one cannot be stored (`Outcome.converterMissing`).
public struct ImageCompressor: Sendable {
    public enum Outcome: Equatable, Sendable {
        /// The bytes to store and their MIME type.
        case stored(Data, mimeType: String)
        /// The image is larger than the limit and ImageMagick is not installed (package imagemagick).
        case converterMissing
        /// ImageMagick could not make a copy small enough (or failed on this image).
        case failed(String)
    }

    public let limits: OCRLimits
    private let convert: String?

    public init(limits: OCRLimits = .standard, executable: String? = nil, path: String? = nil) {
        self.limits = limits
        self.convert = ToolProcess.which(executable ?? "convert", path: path ?? ToolProcess.environmentPath)
    }

    public var hasConverter: Bool { convert != nil }

    /// Longest sides tried in turn, largest first: 1600 px keeps a page's text legible.
    static let sides = [1600, 1200, 900, 640]

    public func compress(_ data: Data) -> Outcome {
        guard let header = ImageHeader.read(data) else { return .failed("not an image") }
        let common: [ImageHeader.Format: String] = [.png: "image/png", .jpeg: "image/jpeg", .gif: "image/gif",
                                                    .webp: "image/webp"]
        if data.count <= limits.maxStoredBytes, let mime = common[header.format] { return .stored(data, mimeType: mime) }
        guard let convert else { return .converterMissing }
        guard let dir = ToolProcess.scratchDirectory() else { return .failed("no temporary directory") }
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("in.\(header.format.rawValue)")
        guard (try? data.write(to: input)) != nil else { return .failed("could not write a temporary file") }
        var lastProblem = "the copy stayed larger than \(limits.maxStoredBytes / 1024) KB"
        for side in Self.sides {
            // `[0]`: the first frame of a GIF or TIFF. The resource limits keep a hostile image
            // from taking the machine's memory; `jpeg:extent` searches the quality that fits.
            let argv = [convert, "-limit", "memory", "256MiB", "-limit", "map", "512MiB", "-limit", "time", "20",
                        "\(input.lastPathComponent)[0]", "-auto-orient", "-strip", "-background", "white",
                        "-flatten", "-resize", "\(side)x\(side)>", "-colorspace", "sRGB",
                        "-define", "jpeg:extent=\(limits.maxStoredBytes / 1024)kb", "jpg:out.jpg"]
            guard let run = ToolProcess.run(argv, in: dir, timeout: limits.timeout) else { return .converterMissing }
            guard run.status == 0, !run.timedOut else {
                lastProblem = run.timedOut ? "ImageMagick took too long"
                    : String(run.stderr.split(whereSeparator: \.isNewline).first?.prefix(200) ?? "convert failed")
                break
            }
            if let out = try? Data(contentsOf: dir.appendingPathComponent("out.jpg")),
               !out.isEmpty, out.count <= limits.maxStoredBytes {
                return .stored(out, mimeType: "image/jpeg")
            }
        }
        return .failed(lastProblem)
    }
}

import Foundation
@testable import Library

/// The real e5 model for the tests that need it, when this machine has it: the file named by
/// `SHAMELAGPT_E5_MODEL` (scripts/test fetches the pinned one into .build and sets it), else the
/// one `library build` installed in the default data directory. Tests never download it.
enum TestModel {
    static let skipReason = "the e5 model file is not on this machine (set SHAMELAGPT_E5_MODEL or run scripts/test)"

    static let url: URL? = {
        let env = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let path = env["SHAMELAGPT_E5_MODEL"], !path.isEmpty { candidates.append(path) }
        let dataHome = env["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() + "/.local/share")
        candidates.append(dataHome + "/shamelagpt/library/e5-small-q4.bin")
        return candidates.map { URL(fileURLWithPath: $0) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }()

    static var isPresent: Bool { url != nil }

    /// One embedder shared by the suite (loading maps the file; pages are shared anyway).
    static let embedder: Embedder? = url.flatMap { try? Embedder(modelURL: $0) }

    static func cosine(_ a: [Float], _ b: [Float]) -> Float {
        zip(a, b).reduce(0) { $0 + $1.0 * $1.1 }
    }

    static func norm(_ v: [Float]) -> Float { cosine(v, v).squareRoot() }
}

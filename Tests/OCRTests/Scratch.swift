import Foundation
import TestSupport

/// A fresh, created scratch directory; it is removed when the returned object goes.
func makeScratch() throws -> (keep: ScratchDirectory, url: URL) {
    let dir = ScratchDirectory("ocr")
    try FileManager.default.createDirectory(atPath: dir.path, withIntermediateDirectories: true)
    return (dir, URL(fileURLWithPath: dir.path))
}

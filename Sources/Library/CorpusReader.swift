import Foundation

/// Reads the library's source files (Tanzil `sura|aya|text` files and hadith `records.jsonl`)
/// into passages. Malformed lines are skipped and counted, never trusted.
public enum CorpusReader {
    /// The passages of a Tanzil display file, with the search text taken from its clean twin.
    public static func quran(simple: String, clean: String) -> [Passage] {
        var cleanText: [String: String] = [:]
        for (sura, aya, text) in tanzilLines(clean) { cleanText["\(sura):\(aya)"] = text }
        return tanzilLines(simple).map { sura, aya, text in
            Passage(collection: .quran, sura: sura, aya: aya, text: text,
                    searchText: cleanText["\(sura):\(aya)"])
        }
    }

    /// The copyright block of a Tanzil file (its `#` lines), kept verbatim as its licence asks.
    public static func tanzilNotice(_ file: String) -> String {
        file.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { $0.hasPrefix("#") }
            .joined(separator: "\n")
    }

    static func tanzilLines(_ file: String) -> [(Int, Int, String)] {
        var out: [(Int, Int, String)] = []
        for line in file.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let sura = Int(parts[0]), let aya = Int(parts[1]),
                  (1...114).contains(sura), aya > 0 else { continue }
            let text = parts[2].trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { out.append((sura, aya, text)) }
        }
        return out
    }

    private struct Record: Decodable {
        var collection: String
        var book_number: Int?
        var in_book_number: Int?
        var hadith_number: String?
        var text: String?
    }

    /// The Bukhari and Muslim passages of a `records.jsonl` file; other collections are skipped.
    public static func hadith(jsonl: Data) -> [Passage] {
        var out: [Passage] = []
        let decoder = JSONDecoder()
        var start = jsonl.startIndex
        while start < jsonl.endIndex {
            let end = jsonl[start...].firstIndex(of: 0x0A) ?? jsonl.endIndex
            defer { start = end < jsonl.endIndex ? jsonl.index(after: end) : end }
            let line = jsonl[start..<end]
            guard !line.isEmpty, let r = try? decoder.decode(Record.self, from: line),
                  let collection = LibraryCollection(rawValue: r.collection), collection != .quran,
                  let text = r.text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty
            else { continue }
            // A second telling filed under one number is written "690.2": it is cited as 690.
            let written = r.hadith_number?.trimmingCharacters(in: .whitespaces) ?? ""
            let number = Int(written.split(separator: ".").first ?? "") ?? 0
            out.append(Passage(collection: collection, book: r.book_number ?? 0,
                               inBook: r.in_book_number ?? 0, number: number, text: text,
                               key: "\(collection.rawValue):\(written.isEmpty ? "0" : written)"))
        }
        return out
    }
}

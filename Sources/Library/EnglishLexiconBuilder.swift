import Domain
import Foundation

/// Builds `english-arabic.tsv` from the FreeDict English–Arabic dictionary that Debian ships in
/// dictd format (`dict-freedict-eng-ara`, GPL-2+; read on the user's machine, never bundled).
/// Only translations the texts can match are kept: a one-word translation whose word, with or
/// without the article, is in the index's vocabulary.
enum EnglishLexiconBuilder {
    /// Where Debian installs the dictionary.
    static let dictionaryDirectory = URL(fileURLWithPath: "/usr/share/dictd")
    static let baseName = "freedict-eng-ara"

    /// The translations per loose English headword, read from the dictd `.index` and the
    /// dictzip `.dict.dz` (decompressed with gzip, which dictzip files are).
    static func readDictionary(in directory: URL = dictionaryDirectory, path: String) throws -> [String: [String]] {
        let indexURL = directory.appendingPathComponent(baseName + ".index")
        let dataURL = directory.appendingPathComponent(baseName + ".dict.dz")
        guard let indexText = try? String(contentsOf: indexURL, encoding: .utf8),
              FileManager.default.fileExists(atPath: dataURL.path) else {
            throw LibraryError.dictionaryMissing
        }
        // gzip is part of every Debian system; the search path is only where it is looked for first.
        guard let gzip = PipRunner.which("gzip", path: path + ":/usr/bin:/bin") else { throw LibraryError.dictionaryMissing }
        let (status, output) = PipRunner.run([gzip, "-dc", dataURL.path])
        guard status == 0 else { throw LibraryError.extractFailed(output) }
        let body = Array(output.utf8)
        var out: [String: [String]] = [:]
        for line in indexText.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[0].hasPrefix("00database"),
                  let offset = decode(fields[1]), let length = decode(fields[2]),
                  offset >= 0, length > 0, offset + length <= body.count else { continue }
            let key = Glossary.loose(String(fields[0]))
            guard !key.isEmpty, !key.contains(" ") else { continue }
            let entry = String(decoding: body[offset..<(offset + length)], as: UTF8.self)
            for t in translations(in: entry) where !(out[key]?.contains(t) ?? false) {
                out[key, default: []].append(t)
            }
        }
        return out
    }

    /// The one-word Arabic translations of a dictd entry: the lines after the headword line,
    /// without their "1." numbering, split at Arabic and Latin commas.
    static func translations(in entry: String) -> [String] {
        var out: [String] = []
        for line in entry.split(separator: "\n").dropFirst() {
            var s = Substring(line).drop { $0 == " " }
            if let dot = s.firstIndex(of: "."), s[..<dot].allSatisfy(\.isNumber), !s[..<dot].isEmpty {
                s = s[s.index(after: dot)...]
            }
            for part in s.split(whereSeparator: { $0 == "،" || $0 == "," || $0 == "؛" || $0 == ";" }) {
                let tokens = ArabicNormalizer.tokens(String(part))
                if tokens.count == 1, let t = tokens.first, t.count >= 2, QueryAnalyzer.isArabic(t) {
                    out.append(t)
                }
            }
        }
        return out
    }

    /// Keeps the translations the texts use, and writes the lexicon atomically; returns how many
    /// English words it has.
    static func write(_ dictionary: [String: [String]], vocabulary: Set<String>, to url: URL) throws -> Int {
        var lines: [String] = []
        var absent: [String] = []
        for key in dictionary.keys.sorted() {
            let kept = dictionary[key]!.compactMap { t in Self.inTexts(t, vocabulary) }
            if !kept.isEmpty {
                lines.append(key + "\t" + kept.joined(separator: " "))
            } else if !dictionary[key]!.isEmpty {
                // The dictionary knows the word and the texts use none of its translations
                // ("brain" → دماغ): a question about it is likely about something they lack.
                absent.append(key + "\t" + EnglishLexicon.absentMark)
            }
        }
        let tmp = url.appendingPathExtension("tmp")
        try Data(((lines + absent).joined(separator: "\n") + "\n").utf8).write(to: tmp)
        guard rename(tmp.path, url.path) == 0 else { throw LibraryError.missingFile(url.lastPathComponent) }
        return lines.count
    }

    /// The translation as the texts write it, or nil. The dictionary gives verbs in the
    /// imperative («إسرق» steal, «إنزل» descend, «أرضع» breastfeed), which narrations and
    /// verses seldom use: such a word also stands for its past («سرق») and present («يسرق»).
    static func inTexts(_ t: String, _ vocabulary: Set<String>) -> String? {
        func has(_ w: String) -> Bool {
            let base = ArabicForms.base(w)
            return vocabulary.contains(w) || vocabulary.contains(base) || vocabulary.contains("ال" + base)
        }
        if has(t) { return t }
        guard t.hasPrefix("ا"), !t.hasPrefix("ال"), t.count == 4 else { return nil }
        let verb = String(t.dropFirst())
        if vocabulary.contains(verb) { return verb }
        if vocabulary.contains("ي" + verb) { return "ي" + verb }
        return nil
    }

    /// dictd's base64 numbers: most significant digit first.
    static func decode(_ s: Substring) -> Int? {
        var n = 0
        for ch in s.utf8 {
            let v: Int
            switch ch {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): v = Int(ch - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): v = Int(ch - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): v = Int(ch - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): v = 62
            case UInt8(ascii: "/"): v = 63
            default: return nil
            }
            n = n * 64 + v
        }
        return n
    }
}

import Foundation
import Testing
@testable import Library

/// The passage vector file: stable keys, the fixed texts that are embedded, the binary format
/// (round trip, quantisation, every way a file can be refused) and provenance checks.
@Suite struct VectorFileTests {
    static let provenance = VectorFile.Provenance(model: String(repeating: "ab", count: 32),
                                                  quranWheel: String(repeating: "01", count: 32),
                                                  hadithWheel: String(repeating: "fe", count: 32))

    static func unit(_ v: [Float]) -> [Float] {
        let n = v.reduce(0) { $0 + $1 * $1 }.squareRoot()
        return v.map { $0 / n }
    }

    static func sample(count: Int = 5, dim: Int = 8) -> VectorFile {
        let keys = (1...count).map { PassageKey(collection: .bukhari, number: $0) }
        let vectors = (0..<count).map { i in unit((0..<dim).map { Float(sin(Double(i * dim + $0 + 1))) }) }
        return VectorFile(dimension: dim, tokenLimit: 192, provenance: provenance, keys: keys, vectors: vectors)
    }

    // MARK: Keys and texts

    @Test func keysPrintAndParseBack() {
        for text in ["quran:2:255", "bukhari:1", "muslim:7563", "quran:114:6"] {
            #expect(PassageKey(text)?.description == text)
        }
        for bad in ["", "quran:2", "quran:0:1", "bukhari:1.2", "bukhari:-1", "tirmidhi:1", "bukhari:1:2", "quran:a:b", "bukhari:"] {
            #expect(PassageKey(bad) == nil, "\(bad)")
        }
        #expect(PassageKey(Passage(collection: .muslim, number: 12, text: "x"))?.description == "muslim:12")
        // A sub-numbered record ("402.2") is read as number 0: it has no stable key.
        #expect(PassageKey(Passage(collection: .bukhari, number: 0, text: "x")) == nil)
        #expect(PassageKey("quran:2:255")! < PassageKey("bukhari:1")!)
        #expect(PassageKey("bukhari:9")! < PassageKey("bukhari:10")!)
    }

    @Test func theEmbeddedTextOfAyatDropsTheTanzilBasmalaOnly() {
        func aya(_ s: Int, _ a: Int, _ clean: String) -> String {
            EmbeddingText.text(for: Passage(collection: .quran, sura: s, aya: a, text: "display", searchText: clean))
        }
        #expect(aya(2, 1, "بسم الله الرحمن الرحيم الم") == "الم")
        #expect(aya(112, 1, "بسم الله الرحمن الرحيم قل هو الله أحد") == "قل هو الله أحد")
        #expect(aya(1, 1, "بسم الله الرحمن الرحيم") == "بسم الله الرحمن الرحيم")
        #expect(aya(27, 30, "إنه من سليمان وإنه بسم الله الرحمن الرحيم") == "إنه من سليمان وإنه بسم الله الرحمن الرحيم")
        #expect(aya(9, 1, "براءة من الله ورسوله") == "براءة من الله ورسوله")
    }

    @Test func theEmbeddedTextOfHadithIsTheMatnWithoutHarakat() {
        let text = "حَدَّثَنَا الْحُمَيْدِيُّ ، قَالَ : سَمِعْتُ رَسُولَ اللَّهِ صَلَّى اللَّهُ عَلَيْهِ وَسَلَّمَ، يَقُولُ : \" إِنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ"
        let embedded = EmbeddingText.text(for: Passage(collection: .bukhari, number: 1, text: text))
        #expect(embedded == "صلى الله عليه وسلم، يقول : \" إنما الأعمال بالنيات")
        // No marker found: the whole text, still without harakat.
        #expect(EmbeddingText.text(for: Passage(collection: .muslim, number: 2, text: "الدِّينُ  النَّصِيحَةُ")) == "الدين النصيحة")
    }

    /// Texts of almost nothing get no vector: they would lie near every question.
    @Test func emptyRemaindersCarryNoMeaning() {
        for empty in ["\u{200F}\"\u{200F} \u{200F}.\u{200F}", "صلى الله عليه وسلم ح", "حم", "", "\" لا \"."] {
            #expect(!EmbeddingText.carriesMeaning(empty), "\(empty)")
        }
        for meaningful in ["طسم", "صلى الله عليه وسلم أذن للظعن", "بمثله", "الدين النصيحة"] {
            #expect(EmbeddingText.carriesMeaning(meaningful), "\(meaningful)")
        }
    }

    /// The committed vectors.bin: computed from the pinned model and wheels, one vector per
    /// passage with a meaningful text, in key order.
    @Test func theBundledVectorsMatchThePins() throws {
        let pins = try LibraryPins.bundled()
        let index = try DenseIndex.bundled(pins: pins)
        #expect(index.count == 21_098 && index.dimension == Embedder.dimension)
        #expect(index.keys == index.keys.sorted() && Set(index.keys).count == index.count)
        let keys = Set(index.keys)
        for present in ["quran:1:1", "quran:2:255", "quran:114:6", "bukhari:1", "bukhari:7563", "muslim:6543"] {
            let found = keys.contains(PassageKey(present)!)
            #expect(found, "\(present)")
        }
        let empty = keys.contains(PassageKey("muslim:1097")!)  // its text is «"‏ ‏.‏»
        let letters = keys.contains(PassageKey("quran:40:1")!)  // «حم»
        #expect(!empty && !letters)
    }

    @Test func everyFixturePassageWithAKeyHasANonEmptyText() {
        for p in FixtureLibrary.passages where PassageKey(p) != nil {
            #expect(!EmbeddingText.text(for: p).isEmpty, "\(PassageKey(p)!)")
        }
    }

    // MARK: Format

    @Test func encodesAndDecodesToTheSameFile() throws {
        let file = Self.sample()
        let data = file.encoded()
        #expect(Array(data.prefix(8)) == VectorFile.magic)
        #expect(try VectorFile(data: data) == file)
        // Keys 5 × "bukhari:N\n" = 50 bytes → padded to 52; then scales and rows.
        #expect(data.count == 124 + 52 + 5 * 4 + 5 * 8)
    }

    @Test func quantisedRowsKeepTheCosine() {
        let v = Self.unit((0..<384).map { Float(cos(Double($0) * 0.37)) })
        let q = Self.unit((0..<384).map { Float(sin(Double($0) * 0.11)) })
        let (scale, row) = VectorFile.quantise(v)
        #expect(row.map { abs(Int($0)) }.max() == 127)
        let exact = zip(v, q).reduce(0) { $0 + $1.0 * $1.1 }
        let approx = zip(row, q).reduce(Float(0)) { $0 + Float($1.0) * $1.1 } * scale
        #expect(abs(exact - approx) < 0.01)
        #expect(VectorFile.quantise([0, 0, 0]).row == [0, 0, 0])
    }

    @Test func aDamagedFileIsRefusedWithTheReason() {
        let data = Self.sample().encoded()
        var badMagic = data
        badMagic[0] = UInt8(ascii: "X")
        var badKey = data
        badKey[124] = UInt8(ascii: "?")
        var badScale = data
        badScale.replaceSubrange((124 + 52)..<(124 + 56), with: Float.nan.bitPattern.littleEndianBytes)
        for (bad, why) in [(Data(), "version"), (data.prefix(100), "version"), (data.dropLast(), "length"),
                           (data + [0], "length"), (badMagic, "version"), (badKey, "key"), (badScale, "scale")] {
            do {
                _ = try VectorFile(data: Data(bad))
                Issue.record("accepted a file damaged at \(why)")
            } catch {
                guard case .vectorsUnreadable(let detail) = error else { Issue.record("\(error)"); continue }
                #expect(detail.contains(why), "\(detail)")
            }
        }
    }

    @Test func writesAtomicallyOverAnOldFile() throws {
        let dir = try InstallerTests.tempDir("vectors")
        let url = dir.appendingPathComponent("vectors.bin")
        try Data("old".utf8).write(to: url)
        try Self.sample().write(to: url)
        #expect(try VectorFile(data: Data(contentsOf: url)) == Self.sample())
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["vectors.bin"])
    }

    @Test func provenanceComesFromThePinsAndNamesTheFirstDifference() throws {
        let pins = try LibraryPins.bundled()
        let pinned = try #require(VectorFile.Provenance(pins: pins))
        #expect(pinned.model == pins.semantic?.memberSha256)
        #expect(pinned.quranWheel == pins.packages[0].sha256 && pinned.hadithWheel == pins.packages[1].sha256)
        #expect(pinned.mismatch(against: pinned) == nil)
        var other = pinned
        other.hadithWheel = String(repeating: "0", count: 64)
        #expect(other.mismatch(against: pinned)?.contains("hadith package") == true)
        var noModel = pins
        noModel.semantic = nil
        #expect(VectorFile.Provenance(pins: noModel) == nil)
    }
}

extension UInt32 {
    var littleEndianBytes: [UInt8] { [UInt8(self & 0xFF), UInt8(self >> 8 & 0xFF), UInt8(self >> 16 & 0xFF), UInt8(self >> 24)] }
}

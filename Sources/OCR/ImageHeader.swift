import Foundation

/// An image's format and, where the header says so, its size in pixels — read from the first
/// bytes only, so a file that is not an image, or declares a canvas too large to decode, is
/// refused before Tesseract (and its decoders) ever see it.
public struct ImageHeader: Equatable, Sendable {
    public enum Format: String, Sendable {
        case png, jpeg, gif, bmp, tiff, webp, pnm
    }

    public var format: Format
    public var width: Int?
    public var height: Int?

    public var pixels: Int? {
        guard let width, let height else { return nil }
        return width.multipliedReportingOverflow(by: height).overflow ? Int.max : width * height
    }

    /// The format and size of `data`, or nil when it starts like no supported image.
    public static func read(_ data: Data) -> ImageHeader? {
        let b = [UInt8](data.prefix(64 * 1024))
        func be16(_ i: Int) -> Int? { i + 1 < b.count ? Int(b[i]) << 8 | Int(b[i + 1]) : nil }
        func le16(_ i: Int) -> Int? { i + 1 < b.count ? Int(b[i + 1]) << 8 | Int(b[i]) : nil }
        func be32(_ i: Int) -> Int? {
            guard let hi = be16(i), let lo = be16(i + 2) else { return nil }
            return hi << 16 | lo
        }
        func le32(_ i: Int) -> Int? {
            guard let lo = le16(i), let hi = le16(i + 2) else { return nil }
            return hi << 16 | lo
        }
        func starts(_ sig: [UInt8], at offset: Int = 0) -> Bool {
            b.count >= offset + sig.count && Array(b[offset..<offset + sig.count]) == sig
        }

        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return ImageHeader(format: .png, width: be32(16), height: be32(20))
        }
        if starts([0xFF, 0xD8, 0xFF]) {
            return ImageHeader(format: .jpeg, width: jpegSize(b)?.0, height: jpegSize(b)?.1)
        }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            return ImageHeader(format: .gif, width: le16(6), height: le16(8))
        }
        if starts(Array("BM".utf8)), b.count >= 26 {
            // Height is negative for top-down bitmaps.
            let h = le32(22).map { (v: Int) -> Int in abs(Int(Int32(truncatingIfNeeded: v))) }
            return ImageHeader(format: .bmp, width: le32(18), height: h)
        }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
            return ImageHeader(format: .tiff, width: nil, height: nil)
        }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
            return webp(b)
        }
        if b.count >= 3, b[0] == UInt8(ascii: "P"), (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(b[1]),
           [0x20, 0x0A, 0x0D, 0x09].contains(b[2]) {
            return ImageHeader(format: .pnm, width: nil, height: nil)
        }
        return nil
    }

    /// The first start-of-frame marker's size (SOF0–SOF15 but DHT, JPG and DAC).
    private static func jpegSize(_ b: [UInt8]) -> (Int, Int)? {
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let h = Int(b[i + 5]) << 8 | Int(b[i + 6])
                let w = Int(b[i + 7]) << 8 | Int(b[i + 8])
                return (w, h)
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    private static func webp(_ b: [UInt8]) -> ImageHeader {
        var header = ImageHeader(format: .webp, width: nil, height: nil)
        guard b.count >= 30 else { return header }
        let chunk = String(decoding: b[12..<16], as: UTF8.self)
        switch chunk {
        case "VP8 ":
            header.width = (Int(b[26]) | Int(b[27]) << 8) & 0x3FFF
            header.height = (Int(b[28]) | Int(b[29]) << 8) & 0x3FFF
        case "VP8L":
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            header.width = (bits & 0x3FFF) + 1
            header.height = ((bits >> 14) & 0x3FFF) + 1
        case "VP8X":
            header.width = (Int(b[24]) | Int(b[25]) << 8 | Int(b[26]) << 16) + 1
            header.height = (Int(b[27]) | Int(b[28]) << 8 | Int(b[29]) << 16) + 1
        default:
            break
        }
        return header
    }
}

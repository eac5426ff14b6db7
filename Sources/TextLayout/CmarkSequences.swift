import CCmarkGFM
import Glibc

/// The children of a cmark-gfm node, walked in place: the tree is read, never changed, while a
/// message is converted, so no array of them is needed.
struct CmarkChildren: Sequence {
    let parent: OpaquePointer

    init(_ parent: OpaquePointer) { self.parent = parent }

    func makeIterator() -> Iterator { Iterator(upcoming: cmark_node_first_child(parent)) }

    struct Iterator: IteratorProtocol {
        var upcoming: OpaquePointer?

        mutating func next() -> OpaquePointer? {
            guard let node = upcoming else { return nil }
            upcoming = cmark_node_next(node)
            return node
        }
    }
}

/// The code points of a literal cmark-gfm owns (a NUL-terminated UTF-8 buffer), decoded where
/// it lies: text read once needs no `String` of its own. Valid while its node is.
struct CmarkLiteral: Sequence {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ literal: UnsafePointer<CChar>?) {
        guard let literal else {
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        bytes = UnsafeBufferPointer(start: UnsafeRawPointer(literal).assumingMemoryBound(to: UInt8.self),
                                    count: strlen(literal))
    }

    var underestimatedCount: Int { bytes.count / 4 }

    func makeIterator() -> Iterator { Iterator(bytes: bytes) }

    struct Iterator: IteratorProtocol {
        let bytes: UnsafeBufferPointer<UInt8>
        var i = 0

        /// Decodes by hand: the standard decoder is generic and several times slower, and this
        /// runs once per code point of every message. cmark only writes valid UTF-8; were a
        /// sequence ill-formed, its maximal subpart would become one U+FFFD, as in `String`.
        mutating func next() -> Unicode.Scalar? {
            guard i < bytes.count else { return nil }
            let b0 = bytes[i]
            if b0 < 0x80 {
                i += 1
                return Unicode.Scalar(b0)
            }
            // Table 3-7 of the Unicode standard: length and range of the second byte.
            let length: Int, low: UInt8, high: UInt8
            switch b0 {
            case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
            case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
            case 0xED: (length, low, high) = (3, 0x80, 0x9F)
            case 0xE1...0xEF: (length, low, high) = (3, 0x80, 0xBF)
            case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
            case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
            case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
            default:
                i += 1
                return "\u{FFFD}"
            }
            var v = UInt32(b0) & (0x7F >> length)
            for k in 1..<length {
                let ok = i + k < bytes.count && (k == 1 ? (low...high) : (0x80...0xBF)).contains(bytes[i + k])
                guard ok else {
                    i += k
                    return "\u{FFFD}"
                }
                v = v << 6 | UInt32(bytes[i + k] & 0x3F)
            }
            i += length
            return Unicode.Scalar(v) ?? "\u{FFFD}"
        }
    }
}

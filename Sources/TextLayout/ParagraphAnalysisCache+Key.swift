extension ParagraphAnalysisCache {
    /// What a paragraph's analysis depends on (text-rendering.md §10 cache b): its styled text (the hyperlink,
    /// digit, strike-through and tab settings are already in it), its base (the UI direction,
    /// or forced LTR for code) and the settings the analysis reads itself (emoji, harakat). All
    /// of `LayoutSettings` takes part: the other fields are already in the text, so this misses
    /// nothing and costs nothing.
    struct Key: Hashable, Sendable {
        let text: StyledText
        let base: ParagraphBase
        let settings: LayoutSettings
        /// The text's digest, computed once: the dictionary rehashes keys as it grows, and
        /// Swift's element-by-element hashing of the code points cost more than the lookup saved.
        let digest: UInt64

        init(text: StyledText, base: ParagraphBase, settings: LayoutSettings) {
            self.text = text
            self.base = base
            self.settings = settings
            digest = Self.digest(text)
        }

        static func == (a: Key, b: Key) -> Bool {
            // Cheapest first; the arrays compare by identity before element by element.
            a.digest == b.digest && a.base == b.base && a.settings == b.settings && a.text == b.text
        }

        func hash(into hasher: inout Hasher) {
            // The digest decides the bucket; base and settings only tell equal texts apart.
            hasher.combine(digest)
            hasher.combine(base)
        }

        /// A fast 64-bit digest of the code points, style indices and palette, read 8 bytes at a
        /// time (a multiply-rotate mix). Not a secure hash: equality is still checked in full,
        /// and the dictionary seeds its own hashing of the digest per process.
        static func digest(_ text: StyledText) -> UInt64 {
            var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(text.count)
            text.scalars.withUnsafeBytes { mix(&h, $0) }
            text.styleIndex.withUnsafeBytes { mix(&h, $0) }
            // The palette by its roles, attributes and link numbers: a `Hasher` here cost more
            // than the rest of the digest (its seeding).
            for style in text.palette {
                let packed = UInt64(style.foreground.rawValue) | UInt64(style.background.rawValue) << 8
                    | UInt64(style.attributes.rawValue) << 16 | UInt64(style.linkNumber) << 24
                h = (((h << 5) | (h >> 59)) ^ packed) &* 0x517C_C1B7_2722_0A95
            }
            h = h &* 0xFF51_AFD7_ED55_8CCD
            return h ^ (h >> 29)
        }

        @inline(__always)
        private static func mix(_ h: inout UInt64, _ bytes: UnsafeRawBufferPointer) {
            let words = bytes.count / 8
            var i = 0
            while i < words {
                let w = bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)
                h = ((h << 5) | (h >> 59)) ^ w
                h = h &* 0x517C_C1B7_2722_0A95
                i += 1
            }
            var tail: UInt64 = 0
            for k in (words * 8)..<bytes.count { tail = (tail << 8) | UInt64(bytes[k]) }
            h = (((h << 5) | (h >> 59)) ^ tail ^ UInt64(bytes.count)) &* 0x517C_C1B7_2722_0A95
        }
    }
}

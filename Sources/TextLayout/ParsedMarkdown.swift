import Foundation

/// A message's Markdown after parsing: its blocks as styled logical text, ready for
/// `MarkdownLayout` at any width (text-rendering.md §10 cache a). Opaque outside the module.
public struct ParsedMarkdown: Sendable {
    let blocks: [MarkdownBlock]
    /// The UI direction the parse used, or nil if the blocks do not depend on it. Only image
    /// labels read the direction (`[صورة: …]` or `[image: …]`), so a message without `![` parses
    /// the same in both and a direction change can reuse it.
    let direction: TextDirection?

    /// Parses `markdown` as a message in a UI of `direction` would be.
    public init(markdown: String, direction: TextDirection, settings: LayoutSettings = .default,
                hardBreaks: Bool = false) {
        let parser = MarkdownParser(uiDirection: direction, settings: settings, hardBreaks: hardBreaks)
        blocks = parser.parse(markdown).map(\.block)
        self.direction = Self.mayHaveImage(markdown) ? direction : nil
    }

    /// True if the text contains `![`, which every CommonMark image starts with (inline or by
    /// reference; an entity such as `&#33;[` is never syntax). Stage A sanitising only replaces
    /// characters one for one, besides dropping a CR LF's LF, so it never makes a `![`.
    /// Runs over every byte of every message parsed: `memchr` finds the rare `!` with SIMD,
    /// where a loop over `utf8` cost ~1 ms per 2 MB.
    static func mayHaveImage(_ markdown: String) -> Bool {
        var text = markdown
        return text.withUTF8 { buf in
            guard let base = buf.baseAddress else { return false }
            var p = UnsafeRawPointer(base)
            let end = p + buf.count
            while p < end, let bang = memchr(p, Int32(UInt8(ascii: "!")), end - p) {
                let next = UnsafeRawPointer(bang) + 1
                if next < end && next.load(as: UInt8.self) == UInt8(ascii: "[") { return true }
                p = next
            }
            return false
        }
    }

    /// What the blocks keep alive, by estimate: each paragraph's code points and style indices,
    /// its palette, and fixed costs per array and per block. (Long paragraphs share their
    /// buffers with cache (b)'s keys while both hold them; counting them here anyway keeps the
    /// bound independent of the other cache.)
    var estimatedBytes: Int {
        blocks.reduce(64) { $0 + Self.bytes($1) }
    }

    private static func bytes(_ text: StyledText) -> Int {
        text.count * (MemoryLayout<Unicode.Scalar>.stride + MemoryLayout<UInt16>.stride)
            + text.palette.count * MemoryLayout<Style>.stride + 3 * 32
    }

    private static func bytes(_ lines: [StyledText]) -> Int {
        lines.reduce(32) { $0 + bytes($1) }
    }

    private static func bytes(_ block: MarkdownBlock) -> Int {
        let fixed = 48  // the enum's box and payload
        switch block {
        case .paragraph(let l), .heading(_, let l), .literal(let l): return fixed + bytes(l)
        case .code(let info, let l): return fixed + (info?.utf8.count ?? 0) + bytes(l)
        case .quote(let inner): return inner.reduce(fixed + 32) { $0 + bytes($1) }
        case .list(let list):
            return list.items.reduce(fixed + 32) { acc, item in item.blocks.reduce(acc + 48) { $0 + bytes($1) } }
        case .table(let t): return t.rows.reduce(fixed + bytes(t.header) + 8 * t.alignments.count) { $0 + bytes($1) }
        case .rule: return fixed
        }
    }
}

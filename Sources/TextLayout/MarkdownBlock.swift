/// One block of a parsed message, already turned into styled logical text (text-rendering.md
/// §3.2): Markdown syntax characters are gone; isolates and styles are in place.
indirect enum MarkdownBlock: Hashable, Sendable {
    /// A paragraph: one bidi paragraph per line (hard breaks split lines).
    case paragraph([StyledText])
    case heading(level: Int, [StyledText])
    /// A fenced or indented code block: info word, lines after tab expansion.
    case code(info: String?, lines: [StyledText])
    case quote([MarkdownBlock])
    case list(MarkdownList)
    case table(MarkdownTable)
    case rule
    /// HTML and anything else unknown: its literal source lines, dim.
    case literal([StyledText])

    /// The first direction any paragraph inside has of its own (text-rendering.md §3.3).
    var firstStrongDirection: TextDirection? {
        switch self {
        case .paragraph(let lines), .heading(_, let lines), .literal(let lines):
            return lines.lazy.compactMap(\.firstStrongDirection).first
        case .code: return nil
        case .quote(let blocks): return blocks.lazy.compactMap(\.firstStrongDirection).first
        case .list(let list):
            return list.items.lazy.flatMap(\.blocks).compactMap(\.firstStrongDirection).first
        case .table(let t): return t.header.lazy.compactMap(\.firstStrongDirection).first
        case .rule: return nil
        }
    }
}

/// A list: ordered or not, its start number, tightness, and items.
struct MarkdownList: Hashable, Sendable {
    var ordered: Bool
    var start: Int
    var tight: Bool
    var items: [Item]

    struct Item: Hashable, Sendable {
        /// nil for a plain item, else whether the task box is ticked.
        var task: Bool?
        var blocks: [MarkdownBlock]
    }
}

/// A GFM table: header cells, body rows and column alignments.
struct MarkdownTable: Hashable, Sendable {
    enum Alignment: Hashable, Sendable { case none, left, center, right }
    var header: [StyledText]
    var rows: [[StyledText]]
    var alignments: [Alignment]
}

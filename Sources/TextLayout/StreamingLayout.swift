/// Incremental layout of an answer while it streams (text-rendering.md §3.8): only the last
/// top-level block is re-parsed and re-laid-out; earlier blocks are final and their rows kept.
///
/// Callers coalesce chunks (at most one `append` per frame) and call `finish()` when the stream
/// ends, which parses the whole message once more to settle constructs that reach backwards.
public struct StreamingLayout: Sendable {
    public let width: Int
    public let direction: TextDirection
    public let settings: LayoutSettings

    /// The whole message so far, raw UTF-8 as received.
    private var bytes: [UInt8] = []
    /// Byte offset of the line on which the last top-level block began.
    private var stableOffset = 0
    /// Rows of the final blocks, blank separators included.
    private var finalRows: [LayoutRow] = []
    /// Rows of the last, still growing block.
    private var tailRows: [LayoutRow] = []
    /// The tail's blocks and their rows, reused when a block has not changed.
    private var tailBlocks: [(MarkdownBlock, [LayoutRow])] = []
    /// End of the complete lines already used to decide which blocks are final.
    private var completeParsed = 0
    /// How many times blocks were laid out: lets tests check that only the tail is redone.
    public private(set) var blockLayouts = 0
    /// Bytes handed to the Markdown parser: lets tests check that final blocks are never parsed
    /// again (the streaming side of text-rendering.md §10 cache a: their rows are kept, so their blocks need not be).
    public private(set) var parsedBytes = 0

    public init(width: Int, direction: TextDirection, settings: LayoutSettings = .default) {
        self.width = max(1, width)
        self.direction = direction
        self.settings = settings
    }

    /// The rows of the message as it stands.
    public var rows: [LayoutRow] {
        if finalRows.isEmpty { return tailRows }
        if tailRows.isEmpty { return finalRows }
        return finalRows + [.blank(width)] + tailRows
    }

    /// The message text received so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Adds a chunk (any split of the UTF-8 stream, even inside a character) and re-lays-out
    /// the last block.
    public mutating func append(_ chunk: some Collection<UInt8>) {
        bytes.append(contentsOf: chunk)
        relayoutTail()
    }

    public mutating func append(_ chunk: String) { append(Array(chunk.utf8)) }

    /// The stream ended: parse and lay out the whole message once more.
    public mutating func finish() {
        stableOffset = 0
        completeParsed = 0
        tailBlocks = []
        finalRows = []
        tailRows = MarkdownLayout.rows(markdown: text, width: width, baseDirection: direction, settings: settings)
        blockLayouts += 1
        parsedBytes += bytes.count
    }

    /// Finality is decided on complete lines only: a partial last line (a lone `|` under a
    /// table, the start of a setext underline) could otherwise split the block before it.
    private mutating func relayoutTail() {
        let parser = MarkdownParser(uiDirection: direction, settings: settings)
        var ctx = MarkdownLayout.Context(ui: direction, settings: settings)
        let complete = (bytes.lastIndex { $0 == 0x0A || $0 == 0x0D }).map { $0 + 1 } ?? 0
        if complete > completeParsed && complete > stableOffset {
            completeParsed = complete
            parsedBytes += complete - stableOffset
            let blocks = parser.parse(String(decoding: bytes[stableOffset..<complete], as: UTF8.self))
            if blocks.count > 1, let last = blocks.last {
                for b in blocks.dropLast() {
                    if !finalRows.isEmpty { finalRows.append(.blank(width)) }
                    finalRows += ctx.rows(b.block, width: width, enclosing: direction)
                    blockLayouts += 1
                }
                stableOffset += Self.offset(ofLine: last.startLine, in: bytes[stableOffset...])
            }
        }
        // The tail is usually one block; when a partial line starts another, the complete one
        // before it is unchanged and its rows are reused.
        parsedBytes += bytes.count - stableOffset
        let tail = parser.parse(String(decoding: bytes[stableOffset...], as: UTF8.self)).map(\.block)
        var laidOut: [(MarkdownBlock, [LayoutRow])] = []
        tailRows = []
        for (i, block) in tail.enumerated() {
            let rows: [LayoutRow]
            if i < tailBlocks.count, tailBlocks[i].0 == block {
                rows = tailBlocks[i].1
            } else {
                rows = ctx.rows(block, width: width, enclosing: direction)
                blockLayouts += 1
            }
            if i > 0 { tailRows.append(.blank(width)) }
            tailRows += rows
            laidOut.append((block, rows))
        }
        tailBlocks = laidOut
    }

    /// Byte offset of 1-based `line` in `text`, counting LF, CR and CR LF as line ends as
    /// cmark-gfm does.
    static func offset(ofLine line: Int, in text: ArraySlice<UInt8>) -> Int {
        var current = 1
        var i = text.startIndex
        while current < line && i < text.endIndex {
            let b = text[i]
            i += 1
            if b == 0x0A { current += 1 }
            if b == 0x0D {
                if i < text.endIndex && text[i] == 0x0A { i += 1 }
                current += 1
            }
        }
        return i - text.startIndex
    }
}

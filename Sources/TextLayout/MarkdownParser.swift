import CCmarkGFM
import Foundation

/// Parses a message with cmark-gfm and its GFM extensions into styled blocks
/// (text-rendering.md §3.1–§3.2).
struct MarkdownParser {
    /// The UI direction: it only picks the label of images.
    var uiDirection: TextDirection
    var settings: LayoutSettings
    /// User messages: a typed newline is a line break.
    var hardBreaks = false

    private static let registered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// cmark-gfm 0.29 is not safe for concurrent parses: `cmark_parser_finish` adds the
    /// extensions' special characters to a process-wide table and removes them again, so a parse
    /// on another thread can miss `~~` or autolinks (seen as a flaky snapshot). Parsing is
    /// serialised; walking the finished tree is not.
    private static let cmarkLock = NSLock()

    /// Parses `markdown` (sanitised by stage A here) into top-level blocks, each with the
    /// 1-based line of the text on which it starts.
    func parse(_ markdown: String) -> [(block: MarkdownBlock, startLine: Int)] {
        _ = Self.registered
        var text = Sanitizer.sanitize(markdown)
        // No CMARK_OPT_VALIDATE_UTF8: a Swift string is valid UTF-8 already, so cmark's check
        // would copy every line unchanged.
        var options = CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE
        if hardBreaks { options |= CMARK_OPT_HARDBREAKS }
        Self.cmarkLock.lock()
        guard let parser = cmark_parser_new(options) else { Self.cmarkLock.unlock(); return [] }
        for name in ["table", "strikethrough", "autolink", "tasklist"] {
            if let ext = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, ext) }
        }
        text.withUTF8 { buf in
            buf.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buf.count) {
                cmark_parser_feed(parser, $0, buf.count)
            }
        }
        let finished = cmark_parser_finish(parser)
        cmark_parser_free(parser)
        Self.cmarkLock.unlock()
        guard let doc = finished else { return [] }
        defer { cmark_node_free(doc) }
        var out: [(MarkdownBlock, Int)] = []
        for child in children(doc) {
            if let b = block(child, depth: 0) { out.append((b, Int(cmark_node_get_start_line(child)))) }
        }
        return out.map { (block: $0.0, startLine: $0.1) }
    }

    private func children(_ node: OpaquePointer) -> CmarkChildren { CmarkChildren(node) }

    private func typeString(_ node: OpaquePointer) -> String {
        cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
    }

    private func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    private func block(_ node: OpaquePointer, depth: Int) -> MarkdownBlock? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH:
            return .paragraph(inlines(node, base: .plain))
        case CMARK_NODE_HEADING:
            let level = Int(cmark_node_get_heading_level(node))
            return .heading(level: level, inlines(node, base: MarkdownStyles.heading(level)))
        case CMARK_NODE_CODE_BLOCK:
            let info = cmark_node_get_fence_info(node).map { String(cString: $0) }?
                .split(separator: " ").first.map(String.init)
            var body = literal(node)
            if body.hasSuffix("\n") { body.removeLast() }
            // Stage B in code too: U+2028 and U+2029 end a line like LF.
            let lines = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\u{2028}" || $0 == "\u{2029}" })
                .map { codeLine(String($0)) }
            return .code(info: info, lines: lines)
        case CMARK_NODE_BLOCK_QUOTE:
            return .quote(children(node).compactMap { block($0, depth: depth) })
        case CMARK_NODE_LIST:
            let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            let items = children(node).map { item -> MarkdownList.Item in
                let task: Bool? = typeString(item) == "tasklist"
                    ? cmark_gfm_extensions_get_tasklist_item_checked(item) : nil
                return MarkdownList.Item(task: task, blocks: children(item).compactMap { block($0, depth: depth + 1) })
            }
            return .list(MarkdownList(ordered: ordered, start: Int(cmark_node_get_list_start(node)),
                                      tight: cmark_node_get_list_tight(node) != 0, items: items))
        case CMARK_NODE_THEMATIC_BREAK:
            return .rule
        case CMARK_NODE_HTML_BLOCK:
            var body = literal(node)
            if body.hasSuffix("\n") { body.removeLast() }
            return .literal(body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { StyledText(Sanitizer.prose(String($0)), style: MarkdownStyles.dim) })
        default:
            if typeString(node) == "table" { return table(node) }
            return nil
        }
    }

    private func table(_ node: OpaquePointer) -> MarkdownBlock {
        let columns = Int(cmark_gfm_extensions_get_table_columns(node))
        var alignments: [MarkdownTable.Alignment] = []
        if let raw = cmark_gfm_extensions_get_table_alignments(node) {
            for i in 0..<columns {
                switch raw[i] {
                case UInt8(ascii: "l"): alignments.append(.left)
                case UInt8(ascii: "c"): alignments.append(.center)
                case UInt8(ascii: "r"): alignments.append(.right)
                default: alignments.append(.none)
                }
            }
        }
        var header: [StyledText] = []
        var rows: [[StyledText]] = []
        for row in children(node) {
            let isHeader = cmark_gfm_extensions_get_table_row_is_header(row) != 0
            var cells = children(row).map { cell in
                inlines(cell, base: isHeader ? MarkdownStyles.tableHeader : .plain)
                    .reduce(into: StyledText()) { acc, line in
                        if !acc.isEmpty { acc.append(" ", style: .plain) }
                        acc.append(line)
                    }
            }
            while cells.count < columns { cells.append(StyledText()) }
            if isHeader { header = cells } else { rows.append(cells) }
        }
        while alignments.count < columns { alignments.append(.none) }
        return .table(MarkdownTable(header: header, rows: rows, alignments: alignments))
    }

    /// One code line: tabs to the next multiple of `tab_width` cells, bidi controls shown as
    /// U+FFFD in the warning style (text-rendering.md §2 stage B, "Trojan Source"), wrapped in nothing: code
    /// paragraphs are forced LTR.
    private func codeLine(_ line: String) -> StyledText {
        var out = StyledText()
        // Code-styled code points are collected and appended in runs: one palette lookup each.
        var run: [Unicode.Scalar] = []
        func flush() {
            if !run.isEmpty { out.append(contentsOf: run, style: MarkdownStyles.code) }
            run.removeAll(keepingCapacity: true)
        }
        var column = 0
        for ch in Sanitizer.sanitize(line) {
            if ch == "\u{AD}" { continue }  // stage B: soft hyphens go
            if ch == "\t" {
                let n = settings.tabWidth - column % settings.tabWidth
                run.append(contentsOf: repeatElement(" ", count: n))
                column += n
                continue
            }
            if let s = ch.unicodeScalars.first, ch.unicodeScalars.count == 1, Sanitizer.isBidiControl(s) {
                flush()
                out.append("\u{FFFD}", style: MarkdownStyles.warning)
                column += 1
                continue
            }
            for s in ch.unicodeScalars { run.append(Sanitizer.isBidiControl(s) ? "\u{FFFD}" : s) }
            column += max(0, DisplayWidth.of(ch))
        }
        flush()
        return out
    }

    // MARK: Inlines

    /// The lines (bidi paragraphs) of an inline container.
    private func inlines(_ node: OpaquePointer, base: Style) -> [StyledText] {
        var first = StyledText()
        // A one-line source has at most as many code points as bytes: reserving them up front
        // saves the text growing (and being copied) a dozen times.
        if cmark_node_get_start_line(node) == cmark_node_get_end_line(node) {
            first.reserveCapacity(max(0, Int(cmark_node_get_end_column(node) - cmark_node_get_start_column(node)) + 1))
        }
        var lines: [StyledText] = [first]
        inline(children: node, style: base, into: &lines)
        var result = lines.map { isolatePhones($0).trimmed() }
        // A paragraph takes its direction from its text before the app isolated URLs, code and
        // addresses in it: P2 skips only the text's own isolates, so a paragraph that is a URL
        // alone is left to right in an Arabic answer too.
        if result.count == 1 { result[0].directionHint = StyledText.firstStrong(plainText(node).unicodeScalars) }
        return result
    }

    private func inline(children node: OpaquePointer, style: Style, into lines: inout [StyledText]) {
        for child in children(node) { inline(child, style: style, into: &lines) }
    }

    private func inline(_ node: OpaquePointer, style: Style, into lines: inout [StyledText]) {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT:
            appendProse(CmarkLiteral(cmark_node_get_literal(node)), style: style, into: &lines)
        case CMARK_NODE_SOFTBREAK:
            // CMARK_OPT_HARDBREAKS only changes cmark's own renderers: the tree keeps soft
            // breaks, so the option is applied here.
            if hardBreaks { lines.append(StyledText()) } else { lines[lines.count - 1].append(" ", style: style) }
        case CMARK_NODE_LINEBREAK:
            lines.append(StyledText())
        case CMARK_NODE_CODE:
            appendIsolated(CmarkLiteral(cmark_node_get_literal(node)), style: MarkdownStyles.code, into: &lines)
        case CMARK_NODE_EMPH:
            inline(children: node, style: style.with(.italic), into: &lines)
        case CMARK_NODE_STRONG:
            inline(children: node, style: style.with(.bold), into: &lines)
        case CMARK_NODE_LINK:
            link(node, style: style, into: &lines)
        case CMARK_NODE_IMAGE:
            let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            let alt = plainText(node)
            let label = uiDirection == .rtl ? "[صورة: \(alt)]" : "[image: \(alt)]"
            let linked = MarkdownStyles.link(style, target: settings.hyperlinks ? Isolation.linkTarget(url) : nil)
            appendProse(label.unicodeScalars, style: linked, into: &lines)
        case CMARK_NODE_HTML_INLINE:
            appendProse(CmarkLiteral(cmark_node_get_literal(node)), style: MarkdownStyles.dim, into: &lines)
        default:
            if typeString(node) == "strikethrough" {
                var inner: [StyledText] = [StyledText()]
                inline(children: node, style: style.with(.dim), into: &inner)
                for (k, line) in inner.enumerated() {
                    let struck = strike(line)
                    if k == 0 { lines[lines.count - 1].append(struck) } else { lines.append(struck) }
                }
            } else {
                appendProse(CmarkLiteral(cmark_node_get_literal(node)), style: MarkdownStyles.dim, into: &lines)
            }
        }
    }

    private func link(_ node: OpaquePointer, style: Style, into lines: inout [StyledText]) {
        let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
        let text = plainText(node)
        let target = Isolation.linkTarget(url)
        let linked = MarkdownStyles.link(style, target: settings.hyperlinks ? target : nil)
        // A URL or address shown as text is isolated so it stays one LTR run (text-rendering.md §3.6).
        // (cmark-gfm's autolinks give `www.` links an `http://` target and addresses `mailto:`.)
        let shownAsURL = text == url || "mailto:" + text == url || "http://" + text == url
        if shownAsURL {
            appendIsolated(text.unicodeScalars, style: linked, into: &lines)
        } else {
            var inner: [StyledText] = [StyledText()]
            inline(children: node, style: linked, into: &inner)
            for (k, line) in inner.enumerated() {
                if k == 0 { lines[lines.count - 1].append(line) } else { lines.append(line) }
            }
            if !settings.hyperlinks && !url.isEmpty {
                lines[lines.count - 1].append(" (", style: style)
                appendIsolated(url.unicodeScalars, style: MarkdownStyles.link(style, target: nil), into: &lines)
                lines[lines.count - 1].append(")", style: style)
            }
        }
    }

    /// Text of a node's descendants, without styling (link text, image alt text).
    private func plainText(_ node: OpaquePointer) -> String {
        var out = ""
        for c in children(node) {
            switch cmark_node_get_type(c) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE: out += literal(c)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: out += " "
            default: out += plainText(c)
            }
        }
        return out
    }

    /// Prose after stage B: TAB is a space, soft hyphens go, U+2028/U+2029 are hard breaks.
    private func appendProse(_ text: some Sequence<Unicode.Scalar>, style: Style, into lines: inout [StyledText]) {
        var scalars = text.makeIterator()
        while true {
            var atSeparator = false
            lines[lines.count - 1].append(style: style) { out in
                while let s = scalars.next() {
                    switch s.value {
                    case 0x09, 0x0A: out.append(" ")
                    case 0xAD: continue
                    case 0x2028, 0x2029:
                        atSeparator = true
                        return
                    default: out.append(s)
                    }
                }
            }
            guard atSeparator else { return }
            lines.append(StyledText())
        }
    }

    /// LRI + text + PDI, with bidi controls inside shown as U+FFFD in the warning style.
    private func appendIsolated(_ text: some Sequence<Unicode.Scalar>, style: Style, into lines: inout [StyledText]) {
        // Appended in runs of one style, as appendProse does.
        var run: [Unicode.Scalar] = [Isolation.lri]
        for s in text {
            if Sanitizer.isBidiControl(s) {
                lines[lines.count - 1].append(contentsOf: run, style: style)
                run.removeAll(keepingCapacity: true)
                lines[lines.count - 1].append("\u{FFFD}", style: MarkdownStyles.warning)
            } else if s.value == 0x09 || s.value == 0x0A || s.value == 0x2028 || s.value == 0x2029 {
                run.append(" ")
            } else {
                run.append(s)
            }
        }
        run.append(Isolation.pdi)
        lines[lines.count - 1].append(contentsOf: run, style: style)
    }

    /// U+0336 after each non-space cluster with fewer than 4 marks (ncurses has no strike-out).
    private func strike(_ text: StyledText) -> StyledText {
        guard settings.strikeOverlay else { return text }
        var out = StyledText()
        var k = 0
        for ch in text.string {
            let n = ch.unicodeScalars.count
            for j in k..<(k + n) { out.append(text.scalars[j], style: text.palette[Int(text.styleIndex[j])]) }
            let marks = ch.unicodeScalars.filter { ClusterFilter.isMark($0) }.count
            let isSpace = ch.unicodeScalars.allSatisfy { ParagraphAnalysis.isBreakingSpace($0.value) }
            let isControl = ch.unicodeScalars.allSatisfy { Sanitizer.isBidiControl($0) }
            if !isSpace && !isControl && marks < 4 && n > 0 {
                out.append("\u{0336}", style: text.palette[Int(text.styleIndex[k])])
            }
            k += n
        }
        return out
    }

    /// Wraps phone-like runs outside existing isolates in LRI…PDI (text-rendering.md §4.2).
    private func isolatePhones(_ text: StyledText) -> StyledText {
        let runs = Isolation.phoneRuns(text.scalars)
        guard !runs.isEmpty else { return text }
        // Runs inside an isolate we already inserted (code, URLs) are already LTR.
        var depth = [Int](repeating: 0, count: text.count)
        var d = 0
        for (i, s) in text.scalars.enumerated() {
            if s == Isolation.pdi { d = max(0, d - 1) }
            depth[i] = d
            if s == Isolation.lri || s == Isolation.fsi || s == "\u{2067}" { d += 1 }
        }
        var out = StyledText()
        var i = 0
        for r in runs where depth[r.lowerBound] == 0 {
            while i < r.lowerBound { out.append(text.scalars[i], style: text.palette[Int(text.styleIndex[i])]); i += 1 }
            let style = text.palette[Int(text.styleIndex[r.lowerBound])]
            out.append(Isolation.lri, style: style)
            while i < r.upperBound { out.append(text.scalars[i], style: text.palette[Int(text.styleIndex[i])]); i += 1 }
            out.append(Isolation.pdi, style: style)
        }
        while i < text.count { out.append(text.scalars[i], style: text.palette[Int(text.styleIndex[i])]); i += 1 }
        return out
    }
}

import Localization
import Presentation
import TextLayout

/// A centred confirmation (ux.md §8.3): title, sentence, buttons with the safe one first and
/// focused. Mirrored layouts put the first button on the right.
enum DialogView {
    static func render(_ dialog: DialogState, layout: ScreenLayout, localizer: Localizer, into p: inout Painter) {
        // The export dialog's path needs room more than a sentence does; the buttons get the
        // width they need ("[ Take it along ]" was cut), and where the screen is narrower than
        // that they take more than one row.
        let labels = dialog.choices.map { "[ " + localizer(DialogState.labelKey($0)) + " ]" }
        let buttonsWidth = labels.reduce(1) { $0 + LineShaper.width(of: $1) + 2 } - 2  // 1: the focus mark
        let width = min(max(dialog.export == nil ? 52 : 64, buttonsWidth + 4), layout.width - 4)
        let inner = width - 4
        let text = dialog.messageCount.map { localizer.plural(dialog.messageKey, count: $0) } ?? localizer(dialog.messageKey)
        var message = ParagraphLayout.lines(text, width: inner, base: .weak(p.mirrored ? .rtl : .ltr))
        // Quoted content (a conversation's title) sits above the sentence at the UI's leading
        // edge, whatever its script, on one line.
        if let quoted = dialog.quoted {
            let cells = LineShaper.visualCells(localizer("dialog.deleteConversation.quoted", quoted), maxWidth: inner)
            let w = cells.reduce(0) { $0 + Int($1.width) }
            message.insert(LaidOutLine(cells: cells, clusterIndex: [], width: w, direction: p.mirrored ? .rtl : .ltr), at: 0)
        }
        // A line under the sentence: a note, or a link (always left to right, placed at the
        // UI's leading edge, and wrapped rather than cut so it can be read whole).
        let detail: [LaidOutLine]
        switch dialog.detail {
        case .note(let key)?:
            detail = ParagraphLayout.lines(localizer(key), width: inner, base: .weak(p.mirrored ? .rtl : .ltr),
                                           style: Style(foreground: .dim))
        case .link(let url)?:
            detail = ParagraphLayout.lines(url, width: inner, base: .forced(.ltr),
                                           style: Style(foreground: .gold, attributes: .underline, link: url)).map {
                LaidOutLine(cells: $0.cells, clusterIndex: [], width: $0.width, direction: p.mirrored ? .rtl : .ltr)
            }
        case .path(let path)?:
            detail = ParagraphLayout.lines(path, width: inner, base: .forced(.ltr), style: Style(foreground: .gold)).map {
                LaidOutLine(cells: $0.cells, clusterIndex: [], width: $0.width, direction: p.mirrored ? .rtl : .ltr)
            }
        case .folder(let folder)?:
            // Isolated: a left-to-right path inside the sentence of either language.
            detail = ParagraphLayout.lines(localizer("dialog.export.folder", FilePath.isolated(folder)), width: inner,
                                           base: .weak(p.mirrored ? .rtl : .ltr), style: Style(foreground: .dim))
        case .error(let key)?:
            detail = ParagraphLayout.lines("! " + localizer(key), width: inner, base: .weak(p.mirrored ? .rtl : .ltr),
                                           style: Style(foreground: .error))
        case nil:
            detail = []
        }
        // The export dialog's path field, on its own row under the sentence.
        let fieldRows = dialog.export == nil ? 0 : 2
        // A checkbox ("Also delete this account's conversations…") gets its own rows.
        let checkbox = dialog.checkboxKey.map {
            ParagraphLayout.lines(CheckboxLabel.text(dialog.isChecked, localizer($0), rightToLeft: p.mirrored), width: inner,
                                  base: .weak(p.mirrored ? .rtl : .ltr))
        } ?? []
        let extra = detail.isEmpty ? 0 : detail.count + 1
        let buttonRows = Self.buttonRows(labels, width: inner)
        let height = 5 + buttonRows.count + message.count + fieldRows + extra + (checkbox.isEmpty ? 0 : checkbox.count + 1)
        let x = (layout.width - width) / 2
        let y = max(0, (layout.height - height) / 2)
        let box = Rect(x: x, y: y, width: width, height: height)
        p.fill(box, style: .plain)
        BoxView.draw(box, style: .bold, into: &p)
        p.textCentered(" " + localizer(dialog.titleKey) + " ", x: x, spanWidth: width, y: y, style: .bold)
        for (i, line) in message.enumerated() {
            let cells = line.aligned(to: inner)
            p.cells(cells, physicalX: p.physical(Rect(x: x + 2, y: 0, width: inner, height: 1)).x, y: y + 2 + i)
        }
        if let export = dialog.export {
            TextFieldView.draw(export.path, focused: export.fieldFocused, isPath: true, x: x + 2, y: y + 3 + message.count,
                               width: inner, into: &p)
        }
        for (i, line) in detail.enumerated() {
            let cells = line.aligned(to: inner)
            p.cells(cells, physicalX: p.physical(Rect(x: x + 2, y: 0, width: inner, height: 1)).x,
                    y: y + 3 + message.count + fieldRows + i)
        }
        for (i, line) in checkbox.enumerated() {
            let cy = y + 3 + message.count + fieldRows + extra + i
            let r = p.physical(Rect(x: x + 2, y: cy, width: inner, height: 1))
            p.cells(line.aligned(to: inner), physicalX: r.x, y: cy)
            p.hitPhysical(r, .dialogToggleCheckbox)
        }
        // One blank row above the buttons and one below them (ux.md §1.5).
        let firstRow = y + height - 2 - buttonRows.count
        var bx = x + 2
        var by = firstRow
        for (i, choice) in dialog.choices.enumerated() {
            if let row = buttonRows.firstIndex(where: { $0.contains(i) }), firstRow + row != by {
                by = firstRow + row
                bx = x + 2
            }
            // While the path field has the caret, no button is focused.
            let focused = i == dialog.focused && dialog.export?.fieldFocused != true
            let label = labels[i]
            var style: Style = DialogState.isDestructive(choice) ? Style(foreground: .error) : .plain
            if focused { style = style.with(.reverse) }
            // The focus mark is a glyph of its own so that it mirrors (◀) in Arabic.
            let start = bx
            if focused {
                p.glyph("▶", x: bx, y: by, style: style)
                bx += 1
            }
            let w = p.text(label, x: bx, y: by, maxWidth: x + width - 2 - bx, style: style)
            p.hit(Rect(x: start, y: by, width: w + bx - start, height: 1), .dialogChoose(i))
            bx += w + 2
        }
    }

    /// The buttons' indices row by row: as many on a row as fit in `width` with the focus mark.
    static func buttonRows(_ labels: [String], width: Int) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var used = 1
        for (i, label) in labels.enumerated() {
            let w = LineShaper.width(of: label)
            if !rows[rows.count - 1].isEmpty && used + 2 + w > width {
                rows.append([])
                used = 1
            }
            used += (rows[rows.count - 1].isEmpty ? 0 : 2) + w
            rows[rows.count - 1].append(i)
        }
        return rows
    }
}

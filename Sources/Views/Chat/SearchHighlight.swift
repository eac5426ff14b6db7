import Domain
import TextLayout

/// Reverse video on the words a History search matched, in rows as drawn (ux.md §4.4). Rows
/// are visual: a right-to-left word's cells run backwards and are shaped, so each word is read
/// back in logical order before it is compared, and compared normalised (presentation forms,
/// harakat and letter variants do not matter, as in the search itself).
enum SearchHighlight {
    static func apply(_ query: SearchQuery, to row: [Cell]) -> [Cell] {
        var out = row
        var i = 0
        while i < row.count {
            guard isWordCell(row[i]) else {
                i += 1
                continue
            }
            var j = i
            while j < row.count && isWordCell(row[j]) { j += 1 }
            let cells = row[i..<j]
            let rightToLeft = cells.contains { c in c.text.unicodeScalars.contains(where: isRightToLeft) }
            let visual = cells.map(\.text)
            let word = (rightToLeft ? visual.reversed() : visual).joined()
            if query.matches(word: word) {
                for k in i..<j { out[k].style = out[k].style.with(.reverse) }
            }
            i = j
        }
        return out
    }

    /// A letter, a digit or a mark, or the second half of a wide character.
    static func isWordCell(_ c: Cell) -> Bool {
        if c.isContinuation { return true }
        guard let first = c.text.first else { return false }
        return first.isLetter || first.isNumber
    }

    static func isRightToLeft(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
    }
}

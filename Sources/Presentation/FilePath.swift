/// File paths shown to the user (toasts, the export dialog's field). A path is never mirrored
/// (ux.md §1.2), and two things go wrong with an Arabic title inside one,
/// "ShamelaGPT - <Arabic title> - 2026-11-22.md", when it is left to the bidi algorithm alone:
/// the digits after the Arabic letters become Arabic numbers (rule W2), and the separators
/// between them join the right-to-left run, so the date shows as "22-11-2026" before the title.
/// A left-to-right mark after an Arabic run that a separator follows ends the run there; an
/// isolate keeps the whole path left to right inside a sentence.
public enum FilePath {
    static let lrm: Character = "\u{200E}"

    /// `path` pinned and in a left-to-right isolate, for a sentence.
    public static func isolated(_ path: String) -> String { "\u{2066}" + pinned(path).text + "\u{2069}" }

    /// `path` with a left-to-right mark after each right-to-left run whose next non-space
    /// character separates parts of a name (`-`, `–`, `_`, `.`, `/`, `\`, brackets); a number
    /// that follows an Arabic word directly stays with it. `marksBefore` lists, in order, the
    /// character offsets of `path` a mark was inserted before (to map a caret).
    public static func pinned(_ path: String) -> (text: String, marksBefore: [Int]) {
        let chars = Array(path)
        var out = ""
        var marks: [Int] = []
        var inRun = false
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if isRightToLeft(c) {
                inRun = true
            } else if inRun && !c.isWhitespace && !isMark(c) {
                inRun = false
                // The run ended at the last right-to-left character before any spaces.
                var end = i
                while end > 0 && chars[end - 1].isWhitespace { end -= 1 }
                if separators.contains(c) {
                    out.removeLast(i - end)
                    out.append(lrm)
                    marks.append(end)
                    out += String(chars[end..<i])
                }
            }
            out.append(c)
            i += 1
        }
        return (out, marks)
    }

    static let separators: Set<Character> = ["-", "–", "—", "_", ".", "/", "\\", "(", ")", "[", "]"]

    /// Hebrew, Arabic, Syriac, Thaana, NKo… and their presentation forms.
    static func isRightToLeft(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v)
            || (0x10800...0x10FFF).contains(v) || (0x1E800...0x1EFFF).contains(v)
    }

    /// Combining marks continue a run (harakat are in the Arabic block already).
    static func isMark(_ c: Character) -> Bool {
        c.unicodeScalars.first?.properties.generalCategory == .nonspacingMark
    }
}

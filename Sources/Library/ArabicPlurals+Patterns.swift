/// The singulars a broken plural may have by its pattern, for a plural the hand list
/// (`ArabicPlurals.pairs`) lacks: «السكاكين» occurs nowhere, «سكينا» does (12:31), and a
/// question naming something no passage has abstains. Generated forms never reach the other
/// number, and the ISRI root of a فعاليل plural is not its singular's («سكاكين» → سكك,
/// «سكين» → سكن). Several candidates per pattern, since the pattern does not say which
/// singular the plural is of (عصافير ← عصفور, سلاطين ← سلطان, مساكين ← مسكين); they are
/// searched only when the word itself occurs nowhere (`Concept.alternate`), so a wrong one
/// costs a search, and the passages must still have one of them.
extension ArabicPlurals {
    /// The candidate singulars of `base` (normalised, without the article), or none when it
    /// has no plural pattern this knows.
    /// Four-letter patterns (فعول، فعال: قلوب، رجال) are left out: most such words are
    /// singulars themselves («القهوة» is no plural of «قهه»).
    static func singulars(of base: String) -> [String] {
        let w = Array(base)
        guard w.count >= 5, w.allSatisfy({ $0.unicodeScalars.allSatisfy { (0x0621...0x064A).contains($0.value) } }) else {
            return []
        }
        func s(_ letters: Character...) -> String { String(letters) }
        var out: [String] = []
        switch w.count {
        case 6 where w[2] == "ا" && w[4] == "ي":
            // فعاليل: عصافير، سلاطين، مساكين، سكاكين، دنانير.
            let (c1, c2, c3, c4) = (w[0], w[1], w[3], w[5])
            out = [s(c1, c2, c3, "و", c4), s(c1, c2, c3, "ا", c4), s(c1, c2, c3, "ي", c4)]
            if c2 == c3 { out += [s(c1, c2, "ي", c4), s(c1, "ي", c3, "ا", c4)] }
        case 5 where w[0] == "ا" && w[3] == "ا":
            // أفعال: أولاد، أبواب، أسنان.
            let (c1, c2, c3) = (w[1], w[2], w[4])
            out = [s(c1, c2, c3)]
            if c2 == "و" || c2 == "ي" { out.append(s(c1, "ا", c3)) }
            if c2 == c3 { out.append(s(c1, c2)) }
        case 5 where w[3] == "ا" && w[4] == "ء":
            // فعلاء: فقراء، علماء.
            out = [s(w[0], w[1], "ي", w[2]), s(w[0], "ا", w[1], w[2])]
        case 5 where w[0] == "ا" && w[4] == "ه":
            // أفعلة: أطعمة، أرغفة.
            out = [s(w[1], w[2], "ا", w[3]), s(w[1], w[2], "ي", w[3])]
        case 5 where w[2] == "ا" && !"اوي".contains(w[3]) && !"اويهء".contains(w[4]):
            // مفاعل، فعالل، فواعل: مساجد، دراهم، مقابر، حواجب. Not one ending in ه, which is
            // far more often a pronoun («لحاله», by itself).
            out = [s(w[0], w[1], w[3], w[4]), s(w[0], w[1], w[3], w[4], "ه")]
            if w[1] == "و" { out += [s(w[0], "ا", w[3], w[4]), s(w[0], "ا", w[3], w[4], "ه")] }
        default:
            break
        }
        return out.filter { $0 != base }
    }
}

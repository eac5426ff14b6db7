/// The root of a normalised Arabic word, guessed without a dictionary: the ISRI algorithm
/// (Taghva, Elkhoury and Coombs, 2005) adapted to the library's normalisation (ة is ه, ى is ي,
/// hamza on alif is alif). A question says «يوصي» where 5:106 says «الوصية», «شهود» where
/// 24:4 says «شهداء», «حضرت» where it says «حضر»: the generated forms and the light stem keep
/// such words apart, which is right for a topic (الغيبة is not الغيب) and wrong for the
/// asker's other words, which the texts say in another form of the same root as often as not.
/// The root therefore counts only at a discount, and only for a word the glossary does not know
/// (`Scorer.rootCredit`). It is a guess: weak and hamzated roots come out in several shapes,
/// and unrelated words share a root; the discount is for that.
/// No Swift or C library for Arabic roots is kept up (DECISIONS, 2026-11-28).
public enum ArabicRoot {
    /// The root of `token` (normalised), or nil when it is not an Arabic word of three letters
    /// or more. A weak middle letter is written و and a weak last letter ي, so «قال», «يقول»
    /// and «القول» meet, and so do «يوصي», «أوصى» and «الوصية».
    public static func of(_ token: String) -> String? {
        var w = Array(token.unicodeScalars)
        guard w.count >= 3, w.allSatisfy({ (0x0621...0x064A).contains($0.value) }) else { return nil }
        // Spoken Arabic's ب, ه or ح before a verb's present prefix («بيلهث», «هيعمل»).
        if w.count >= 5, "بهح".unicodeScalars.contains(w[0]), "يتن".unicodeScalars.contains(w[1]) { w.removeFirst() }
        // A pronoun after the ت of a noun in construct or of a verb's person («وصيته», «صبرت»):
        // what is left ends as the word does alone.
        for e in ["تهما", "تهم", "تها", "ته", "تكم", "تك", "تنا", "تي"] {
            let e = Array(e.unicodeScalars)
            if w.count - e.count >= 3, w.suffix(e.count).elementsEqual(e) {
                w.removeLast(e.count)
                w.append("ه")
                break
            }
        }
        w = prefixes32(w)
        w = presentPluralObject(w)
        // A present verb's plural ending («تاكلوا»): no noun of فاعل ends so (`hamzaFirst`).
        let pluralVerb = w.count >= 5 && w.suffix(2).elementsEqual("وا".unicodeScalars)
        w = suffixes32(w)
        if w.count == 4, let root = hamzaFirst(w, pluralVerb: pluralVerb) { return root }
        if w.count >= 4, w[0] == "و", w[1] == "و" { w.removeFirst() }
        switch w.count {
        case 4: w = four(w)
        case 5: w = endFive(five(w))
        case 6: w = endSix(six(w))
        case 7:
            w = suffix1(w)
            if w.count == 7 { w = prefix1(w) }
            if w.count == 6 { w = endSix(six(w)) }
        default: break
        }
        guard w.count >= 3 else { return nil }
        if w.count == 3 {
            if isWeak(w[2]) { w[2] = "ي" }
            if isWeak(w[1]) { w[1] = "و" }
        }
        return String(String.UnicodeScalarView(w))
    }

    typealias Letters = [Unicode.Scalar]

    static func isWeak(_ s: Unicode.Scalar) -> Bool { s == "ا" || s == "و" || s == "ي" }
    static func any(_ s: Unicode.Scalar, _ of: String) -> Bool { of.unicodeScalars.contains(s) }
    static func scalars(_ s: [String]) -> [Letters] { s.map { Array($0.unicodeScalars) } }

    static let p3 = scalars(["فبال", "وبال", "كال", "بال", "ولل", "وال", "فال"])
    static let p2 = scalars(["ال", "لل"])
    static let s3 = scalars(["تمل", "همل", "تان", "تين", "كمل", "هما", "كما"])
    static let s2 = scalars(["ون", "ات", "ان", "ين", "تن", "كم", "هن", "نا", "يا", "ها", "تم", "كن", "ني", "وا", "ما", "هم"])

    static func prefixes32(_ w: Letters) -> Letters {
        if w.count >= 6 {
            for p in p3 where w.starts(with: p) && w.count - p.count >= 3 { return Array(w.dropFirst(p.count)) }
        }
        if w.count >= 5 {
            for p in p2 where w.starts(with: p) { return Array(w.dropFirst(2)) }
        }
        return w
    }

    static func suffixes32(_ w: Letters) -> Letters {
        if w.count >= 6 {
            for s in s3 where w.suffix(3).elementsEqual(s) { return Array(w.dropLast(3)) }
        }
        if w.count >= 5 {
            for s in s2 where w.suffix(2).elementsEqual(s) { return Array(w.dropLast(2)) }
        }
        return w
    }

    /// A present verb's plural with an object pronoun («يخدعوك», «تقتلوهم»): both endings go, as
    /// «وك» is no ending of the ISRI lists and «يخدعو» read as a root of four. Only after the
    /// present's prefix: «مكروه» is a مفعول.
    static func presentPluralObject(_ w: Letters) -> Letters {
        // The ending's و stands two, three or four letters from the end.
        guard w.count >= 6, any(w[0], "يتن"),
              (2...4).contains(where: { w.count >= $0 + 4 && w[w.count - $0] == "و" }) else { return w }
        for e in objectEndings where w.count - e.count >= 4 && w.suffix(e.count).elementsEqual(e) {
            return Array(w.dropLast(e.count))
        }
        return w
    }

    static let objectEndings = scalars(["وهما", "وهم", "وها", "وكم", "وني", "ونا", "وك", "وه"])

    static func suffix1(_ w: Letters) -> Letters {
        guard let last = w.last, any(last, "هيكتان") else { return w }
        return Array(w.dropLast())
    }

    static func prefix1(_ w: Letters) -> Letters {
        guard let first = w.first, any(first, "لبفسويتنا") else { return w }
        return Array(w.dropFirst())
    }

    /// The present of a verb whose root begins with a hamza, written ا once normalised: «ياكل»,
    /// «تاخذوا» are أكل, أخذ, not the فاعل shape ي/ت + ا + two letters that `four` reads. With
    /// ي that shape is nearly always the verb (a فاعل in ي, «يابس», is rare); with ت or ن it is
    /// as often a فاعل («تاجر», «ناصر»), so only a plural verb's ending decides.
    static func hamzaFirst(_ w: Letters, pluralVerb: Bool) -> String? {
        guard w[1] == "ا", w[0] == "ي" || pluralVerb && any(w[0], "تن"), !isWeak(w[2]), !isWeak(w[3]) else { return nil }
        return String(String.UnicodeScalarView(["ا", w[2], w[3]]))
    }

    /// فعلة, مفعل, فاعل, a present verb, فعال/فعول/فعيل; else a one-letter affix.
    static func four(_ w: Letters) -> Letters {
        if w[3] == "ه" { return Array(w.prefix(3)) }
        if w[0] == "م" { return Array(w.dropFirst()) }
        if w[1] == "ا" { return [w[0], w[2], w[3]] }
        if any(w[0], "يتنا") { return Array(w.dropFirst()) }
        if any(w[2], "اوي") { return [w[0], w[1], w[3]] }
        let s = suffix1(w)
        return s.count == 4 ? prefix1(s) : s
    }

    /// The five-letter patterns of a three-letter root (افتعل, مفعول, فعيلة, مفعلة, …).
    static func five(_ w: Letters) -> Letters {
        if any(w[2], "ات"), w[0] == "ا" { return [w[1], w[3], w[4]] }
        if any(w[3], "ايو"), w[0] == "م" { return [w[1], w[2], w[4]] }
        if w[2] == "ي", w[4] == "ه" { return [w[0], w[1], w[3]] }
        if any(w[0], "اتم"), w[4] == "ه" { return [w[1], w[2], w[3]] }
        if any(w[0], "ميت"), w[2] == "ت" { return [w[1], w[3], w[4]] }
        if any(w[0], "مت"), w[2] == "ا" { return [w[1], w[3], w[4]] }
        if any(w[2], "او"), w[4] == "ه" { return [w[0], w[1], w[3]] }
        if any(w[0], "ام"), w[1] == "ن" { return Array(w.dropFirst(2)) }
        if w[3] == "ا", w[0] == "ا" { return [w[1], w[2], w[4]] }
        if w[4] == "ن", w[3] == "ا" { return Array(w.prefix(3)) }
        if w[3] == "ي", w[0] == "ت" { return [w[1], w[2], w[4]] }
        if w[3] == "و", w[1] == "ا" { return [w[0], w[2], w[4]] }
        if w[2] == "ا", w[1] == "و" { return [w[0], w[3], w[4]] }
        if w[3] == "ئ", w[2] == "ا" { return [w[0], w[1], w[4]] }
        if w[4] == "ه", w[1] == "ا" { return [w[0], w[2], w[3]] }
        if w[4] == "ي", w[2] == "ا" { return [w[0], w[1], w[3]] }
        // فعلاء, a broken plural («شهداء», «علماء»).
        if w[3] == "ا", w[4] == "ء" { return Array(w.prefix(3)) }
        let s = suffix1(w)
        return s.count == 5 ? prefix1(s) : s
    }

    /// A five-letter word of a four-letter root, or four letters left to read again.
    static func endFive(_ w: Letters) -> Letters {
        if w.count == 4 { return four(w) }
        guard w.count == 5 else { return w }
        if any(w[0], "اتم") { return Array(w.dropFirst()) }
        if w[4] == "ه" { return Array(w.prefix(4)) }
        if w[2] == "ا" { return [w[0], w[1], w[3], w[4]] }
        return w
    }

    /// استفعل, مستفعل, مفعالة, افتعال, افعوعل, تفاعيل.
    static func six(_ w: Letters) -> Letters {
        if w.starts(with: ["ا", "س", "ت"]) || w.starts(with: ["م", "س", "ت"]) { return Array(w.dropFirst(3)) }
        if w[0] == "م", w[3] == "ا", w[5] == "ه" { return [w[1], w[2], w[4]] }
        if w[0] == "ا", w[2] == "ت", w[4] == "ا" { return [w[1], w[3], w[5]] }
        if w[0] == "ا", w[3] == "و", w[2] == w[4] { return [w[1], w[4], w[5]] }
        if w[0] == "ت", w[2] == "ا", w[4] == "ي" { return [w[1], w[3], w[5]] }
        let s = suffix1(w)
        return s.count == 6 ? prefix1(s) : s
    }

    static func endSix(_ w: Letters) -> Letters {
        if w.count == 5 { return endFive(five(w)) }
        guard w.count == 6 else { return w }
        if w[0] == "ا", w[4] == "ا" { return [w[1], w[2], w[3], w[5]] }
        if w.starts(with: ["م", "ت"]) { return Array(w.dropFirst(2)) }
        return w
    }
}

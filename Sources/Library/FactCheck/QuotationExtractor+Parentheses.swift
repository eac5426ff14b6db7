import Domain

/// Arabic quotations set in parentheses: «قال تعالى: (وقل رب زدني علما)». Parentheses also hold
/// a message's asides, which are no quotation: a reference («(البقرة: 255)», «(رواه البخاري)»),
/// a eulogy («(صلى الله عليه وسلم)»), an explanation («(أي الصبر)»).
extension QuotationExtractor {
    static func parenthesizedQuotations(_ text: String) -> [Quotation] {
        delimited(in: text, pairs: [("(", ")")]).filter { $0.language == "ar" && !isAside($0.text) }
    }

    /// Words that open an aside in parentheses, not a quotation: a source, a grading, "that
    /// is", "see".
    static let asideOpenings: Set<String> = ["رواه", "اخرجه", "اخرجاه", "متفق", "سوره", "الايه", "صحيح", "حديث",
                                             "اسناده", "حسن", "صححه", "انظر", "اي", "يعني", "المصدر", "تفسير"]

    /// The eulogies a name is followed by, in parentheses or not.
    static let eulogies = ["صلي الله عليه وسلم", "عليه الصلاه والسلام", "رضي الله عنهما", "رضي الله عنها",
                           "رضي الله عنهم", "رضي الله عنه", "عليه السلام", "عليهم السلام", "عز وجل",
                           "سبحانه وتعالي", "جل جلاله", "رحمه الله", "رحمهم الله"]

    /// Whether the words in parentheses are an aside: a number in them (an aya's, a page's), an
    /// aside's opening word, or nothing but eulogies.
    static func isAside(_ text: String) -> Bool {
        if text.contains(where: \.isNumber) { return true }
        let folded = ArabicNormalizer.tokens(text).joined(separator: " ")
        if let first = folded.split(separator: " ").first, asideOpenings.contains(String(first)) { return true }
        var rest = folded
        for e in eulogies { rest = rest.replacingOccurrences(of: e, with: " ") }
        return rest.split(separator: " ").count <= 1
    }
}

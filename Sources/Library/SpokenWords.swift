import Domain

/// Words of spoken Arabic for things the texts name with other words: «الستات» for «النساء»,
/// «الراجل» for «الرجل», «فلوس» and «مصاري» for «المال», Egyptian «اتجوز» for «تزوج». Unlike
/// the filler words (`QuestionFrame.spokenFiller`) they are the question's topic, in the
/// asker's words; the texts have none of them, so «مين الستات اللي ما ينفعش الراجل يتجوزهم؟»
/// found nothing of 4:23. Searched beside the word's own forms: where the texts have the
/// spoken word at all it is another word («ستات», sixes; «فليتجوز», let him shorten the prayer).
enum SpokenWords {
    /// Spoken word (normalised, without the article) → the texts' words for it.
    static let inTexts: [String: [String]] = {
        let pairs: [(String, [String])] = [
            ("ستات", ["نساء"]), ("الستات", ["نساء"]), ("ست", ["امرأة"]), ("نسوان", ["نساء"]),
            ("راجل", ["رجل"]), ("رجاله", ["رجال"]), ("مرات", ["امرأة"]), ("مره", ["امرأة"]),
            ("فلوس", ["مال", "دراهم"]), ("مصاري", ["مال", "دراهم"]), ("مصريات", ["مال"]),
            ("دكتور", ["طبيب"]), ("زعلان", ["غضبان"]), ("زعل", ["غضب"]), ("بوسه", ["قبله"]),
            ("يبوس", ["يقبل"]), ("باس", ["قبل"]), ("شغاله", ["خادم"]), ("خدامه", ["خادم"]),
            ("عيال", ["أولاد", "صبيان"]), ("ولاد", ["أولاد"]), ("بزر", ["صبي"]),
            ("قعده", ["الجلوس"]), ("قعدة", ["الجلوس"]), ("شارع", ["طريق", "الطرقات"]), ("شوارع", ["الطرقات"]),
        ]
        var out: [String: [String]] = [:]
        for (spoken, texts) in pairs { out[ArabicNormalizer.normalize(spoken)] = texts.map(ArabicNormalizer.normalize) }
        return out
    }()

    /// The texts' words for `token` (normalised), as typed or without its article, and the
    /// Egyptian verb «اتجوز» (to marry) read as the texts' «تزوج»: «يتجوزهم» → «يتزوجهم». Not
    /// «جواز», which is also the standard word for "permissibility".
    static func texts(for token: String) -> [String] {
        var out = inTexts[token] ?? inTexts[ArabicForms.base(token)] ?? []
        if token.contains("تجوز") { out.append(token.replacingOccurrences(of: "تجوز", with: "تزوج")) }
        return out
    }
}

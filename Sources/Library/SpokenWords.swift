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
            // Not «ست», «مره», «مرات», «باس»: also six, once, times, and «لا بأس».
            ("ستات", ["نساء"]), ("نسوان", ["نساء"]), ("راجل", ["رجل"]), ("رجاله", ["رجال"]),
            ("فلوس", ["مال", "دراهم"]), ("مصاري", ["مال", "دراهم"]), ("مصريات", ["مال"]),
            // His money as the Maghreb and the Levant say it («فلوسو»), mine and yours.
            ("فلوسو", ["ماله"]), ("فلوسه", ["ماله"]), ("فلوسي", ["مالي"]), ("فلوسك", ["مالك"]),
            ("مصاريه", ["ماله"]), ("مصاريي", ["مالي"]),
            ("دكتور", ["طبيب"]), ("زعلان", ["غضبان"]), ("زعل", ["غضب"]), ("بوسه", ["قبله"]),
            ("يبوس", ["يقبل"]), ("شغاله", ["خادم"]), ("خدامه", ["خادم"]),
            ("عيال", ["أولاد", "صبيان"]), ("ولاد", ["أولاد"]),
            // Egyptian «بق» (mouth; «بقّ», bedbugs, is in no passage), «ريحة» (smell).
            ("بق", ["فم"]), ("ريحه", ["ريح"]), ("قدام", ["امام"]),
            ("قعده", ["الجلوس"]), ("قعدة", ["الجلوس"]), ("شارع", ["طريق", "الطرقات"]), ("شوارع", ["الطرقات"]),
            // Spoken «عزم» is to invite (the texts' «عزم» is to resolve, so not the bare verb):
            // «انعزمت» (I was invited) is the texts' «دعي», «عزومه» their «وليمه».
            ("انعزمت", ["دعي"]), ("انعزم", ["دعي"]), ("معزوم", ["دعي"]), ("عزمني", ["دعاني"]),
            ("عزومه", ["وليمه", "دعوه"]),
            // Egyptian «عيّط» is to weep, the texts' «بكى» («العياط على الميت»: weeping for the dead).
            ("عياط", ["بكاء", "البكاء"]), ("عيط", ["بكي"]), ("عيطت", ["بكيت", "بكي"]), ("يعيط", ["يبكي"]),
            ("بيعيط", ["يبكي"]), ("بتعيط", ["تبكي"]), ("عيطنا", ["بكينا"]),
            // The hand is «إيد» in most dialects, the texts' «يد» («ايدين ضيوفه»: his guests'
            // hands). «أيدي» (hands) is the texts' own word, so not that.
            ("ايد", ["يد"]), ("ايدين", ["يدين", "ايدي", "ايديهم"]), ("ايده", ["يده"]), ("ايدو", ["يده"]),
            ("ايديه", ["يديه"]), ("ايدها", ["يدها"]), ("ايدك", ["يدك"]), ("ايديا", ["يدي"]),
            ("صباع", ["اصبع"]), ("صباعه", ["اصبعه"]), ("صوابع", ["اصابع"]), ("صوابعه", ["اصابعه"]),
            // «شاف» is to see, the texts' «رأى» (not «شايف», "I think", a filler word).
            ("شاف", ["راي"]), ("شافت", ["رات"]), ("شفت", ["رايت"]), ("شافه", ["راه"]), ("شافها", ["راها"]),
            ("شافوا", ["راوا"]), ("شافوه", ["راوه"]), ("يشوف", ["يري"]), ("بيشوف", ["يري"]), ("تشوف", ["تري"]),
            // Egyptian «اتوفى» (died) and «ساب» (left behind).
            ("اتوفي", ["توفي", "مات"]), ("اتوفت", ["توفيت", "ماتت"]), ("اتوفوا", ["توفوا", "ماتوا"]),
            ("سابت", ["تركت"]), ("سابه", ["تركه"]), ("سابها", ["تركها"]), ("سابهم", ["تركهم"]), ("سابوا", ["تركوا"]),
            ("يسيب", ["يترك"]), ("بيسيب", ["يترك"]), ("سابني", ["تركني"]),
            // Family: my brother, my father, his wife, her husband, my children. Not «ست»,
            // «جدي» or «بنت», which the texts use in other senses or as they are.
            ("اخويا", ["اخي"]), ("ابويا", ["ابي"]), ("لابويا", ["لابي", "ابي"]), ("مراته", ["امراته", "زوجته"]),
            ("مرته", ["امراته", "زوجته"]), ("مرتي", ["امراتي", "زوجتي"]), ("مراتي", ["امراتي", "زوجتي"]),
            ("جوزي", ["زوجي"]), ("جوزها", ["زوجها"]), ("جوزك", ["زوجك"]), ("ولادي", ["اولادي"]), ("ولاده", ["اولاده"]),
            ("دوا", ["دواء"]),
        ]
        var out: [String: [String]] = [:]
        for (spoken, texts) in pairs { out[ArabicNormalizer.normalize(spoken)] = texts.map(ArabicNormalizer.normalize) }
        return out
    }()

    /// The texts' words for `token` (normalised), as typed or without its article, and the
    /// Egyptian verb «اتجوز» (to marry) read as the texts' «تزوج»: «يتجوزهم» → «يتزوجهم». Not
    /// «جواز», which is also the standard word for "permissibility".
    static func texts(for token: String) -> [String] {
        // After «و» or «ف» too («وسابت بنت»: and she left a daughter), the texts' words with it.
        let joined = ["و", "ف"].lazy.compactMap { j -> [String]? in
            guard token.hasPrefix(j), token.count >= 4, let words = inTexts[String(token.dropFirst())] else { return nil }
            return words.map { j + $0 }
        }.first
        var out = inTexts[token] ?? inTexts[ArabicForms.base(token)] ?? joined ?? []
        // «تجوز» itself is "it is permitted" («هل تجوز الصلاة …»): only with the spoken verb's
        // prefix before it («يتجوز», «اتجوز», «هتتجوز»).
        if token.contains("تجوز"), !token.hasPrefix("تجوز") { out.append(token.replacingOccurrences(of: "تجوز", with: "تزوج")) }
        return out
    }
}

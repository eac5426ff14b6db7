import Domain

/// Family words the texts say otherwise. A mother and a father asked about with the article
/// («ما مكانة الأم؟», «حق الأب على ابنه») are named in the texts with a pronoun: «أمك ثم أمك»,
/// «أبوك», «بر والدته»; a wife with «امرأة» and wives with «أزواج» and «نساء». The word as typed
/// is in a handful of passages (and «الأم» once normalised is also «آلام», pains), so these are
/// searched beside it. Not «أمه» or «أبي»: also the nation or a slave woman (أمة), and "he
/// refused" or the kunya «أبي بكر»; nor «أمهات», whose singular read back is «أم», "or".
enum KinshipWords {
    static let inTexts: [String: [String]] = {
        let pairs: [(String, [String])] = [
            ("الأم", ["أمك", "أمي", "أمها", "أمهم", "والدتي", "والدتك", "والدته"]),
            ("الأب", ["أبوك", "أبيك", "أباك", "أبوه", "أبيه", "أباه", "والدي", "والده", "الوالد"]),
            // A man's wives are «أزواجه» and «نساؤه» in the texts, his wife «امرأته»: «زوجاته» is
            // in no passage and «زوجته» in one («كيف كان النبي يعامل زوجاته؟» found nothing).
            ("زوجاته", ["أزواجه", "نساءه", "نسائه"]), ("زوجات", ["أزواج", "نساء"]),
            ("زوجاتهم", ["أزواجهم", "نساءهم", "نسائهم"]), ("زوجاتكم", ["أزواجكم", "نساءكم", "نسائكم"]),
            ("زوجته", ["امرأته"]), ("زوجتي", ["امرأتي"]), ("زوجتك", ["امرأتك"]),
            // Spoken: «مراتي», «مرتي» (my wife), «جوزي» (my husband), «أبوي» (my father).
            ("مراتي", ["امرأتي", "امرأته"]), ("مرتي", ["امرأتي", "امرأته"]), ("جوزي", ["زوجي", "زوجها"]),
            ("أبوي", ["والدي", "أبوك", "أبيك", "أباك"]),
            // Egyptian «أخويا» (my brother), also after «ل» («لأخويا»).
            ("أخويا", ["أخي", "أخاك", "أخيك", "أخوك"]), ("لأخويا", ["لأخي", "لأخيك", "لأخيه"]),
        ]
        var out: [String: [String]] = [:]
        for (asked, texts) in pairs { out[ArabicNormalizer.normalize(asked)] = texts.map(ArabicNormalizer.normalize) }
        return out
    }()

    /// The texts' words for `token` (normalised), after «و», «ب», «ل» or «ف» before the
    /// article too («وللأم», «بالأب»).
    static func texts(for token: String) -> [String] {
        inTexts[ArabicForms.lookupKey(token)] ?? []
    }

    /// Those words after each proclitic that takes no article, and nothing else: their pronoun
    /// is the point, and without it «أبوك» is «أبو», the first word of every kunya.
    static func forms(for token: String) -> Set<String> {
        let proclitics = ArabicForms.prefixes.filter { !$0.contains("ال") }
        return Set(texts(for: token).flatMap { w in proclitics.map { $0 + w } })
    }
}

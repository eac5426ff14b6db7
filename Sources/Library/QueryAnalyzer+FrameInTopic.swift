extension QueryAnalyzer {
    /// Whether the frame word at `i` is a word of the topic instead.
    ///
    /// A frame word after the topic has begun, and bound to the word after it, is part of the
    /// topic: «ما حكم منع فضل الماء؟» asks about withholding surplus water. After «ما» it asks
    /// again («… وما المقصود بالقروء؟»). Not before a small word («ليها فضل ولا لأ؟»: a virtue
    /// is asked of).
    ///
    /// «محرم» after «بدون», «ذي», «مع» is the mahram a woman travels with, not "forbidden":
    /// «هل تسافر المرأة بدون محرم؟» lost its topic's one word that says it. After «شهر» or a
    /// word of fasting it is the month: «صيام محرم» was read as "forbidden fasts".
    static func frameWordInTopic(_ i: Int, _ words: [(token: String, typed: String, taMarbuta: Bool)],
                                 topicBegun: Bool) -> Bool {
        let t = words[i].token
        guard QuestionFrame.arabic[t] != nil, i > 0 else { return false }
        let before = words[i - 1].token
        if t == "محرم", Self.beforeMahram.contains(before) || Self.beforeMuharram.contains(before) { return true }
        return topicBegun && i + 1 < words.count && !["ما", "وما", "فما"].contains(before)
            && !QuestionFrame.arabicFiller.contains(words[i + 1].token) && !Self.stopwords.contains(words[i + 1].token)
    }

    /// Words after which «محرم» is a person: without, with, "possessor of" (ذو/ذي محرم).
    static let beforeMahram: Set<String> = ["بدون", "بلا", "دون", "غير", "مع", "ذي", "ذو", "ومعها", "معها", "ومع"]

    /// Words after which «محرم» is the month of Muharram.
    static let beforeMuharram: Set<String> = ["شهر", "صيام", "صوم", "اصوم", "نصوم", "يصوم", "تصوم"]
}

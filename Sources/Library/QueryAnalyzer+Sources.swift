extension QueryAnalyzer {
    /// «في السنة», «في القرآن والسنة»: the Sunnah named as where to look, as "in the Qur'an"
    /// is, not as the topic («السنة» is also a year, and the word is in 295 passages).
    static func namesSunnah(_ i: Int, _ words: [(token: String, typed: String, taMarbuta: Bool)]) -> Bool {
        guard ["السنه", "والسنه"].contains(words[i].token), i > 0 else { return false }
        let before = words[i - 1].token
        return before == "في" || quranWordsArabic.contains(before)
    }

    /// "is there anything in bukhari or muslim about …", "from sahih al-bukhari": the book named
    /// as where to look, not a topic (nor the imam, whose life the texts do not tell: "when
    /// did imam al-bukhari die?" still names him).
    static func namesCollection(_ i: Int, _ latin: [String]) -> Bool {
        guard ["bukhari", "bukhary", "bukhaari"].map(Glossary.loose).contains(latin[i]) else { return false }
        var j = i - 1
        if j >= 0, latin[j] == "al" { j -= 1 }
        if j >= 0, latin[j] == Glossary.loose("sahih") { return true }
        return j >= 0 && ["in", "from", "by", "or", "and"].contains(latin[j])
            || i + 2 < latin.count && ["or", "and"].contains(latin[i + 1]) && latin[i + 2] == "muslim"
    }

    /// "… christians or jews at work", "at school": where the asker is, not what is asked
    /// about (work is earning by one's hands in the glossary).
    static func isSetting(_ i: Int, _ latin: [String]) -> Bool {
        i > 0 && latin[i - 1] == "at" && ["work", "school", "office", "job", "college", "uni", "university"].contains(latin[i])
    }
}

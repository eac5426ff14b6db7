extension QueryAnalyzer {
    /// «في السنة», «في القرآن والسنة»: the Sunnah named as where to look, as "in the Qur'an"
    /// is, not as the topic («السنة» is also a year, and the word is in 295 passages).
    static func namesSunnah(_ i: Int, _ words: [(token: String, typed: String, taMarbuta: Bool)]) -> Bool {
        guard ["السنه", "والسنه"].contains(words[i].token), i > 0 else { return false }
        let before = words[i - 1].token
        return before == "في" || quranWordsArabic.contains(before)
    }
}

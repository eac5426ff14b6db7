/// Arabic construct phrases (iḍāfa) in a question. «صلاة الاستخارة» asks about istikhara, a kind
/// of prayer: the definite word after an indefinite noun names what is asked about, where a
/// definite word after a definite one is its adjective («الساعة الصغرى»). Read as a qualifier,
/// the rarest and most specific word of «كيف أصلي صلاة الاستخارة؟» weighed less than «صلاة»,
/// and passages that merely say «يصلي» outranked the istikhara hadith.
extension QueryAnalyzer {
    static let definite = ["ال", "لل"]

    /// Whether the word at `i` is definite and stands in construct after a content word that is not.
    static func specifiesTopic(_ i: Int, _ words: [(token: String, typed: String, taMarbuta: Bool)]) -> Bool {
        guard i > 0, definite.contains(where: { words[i].token.hasPrefix($0) }) else { return false }
        let head = words[i - 1].token
        let headIsDefinite = ["ال", "وال", "فال", "بال", "كال", "لل"].contains { head.hasPrefix($0) }
        // A verb's object is not a construct: «يستحب الإسراع» asks whether hurrying is
        // recommended, and «الإسراع» is as much the topic as the funeral after it. An imperfect
        // verb's ي is the commonest sign of one (nouns in ي of four letters are few: يمين، يتيم).
        let verb = head.hasPrefix("ي") && head.count >= 4
        // Nor a place or time word's («قدام الواحد», in front of one): a preposition, not a topic.
        return !headIsDefinite && !verb && head.count >= 3 && QuestionFrame.arabic[head] == nil && !placeWords.contains(head)
            && !QuestionFrame.arabicFiller.contains(head) && !stopwords.contains(head)
    }

    static let placeWords: Set<String> = ["قدام", "امام", "خلف", "وراء", "فوق", "تحت", "جنب", "جانب", "بين", "عند", "قبل",
                                          "بعد", "حول", "داخل", "خارج", "وسط", "ضد"]
}

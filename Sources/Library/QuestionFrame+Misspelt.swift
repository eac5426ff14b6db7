extension QuestionFrame {
    /// The frame or filler word a misspelt word was meant as ("permissable" → permissible,
    /// "perfom" → perform), one edit away, for a word of six letters or more. Asked only of a
    /// word the dictionary does not know: the dictionary's own correction looks among the texts'
    /// words, where these are not, so "Is it permissable …?" named «permissable» as a topic
    /// the texts lack.
    static func meantFrameWord(_ word: String) -> String? {
        guard word.count >= EnglishLexicon.correctableLength, word.allSatisfy({ $0.isASCII && $0.isLetter }),
              english[word] == nil, !englishFiller.contains(word) else { return nil }
        return OneEdit.first(from: word) { english[$0] != nil || englishFiller.contains($0) }
    }
}

extension FactChecker {
    /// How far before the quoted words the passage may name the Prophet for a name the sender
    /// put inside them to be his: «أن رسول الله ﷺ كان يخطب» names him six words before «كان».
    static let wordsBeforeAddedName = 8

    /// The Prophet's name put into a narrator's words is no change to them: «كان النبي يخطب
    /// قائما ثم يجلس» quotes «أن رسول الله ﷺ كان يخطب قائما ثم يجلس» (Muslim 1996), the sender
    /// naming him where the narrator had named him just before. Only a hadith whose words just
    /// before the quoted ones name him, and only the name (`leftOutNames`) between words in
    /// place; a name he does not have there («قال الله» made «قال النبي») stays a change.
    static func withNameAdded(_ a: WordAlignment, quote: [QuoteToken], text: QuotationCorpus.Text) -> WordAlignment {
        let from = max(0, a.start - wordsBeforeAddedName)
        let named = (from..<a.start).contains { p in leftOutNames.contains { name in
            p + name.count <= a.start && (0..<name.count).allSatisfy { text.loose(p + $0) == name[$0] }
        } }
        guard named else { return a }
        let kept = withoutRuns(a.steps, of: { if case .added(let q) = $0 { q } else { nil } }) { run in
            leftOutNames.contains(run.map { quote[$0].loose })
        }
        var out = a
        out.steps = kept.steps
        out.cost -= Float(kept.dropped)
        return out
    }
}

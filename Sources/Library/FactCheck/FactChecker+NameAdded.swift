extension FactChecker {
    /// How far before the quoted words the passage may name the Prophet for a name the sender
    /// put inside them to be his: «أن رسول الله ﷺ كان يخطب» names him five words before «كان».
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
        var out = a
        var steps: [WordAlignment.Step] = []
        var i = 0
        while i < a.steps.count {
            guard case .added = a.steps[i], i > 0, case .same = a.steps[i - 1] else {
                steps.append(a.steps[i])
                i += 1
                continue
            }
            var run: [Int] = []
            var j = i
            while j < a.steps.count, case .added(let q) = a.steps[j] {
                run.append(q)
                j += 1
            }
            let followed = j < a.steps.count && { if case .same = a.steps[j] { true } else { false } }()
            if followed, leftOutNames.contains(run.map { quote[$0].loose }) {
                out.cost -= Float(run.count)
            } else {
                steps.append(contentsOf: a.steps[i..<j])
            }
            i = j
        }
        out.steps = steps
        return out
    }
}

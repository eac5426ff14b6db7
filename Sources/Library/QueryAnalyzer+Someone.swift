extension QueryAnalyzer {
    /// Where spoken Arabic's «حد» (someone, from «أحد») stands: after «لما», «لو», «أي», «كل»,
    /// «مع» («لما حد عندنا يتعب», «لو حد شتمني», «أي حد»), before «عندنا», «منكم», «فينا», and
    /// after «ما» or «هل» before a verb («ما حد يعرف», «هل حد بيعرف»). Before a definite word it
    /// is the texts' «حد», the fixed punishment («ما حد السرقة؟»), and a topic.
    static let someoneBefore: Set<String> = ["لما", "لو", "اذا", "اي", "كل", "مع", "ولا", "لان", "لمن"]
    static let someoneBeforeVerb: Set<String> = ["ما", "هل", "يعني"]
    static let someoneAfter: Set<String> = ["عندنا", "عندكم", "عنده", "عندها", "منا", "منكم", "منهم", "فينا", "فيكم",
                                            "فيهم"]

    /// Whether the word at `i` is spoken Arabic's «حد», someone.
    static func isSpokenSomeone(_ i: Int, _ words: [(token: String, typed: String, taMarbuta: Bool)]) -> Bool {
        guard words[i].token == "حد" else { return false }
        let next = i + 1 < words.count ? words[i + 1].token : ""
        if someoneAfter.contains(next) { return true }
        guard i > 0, !next.hasPrefix("ال") else { return false }
        let before = words[i - 1].token
        let verb = next.count >= 3 && ["ي", "ب", "ت", "ن"].contains(where: { next.hasPrefix($0) })
        return someoneBefore.contains(before) || someoneBeforeVerb.contains(before) && verb
    }
}

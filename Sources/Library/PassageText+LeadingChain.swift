extension PassageText {
    /// Where a chain of narrators that the index left at the head of a hadith's matn ends: the
    /// word after the last link's name, or 0 when the matn does not open with a link. About one
    /// hadith in sixteen keeps its chain so, when no verb of saying follows its last link
    /// («وحدثناه محمد بن رافع حدثنا اسحاق يعني ابن عيسى اخبرنا مالك عن زيد بن اسلم في هذا
    /// الاسناد بمثله …», «… عن نافع عن ابن عمر رضي الله عنهما رخص النبي …»). The scorer reads
    /// no concept there: «محمد» and «عيسى» in it are narrators, not the Prophet and Jesus.
    static func leadingChainEnd(_ words: [Substring]) -> Int {
        // A second chain may open with «قال ح» before its link («قال ح وحدثني …»).
        guard let first = words.prefix(3).firstIndex(where: { isLink(bareWord(String($0))) }),
              words[..<first].allSatisfy({ ["قال", "ح"].contains(bareWord(String($0))) }) else { return 0 }
        let bare = words.prefix(60).map { bareWord(String($0)) }
        let run = chainRun(bare.indices.filter { isLink(bare[$0]) }, in: bare)
        guard let last = run.last else { return 0 }
        return afterName(last + 1, in: bare)
    }

    /// Kinship words inside a narrator's name, and what joins one narrator to another.
    static let nameJoiners: Set<String> = ["بن", "ابن", "بنت", "ابي", "ابو", "ام", "يعني", "وابو", "وابي"]

    /// The index after the name that starts at `i`: its first word (with the next when it is a
    /// kinship word: «ابن عمر», «أبي هريرة»), then each kinship word with the word after it, then
    /// the companion's blessing.
    static func afterName(_ i: Int, in bare: [String]) -> Int {
        guard i < bare.count else { return bare.count }
        var j = nameJoiners.contains(bare[i]) ? i + 2 : i + 1
        while j < bare.count {
            if nameJoiners.contains(bare[j]) { j += 2 } else if blessing.contains(bare[j]) { j += 1 } else { break }
        }
        return min(j, bare.count)
    }
}

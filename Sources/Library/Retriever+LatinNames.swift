extension Retriever {
    /// Gives a name typed in Latin letters the Arabic spelling the texts use (`LatinNames`):
    /// of the spellings found, the fullest, and of those the most used. After a kunya or nasab
    /// word («أبو طلحة») the two words must stand together in a passage. Unchanged when no
    /// spelling is found: the name stays one the texts do not have.
    func spellLatinName(_ c: inout Concept) throws {
        guard var name = c.latinName, c.forms.isEmpty, c.phrases.isEmpty else { return }
        // A word the dictionary lacks that the Qur'an's English translation uses is English
        // ("aloud"), not an Arabic term typed in Latin letters ("talbina").
        if !c.isName, translation?.value?.mentions(c.label) ?? false { return }
        if let words = LatinNames.compounds[name.lowercased()] {
            c.phrases = ["", "و", "ف", "ل", "ب"].map { [$0 + words[0]] + words.dropFirst() }
            c.arabicText = words.joined(separator: " ")
            return
        }
        let article = name.hasPrefix("al-")
        if article { name.removeFirst(3) }
        // «لأبي طلحة», «وأبو طلحة»: the kunya word takes the proclitics any word does.
        let kin = c.kinship.flatMap { k in ["", "و", "ف", "ل", "ب"].map { $0 + k } }
        var best: (spelling: String, length: Int, documents: Int)?
        for spelling in LatinNames.spellings(name) {
            if let b = best, spelling.count < b.length { break }
            // A name the texts write only with the article («الماحي», «الحاشر» for "al-Mahi",
            // "al-Hashir"), when the asker typed it after "al-".
            // A term that is no name («التلبينة» for "talbina") is written with the article too.
            let withArticle = article || !c.isName
            guard let d = index.documents(containing: spelling)
                    ?? (withArticle ? index.documents(containing: "ال" + spelling) : nil), d > 0 else { continue }
            var documents = d
            // After a kunya or nasab word, the name as the asker wrote it: «ابن الزبير».
            let named = article && !c.kinship.isEmpty ? "ال" + spelling : spelling
            if !c.kinship.isEmpty {
                var together = Concept(label: c.label, forms: [], phrases: kin.map { [$0, named] })
                documents = try prune(&together)
                guard documents > 0 else { continue }
            }
            if best == nil || documents > best!.documents { best = (named, spelling.count, documents) }
        }
        guard let found = best?.spelling else { return }
        if c.kinship.isEmpty {
            c.forms = ArabicForms.forms(of: found)
        } else {
            c.phrases = kin.map { [$0, found] }
        }
        c.arabicText = (c.kinship.first.map { $0 + " " } ?? "") + found
    }
}

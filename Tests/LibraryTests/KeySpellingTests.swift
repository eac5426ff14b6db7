import Testing
@testable import Library

/// A key is found in whichever spelling of its words a question uses, when the glossary says
/// they are one word's spellings ("rakahs" for a key's "rakat"); related words and plurals are
/// not spellings.
@Suite struct KeySpellingTests {
    let glossary = Glossary.bundled

    private func keyedTerms(_ q: String) -> [String] {
        glossary.keyed(in: q).map { glossary.entries[$0.entry].terms[0] }
    }

    @Test func aKeyIsFoundInAnotherSpellingOfItsWord() {
        #expect(keyedTerms("i forgot how many rakahs i prayed what do i do").contains("the prostrations of forgetfulness"))
        #expect(keyedTerms("i forgot how many rakat i prayed").contains("the prostrations of forgetfulness"))
    }

    @Test func spellingsAreALetterOrTwoApartWithTheSameFirstLetter() {
        #expect(Glossary.spellingsAlike("rakat", "raka"))
        #expect(Glossary.spellingsAlike("neighbour", "neighbor"))
        #expect(Glossary.spellingsAlike("wudhu", "wudu"))
        // An entry's related words and paired names are not one word.
        #expect(!Glossary.spellingsAlike("mother", "father"))
        #expect(!Glossary.spellingsAlike("harut", "marut"))
        #expect(!Glossary.spellingsAlike("husband", "wife"))
        // Nor a plural: the matcher reads "orphans" as "orphan" already, and "women" is not a
        // key's "woman" ("when my aunt died, the women were screaming").
        #expect(!Glossary.spellingsAlike("orphans", "orphan"))
        #expect(!Glossary.spellingsAlike("women", "woman"))
    }

    @Test func theLastProphetIsNotTheProphetInHisLastYear() {
        #expect(keyedTerms("who is the last prophet").contains("the seal of the prophets"))
        #expect(!keyedTerms("how many times did jibril review the quran with the prophet in his last year")
            .contains("the seal of the prophets"))
    }

    @Test func spokenWordsOfTheStoryAreNotItsTopic() {
        let labels = QueryAnalyzer().analyze("ابن عمر لما النبي قاله ارفع ازارك، رفعه لحد فين؟").concepts.map(\.label)
        #expect(!labels.contains("قاله") && !labels.contains("لحد"), "\(labels)")
        #expect(!QueryAnalyzer().analyze("شو بصير بالقبر لما يجي الملكين").concepts.map(\.label).contains("يجي"))
    }
}

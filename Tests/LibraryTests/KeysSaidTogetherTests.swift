import Testing
@testable import Library

/// A well-known text whose key words one sentence says together is what is asked about, however
/// long the story around it; key words scattered or split across sentences are not.
@Suite struct KeysSaidTogetherTests {
    let analyzer = QueryAnalyzer()

    private func together(_ question: String, _ label: String) -> Bool? {
        analyzer.analyze(question).concepts.first { $0.namesText && $0.label.lowercased().contains(label) }?.saidTogether
    }

    @Test func keyWordsInOneStretchAreSaidTogether() {
        #expect(together("I got a job offer abroad and my parents say a woman can't travel alone without a mahram. Is that true?",
                         "mahram") == true)
    }

    @Test func keyWordsAcrossSentencesAreNot() {
        let q = analyzer.analyze("My cousins say I cannot inherit from him because I'm Muslim. Is that right?")
        #expect(!q.concepts.contains { $0.saidTogether && $0.label.lowercased().contains("right") })
    }

    @Test func aNameBesideAKeyStillNeedsCovering() throws {
        // The key names a text; "Ghazali" is a name no passage of it has, so the text alone
        // does not outweigh the rest of the question.
        let c = try #require(analyzer.analyze("Did Ghazali explain the hadith of the seven whom Allah will shade?")
            .concepts.first { $0.isName })
        #expect(Retriever.isHard(c))
        // "Seek knowledge even in China" is itself a saying the books do not have.
        let china = analyzer.analyze("Is the hadith 'Seek knowledge even if you have to go to China' authentic?")
        #expect(china.concepts.contains { $0.namesText && $0.knownAbsent && Retriever.isHard($0) }, "\(china.concepts.map(\.label))")
    }

    @Test func aPhraseAKeyTookAWordOfLeavesNoWordAlone() {
        // The key takes "Judgement" of "Day of Judgement": "Day" is not a name of its own.
        let q = analyzer.analyze("Will people be brought back on the Day of Judgement barefoot and without any clothes?")
        #expect(q.concepts.contains { $0.namesText && $0.label.contains("barefoot") })
        #expect(!q.concepts.contains { $0.label == "Day" })
    }

    @Test func theMercifulShownMercyIsASayingTheBooksLack() {
        // «الراحمون يرحمهم الرحمن» is in the Sunan, not in these three books; checked as "Sahih
        // Muslim", it was matched to «سبقت رحمتي غضبي».
        let q = analyzer.analyze("Those who are merciful will be shown mercy by the Most Merciful")
        #expect(q.concepts.contains { $0.namesText && $0.knownAbsent }, "\(q.concepts.map(\.label))")
        // "Whoever does not show mercy will not be shown mercy" is Bukhari's «من لا يرحم لا يرحم».
        let bukhari = analyzer.analyze("whoever does not show mercy will not be shown mercy")
        #expect(bukhari.concepts.contains { $0.phrases.contains(["من", "لا", "يرحم", "لا", "يرحم"]) && !$0.knownAbsent },
                "\(bukhari.concepts.map(\.label))")
    }
}


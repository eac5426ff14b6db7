import Testing
@testable import Library

/// A question about a topic the glossary knows the texts do not speak of is not answered with
/// passages on the rest of it: none is offered, and the topic is named as not found.
@Suite struct AbsentTopicTests {
    private static func index() throws -> LibraryIndex {
        let sayings = ["تهادوا تحابوا", "أهدى إلى زوجته هدية", "خيركم خيركم لأهله", "الهدية للزوجة", "أهدى هدية"]
        return try TinyIndex.build("absent-topic", TinyIndex.bukhari(sayings, book: 7))
    }

    @Test func aGiftOnValentinesDayIsNotAnsweredWithGifts() throws {
        let r = Retriever(index: try Self.index())
        let result = try r.answer("is it haram to give my wife a gift on valentines day?")
        #expect(result.abstained, "\(result.passages.map(\.hit.passage.key))")
        #expect(result.notFound.contains { $0.knownAbsent })
        // Without the absent topic the same words are answered.
        #expect(!(try r.answer("is it good to give my wife a gift?")).abstained)
        // Told as the story before the question, the topic does not decide it.
        #expect(!(try r.answer("My colleagues celebrate valentines day. What does Islam say about giving my wife a gift?")).abstained)
    }

    @Test func transplantsAndBlackHolesAreTopicsTheTextsLack() {
        let a = QueryAnalyzer()
        for q in ["Is giving away your kidneys for transplant after death mentioned in the Quran?",
                  "Is a hair transplant ok religiously?", "Does the Qur'an describe black holes in space?"] {
            #expect(a.analyze(q).concepts.contains { $0.knownAbsent }, "\(q)")
        }
        // "The Qur'an's account" names the Qur'an; it is no topic of its own.
        let account = a.analyze("In the Qur'an's account, what was the sky before the seven heavens?")
        #expect(account.mentionsQuran)
        #expect(!account.concepts.contains { $0.label.lowercased().hasPrefix("qur") }, "\(account.concepts.map(\.label))")
    }

    @Test func organsAreATopicTheTextsLackOnlyWhereTheyAreTransplanted() {
        let a = QueryAnalyzer()
        #expect(a.analyze("هل يجوز زرع الأعضاء؟").concepts.contains { $0.knownAbsent })
        #expect(a.analyze("ما حكم التبرع بالأعضاء؟").concepts.contains { $0.knownAbsent })
        // The limbs washed in wudu, and a donation to a mosque, are the texts' topics.
        #expect(!a.analyze("كم مرة أغسل الأعضاء في الوضوء؟").concepts.contains { $0.knownAbsent })
        #expect(!a.analyze("هل يجوز التبرع للمسجد؟").concepts.contains { $0.knownAbsent })
    }

    @Test func anEnglishAdverbTheTextsLackSaysHowNotWhat() throws {
        // The fixture corpus with a translation beside it and a dictionary that does not know
        // the word: a word none of them has is absent.
        let r = Retriever(index: try TranslationTests.library().index,
                          analyzer: QueryAnalyzer(lexicon: EnglishLexicon(entries: ["pathway": ["الصراط"]])))
        let weighted = try r.weigh(r.analyzer.analyze("Is sadaqah secretly better?").concepts)
        let adverb = try #require(weighted.first { $0.concept.label == "secretly" })
        #expect(adverb.concept.incidental, "\(weighted.map { ($0.concept.label, $0.weight) })")
        // A noun the texts lack beside the one topic is still what is asked about.
        let noun = try r.weigh(r.analyzer.analyze("Is sadaqah in cryptocurrency valid?").concepts)
        #expect(noun.first { $0.concept.label == "cryptocurrency" }?.concept.incidental == false,
                "\(noun.map { ($0.concept.label, $0.concept.incidental) })")
    }

    @Test func teaAndCoffeeAreDrinksTheTextsLack() {
        // Asked beside "the Prophet" and "drink", the two drinks weighed as qualifiers, and the
        // answer cited the Prophet drinking milk.
        let a = QueryAnalyzer()
        #expect(a.analyze("Did the Prophet drink tea or coffee?").concepts.contains { $0.knownAbsent })
        #expect(a.analyze("ما حكم شرب الشاي؟").concepts.contains { $0.knownAbsent })
        // In Egypt «القهوة» is also the café on the street, where the sitting is the question.
        #expect(!a.analyze("إحنا بنقعد كل يوم على القهوة في الشارع، هو في حاجة في السنة عن القعدة في الطريق؟")
            .concepts.contains { $0.knownAbsent })
    }
}

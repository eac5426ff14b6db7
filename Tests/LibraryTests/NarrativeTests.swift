import Foundation
import Testing
@testable import Library

/// A long question tells a story, then asks: the asking sentence's topic decides, the story's
/// words are context.
@Suite struct NarrativeTests {
    let analyzer = QueryAnalyzer()

    @Test func wordsOnlyTheStoryNamesAreNarrative() {
        let q = analyzer.analyze("Our new neighbours play loud music at night. What did the Prophet say about neighbours?")
        #expect(q.concepts.first { $0.label.lowercased().contains("music") }?.narrative == true)
        #expect(q.concepts.first { $0.label.lowercased().contains("neighbours") }?.narrative == false)
    }

    @Test func theReasonGivenAfterAskingIsStory() {
        let q = analyzer.analyze("can i pray sitting down because my knees hurt?")
        #expect(q.concepts.first { $0.label == "knees" }?.narrative == true, "\(q.concepts.map(\.label))")
        #expect(q.concepts.first { $0.label.contains("sitting") }?.narrative == false)
        #expect(!q.concepts.contains { $0.label == "down" })
        let ar = analyzer.analyze("هو ينفع اصلي الفرض وانا قاعد عشان ركبتي بتوجعني ومش قادر اقف؟")
        #expect(ar.concepts.first { $0.label == "ركبتي" }?.narrative == true)
        #expect(ar.concepts.first { $0.label == "قاعد" }?.narrative == false)
        // "because of" names the topic: "is wudu broken because of bleeding?".
        let of = analyzer.analyze("is wudu broken because of bleeding?")
        #expect(of.concepts.allSatisfy { !$0.narrative })
        // A question that is all reason keeps its words.
        #expect(analyzer.analyze("because of what?").concepts.allSatisfy { !$0.narrative })
    }

    @Test func aQuestionPointingBackAsksAboutTheSentenceBefore() {
        let q = analyzer.analyze("My uncle left me music records. My cousins say I cannot inherit from him. Is that right?")
        #expect(q.concepts.first { $0.label.lowercased().contains("inherit") }?.narrative == false)
        #expect(q.concepts.first { $0.label.lowercased().contains("music") }?.narrative == true)
        // A pronoun points back too: the horses are what the zakat is asked about.
        let horses = analyzer.analyze("I keep 2 horses for riding, not for selling. Is there any zakat due on them?")
        #expect(horses.concepts.first { $0.label.lowercased().contains("horses") }?.narrative == false)
        let iddah = analyzer.analyze("My aunt's husband just died. How long is her iddah before she is allowed to remarry?")
        #expect(iddah.concepts.first { $0.label.lowercased().contains("husband") }?.narrative == false)
    }

    @Test func withoutATopicInTheAskingSentenceTheStoryIsTheQuestion() {
        let q = analyzer.analyze("I missed the fasting of Ramadan because of music lessons. What should I do?")
        #expect(q.concepts.allSatisfy { !$0.narrative })
        let arabic = analyzer.analyze("ما حكم الوشم؟ صديقتي تريد أن تعمل وشما على يدها")
        #expect(arabic.concepts.first { $0.label == "صديقتي" }?.narrative == true)
        #expect(arabic.concepts.first { $0.label == "الوشم" }?.narrative == false)
    }

    @Test func anArabicStoryBeforeACommaAndAQuestionWordIsStory() {
        let q = analyzer.analyze("توفيت والدتي فجأة وانهرت في أول الخبر ثم صبرت، فهل ضاع أجر الصبر؟")
        #expect(q.concepts.first { $0.label == "والدتي" }?.narrative == true, "\(q.concepts.map(\.label))")
        #expect(q.concepts.first { $0.label == "الصبر" }?.narrative == false)
        // A clause pointing back at the one before, or after a condition, asks about it.
        #expect(analyzer.analyze("مسحت على الخف وانا مسافر، كم يوم يجوز امسح عليه؟").concepts.allSatisfy { !$0.narrative })
        #expect(analyzer.analyze("وإن كانت أمي غير مسلمة، هل أصلها؟").concepts.allSatisfy { !$0.narrative })
        // In English a comma sets off the topic itself.
        #expect(analyzer.analyze("the son of adam who killed his brother, how did he learn what to do with the body?")
            .concepts.allSatisfy { !$0.narrative })
    }

    @Test func aWordTheAskingSentenceSaysInThePluralIsNotOnlyTheStorys() {
        let q = analyzer.analyze("My father left a house. It is me, a daughter, and my two brothers. "
            + "How should it be split between sons and daughters?")
        #expect(q.concepts.first { $0.label.lowercased().contains("daughter") }?.narrative == false)
    }

    @Test func aFollowUpNamingTheEarlierTopicWithADemonstrativeCarriesIt() {
        let q = analyzer.analyze("Is there a special hour on that day when dua is accepted?",
                                 context: ["Do I have to take a bath before Jumu'ah prayer?"])
        #expect(q.isFragment)
        #expect(q.concepts.contains { $0.fromContext && $0.label == "Jumu'ah" })
        // "that" opening a clause points at nothing before.
        #expect(!QueryAnalyzer.refersBack(["is", "it", "true", "that", "fasting", "cures"]))
    }

    private static func index() throws -> LibraryIndex {
        let neighbour = ["من كان يؤمن بالله واليوم الآخر فليكرم جاره", "ما زال جبريل يوصيني بالجار حتى ظننت أنه سيورثه",
                         "لا يدخل الجنة من لا يأمن جاره بوائقه"].map { "قال رسول الله " + $0 }
        return try TinyIndex.build("narrative", TinyIndex.bukhari(neighbour, book: 78),
                                   others: ["ليكونن من أمتي أقوام يستحلون الحر والحرير والخمر والمعازف بالليل"]
                                       + TinyIndex.unrelated.prefix(6) + ["صلاة الليل مثنى مثنى"])
    }

    @Test func theStorysWordsWeighLessThanTheAskingSentencesTopic() throws {
        let retriever = Retriever(index: try Self.index())
        let question = "Our neighbours play music every night. What did the Prophet say about neighbours?"
        let weighted = try retriever.weigh(retriever.analyzer.analyze(question).concepts)
        let music = try #require(weighted.first { $0.concept.label == "music" }).weight
        let neighbours = try #require(weighted.first { $0.concept.label == "neighbours" }).weight
        // Rarer in these texts, music would weigh more: the story does not decide.
        #expect(music < neighbours, "\(music) \(neighbours)")
        let r = try retriever.answer(question)
        #expect(!r.abstained)
        #expect(r.passages.first?.hit.passage.key.hasPrefix("bukhari:") == true)
    }
}

import Testing
@testable import Library

/// People named in an Arabic question are one concept each, and words that are names or a
/// modern topic are not read as the texts' homographs.
@Suite struct QuestionNameTests {
    private let analyzer = QueryAnalyzer()

    @Test func aKunyaIsOneNameInItsCaseForms() throws {
        let q = analyzer.analyze("من هو الإمام أبو حنيفة؟")
        let name = try #require(q.concepts.first { $0.label == "أبو حنيفة" })
        #expect(name.isName)
        #expect(name.phrases.contains(["ابي", "حنيفه"]))
        // «بنو حنيفة», the tribe, is not the imam.
        #expect(!q.concepts.contains { $0.forms.contains("حنيفه") })
    }

    @Test func aKunyaAfterAPrepositionIsStillTheName() throws {
        // «لأبو ذر» in dialect, «لأبي ذر» in standard Arabic: «ل» before the kunya.
        for question in ["وش قال النبي لأبو ذر لما طلب الإمارة؟", "ماذا قال النبي لأبي ذر؟", "ما علاقة عمر بأبي بكر؟"] {
            let q = analyzer.analyze(question)
            let name = try #require(q.concepts.first { $0.isName }, "\(q.concepts.map(\.label))")
            #expect(name.phrases.contains(["ابا", name.phrases[0][1]]))
            #expect(!q.concepts.contains { ["لأبو", "لأبي", "بأبي", "ذر", "بكر"].contains($0.label) })
        }
    }

    @Test func theOrOfAQuestionIsNotAMothersKunya() throws {
        let q = analyzer.analyze("هل الإصابة بالعين حقيقة أم مجرد خرافة؟")
        #expect(!q.concepts.contains { $0.isName || $0.label == "أم" }, "\(q.concepts.map(\.label))")
        // «في السنة» says where to look, as «في القرآن» does.
        #expect(!q.concepts.contains { $0.label == "السنة" })
        #expect(analyzer.analyze("كم مرة يصام في السنة؟").concepts.allSatisfy { $0.label != "السنة" })
        #expect(analyzer.analyze("ما فضل السنة الراتبة؟").concepts.contains { $0.label == "السنة" })
        // Without «هل», «أم سلمة» is a name.
        #expect(analyzer.analyze("ماذا روت أم سلمة عن الصيام؟").concepts.contains { $0.label == "أم سلمة" && $0.isName })
    }

    @Test func aFrameAfterMaAsksAgain() throws {
        let q = analyzer.analyze("كم عدة المطلقة في القرآن؟ وما المقصود بالقروء؟")
        #expect(!q.concepts.contains { $0.label == "المقصود" }, "\(q.concepts.map(\.label))")
        // Bound to the topic, a frame word is the topic's («منع فضل الماء»).
        #expect(analyzer.analyze("ما حكم منع فضل الماء؟").concepts.contains { $0.label == "فضل" })
    }

    @Test func aNameWithItsFathersIsOneName() throws {
        let q = analyzer.analyze("متى توفي الإمام أحمد بن حنبل؟")
        let name = try #require(q.concepts.first { $0.label == "أحمد بن حنبل" })
        #expect(name.phrases.contains(["احمد", "بن", "حنبل"]))
        #expect(!q.concepts.contains { $0.label == "أحمد" || $0.label == "حنبل" })
        // «ابن عباس» alone: the son of ʿAbbas, written «بن» inside a longer name.
        let ibn = try #require(analyzer.analyze("ماذا قال ابن عباس عن الكوثر؟").concepts.first { $0.label == "ابن عباس" })
        #expect(ibn.phrases.contains(["بن", "عباس"]))
    }

    @Test func aNisbaIsNotItsRootsOtherWords() throws {
        let c = try #require(analyzer.analyze("من هو الإمام الشافعي؟").concepts.first { $0.label == "الشافعي" })
        #expect(c.stem == nil)
        #expect(!c.forms.contains("الشافعين"))
        #expect(!c.forms.contains("شافعين"))
    }

    @Test func insuranceIsNotSayingAmin() {
        let insurance = analyzer.analyze("ما حكم التأمين على الحياة؟").concepts
        #expect(insurance.contains { $0.knownAbsent })
        let amin = analyzer.analyze("ما حكم التأمين خلف الإمام في الصلاة؟").concepts
        #expect(!amin.contains { $0.knownAbsent })
        #expect(amin.contains { $0.gloss == "ameen" })
    }

    @Test func aProphetsNameAfterAPrepositionIsTheProphet() {
        // «لنوح» is in one passage as written; «نوح» in seventy.
        let nuh = analyzer.analyze("ماذا قال الله لنوح بعد أن استوت السفينة؟").concepts.first { $0.label == "لنوح" }
        #expect(nuh?.gloss != nil && nuh?.forms.contains("نوح") == true, "\(String(describing: nuh))")
        // Not any word: «لباس» is no «باس».
        let dress = analyzer.analyze("ما حكم لباس الشهرة؟").concepts.first { $0.label == "لباس" }
        #expect(dress?.forms.contains("باس") != true)
    }
}

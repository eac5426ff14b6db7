import Testing
@testable import Library

/// Things of modern life people ask about that the three books never mention (the stock market,
/// nail polish, credit cards, a birthday, an inhaler, a video call): the glossary knows them
/// as absent, so the answer says so instead of citing passages on a word beside them ("market",
/// "nail", «الائتمان» "being trusted", «الزوم»).
@Suite struct ModernTopicTests {
    @Test func modernThingsAreTopicsTheTextsLack() {
        let a = QueryAnalyzer()
        for q in ["Is it halal to invest in the stock market?", "Is my wudu valid if I'm wearing nail polish?",
                  "Is bitcoin halal?", "Birthday parties for kids: fine or bid'ah?", "Does an injection break the fast?",
                  "I have asthma. Does using my inhaler during the day break my fast?",
                  "Did the Prophet ever mention the pyramids of Giza?", "Is there a hadith on whether women may drive cars?",
                  "Can he lead the prayer over a video call?",
                  "هل يجوز الشراء ببطاقة الائتمان والدفع بعد شهر؟", "ايه حكم الاحتفال بعيد الام؟",
                  "هل يصح عقد الزواج اونلاين عن طريق الزوم؟", "حكم مشاهدة المسلسلات في رمضان",
                  "البنت اللي حاطة مناكير على اظافرها يصح وضوءها؟", "واش كاين شي حديث فيه دوا لمرض السكري؟",
                  "ينفع نحتفل بشم النسيم؟", "ما حكم التداول في البورصة؟"] {
            #expect(a.analyze(q).concepts.contains { $0.knownAbsent }, "\(q)")
        }
    }

    @Test func theirOrdinaryNeighboursAreNot() {
        let a = QueryAnalyzer()
        // The texts' markets, nails, trust, riding and travel supplication are their own topics:
        // a plane is ridden as a mount is, and its rider says the travel supplication.
        for q in ["What did the Prophet say about the market?", "Is it sunnah to clip the nails?",
                  "ما فضل أداء الأمانة؟", "هل ورد دعاء خاص عند ركوب الطائرة؟", "ما حكم البيع والشراء في المسجد؟",
                  "What is the ruling on seeking a cure?"] {
            #expect(!a.analyze(q).concepts.contains { $0.knownAbsent }, "\(q)")
        }
    }

    @Test func aTopicNamedByTwoWordsIsNoSaying() {
        // «بطاقة الائتمان» and «التبرع بالأعضاء» were read as sayings the books lack: "The saying
        // «بطاقة الائتمان» is not in the bundled Qur'an …".
        let sayings = QueryAnalyzer().glossary.unfoundSayings
        for q in ["ما حكم استخدام بطاقة الائتمان في الشراء؟", "ما حكم التبرع بالأعضاء؟", "هل يجوز الاحتفال بعيد الميلاد؟"] {
            #expect(sayings.said(in: QuoteWords.tokens(q)) == nil, "\(q)")
        }
        // … and its two words are one thing, named as the asker wrote it.
        let card = QueryAnalyzer().analyze("ما حكم استخدام بطاقة الائتمان في الشراء؟").concepts.filter { $0.knownAbsent && !$0.fromContext }
        #expect(card.map(\.label) == ["بطاقة الائتمان"], "\(card.map(\.label))")
        // A saying the books lack still is one.
        #expect(sayings.said(in: QuoteWords.tokens("هل حديث اعقلها وتوكل صحيح؟")) != nil)
    }

    /// 1:4 «مالك يوم الدين» beside its translation, and a dictionary that knows only "day".
    private static func retriever(nearest: [String]) throws -> Retriever {
        Retriever(index: try TranslationTests.library().index,
                  analyzer: QueryAnalyzer(lexicon: EnglishLexicon(entries: ["day": ["يوم"]])),
                  semantic: PointerByMeaningTests.FixedNearest(keys: nearest))
    }

    @Test func meaningDoesNotCoverAbsentWordsBesideADictionaryWordAlone() throws {
        // The verse is the question's nearest by meaning and has its one dictionary word: the
        // two words the texts never use were counted as covered, and an inhaler was answered
        // with «يوم نقول لجهنم هل امتلأت» (50:30) in the full library.
        let r = try Self.retriever(nearest: ["quran:1:4"])
        let result = try r.answer("Is a humidifier or a nebuliser allowed during the day?")
        #expect(!result.passages.contains { $0.hit.passage.key == "quran:1:4" && !$0.nearInMeaning.isEmpty },
                "\(result.passages.map { ($0.hit.passage.key, $0.nearInMeaning) })")
    }
}

import Testing
@testable import Library

/// Questions typed the way people speak: spoken Arabic's small words are how the question is
/// put, its future and present prefixes, its ت for ث, a verb with its object, a broken plural;
/// and a sura named as where the asked-about passage is.
@Suite struct SpokenArabicTests {
    let analyzer = QueryAnalyzer()

    @Test func egyptianWordsForMouthAndSmellAndAVirtueAskedOf() {
        let q = analyzer.analyze("وطيب ريحة بق الصايم دي ليها فضل ولا لأ؟")
        #expect(q.intent == .virtue)
        let labels = Set(q.concepts.map(\.label))
        #expect(labels.isDisjoint(with: ["ليها", "فضل"]), "\(labels)")
        #expect(q.concepts.first { $0.label == "بق" }?.forms.contains("فم") == true)
        #expect(q.concepts.first { $0.label == "ريحة" }?.forms.contains("ريح") == true)
    }

    @Test func aDefiniteFalNounIsAlsoItsPresentVerbAndAPlaceWordHeadsNoConstruct() {
        #expect(ArabicMasdar.formOneVerbs(of: "البصق") == ["يبصق", "تبصق"])
        // Bare, three letters are as often the verb itself; weak roots change shape.
        #expect(ArabicMasdar.formOneVerbs(of: "بصق").isEmpty)
        #expect(ArabicMasdar.formOneVerbs(of: "النوم").isEmpty)
        let q = analyzer.analyze("ليش ما يصح البصق قدام الواحد وهو يصلي؟")
        #expect(q.concepts.first { $0.label == "البصق" }?.alternate?.contains("يبصق") == true)
        #expect(q.concepts.first { $0.label == "الواحد" }?.specifiesTopic == false)
        #expect(q.concepts.first { $0.label == "قدام" }?.forms.contains("امام") == true)
    }

    @Test func spokenSomeoneIsNoFixedPunishment() {
        // «حد» after «لو», before «عندنا» or before a verb is someone; in «حد السرقة», the fixed
        // punishment.
        for question in ["لو حد شتمني هل أرد عليه؟", "لما حد عندنا يتعب بنقرا المعوذات", "هل حد يعرف دعاء السفر؟"] {
            let labels = analyzer.analyze(question).concepts.map(\.label)
            #expect(!labels.contains("حد"), "\(labels)")
        }
        #expect(analyzer.analyze("ما هو حد السرقة؟").concepts.contains { $0.label == "حد" })
    }

    @Test func aSpokenPresentIsAlsoSearchedAsSaidOfHim() {
        // «بنقرا» is in a passage or two as «ب» + «نقر…», so it is searched beside «يقرا».
        let q = analyzer.analyze("لما حد عندنا يتعب بنقرا المعوذات")
        #expect(q.concepts.first { $0.label == "بنقرا" }?.forms.contains("يقرا") == true)
        #expect(analyzer.analyze("انا بتصلي الضحى كل يوم").concepts.first { $0.label == "بتصلي" }?.forms.contains("يصلي") == true)
        // A noun after the preposition is not read as a verb said of him.
        #expect(analyzer.analyze("هل ذبح الأضحية بنفسه").concepts.first { $0.label == "بنفسه" }?.forms.contains("نفسه") != true)
    }

    @Test func egyptianWeepingIsTheTextsBuka() {
        let q = analyzer.analyze("هو العياط على الميت حرام؟")
        #expect(q.allForms.contains("البكاء"), "\(q.concepts.map(\.label))")
        #expect(analyzer.analyze("النبي ﷺ عيط قبل كده؟").allForms.contains("بكي"))
    }

    @Test func ommBeforeAWordNoNameIsIsOr() {
        let q = analyzer.analyze("متى يقول المأموم آمين؟ مع الإمام أم بعده؟")
        #expect(!q.concepts.contains { $0.isName }, "\(q.concepts.map(\.label))")
        // Still a kunya before a name.
        #expect(analyzer.analyze("ما قصة أم سلمة؟").concepts.contains { $0.isName })
    }

    @Test func spokenSmallWordsAreNotTopics() {
        let q = analyzer.analyze("هل في ساعه يوم الجمعه الدعاء فيها مستجاب؟ وامتى هي بالضبط؟")
        let labels = Set(q.concepts.map(\.label))
        #expect(labels.isDisjoint(with: ["بالضبط", "فيها", "وامتى"]), "\(labels)")
        #expect(labels.contains("الدعاء"))
        let work = analyzer.analyze("واحد عطس جنبي بالدوام، ايش المفروض اقول له؟")
        #expect(Set(work.concepts.map(\.label)).isDisjoint(with: ["واحد", "جنبي", "بالدوام", "المفروض"]))
        #expect(work.concepts.contains { $0.label == "عطس" })
        // Allowed and forbidden as people say it are the question's frame, and «طب», «بالزبط» its fillers.
        let graves = analyzer.analyze("سمعت ان زياره المقابر كانت ممنوعه في الاول، طب دلوقتي مسموح؟")
        #expect(graves.intent == .ruling)
        #expect(Set(graves.concepts.map(\.label)).isDisjoint(with: ["ممنوعه", "طب", "مسموح"]), "\(graves.concepts.map(\.label))")
        let exactly = analyzer.analyze("شو حكم البيع اللي فيه غرر، يعني ما بتعرف شو عم تشتري بالزبط؟")
        #expect(!exactly.concepts.contains { $0.label == "بالزبط" })
        // Having, of someone else: «للي عنده فلوس» (for whoever has money).
        let having = analyzer.analyze("الاكل في صحون دهب حرام للي عنده فلوس؟")
        #expect(!having.concepts.contains { $0.label == "عنده" }, "\(having.concepts.map(\.label))")
        let story = analyzer.analyze("والولد اللي في القصة كان بيتعلم عند ساحر؟ وايه اللي حصله في الاخر")
        #expect(!story.concepts.contains { $0.label == "حصله" })
        let judged = analyzer.analyze("زوجي بيغار علي كتير وأحياناً بتضايق، هل الغيرة شي منيح بالدين؟")
        #expect(Set(judged.concepts.map(\.label)).isDisjoint(with: ["كتير", "وأحياناً", "شي", "منيح"]))
        #expect(judged.concepts.contains { $0.label == "الغيرة" })
        // The bathroom of today is the texts' «الخلاء»; pigeons (الحمام) are not.
        let toilet = analyzer.analyze("وش الدعاء اللي ينقال قبل لا تدخل الحمام؟")
        #expect(toilet.concepts.contains { $0.phrases.contains(["دخل", "الخلاء"]) }, "\(toilet.concepts.map(\.label))")
        #expect(!analyzer.analyze("ما حكم تربية الحمام في البيت؟").concepts.contains { $0.phrases.contains(["دخل", "الخلاء"]) })
        // «لازم اروح؟» asks whether one must go; «اروح» is not the texts' «الروح», which stays a topic.
        let going = analyzer.analyze("اذا انعزمت على عرس صاحبي لازم اروح؟")
        #expect(!going.concepts.contains { $0.label == "اروح" }, "\(going.concepts.map(\.label))")
        #expect(analyzer.analyze("ما هي الروح؟").concepts.contains { $0.label == "الروح" })
        // Words that are also the texts' own stay topics: the hadd, an uncle.
        #expect(analyzer.analyze("ما حد السرقة؟").concepts.contains { $0.label == "حد" })
    }

    @Test func spokenPrefixesLettersAndObjectsComeOff() {
        #expect(QueryAnalyzer.withoutSpokenPresent("هيحاسبني") == "يحاسبني")
        #expect(QueryAnalyzer.withoutSpokenPresent("حنصلي") == "نصلي")
        #expect(QueryAnalyzer.withoutSpokenPresent("هدية") == nil)
        #expect(QueryAnalyzer.otherSpellings("هيحاسبني").contains("يحاسب"))
        #expect(QueryAnalyzer.otherSpellings("تلات").contains("ثلاث"))
        #expect(QueryAnalyzer.otherSpellings("اتنين").contains("اثنين"))
        // ذ said as د: «دهب» is «ذهب»; and «و» before a word of three letters («وفضه»).
        #expect(QueryAnalyzer.otherSpellings("دهب").contains("ذهب"))
        #expect(QueryAnalyzer.otherSpellings("وفضه").contains("فضه"))
        #expect(QueryAnalyzer.withoutObject("ترميهم") == "ترمي")
        // A definite noun has no object: «القهوه» keeps its ة.
        #expect(QueryAnalyzer.withoutObject("القهوه") == nil)
        #expect(ArabicPlurals.other["الطيور".replacingOccurrences(of: "ال", with: "")]?.contains("طير") == true)
        // The spoken passive, form V's ت or form VII's ن after the person's letter, or اِت/اِن
        // in the past: «بيتغسلوا» is «يغسلوا», «يندفنوا» «يدفنوا», «اتغسل» «غسل».
        #expect(QueryAnalyzer.otherSpellings("بيتغسلوا").contains("يغسلوا"))
        #expect(QueryAnalyzer.withoutSpokenPassive("يندفنوا") == "يدفنوا")
        #expect(QueryAnalyzer.withoutSpokenPassive("اتغسل") == "غسل")
        #expect(QueryAnalyzer.withoutSpokenPassive("يتم") == nil)
        #expect(QueryAnalyzer.withoutSpokenPassive("يصلي") == nil)
        // A final hamza left off is searched beside the word as typed: «الشهدا» is «الشهداء».
        #expect(QueryAnalyzer.withFinalHamza("الشهدا") == ["الشهداء"])
        #expect(QueryAnalyzer.withFinalHamza("ماتوا").isEmpty)
        #expect(QueryAnalyzer.withFinalHamza("دنيا").isEmpty)
        // After «و» only in a definite noun: «الوضو» is «الوضوء», «يدعو» stays a verb.
        #expect(QueryAnalyzer.withFinalHamza("الوضو") == ["الوضوء"])
        #expect(QueryAnalyzer.withFinalHamza("بالوضو") == ["بالوضوء"])
        #expect(QueryAnalyzer.withFinalHamza("يدعو").isEmpty)
        #expect(analyzer.analyze("شو بينقض الوضو؟").concepts.first { $0.label == "الوضو" }?.forms.contains("الوضوء") == true)
        let martyrs = analyzer.analyze("الشهدا بيتغسلوا؟")
        #expect(martyrs.concepts.first { $0.label == "الشهدا" }?.forms.contains("الشهداء") == true)
    }

    @Test func aBlessingAfterANameIsNoTopic() {
        for question in ["ماذا قال عيسى عليه الصلاة والسلام عن الصبر؟", "ماذا قال الله عز وجل عن الصبر؟",
                         "ماذا قال الله سبحانه وتعالى عن الصبر؟", "ماذا قال ربنا تعالى عن الصبر؟"] {
            let labels = analyzer.analyze(question).concepts.map(\.label)
            #expect(labels.allSatisfy { ["عيسى", "ربنا", "الصبر"].contains($0) }, "\(question): \(labels)")
        }
        // The same words asked about are the topic.
        let salawat = analyzer.analyze("ما فضل الصلاة والسلام على النبي؟").concepts.map(\.label)
        #expect(salawat.contains("الصلاة") && salawat.contains("والسلام"), "\(salawat)")
        #expect(analyzer.analyze("ما حكم رد السلام؟").concepts.map(\.label).contains("السلام"))
    }

    @Test func aNounsTanweenAlifOrAVerbsPurposeLamIsSearchedWithoutItToo() {
        #expect(QueryAnalyzer.withoutTanween("سمنا") == ["سمن"])
        #expect(QueryAnalyzer.withoutTanween("وعسلا") == ["عسل"])
        // The alif of a short word, a definite word, a plural verb, «الدنيا», «هدايا»: the word's own.
        for word in ["ربا", "زنا", "الربا", "كتبوا", "دنيا", "هدايا"] {
            #expect(QueryAnalyzer.withoutTanween(word).isEmpty, "\(word)")
        }
        // A present verb after the «ل» of purpose is the verb too; «ليلة» and «ليل» are no verbs.
        #expect(QueryAnalyzer.withoutPurposeLam("ليبيت") == ["يبيت"])
        #expect(QueryAnalyzer.withoutPurposeLam("ليلة").isEmpty && QueryAnalyzer.withoutPurposeLam("لبيك").isEmpty)
        // The texts name the thing with the article: «تنطف السمن والعسل».
        let dream = analyzer.analyze("رأى رجل في منامه سحابة تقطر سمنا وعسلا")
        #expect(dream.concepts.first { $0.label == "سمنا" }?.forms.contains("السمن") == true)
        #expect(dream.concepts.first { $0.label == "وعسلا" }?.forms.contains("والعسل") == true)
    }

    @Test func aSuraNamedAsWhereTheAnswerIsDoesNotNameItsFirstAyat() {
        let q = analyzer.analyze("In surah kahf why did Khidr make a hole in the boat of those poor people?")
        #expect(!q.ayat.contains(AyaRef(sura: 18, aya: 1)))
        let ar = analyzer.analyze("الصحابه خافوا لما نزلت ايه الظلم في سوره الانعام، كيف فسرها النبي لهم؟")
        #expect(!ar.ayat.contains(AyaRef(sura: 6, aya: 1)))
        // Asked for the sura itself, it is still its first ayat.
        for question in ["recite surah al-mulk for me", "اقرأ لي سورة الملك", "show me surah yasin"] {
            #expect(analyzer.analyze(question).ayat.contains { $0.aya == 1 }, "\(question)")
        }
    }

    @Test func spokenWordsForWhatTheTextsCallOtherwise() {
        #expect(SpokenWords.texts(for: "الستات").contains("نساء"))
        #expect(SpokenWords.texts(for: "يتجوزهم").contains("يتزوجهم"))
        // «جواز», «تجوز» are also "permissibility", "it is permitted"; «مره» is "once".
        #expect(SpokenWords.texts(for: "جواز").isEmpty)
        #expect(SpokenWords.texts(for: "تجوز").isEmpty)
        #expect(SpokenWords.texts(for: "مره").isEmpty)
        // Spoken «عزم» is to invite; the texts' «عزم» is to resolve, so the bare verb is not read so.
        #expect(SpokenWords.texts(for: "انعزمت").contains("دعي"))
        // «فلوسو», his money in the Maghreb: «من قتل دون ماله فهو شهيد» was not found.
        #expect(SpokenWords.texts(for: "فلوسو").contains("ماله"))
        #expect(SpokenWords.texts(for: "فلوسي").contains("مالي"))
        #expect(SpokenWords.texts(for: "عزم").isEmpty)
        let money = analyzer.analyze("طب وإذا ما معي مصاري لا للإطعام ولا للكسوة؟")
        #expect(money.concepts.first { $0.label == "مصاري" }?.forms.contains("المال") == true)
        // "I have" is how it is put: Ka'b's «معي» in the Tabuk story is not an answer.
        #expect(!money.concepts.contains { $0.label == "معي" })
    }

    @Test func spokenWordsForHandsSeeingDyingLeavingAndFamily() {
        #expect(SpokenWords.texts(for: "ايدين").contains("ايديهم"))
        #expect(SpokenWords.texts(for: "شاف").contains("راي"))
        #expect(SpokenWords.texts(for: "اتوفت").contains("ماتت"))
        #expect(SpokenWords.texts(for: "مراته").contains("امراته"))
        // After «و» the texts' words keep it: «وسابت» (and she left) is «وتركت».
        #expect(SpokenWords.texts(for: "وسابت") == ["وتركت"])
        // «شايف» ("I think") is how a question is put, and «أيدي» is the texts' own word.
        #expect(SpokenWords.texts(for: "شايف").isEmpty)
        #expect(SpokenWords.texts(for: "ايدي").isEmpty)
    }

    @Test func levantineAmBeforeAVerbIsNotTheUncle() {
        let q = analyzer.analyze("شو صار مع ابراهيم لما شاف ايدين الضيوف ما عم تمد عالأكل؟")
        #expect(!q.concepts.contains { $0.label == "عم" }, "\(q.concepts.map(\.label))")
        #expect(q.concepts.first { $0.label == "عالأكل" }?.alternate?.contains("الاكل") == true)
        // The Prophet's uncle is still asked about.
        #expect(analyzer.analyze("من هو عم النبي الذي نصره؟").concepts.contains { $0.label == "عم" })
    }

    @Test func aSpokenVerbNoPassageHasIsHowTheStoryIsToldNotItsTopic() {
        func absent(_ label: String) -> Concept {
            var c = Concept(label: label, forms: [])
            c.absentFromTexts = true
            return c
        }
        #expect(Retriever.isSpokenVerb(absent("يتقدملها")))
        #expect(Retriever.isSpokenVerb(absent("وبيبذرها")))
        // A definite noun the texts lack is asked about («التدخين»); so is a short word.
        #expect(!Retriever.isSpokenVerb(absent("التدخين")))
        #expect(!Retriever.isSpokenVerb(absent("يخت")))
        // «هل سكوتها يعتبر موافقة؟»: "counts as" frames the question, «حين» says when.
        let q = QueryAnalyzer().analyze("هل سكوتها يعتبر موافقة حين تسكت؟")
        #expect(!q.concepts.contains { $0.label == "يعتبر" || $0.label == "حين" }, "\(q.concepts.map(\.label))")
    }

    @Test func twoFormsOfOneWordTheGlossaryDoesNotKnowAreOneConcept() {
        let q = QueryAnalyzer().analyze("إحنا بنقعد كل يوم على القهوة في الشارع، هو في حاجة في السنة عن القعدة؟")
        let sitting = q.concepts.filter { ["بنقعد", "القعدة"].contains($0.label) }
        #expect(sitting.count == 1, "\(q.concepts.map(\.label))")
        // Said in the asking clause too, it is not only the story's.
        #expect(sitting.first?.narrative == false)
        // A word the glossary knows keeps its chosen forms, and the spoken verb beside it its own.
        let sacrifice = QueryAnalyzer().analyze("النبي كان بيضحي بإيه؟ وكان بيدبح الأضحية بنفسه؟")
        #expect(sacrifice.concepts.contains { $0.label == "بيضحي" } && sacrifice.concepts.contains { $0.label == "الأضحية" },
                "\(sacrifice.concepts.map(\.label))")
    }

    @Test func theMaghrebiPresentsKafComesOffAVerb() {
        // «كيجوز» is «يجوز», the ruling asked of; «كيوسعها» is «يوسعها».
        #expect(QueryAnalyzer.withoutSpokenPresent("كيوسعها") == "يوسعها")
        let q = analyzer.analyze("واش كيجوز نصلي بلا وضوء؟")
        #expect(q.intent == .ruling)
        #expect(!q.concepts.contains { $0.label == "كيجوز" }, "\(q.concepts.map(\.label))")
    }
}

import Domain
import Testing
@testable import Library

/// Questions a new user asks first, in their own words, that the glossary's keys must name.
@Suite struct CommonQuestionTests {
    @Test func whatHappensInTheGraveIsItsQuestioning() {
        // "What happens in the grave?" found a prayer said at a grave.
        let a = QueryAnalyzer()
        for q in ["What happens in the grave?", "ماذا يحدث في القبر؟"] {
            #expect(a.analyze(q).concepts.contains { $0.phrases.contains(["ما", "كنت", "تقول", "في", "هذا", "الرجل"]) }, "\(q)")
        }
    }

    /// Whether `question`'s concepts include a phrase that is `words`, split as the analyser splits it.
    private func names(_ question: String, _ words: String) -> Bool {
        let wanted = ArabicNormalizer.tokens(words)
        return QueryAnalyzer().analyze(question).concepts.contains { $0.phrases.contains(wanted) }
    }

    @Test func everydayArabicWordsNameTheirHadith() {
        // «التصوير» is in no passage: the question abstained.
        #expect(names("شو حكم التصوير؟", "لا تدخل الملائكة بيتا فيه كلب ولا صورة"))
        // «تشاءمت» found one unrelated passage with the word.
        #expect(names("ايش اسوي اذا تشاءمت من شي؟", "لا عدوى ولا طيرة"))
        // «صبغ الشيب» put first a man dipped once in the Fire («فيصبغ في النار صبغة»).
        #expect(names("ما حكم صبغ الشيب؟", "لا يصبغون"))
        // «الصف الأول» put first the fear prayer's rows in a battle.
        #expect(names("ما فضل الصف الأول؟", "لو يعلم الناس ما في النداء والصف الأول"))
    }

    @Test func howToSleepAndAWomansPerfumeAreTheirSunnah() {
        // "How should I sleep according to the sunnah?" found 78:9, "We made your sleep rest".
        for q in ["How should I sleep according to the sunnah?", "كيف كان النبي ينام؟"] {
            #expect(names(q, "ثم اضطجع على شقك الأيمن"), "\(q)")
        }
        // A woman's perfume going out found the Prophet's wives perfuming him.
        for q in ["Can women wear perfume when going out?", "هل يجوز للمرأة أن تتعطر عند الخروج؟"] {
            #expect(names(q, "إذا شهدت إحداكن العشاء فلا تطيب"), "\(q)")
        }
    }

    @Test func prayerQuestionsNameTheirHadith() {
        // Combining on a journey found the prayer made two rak'as (shortening), not combining.
        #expect(names("Can I combine prayers when travelling?", "يجمع بين المغرب والعشاء"))
        // «صلاة الوتر» found «فكأنما وتر أهله وماله», one bereaved of his family.
        #expect(names("ما حكم صلاة الوتر؟", "اجعلوا آخر صلاتكم بالليل وترا"))
        // «تارك الصلاة», the one who leaves it, is what the texts call leaving it.
        #expect(names("ما حكم تارك الصلاة؟", "بين الرجل وبين الشرك والكفر ترك الصلاة"))
        // «ما لقيت مسجد»: the earth was made a place of prayer.
        #expect(names("وين اصلي اذا ما لقيت مسجد؟", "وجعلت لي الأرض مسجدا وطهورا"))
        // Dates before the Eid prayer found the zakat of breaking the fast, paid in dates.
        for q in ["Is it sunnah to eat dates before Eid prayer?", "هل يأكل التمر قبل صلاة العيد؟"] {
            #expect(names(q, "لا يغدو يوم الفطر حتى يأكل تمرات"), "\(q)")
        }
        // The first matter judged: «أول ما يحاسب عليه العبد» found a slave sold for 800 dirhams.
        for q in ["What is the first thing a person will be asked about on the Day of Judgement?", "ما أول ما يحاسب عليه العبد؟"] {
            #expect(names(q, "أول ما يقضى بين الناس"), "\(q)")
        }
    }

    @Test func minaAndAlIkhlasAskedByWhatHappened() {
        // Leaving Mina after two days: 2:203's «فمن تعجل في يومين» shares no word with it.
        #expect(QueryAnalyzer().analyze("A pilgrim wants to leave Mina early, after only two days. Is there a verse?").ayat
            .contains { $0.sura == 2 && $0.aya == 203 })
        // The man who recited al-Ikhlas in every rak'a because he loved it (Bukhari 774).
        #expect(names("What did the Prophet tell the man who kept reciting Qul huwa Allahu ahad in every rak'a because he loved it?",
                      "حبك إياها أدخلك الجنة"))
    }

    @Test func neighboursIllnessSmilesAndTheGuardianAreAskedInArabicToo() {
        // «حقوق الجار» found the neighbour's pre-emption («الجار أحق بصقبه»), not his rights.
        for q in ["حقوق الجار في الإسلام", "What are the rights of the neighbour?", "جاري يؤذيني ماذا أفعل"] {
            #expect(names(q, "ما زال جبريل يوصيني بالجار"), "\(q)")
        }
        // «هل المرض كفارة للذنوب» found «في قلوبهم مرض» (5:52).
        #expect(names("هل المرض كفارة للذنوب", "ما يصيب المسلم من نصب"))
        // «هل الابتسامة صدقة» found Barira's meat given in charity.
        #expect(names("هل الابتسامة صدقة", "بوجه طلق"))
        // A husband's and a wife's rights found «وخلقناكم أزواجا» (78:8) and the li'an.
        #expect(names("ما حق الزوج على زوجته؟", "إذا دعا الرجل امرأته إلى فراشه فأبت"))
        #expect(names("ما حقوق الزوجة على زوجها", "استوصوا بالنساء خيرا"))
        // "not to prostrate to the sun or the moon" (41:37) was read as Yusuf's dream (12:4).
        #expect(!names("Is there a verse that says not to prostrate to the sun or the moon?", "أحد عشر كوكبا"))
        #expect(names("Which verse tells of the eleven stars, the sun and the moon prostrating?", "أحد عشر كوكبا"))
        // Marriage without a guardian found a divorce pronounced three times.
        for q in ["هل يجوز الزواج بدون ولي", "Can a woman marry without a wali?"] {
            #expect(names(q, "الأيم أحق بنفسها من وليها"), "\(q)")
        }
    }

    @Test func shoesPluckingOathsInTradeAndTheMushafAreAskedInArabicToo() {
        // «بالحذاء» found «وأنا حذاءه» (beside him), not «يصلي في نعليه».
        #expect(names("هل يجوز الصلاة بالحذاء؟", "يصلي في نعليه"))
        // «نتف الحواجب» found «حاجب الشمس» and Jurayj's mother.
        #expect(names("ايش حكم نتف الحواجب؟", "والمتنمصات والمتفلجات للحسن"))
        // Swearing to sell found the liars' oaths of 58:14, not «الحلف منفقة للسلعة».
        for q in ["ما حكم الحلف في البيع؟", "Is it wrong to swear oaths to sell goods?"] {
            #expect(names(q, "الحلف منفقة للسلعة"), "\(q)")
        }
        // «كتابية» found a slave's contract of freedom («كتابتها»), not 5:5.
        #expect(QueryAnalyzer().analyze("هل يجوز للمسلم الزواج من كتابية؟").ayat.contains { $0.sura == 5 && $0.aya == 5 })
        // Touching the mushaf without wudu is 56:79 in Arabic as in English.
        #expect(QueryAnalyzer().analyze("هل يجوز لمس المصحف بدون وضوء؟").ayat.contains { $0.sura == 56 && $0.aya == 79 })
    }

    @Test func theRomansVictoryAndTheWanderingAreTheirVerses() {
        let a = QueryAnalyzer()
        // "the Byzantines would win" found Heraclius's letter, not 30:2–4.
        #expect(a.analyze("Which surah predicted the Byzantines would win within a few years?").ayat.contains { $0.sura == 30 && $0.aya == 2 })
        // A battle the texts lack is no prophecy of the Romans' victory.
        #expect(!a.analyze("Who defeated the Romans at Yarmouk?").ayat.contains { $0.sura == 30 })
        // "how long did the Israelites wander" found 2:246's refusal to fight.
        for q in ["How long did the Israelites wander in the land?", "ما قصة تيه بني إسرائيل؟"] {
            #expect(a.analyze(q).ayat.contains { $0.sura == 5 && $0.aya == 26 }, "\(q)")
        }
        // The one companion the Qur'an names (33:37) abstained in Arabic.
        for q in ["ما هو اسم الصحابي الوحيد المذكور باسمه في القرآن؟", "Who is the only companion named in the Quran?"] {
            #expect(a.analyze(q).ayat.contains { $0.sura == 33 && $0.aya == 37 }, "\(q)")
        }
        // "What happens to martyrs?" found 2:282's two witnesses («شهيدين»).
        for q in ["What happens to martyrs?", "ماذا يحدث للشهيد بعد موته؟"] {
            #expect(a.analyze(q).ayat.contains { $0.sura == 3 && $0.aya == 169 }, "\(q)")
        }
        #expect(!a.analyze("What happens to the witness who lies?").ayat.contains { $0.sura == 3 })
        // "the best Quran reciter" is «أقرؤنا أبي»: "reciter" was a word the library did not know.
        #expect(a.analyze("Which companion did Umar call the best Quran reciter?").concepts.contains { $0.forms.contains("اقرؤنا") })
    }

    @Test func conditionsAreHowTheQuestionIsPut() {
        // "the conditions of tawbah" found Barira's contract («شروطا ليست في كتاب الله»).
        for q in ["What are the conditions of tawbah?", "ما شروط التوبة؟"] {
            let a = QueryAnalyzer().analyze(q)
            #expect(a.intent == .howTo && a.concepts.count == 1, "\(q): \(a.concepts.map(\.label))")
        }
    }

    @Test func factsAboutTheProphetAndRepeatedSinNameTheirHadith() {
        let cases: [(String, String)] = [
            // A wish for death and "his own age" («ابن عباس مثل من أنت») came first.
            ("How old was the Prophet when he died?", "توفي وهو ابن ثلاث وستين"),
            ("كم كان عمر النبي عند وفاته؟", "توفي وهو ابن ثلاث وستين"),
            // The Eid's day and 19:15's «يوم ولد» came first.
            ("On which day was the Prophet born?", "ذاك يوم ولدت فيه"),
            ("في أي يوم ولد النبي؟", "ذاك يوم ولدت فيه"),
            ("How many wives did the Prophet have?", "وله تسع نسوة"),
            ("Who was the first person to accept Islam?", "وما معه إلا خمسة أعبد وامرأتان وأبو بكر"),
            ("What is the last verse revealed?", "آخر آية نزلت"),
            // «كي نسبحك كثيرا» (20:33) came first, by «كثير».
            ("كيف اتوب من ذنب كررته كثير؟", "إن عبدا أصاب ذنبا"),
            ("I keep repeating the same sin, will Allah forgive me?", "إن عبدا أصاب ذنبا"),
            // «الجوارب» is in no passage: the question abstained, naming «المسح» as missing too.
            ("هل يجوز المسح على الجوارب؟", "المسح على الخفين"),
            // What breaks wudu in general came first, never sleep.
            ("Does sleeping break wudu?", "ينامون ثم يصلون ولا يتوضئون"),
            ("هل النوم ينقض الوضوء؟", "ينامون ثم يصلون ولا يتوضئون"),
            // The food of the People of the Book, not the Prophet buying food from a Jew.
            ("Is it permissible to eat food prepared by Christians?", "وطعام الذين أوتوا الكتاب حل لكم"),
            ("هل يجوز أكل طعام النصارى؟", "وطعام الذين أوتوا الكتاب حل لكم"),
        ]
        for (q, text) in cases { #expect(names(q, text), "\(q)") }
        // «أتوب», said of oneself, is the glossary's repentance, as «يتوب» is.
        #expect(QueryAnalyzer().analyze("كيف أتوب إلى الله؟").concepts.contains { $0.forms.contains("التوبه") })
        // «ما أول ما نزل من القرآن؟» names 96:1 as the English question does.
        #expect(QueryAnalyzer().analyze("ما أول ما نزل من القرآن؟").ayat.contains(AyaRef(sura: 96, aya: 1)))
    }
}

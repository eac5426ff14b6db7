import Domain
import Testing
@testable import Library

@Suite struct GlossaryTests {
    @Test func bundledGlossaryHasAtLeast300Entries() {
        let g = Glossary.bundled
        #expect(g.entries.count >= 300)
        for e in g.entries {
            #expect(!e.terms.isEmpty && !e.arabic.isEmpty)
            // Every Arabic term yields search tokens, and every reference parses.
            for a in e.arabic { #expect(!ArabicNormalizer.tokens(a).isEmpty, "\(a)") }
            for r in e.refs ?? [] { #expect(!AyaRef.parse(r).isEmpty, "\(r)") }
        }
    }

    @Test(arguments: [
        ("salah", "صلاه"), ("Ṣalāt", "صلاه"), ("salaah", "صلاه"), ("prayers", "صلاه"),
        ("wudu", "الوضوء"), ("wudhu", "الوضوء"), ("zakat", "الزكاه"), ("zakaah", "الزكاه"),
        ("fasting", "الصيام"), ("sawm", "الصوم"), ("Ramadhan", "رمضان"), ("hajj", "الحج"),
        ("patience", "الصبر"), ("sabr", "الصبر"), ("intentions", "النيات"), ("niyyah", "النيات"),
    ])
    func spellingsMapToArabic(spelling: String, arabic: String) {
        let q = QueryAnalyzer().analyze("What about \(spelling)?")
        #expect(q.allForms.contains(arabic) || q.concepts.contains { $0.phrases.contains { $0.contains(arabic) } },
                "\(q.concepts.map(\.label))")
    }

    @Test func aTwoWordKeyIsNotReadAcrossAClause() throws {
        let g = Glossary.bundled
        let death = try #require(g.entries.firstIndex { $0.terms.contains("do not wish for death") })
        let near = g.keyed(in: "My father is ill and keeps saying he wants to die", slack: QueryAnalyzer.questionKeySlack)
        #expect(near.contains { $0.entry == death })
        let far = g.keyed(in: "My grandfather wants it to keep feeding the poor forever after he dies",
                          slack: QueryAnalyzer.questionKeySlack)
        #expect(!far.contains { $0.entry == death })
    }

    @Test func noKeyOfSeveralWordsIsOneWordAnotherEntryHas() {
        // "who is a martyr" less its function words was "martyr": every mention of a martyr
        // then named the hadith of the five kinds of martyrs.
        let g = Glossary.bundled
        var owners: [String: Set<Int>] = [:]
        for (i, e) in g.entries.enumerated() { for t in e.terms { owners[Glossary.loose(t), default: []].insert(i) } }
        for (k, set) in g.keySets.enumerated() where set.words.count == 1 && g.keySpans[k] > 1 {
            let others = owners[set.words[0], default: []].subtracting([set.entry])
            #expect(others.isEmpty, "a key of \(g.entries[set.entry].terms[0]) is only «\(set.words[0])»")
        }
    }

    /// Whether `text` keys the bundled glossary's entry with the term `term`.
    static func keys(_ term: String, in text: String) -> Bool {
        let g = Glossary.bundled
        return g.keyed(in: text).contains { g.entries[$0.entry].terms.contains(term) }
    }

    @Test func comparingOnePrayerToTheOthersIsNotComparingYourselfToOthers() {
        #expect(!Self.keys("look at those below you", in: "how serious is missing asr prayer compared to the others"))
        #expect(Self.keys("look at those below you", in: "is it wrong to compare myself to others who have more money"))
    }

    @Test func aKeyThatRepeatsAWordNeedsItAsOften() {
        #expect(!Self.keys("mother's rights", in: "Someone told me to make talbina for my mother because she is grieving"))
        #expect(Self.keys("mother's rights", in: "is there a hadith that says mother mother mother"))
    }

    @Test func aPluralFindsASpellingEndingInH() {
        // Loose spelling drops a final h ("rakah" → "raka"), so "rakahs" less its s was not found.
        let g = Glossary(entries: [.init(terms: ["rakah"], arabic: ["ركعة"]), .init(terms: ["ayah"], arabic: ["آية"])])
        #expect(g.matches(in: "3 rakahs or 4").first?.arabic == ["ركعة"])
        #expect(g.matches(in: "which ayahs").first?.arabic == ["آية"])
    }

    @Test func aGlossaryWordBeginningLikeAConjunctionIsItsOwnWord() {
        let g = Glossary(entries: [.init(terms: ["parents"], arabic: ["الوالدين"], ask: ["والدين"]),
                                   .init(terms: ["debt"], arabic: ["الدين"]),
                                   .init(terms: ["weights"], arabic: ["والميزان"])])
        // «والدين» is parents; «بالدين» (with the religion, a debt) is not.
        #expect(g.arabicEntries(for: "والدين").map(\.terms) == [["parents"]])
        #expect(g.arabicEntries(for: "بالدين").map(\.terms) == [["debt"]])
        // With four letters after it, «و» is the conjunction: «الميزان» finds «والميزان».
        #expect(g.arabicEntries(for: "الميزان").map(\.terms) == [["weights"]])
    }

    @Test func aWordEndingInHFindsTheSpellingItInflects() {
        // "laugh" is "laug" in loose spelling; "laughing" stems to "laugh".
        let g = Glossary(entries: [.init(terms: ["laughing"], arabic: ["ضحك"])])
        #expect(g.matches(in: "did he laugh").first?.arabic == ["ضحك"])
    }

    @Test func spokenArabicWordsFindTheTextsWords() {
        // «الدورة» is how many ask about the period; the texts say «الحيض». «ينتحر»: «قتل نفسه».
        let period = QueryAnalyzer().analyze("جاءتني الدورة وأنا في الحج")
        #expect(period.concepts.first { $0.label == "الدورة" }?.forms.contains("الحيض") == true)
        let suicide = QueryAnalyzer().analyze("ما مصير من ينتحر؟")
        #expect(suicide.concepts.contains { $0.phrases.contains(["قتل", "نفسه"]) }, "\(suicide.concepts.map(\.label))")
    }

    @Test func myMotherInAnArabicQuestionIsSearchedAsWritten() {
        // «إن أمي ماتت وعليها صوم»: the parents entry's words alone never find "my mother".
        let q = QueryAnalyzer().analyze("أمي توفيت وعليها صيام، هل أصوم عنها؟")
        #expect(q.concepts.first { $0.label == "أمي" }?.forms.contains("امي") == true)
    }

    @Test func modernTopicsTheTextsLackAreNamedAsAbsent() {
        // Asked in every evaluation set; the texts speak of charity (donation) and of gifts,
        // never of these.
        for question in ["Is organ donation allowed in Islam?", "Can I have a blood transfusion?", "Is IVF permitted?",
                         "ما حكم التبرع بالأعضاء؟", "Can we celebrate valentine's day?"] {
            #expect(QueryAnalyzer().analyze(question).concepts.contains { $0.knownAbsent }, "\(question)")
        }
    }

    @Test func aLongerKeyMayBeSpreadWider() {
        let g = Glossary(entries: [.init(terms: ["a stranger in this world"], arabic: ["كن في الدنيا كأنك غريب"],
                                         keys: ["stranger in this world", "call answer"])])
        // A four-word key over eight: a saying's own wording, within its span and as much again.
        #expect(!g.keyed(in: "Be in this world as though you were a stranger or a traveller.", slack: 3).isEmpty)
        // Two over seven is another saying that shares them ("call upon Me and I will answer you").
        #expect(g.keyed(in: "call upon me and i will surely answer you", slack: 3).isEmpty)
    }

    @Test func longestSpellingWins() {
        let m = Glossary.bundled.matches(in: "the friday prayer")
        #expect(m.first?.arabic.contains("الجمعة") == true)
    }

    @Test func namedPassagesGiveTheirAyat() {
        #expect(QueryAnalyzer().analyze("Ayat al-Kursi").ayat == [AyaRef(sura: 2, aya: 255)])
        #expect(QueryAnalyzer().analyze("explain 2:255-256").ayat.count == 2)
        #expect(QueryAnalyzer().analyze("Surah Al-Baqarah, ayah 286").ayat == [AyaRef(sura: 2, aya: 286)])
        #expect(QueryAnalyzer().analyze("سورة آل عمران الآية ٩٧").ayat == [AyaRef(sura: 3, aya: 97)])
        #expect(QueryAnalyzer().analyze("verse 999:1").ayat.isEmpty)
    }

    @Test func looseFoldsSpellings() {
        #expect(Glossary.loose("Al-Fātiḥah") == Glossary.loose("al fatiha"))
        #expect(Glossary.loose("Qur'an") == "quran")
    }

    @Test func queriesAreQuotedForFTS() {
        let c = Concept(label: "x", forms: ["صلاه", "\"x"], phrases: [["الحي", "القيوم"]])
        #expect(c.matnExpression == #"matn : ("""x" OR "صلاه" OR "الحي القيوم")"#)
        #expect(Concept(label: "smoking", forms: []).matnExpression == nil)
    }

    @Test func everyWeakEntryHasCuesAndEveryAbsentOneIsMeant() {
        for e in Glossary.bundled.entries {
            if e.weak != nil { #expect(!(e.cues ?? []).isEmpty, "\(e.terms)") }
            for a in e.arabic + (e.weak ?? []) + (e.ask ?? []) {
                #expect(!ArabicNormalizer.tokens(a.hasPrefix("=") ? String(a.dropFirst()) : a).isEmpty, "\(a)")
            }
        }
    }
}

/// Well-known texts named in the asker's own words, in any order.
@Suite struct GlossaryKeyTests {
    let glossary = Glossary(entries: [
        Glossary.Entry(terms: ["the seven whom Allah shades"], arabic: ["سبعة يظلهم الله"], keys: ["seven shade", "shade of allah"]),
        Glossary.Entry(terms: ["charity"], arabic: ["الصدقة"]),
    ])

    @Test func aKeyCountsWhenAllItsWordsAreThereInAnyOrder() {
        let hits = glossary.keyed(in: "Who are the seven people Allah will shade on the Day?")
        #expect(hits.map(\.entry) == [0])
        // Both keys are there: "seven" (word 3), "Allah" (5) and "shade" (7) are the text's.
        #expect(hits.first?.words == [3, 5, 7])
        #expect(glossary.keyed(in: "the seven heavens").isEmpty)
        // Plurals count for their singular; function words are never required.
        #expect(glossary.keyed(in: "shades of Allah").map(\.entry) == [0])
    }

    @Test func aKeyOfOneWordAndItsSmallWordsNeedsThemAll() {
        let g = Glossary(entries: [.init(terms: ["rights of the road"], arabic: ["حق الطريق"], keys: ["from the road"])])
        #expect(g.keyed(in: "He removed a thorn from the road").map(\.entry) == [0])
        #expect(g.keyed(in: "Should I keep my fast on the road?").isEmpty)
    }

    @Test func aKeyedTextIsOneConceptAndItsWordsAreNotSearchedApart() {
        let q = QueryAnalyzer(glossary: glossary).analyze("Who are the seven whom Allah will shade?")
        #expect(q.concepts.count == 1)
        #expect(q.concepts.first?.phrases.contains(["سبعه", "يظلهم", "الله"]) == true)
        #expect(q.concepts.first?.gloss == "the seven whom Allah shades")
    }

    @Test func anArabicQuestionDoesNotReachAKeyedEntryByItsWords() {
        let keyed = Glossary(entries: [Glossary.Entry(terms: ["silk and gold for men"], arabic: ["الذهب", "الحرير"], keys: ["silk men"])])
        #expect(keyed.arabicEntries(for: "الذهب").isEmpty)
    }
}

/// Well-known texts asked of in Arabic.
@Suite struct ArabicKeyTests {
    let glossary = Glossary(entries: [
        Glossary.Entry(terms: ["salawat"], arabic: ["اللهم صل على محمد"], keys: ["send blessings", "أصلي على النبي"]),
    ])

    @Test func theQuestionsWordsAreCoveredByTheTextsPhrasesToo() {
        let q = QueryAnalyzer(glossary: glossary).analyze("كيف أصلي على النبي؟")
        // «أصلي» is answered by «اللهم صل على محمد», which never says أصلي.
        let asked = q.concepts.first { $0.label == "أصلي" }
        #expect(asked?.phrases.contains(["اللهم", "صل", "علي", "محمد"]) == true)
        #expect(asked?.fromContext == false)
        // The text itself steers ranking and is never named as missing.
        #expect(q.concepts.contains { $0.label == "salawat" && $0.fromContext })
        #expect(!q.required.contains { $0.label == "salawat" })
        #expect(glossary.arabicKeyed(in: "ما حكم الصلاة؟").isEmpty)
    }

    @Test func aQuotationSaysAKeysWordsTogether() {
        let g = Glossary(entries: [Glossary.Entry(terms: ["Allah is near and answers"], arabic: ["أجيب دعوة الداع"],
                                                  keys: ["answer the call"])])
        // A question may put them anywhere; a quotation ("Call upon Me and I will answer you",
        // 40:60) that has them seven words apart is not the key's saying.
        #expect(!g.keyed(in: "Call upon Me and I will answer you").isEmpty)
        #expect(g.keyed(in: "Call upon Me and I will answer you", slack: 3).isEmpty)
        #expect(!g.keyed(in: "He will answer the call of the caller", slack: 3).isEmpty)
        #expect(Glossary.narrowest([[0, 9], [7], [3, 8]]) == 3)
    }

    @Test func whatToSayBeforeSleepIsAskedInArabicToo() {
        // «قبل النوم» alone ranked «كان يكره النوم قبل العشاء» first; the bedtime supplications
        // are «إذا أويت إلى فراشك».
        let q = QueryAnalyzer().analyze("ماذا أقول قبل النوم؟")
        #expect(q.concepts.contains { $0.phrases.contains(["اذا", "اويت", "الي", "فراشك"]) }, "\(q.concepts.map(\.label))")
    }

    @Test func whatBreaksTheFastOrWuduIsAskedOfTheTextsOnIt() {
        func phrases(_ question: String) -> [[String]] { QueryAnalyzer().analyze(question).concepts.flatMap(\.phrases) }
        // 5:89 (an oath's expiation: "break" and "fast") had answered "What breaks the fast?".
        #expect(phrases("What breaks the fast?").contains(["فليتم", "صومه"]))
        #expect(phrases("Does touching a woman break wudu?").contains(["او", "لامستم", "النساء"]))
        #expect(phrases("ما هي نواقض الوضوء؟").contains(["الوضوء", "مما", "مست", "النار"]))
        // Breaking the fast at sunset is iftar, not what invalidates it.
        #expect(!phrases("What should I break my fast with?").contains(["فليتم", "صومه"]))
        #expect(phrases("When does the fasting person break the fast?").contains(["فقد", "افطر", "الصائم"]))
        #expect(phrases("When do I break my fast?").contains(["فقد", "افطر", "الصائم"]))
        // Words of another sentence's sense said near each other are not the key.
        #expect(!phrases("The devil runs off so fast when he hears the call to prayer that he breaks wind")
            .contains(["فقد", "افطر", "الصائم"]))
    }

    @Test func ayatAlKursiNamedInArabicIsTheVerse() {
        // «آية» is a frame word: «الكرسي» alone was Sulayman's throne (38:34) first.
        for q in ["ما هي آية الكرسي؟", "ما فضل اية الكرسي"] {
            #expect(QueryAnalyzer().analyze(q).ayat.contains(AyaRef(sura: 2, aya: 255)), "\(q)")
        }
    }

    @Test func aFosterChildsLastNameIsTheVerseOnAdoption() {
        // Said as people say it, without "adopt": the Noah's ark verse answered it on "carry".
        for q in ["We took in a little boy from a foster home. Should he carry my husband's last name?",
                  "Can my foster son take our family name?"] {
            #expect(QueryAnalyzer().analyze(q).ayat.contains(AyaRef(sura: 33, aya: 5)), "\(q)")
        }
    }

    @Test func aKunyaInTheTableIsLookedForInItsThreeCases() {
        // «يا أبا هريرة» (Bukhari 135), «أبي بكر» after «عن»: the table has one or two of them.
        for (q, name) in [("What did Abu Hurayra say hadath means?", "هريره"), ("What did Abu Bakr recite when the Prophet died?", "بكر")] {
            let c = QueryAnalyzer().analyze(q).concepts
            for kunya in ["ابو", "ابي", "ابا"] {
                #expect(c.contains { $0.phrases.contains([kunya, name]) }, "\(q): \(kunya)")
            }
        }
        // A phrase that is no kunya is left as it is.
        let e = Glossary.withKunyaCases(Glossary.Entry(terms: ["x"], arabic: ["أبي لهب وتب", "أبو"]))
        #expect(e.arabic == ["أبي لهب وتب", "أبو"])
    }

    @Test func beggingThatAsksOnePersonIsNotBeggingFromPeople() {
        // "begged their father to ask forgiveness" implores; the key needs people, money or charity.
        let q = QueryAnalyzer().analyze("Joseph's brothers begged their father to ask forgiveness for them")
        #expect(!q.concepts.contains { $0.gloss == "begging until no flesh is left on the face" }, "\(q.concepts.map(\.label))")
        let people = QueryAnalyzer().analyze("Is begging people for money allowed?")
        #expect(people.concepts.contains { $0.gloss == "begging until no flesh is left on the face" }, "\(people.concepts.map(\.label))")
    }

    @Test func thePoolAndTheCisternAreTheProphetsHawd() {
        // "Pool" and the Muslim translation's "Cistern" name the Hawd, said «الحوض» and «حوضي».
        for q in ["Where does the water in the Prophet's Pool come from?", "How wide is the cistern?"] {
            let c = QueryAnalyzer().analyze(q).concepts
            #expect(c.contains { $0.forms.contains("الحوض") && $0.forms.contains("حوضي") }, "\(q): \(c.map(\.label))")
        }
    }

    @Test func everydayWordsAreTheTextsOwn() {
        // 71:7 «واستغشوا ثيابهم»: «ثيابك» alone never reached «ثيابهم».
        let q = QueryAnalyzer().analyze("They wrapped their clothes over themselves")
        #expect(q.concepts.first { $0.label == "clothes" }?.forms.contains("ثيابهم") == true, "\(q.concepts.map(\.label))")
        // No dictionary word for "cloud" was in the texts; «سحابة» is (Bukhari 5011).
        let c = QueryAnalyzer().analyze("a cloud came down over him")
        #expect(c.concepts.first { $0.label == "cloud" }?.forms.contains("سحابه") == true)
        // "the Hour", capitalised, is the Last Hour, not a name the library cannot search.
        let h = QueryAnalyzer().analyze("when the Hour comes a mother nursing her baby will forget it")
        #expect(h.concepts.first { $0.label.lowercased().contains("hour") }?.forms.contains("الساعه") == true,
                "\(h.concepts.map(\.label))")
        // «التراويح» is in no passage: the texts say «من قام رمضان», «قيام رمضان»; Ramadan alone
        // (its fasting, its moon) is not the night prayer.
        let t = QueryAnalyzer().analyze("ما حكم صلاة التراويح؟").concepts.first { $0.label == "التراويح" }
        #expect(t?.phrases.contains(["قام", "رمضان"]) == true, "\(String(describing: t))")
        #expect(t?.forms.contains("رمضان") != true)
    }

    @Test func readingTheQuranIsWhatIsAskedAbout() {
        // "the Qur'an" after reading or learning is the topic, not where to look: the question
        // was left with «قراءة» alone and cited readings of one word in another verse.
        for q in ["What is the virtue of reading the Quran?", "ما فضل قراءة القرآن؟", "ما فضل تعلم القرآن؟"] {
            let c = QueryAnalyzer().analyze(q).concepts
            #expect(c.contains { $0.phrases.contains(["خيركم", "من", "تعلم", "القران", "وعلمه"]) }, "\(q): \(c.map(\.label))")
        }
    }

    @Test func theImportanceOfFridayIsItsVirtue() {
        // "importance" frames the question; Friday alone found its washing and a widow's soup.
        let c = QueryAnalyzer().analyze("What is the importance of Friday?").concepts
        #expect(c.contains { $0.phrases.contains(["خير", "يوم", "طلعت", "عليه", "الشمس", "يوم", "الجمعه"]) }, "\(c.map(\.label))")
    }

    @Test func thePillarsAreTheTextsNotTheKaabasCorners() {
        // «أركان» alone was the pillars' Arabic, which is also the Ka'ba's corners; «أركان
        // الإيمان» found a chain without its saying.
        let islam = QueryAnalyzer().analyze("ما هي أركان الإسلام؟").concepts
        #expect(islam.contains { $0.phrases.contains(["بني", "الاسلام", "علي", "خمس"]) }, "\(islam.map(\.label))")
        let faith = QueryAnalyzer().analyze("ما هي أركان الإيمان؟").concepts
        #expect(faith.contains { $0.phrases.contains(["ان", "تؤمن", "بالله", "وملائكته"]) }, "\(faith.map(\.label))")
    }

    @Test func howManyPrayersADayAreTheFive() {
        // "times … pray … day" found the times of prayer and praying on time, not the five.
        for q in ["How many times should I pray a day?", "كم عدد الصلوات المفروضة في اليوم؟"] {
            let c = QueryAnalyzer().analyze(q).concepts
            #expect(c.contains { $0.phrases.contains(["خمس", "صلوات", "في", "اليوم", "والليله"]) }, "\(q): \(c.map(\.label))")
        }
    }

    @Test func josephInterpretingDreamsIsNoQuestionOnBadDreams() throws {
        // "interpret … dreams" was a key of the hadith on good and bad dreams, which then stood
        // for the whole question; interpreting is «تأويل», as the Qur'an tells it of Yusuf.
        let c = QueryAnalyzer().analyze("How did Joseph interpret the dreams of the two men who were in prison with him?").concepts
        #expect(!c.contains { $0.gloss == "good dreams and bad dreams" }, "\(c.map(\.label))")
        let interpret = try #require(c.first { $0.label == "interpret" })
        #expect(interpret.forms.contains("تاويل") && interpret.forms.contains("بتاويله"))
    }

    @Test func aToothbrushIsTheSiwak() {
        let c = QueryAnalyzer().analyze("Did the Prophet use a toothbrush?").concepts
        #expect(c.contains { $0.forms.contains("السواك") }, "\(c.map(\.label))")
    }

    @Test func uhudIsTheBattleNotAnyone() throws {
        // «أحد» is also "one", "anyone": the battle's word found every «أحد» of the texts.
        let c = try #require(QueryAnalyzer().analyze("What happened at the battle of Uhud?").concepts.first { $0.label.contains("Uhud") })
        #expect(!c.forms.contains("احد") && c.phrases.contains(["يوم", "احد"]), "\(c.forms.count) \(c.phrases)")
    }

    @Test func whatToSayBeforeEatingIsTheBasmala() {
        // "say before eating" found 80:24 («فلينظر الإنسان إلى طعامه»), «ماذا أقول قبل الأكل؟» the Eid sacrifice.
        for q in ["What should I say before eating?", "ماذا أقول قبل الأكل؟"] {
            let c = QueryAnalyzer().analyze(q).concepts
            #expect(c.contains { $0.phrases.contains(["سم", "الله", "وكل", "بيمينك"]) }, "\(q): \(c.map(\.label))")
        }
    }

    @Test func missingAPrayerIsNotMissingFriday() {
        // "miss a prayer" was read by meaning as missing the Friday prayers; "lend money with
        // interest" as the good loan to Allah (57:11).
        let a = QueryAnalyzer()
        #expect(a.analyze("What should I do if I miss a prayer?").concepts.contains { $0.phrases.contains(["فليصلها", "اذا", "ذكرها"]) })
        #expect(a.analyze("What if I miss the Friday prayer?").concepts.contains { $0.gloss == "missing the Friday prayers" })
        #expect(a.analyze("Is it permissible to lend money with interest?").concepts.contains { $0.gloss == "the punishment of riba" })
    }

    @Test func treatingAnimalsIsTheThirstyDog() {
        // «كيف نعامل الحيوانات؟» abstained: «الحيوانات» is in no passage; "treat animals" found hunting dogs.
        for q in ["كيف نعامل الحيوانات؟", "How should I treat animals?"] {
            let c = QueryAnalyzer().analyze(q).concepts
            #expect(c.contains { $0.phrases.contains(["كبد", "رطبه", "اجر"]) }, "\(q): \(c.map(\.label))")
        }
    }

    @Test func dailySupplicationsAndVowsAskedInArabic() {
        // «دعاء السفر» found «السفر قطعة من العذاب»; «ما حكم النذر؟» the warnings of 54:5 («النُّذُر»).
        let a = QueryAnalyzer()
        #expect(a.analyze("ما هو دعاء السفر؟").concepts.contains { $0.phrases.contains(["وعثاء", "السفر"]) })
        #expect(a.analyze("ايش اقول لما اصحى من النوم؟").concepts.contains { $0.phrases.contains(["احيانا", "بعد", "ما", "اماتنا"]) })
        #expect(a.analyze("ما حكم النذر؟").concepts.contains { $0.phrases.contains(["لا", "يقدم", "شيئا"]) })
        #expect(a.analyze("ما حكم صيام المرأة الحائض؟").concepts.contains { $0.phrases.contains(["بقضاء", "الصوم"]) })
    }
}


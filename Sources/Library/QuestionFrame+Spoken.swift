extension QuestionFrame {
    /// Words of spoken Arabic (Egyptian, Levantine, Gulf, Iraqi, Maghrebi) that carry how a
    /// question is put, not what it is about: pronouns, demonstratives, adverbs, "someone",
    /// "normal", "exactly", "supposed to", "they say", "I heard", "at work". The texts never
    /// use most of them, and a word the texts never use is otherwise taken for the very topic
    /// they lack, so «هل في ساعة يوم الجمعة الدعاء فيها مستجاب؟ وامتى هي بالضبط؟» abstained over
    /// «بالضبط». In normalised spelling (`ArabicNormalizer`); a leading و or ف is taken off
    /// before looking. Words that are also the texts' topic words are left out («نبي», «قاعد»,
    /// «كثير», «حد», «عم», family words).
    static let spokenFiller: Set<String> = [
        // Pronouns and demonstratives.
        "احنا", "نحنا", "انتو", "انتوا", "انتم", "انت", "انتي", "هم", "هما", "همه", "اني", "هاي", "هذي",
        "هاذا", "هاذي", "هادي", "دا", "دي", "ده", "هذول", "هدول", "هاذول", "هيدا", "هيدي", "هالشي",
        "هالحكي", "هالشيء", "هالحديث", "هالدعاء",
        // Prepositions with a pronoun, which point back at what was just said.
        "فيها", "فيهم", "منها", "منه", "منهم", "عليها", "عليهم", "لها", "لنا", "لك", "لكم", "بيه", "بيها",
        // Egyptian «ليها», «ليهم», «ليك», «ليا» (to her, them, you, me; not «ليه», also "why").
        "ليها", "ليهم", "ليك", "ليكي", "ليا",
        // Having: «ما معي مصاري» (I have no money), «عندي سؤال».
        "معي", "معاي", "معايا", "عندي", "عندنا", "ماعندي", "عنده", "عندها", "عندهم", "عندك",
        // Adverbs and what a speaker fills a sentence with.
        "عادي", "اصلا", "بالضبط", "بالظبط", "بالزبط", "طب", "المفروض", "مفروض", "بس", "كمان", "برضو", "برضه", "بردو", "هلا",
        "هلق", "هسه", "هسا", "دلوقتي", "الحين", "توه", "زي", "زيه", "خلاص", "ممكن", "مثلا", "لسه",
        "لسا", "ابدا", "دايما", "دايم", "شوي", "شويه", "اكيد", "فعلا", "ايوه", "بقي", "صح", "مظبوط",
        "تمام", "اوي", "جدا", "لو", "كتير", "احيانا", "شي",
        // Then, later («وبعدين يوم القيامة …»): how a story is told on.
        "بعدين",
        // Good, fine: how the asker judges, not what is asked about («هل الغيرة شي منيح بالدين؟»).
        // Not «بالدين», which is also "on credit".
        "منيح", "منيحه", "مليح", "كويس", "كويسه", "بالاسلام",
        // Someone, something.
        "واحد", "وحده", "حدا", "اشي", "حاجه", "حاجات",
        // Happening, in the end («ايه اللي حصله في الاخر», «عرفوه بالاخر»).
        "حصل", "حصله", "حصلها", "حصلهم", "بيحصل", "هيحصل", "بالاخر", "عالاخر",
        // Wanting, becoming, the future and the continuous.
        "رح", "بيصير", "صار", "بصير", "بدو", "بدك", "بدكم", "عاوزين", "عايزين",
        // Egyptian «أدّي» (I give, I pay: «ينفع أدي زكاتي لأخويا؟»): how the question is put.
        "ادي",
        // Going, said of oneself («لازم اروح؟», must I go?): what is asked is whether, not the
        // going, and «اروح» is read in the texts as «الروح», the spirit.
        "اروح", "نروح",
        // Asking: how much, who, where from, why, how.
        "قديش", "قداش", "كام", "منين", "مين", "منو", "مينو", "اشمعني", "ازي", "وينه", "شلون", "شكون",
        "ايش", "وشو",
        // Egyptian «بإيه» (with what: «ردوا عليه بإيه؟») is «بآية», with a verse, once
        // normalised: a question asks with it far more often than it names a verse.
        "بايه",
        // Not, there is not.
        "مافي", "مفيش", "ماكو", "مب", "موب", "ماني", "مانيش",
        // They say, I heard, I read, I know («مش متذكر», not remembering, is a topic: doubt).
        "بيقولوا", "بيقول", "بتقول", "يقولوا", "قالولي", "قالي", "قالتلي", "سمعت", "سمعنا", "قريت",
        "ينقال", "بقوله", "بقولها", "بنقول",
        "قرات", "شايف", "شايفه", "بتعرف", "بعرف", "عارف",
        // Who, which, with a preposition.
        "باللي", "للي", "فاللي",
        // Where the asker is: at work, beside me, in front of me.
        "بالدوام", "الدوام", "بالشغل", "جنبي", "جنبه", "قدامي", "وراي",
    ]
}

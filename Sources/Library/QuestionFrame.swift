/// How a question is asked, as opposed to what it is about. «ما فضل الصدقة؟» asks for a virtue
/// and is about charity: فضل there is the frame, not a word to search, which is what made
/// passages using فضل as "surplus" («لا يمنع فضل الماء») outrank every passage on charity.
public enum QuestionIntent: String, Sendable, Equatable {
    case ruling, virtue, punishment, howTo, meaning, story, general
    /// «ماذا أقول في السجود؟», "What do I say when someone dies?": the words to say are the
    /// answer, which the texts give as the Prophet's supplications and remembrances.
    case saying

    /// Words that, in a passage, speak to the intent: a small bonus, never a requirement. Bases:
    /// their surface forms count too («باجر», «اجرها», «حسناته»).
    var passageCues: Set<String> {
        switch self {
        // «لعن الله الواشمات …»: a curse is how many hadith forbid.
        case .ruling: ["نهي", "نهانا", "حرام", "حرم", "يحل", "حلال", "امر", "امرنا", "رخص", "كره", "يجوز", "فريضه", "كتب", "لعن"]
        case .virtue: ["اجر", "ثواب", "فضل", "جنه", "غفر", "غفر الله", "خير", "حسنه", "كفاره", "درجه", "يحب", "احب",
                       "يضاعف", "اضعاف", "خطايا", "ذنوب", "افضل", "يتقبل", "رضوان", "نور"]
        case .punishment: ["عذاب", "نار", "جهنم", "عقاب", "اثم", "لعن", "وعيد", "حرم", "يعذب", "ويل", "كبائر", "موبقات"]
        // What was said is quoted after «اللهم», «سبحانك», «أعوذ» …, or taught as «فليقل»:
        // «كان يقول في ركوعه وسجوده سبحانك اللهم». Not «قال» or «يقول», which tell every hadith.
        case .saying: ["اللهم", "سبحان", "سبحانك", "الحمد", "اعوذ", "باسمك", "باسم", "استغفر",
                       "استغفرك", "فليقل", "فقولوا", "قولوا", "فقل", "ربنا", "لبيك"]
        case .howTo, .meaning, .story, .general: []
        }
    }

    /// The word hashes of every surface form of the intent's cues, built once per intent.
    var cueHashes: Set<UInt64> { Self.cueHashTable[self] ?? [] }

    private static let cueHashTable: [QuestionIntent: Set<UInt64>] = {
        var table: [QuestionIntent: Set<UInt64>] = [:]
        for intent in [QuestionIntent.ruling, .virtue, .punishment, .saying] {
            var forms = Set<String>()
            for cue in intent.passageCues where !cue.contains(" ") {
                forms.insert(cue)
                forms.formUnion(ArabicForms.forms(of: cue))
            }
            table[intent] = WordHash.set(forms)
        }
        return table
    }()
}

/// Recognises the frame of a question in Arabic or English and what is left once it is gone.
enum QuestionFrame {
    /// Arabic frame words (normalised), by the intent they mark.
    static let arabic: [String: QuestionIntent] = [
        "حكم": .ruling, "يجوز": .ruling, "تجوز": .ruling, "يحل": .ruling, "يحرم": .ruling,
        "حرام": .ruling, "حلال": .ruling, "مباح": .ruling, "جائز": .ruling, "يباح": .ruling,
        "مكروه": .ruling, "محرم": .ruling, "واجب": .ruling, "يشرع": .ruling, "مشروع": .ruling,
        // «هل يحق للمرأة …؟», «هل يصح …؟»: whether she may.
        "يحق": .ruling, "يصح": .ruling,
        // Allowed and forbidden as people say it («زيارة المقابر كانت ممنوعة، طب دلوقتي مسموح؟»):
        // the texts say «نهيتكم» and «فزوروها», never these words.
        "مسموح": .ruling, "مسموحه": .ruling, "ممنوع": .ruling, "ممنوعه": .ruling,
        "فضل": .virtue, "فضائل": .virtue, "ثواب": .virtue, "اجر": .virtue, "فوائد": .virtue,
        "فضيله": .virtue, "جزاء": .virtue,
        // «بماذا اشتهر بلال؟», «ما أهمية الصلاة؟»: a standing the texts tell as virtues, never by
        // these words. Not «مكانة» («ما مكانة الأم؟»): normalised it is also «مكانه», his place.
        "اشتهر": .virtue, "مشهور": .virtue, "اهميه": .virtue,
        "عقوبه": .punishment, "عقاب": .punishment, "عاقبه": .punishment, "اثم": .punishment,
        "كيف": .howTo, "كيفيه": .howTo, "طريقه": .howTo,
        // «ما آداب الأكل؟»: the texts teach manners without the word.
        "اداب": .howTo, "ادب": .howTo,
        // «ما شروط التوبة؟»: what it takes is the question; «شروط» as a word found Barira's
        // contract («شروطا ليست في كتاب الله») for every act whose conditions were asked.
        "شروط": .howTo, "شرائط": .howTo,
        "معني": .meaning, "تعريف": .meaning, "مفهوم": .meaning, "المقصود": .meaning,
        "قصه": .story,
        "اقول": .saying, "بقول": .saying, "نقول": .saying, "يقال": .saying, "نردد": .saying, "اردد": .saying,
    ]
    /// Arabic words that only carry the question («ما», «هل», «ماذا قال الإسلام عن»).
    static let arabicFiller: Set<String> = spokenFiller.union([
        "ما", "ماذا", "هل", "هو", "هي", "ماهو", "ماهي", "من", "عن", "في", "الي", "علي", "لماذا",
        "متي", "اين", "اذكر", "اشرح", "شرح", "اريد", "اعرف", "ابحث", "اخبرني", "حدثني", "قال",
        "يقول", "ورد", "جاء", "الاسلام", "الشرع", "الشريعه", "الدين", "حديث", "احاديث", "الحديث",
        "ايه", "ايات", "الايات", "القران", "دليل", "الدليل", "انا", "لي", "يا", "وما", "وهل",
        "وكيف", "وماذا", "ان", "اي", "ذلك", "هذا", "هذه", "بعض", "كل", "وما", "فما", "فهل",
        // «ماذا أفعل …؟»: what the asker should do is the frame, not the topic («أقول» is
        // `QuestionIntent.saying`).
        "افعل", "نفعل", "اصنع", "يجب", "علي", "ينبغي",
        // «فلمن يكون ثمره؟»: whose it is, and "to be", frame the question in any topic.
        "لمن", "يكون", "تكون", "يكونون", "يكن", "تكن", "اكن", "نكن", "كنت", "كانت", "كانوا",
        // «كم ركعة …؟»: how many is the question, the count is in the answer.
        "كم", "وكم",
        // Spoken Arabic asks with its own words: «شو حكم …؟», «ايش معنى …؟», «ليش …؟», «يعني».
        "شو", "ايش", "وش", "شنو", "شنهو", "ليش", "يعني", "بدي", "بده", "بدها", "بدنا", "عايز",
        "عايزه", "عاوز", "عاوزه", "ابغي", "ابغا", "نبغي", "هيك", "كده", "كدا", "هاد", "هادا",
        // Gulf, Egyptian and Maghrebi: «واش كاين …؟» (is there …?), «وش اسوي» (what do I do),
        // «يبغى» (wants), «لين» (until), «يصير» (becomes, may), «اللي» (who, which).
        "واش", "اش", "كاين", "كاينه", "شي", "اسوي", "نسوي", "يسوي", "تسوي", "يبغي", "تبغي",
        // Gulf «تبي تسافر» (she wants to travel), and «زعلانة مني» (upset with me): «مني»
        // searched was 75:37's «من مني يمنى».
        "تبي", "يبي", "مني",
        "لين", "يصير", "تصير", "اللي", "علاش", "كيفاش", "وين", "فين", "ليه", "امتي", "ازاي", "عشان",
        // «ومش قادر» (and I can't), «مو» (not), «بماذا» (with what), «ينفع أصلي قاعد؟» (is it
        // all right to; not a frame word, whose pronoun would point back: «هل ينفعها أن …؟»).
        "مش", "موش", "مو", "بماذا", "ينفع", "بينفع", "ينفعش",
        // «شو لازم اعمل لما …؟» (what must I do when …).
        "لازم", "اعمل", "نعمل", "بعمل", "لما",
        // «شفت حلم امس» (I saw … yesterday), «متل» (like).
        "شفت", "شفنا", "امس", "امبارح", "مبارح", "متل",
        // «لما يجي الملكين» (when … come), Egyptian «النبي قاله» (told him), «قالي» (told me),
        // «رفعه لحد فين» (up to where): how the story is told. «لحد» searched was the grave's
        // niche; a question about that says «اللحد».
        "يجي", "بيجي", "تجي", "تيجي", "بتجي", "قاله", "قالي", "لحد", "لغايه",
        // Written Arabic's particles of manner and time («دون أن يأتي بأربعة شهود», «ولكن»,
        // «أيضا», «عندما»): they join what is asked, and weighed as words they outweighed it.
        "دون", "بدون", "ولكن", "لكن", "ايضا", "عندما", "حتي", "حين", "حينما",
        // «هل سكوتها يعتبر موافقة؟»: whether it counts as, in any topic.
        "يعتبر", "تعتبر", "يعتبرون",
        // «في أي مواضع من القرآن …؟» (in which places of the Qur'an) asks where, of any topic.
        "مواضع", "موضع", "مواطن",
        // A preposition with a pronoun, pointing back at what was just said («يفتدي نفسه بهم»).
        "بهم", "بهما", "بهن", "لهما",
        // The object pronoun's carrier («العلامة اللي عطاه الله اياها») and "since" («أسلمت منذ
        // شهر»): how the question is told, in any topic.
        "اياها", "اياه", "اياهم", "اياهما", "اياك", "اياكم", "اياي", "ايانا", "منذ",
        // «بأي صفات وصف القرآن يحيى؟» (with which qualities did it describe him): the qualities
        // are the answer, not a word to find; «صفات» is in no passage and made the question abstain.
        "باي", "صفات", "الصفات", "اوصاف", "وصف", "يصف", "تصف", "وصفت",
        // «في أي سياق قيل لإبراهيم: …؟» (in which context was it said): where a saying stands
        // is the question; «سياق» is in two passages. Not «قيل», which a story may turn on
        // («فقيل منع ابن جميل وخالد بن الوليد»).
        "سياق", "السياق",
    ])

    /// English frame words (in `Glossary.loose` spelling), by intent.
    static let english: [String: QuestionIntent] = Dictionary(
        englishWords.map { (Glossary.loose($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
    static let englishWords: [String: QuestionIntent] = [
        "ruling": .ruling, "rulings": .ruling, "allowed": .ruling, "permissible": .ruling,
        "permitted": .ruling, "halal": .ruling, "haram": .ruling,         "forbidden": .ruling, "prohibited": .ruling, "lawful": .ruling, "unlawful": .ruling,
        "obligatory": .ruling, "compulsory": .ruling, "mandatory": .ruling, "sin": .punishment,
        "virtue": .virtue, "virtues": .virtue, "reward": .virtue, "rewards": .virtue,
        "merit": .virtue, "merits": .virtue, "benefit": .virtue, "benefits": .virtue,
        "excellence": .virtue, "rewarded": .virtue,
        // "What is the status of mothers in Islam?", "Who was Bilal and why is he famous?":
        // a standing the texts tell as virtues; as topics these words are in none of them.
        // Not "special" or "important", which describe what is asked of as often ("a special
        // prayer", "the important deeds").
        "status": .virtue, "famous": .virtue, "importance": .virtue, "significance": .virtue,
        "punishment": .punishment, "punishments": .punishment, "penalty": .punishment,
        "consequence": .punishment, "consequences": .punishment, "punished": .punishment,
        "how": .howTo, "conditions": .howTo, "requirements": .howTo, "prerequisites": .howTo,
        "meaning": .meaning, "mean": .meaning, "means": .meaning, "define": .meaning,
        "definition": .meaning, "story": .story,
    ]
    /// English words that carry no topic (in `Glossary.loose` spelling).
    static let englishFiller: Set<String> = Set(englishFillerWords.map(Glossary.loose))
    static let englishFillerWords: [String] = [
        "what", "whats", "is", "are", "was", "were", "be", "been", "being", "the", "a", "an", "of",
        "on", "in", "about", "does", "do", "did", "doing", "say", "says", "said", "tell", "me", "us",
        "why", "when", "where", "who", "whom", "which", "can", "could", "should", "would", "may",
        "might", "must", "shall", "will", "i", "my", "we", "our", "you", "your", "it", "its", "this",
        "that", "these", "those", "to", "for", "with", "by", "from", "and", "or", "as", "at", "has",
        "have", "had", "islam", "islamic", "muslim", "muslims", "quran", "koran", "qurans", "korans", "quranic", "hadith",
        "hadiths", "sunnah", "there", "any", "some", "according", "regarding", "concerning",
        "please", "explain", "give", "show", "find", "verse", "verses", "aya", "ayah", "ayat",
        "sura", "surah", "related", "mention", "mentioned", "mentions", "teach", "teaches",
        "religion", "one", "someone", "person", "people", "if", "so", "than", "then", "into",
        "out", "up", "not", "no", "yes", "al", "very", "much", "many", "also", "all", "only",
        "get", "gets", "go", "make", "makes", "know", "want", "need", "thing", "things", "way",
        "ways", "ok", "okay", "really", "al", "el", "ar", "ash", "ad", "az", "adh", "ath",
        // "Which qualities does the Qur'an describe Yahya with?": the qualities are the answer.
        "qualities", "attributes", "traits", "characteristics", "describe", "describes", "described",
        // «ذو»/«ذي», "possessor of", before a name ("Dhul-Khalasa", "Dhu Tuwa"): part of it, as
        // "al" is, never a word the texts would be searched for alone.
        "dhul", "dhu", "dhi", "dhil", "zul",
        "it", "him", "her", "his", "them", "their", "they", "he", "she", "anything", "something",
        "view", "opinion", "tradition", "traditions", "narration", "narrations", "happened",
        "happen", "ever", "still", "even", "just", "like", "scholars", "allah", "god", "lord",
        "telling", "text", "texts", "prophet", "messenger", "without", "before", "after",
        "during", "while", "also", "true", "truly", "actually", "exactly", "every", "each",
        "other", "another", "same", "such", "own", "more", "most", "less", "few", "done",
        "use", "used", "using", "happens", "count", "counts", "considered", "consider",
        "valid", "correct", "right", "wrong", "okay", "fine", "ok", "does", "need", "needs",
        "have", "having", "go", "going", "come", "comes", "said", "saying", "hear", "heard",
        "read", "where", "place", "part", "type", "types", "example", "important",
        "rule", "rules", "islamically", "sharia", "shariah", "mentioned", "quote", "quoted",
        // "The passage about …": where the answer is, not what it says.
        "passage", "passages",
        // "sit down", "lie down": the verb says it.
        "down",
        // "How do I perform ghusl?": doing it is the question's frame, never a word the texts
        // use. "wat", "wut": "what", typed fast.
        "perform", "performing", "performed", "performs", "wat", "wats", "wut",
        // How the asker tells it, not what is asked: "an animal over which …", "help around
        // the house", "the prayer itself", "until he was buried", "my cousin told me", "he
        // keeps saying". Named as not found, they read as topics the texts lack.
        // Not the other reflexives: "drive by myself" is alone, "those who purify themselves"
        // and "help themselves" are what a claim says.
        "over", "around", "itself", "until", "suddenly", "told", "tells", "keep", "keeps", "kept", "basically",
        "literally", "seriously", "probably", "maybe", "perhaps", "anyway", "somebody", "anybody",
        "anyone", "everyone", "everybody",
        // "I read somewhere that …": where the asker met it. Searched, it made the question one
        // with a word no passage has, which then needs half its words in one passage.
        "somewhere", "anywhere", "somehow", "sometime",
    ]
    /// Words that make a short question lean on the one before it.
    static let englishFollowUp: Set<String> = ["and", "also", "what about", "how about"]
    static let arabicFollowUp: Set<String> = ["و", "وما", "وماذا", "وهل", "وكيف", "فما", "وعن", "فماذا"]
    /// Pronouns that point back to the previous question's topic.
    static let englishPointers: Set<String> = ["it", "its", "this", "that", "them", "they", "him", "her", "he", "she"]
}

import Domain

/// Broken plurals of common nouns and their singulars. Generated forms add affixes to a stem and
/// never reach the other number: «أولاد» (children) does not find «الولد», nor «الولد» «أولاد».
/// A question's word that the glossary does not know is looked for in both. Words whose numbers
/// also belong to another word are left out («ملك»: king and angel, «دين»: debt and religion).
enum ArabicPlurals {
    static let pairs: [(String, String)] = [
        ("ولد", "أولاد"), ("رجل", "رجال"), ("امرأة", "نساء"), ("ابن", "أبناء"), ("بنت", "بنات"),
        ("أخ", "إخوة"), ("أخ", "إخوان"), ("أب", "آباء"), ("أم", "أمهات"), ("مال", "أموال"),
        ("قلب", "قلوب"), ("ذنب", "ذنوب"), ("عمل", "أعمال"), ("يوم", "أيام"), ("شهر", "شهور"),
        ("عبد", "عباد"), ("نبي", "أنبياء"), ("صاحب", "أصحاب"), ("قوم", "أقوام"), ("كتاب", "كتب"),
        ("دار", "ديار"), ("بيت", "بيوت"), ("طعام", "أطعمة"), ("حكم", "أحكام"), ("شيء", "أشياء"),
        ("صغير", "صغار"), ("كبير", "كبار"), ("فقير", "فقراء"), ("مسكين", "مساكين"), ("يتيم", "يتامى"),
        ("قبر", "قبور"), ("رسول", "رسل"), ("صبي", "صبيان"), ("جار", "جيران"), ("ثوب", "ثياب"),
        ("طفل", "أطفال"), ("شاب", "شباب"), ("شيخ", "شيوخ"), ("شهيد", "شهداء"), ("كافر", "كفار"),
        ("سيف", "سيوف"), ("جبل", "جبال"), ("نجم", "نجوم"), ("حديث", "أحاديث"), ("حق", "حقوق"),
        ("أجر", "أجور"), ("ضيف", "ضيوف"), ("زوج", "أزواج"), ("عم", "أعمام"), ("خال", "أخوال"),
        ("درهم", "دراهم"), ("دينار", "دنانير"), ("مسجد", "مساجد"), ("صنم", "أصنام"), ("كلب", "كلاب"),
        ("طير", "طيور"), ("حاجب", "حواجب"), ("بحر", "بحار"), ("نهر", "أنهار"), ("شجرة", "أشجار"),
        ("طبيب", "أطباء"), ("صديق", "أصدقاء"), ("عالم", "علماء"), ("سن", "أسنان"), ("يد", "أيدي"),
        ("رأس", "رؤوس"), ("وجه", "وجوه"), ("دم", "دماء"), ("شيطان", "شياطين"), ("روح", "أرواح"),
        ("نفس", "نفوس"), ("ثمر", "ثمار"), ("بلد", "بلاد"), ("مدينة", "مدن"), ("سوق", "أسواق"),
        ("باب", "أبواب"), ("ليلة", "ليالي"), ("حرب", "حروب"), ("صف", "صفوف"), ("خنزير", "خنازير"),
        ("طريق", "طرق"), ("أخت", "أخوات"), ("شاة", "شياه"), ("دابة", "دواب"), ("عقرب", "عقارب"),
        ("ميت", "أموات"), ("ميت", "موتى"), ("مريض", "مرضى"), ("غني", "أغنياء"), ("ضعيف", "ضعفاء"),
        ("عدو", "أعداء"), ("خادم", "خدم"), ("أمير", "أمراء"), ("تاجر", "تجار"), ("إصبع", "أصابع"),
        ("عظم", "عظام"), ("ظفر", "أظفار"), ("ثعبان", "ثعابين"), ("جلباب", "جلابيب"), ("خمار", "خمر"), ("طريق", "طرقات"),
        ("نعل", "نعال"), ("إناء", "آنية"), ("لحم", "لحوم"),
    ]

    /// One word written two ways: «المرأة» drops the alef of «امرأة» after the article, so
    /// «للمرأة» (base «مرأة») never met «امرأة ثابت». And a plural said two ways: people say
    /// «الأظافر», the texts «الأظفار» («تقليم الأظفار»).
    static let spellings: [(String, String)] = [("مرأة", "امرأة"), ("مرء", "امرؤ"), ("أظافر", "أظفار")]

    /// The other number of a question's word (by `ArabicForms.base`), also with a preposition
    /// or conjunction before it and a pronoun after it taken off: «بدمهم» (in their blood) is
    /// «دم», whose plural the texts say («وأمر بدفنهم في دمائهم», Bukhari 4079). Only words of
    /// the list are looked up, so taking off a letter that belongs to the word mostly finds
    /// nothing; and nothing is taken off a word the list has («باب», a door, is not «ب» + «أب»).
    static func others(of base: String) -> [String] {
        if let own = other[base] { return own }
        var stems = [base]
        for s in ["هما", "هم", "هن", "ها", "ه", "ي", "ك", "كم", "نا"] where base.hasSuffix(s) && base.count - s.count >= 2 {
            stems.append(String(base.dropLast(s.count)))
            break
        }
        for stem in stems where other[stem] == nil {
            for p in ["وب", "فب", "ول", "فل", "و", "ف", "ب", "ل", "ك"] where stem.hasPrefix(p) && stem.count - p.count >= 2 {
                stems.append(String(stem.dropFirst(p.count)))
                break
            }
        }
        var out: [String] = []
        for stem in stems { for w in other[stem] ?? [] where !out.contains(w) { out.append(w) } }
        return out
    }

    /// Normalised word → the normalised words of its other number (or spelling).
    static let other: [String: [String]] = {
        var out: [String: [String]] = [:]
        for (one, many) in pairs + spellings {
            let a = ArabicNormalizer.normalize(one), b = ArabicNormalizer.normalize(many)
            out[a, default: []].append(b)
            out[b, default: []].append(a)
        }
        return out
    }()
}

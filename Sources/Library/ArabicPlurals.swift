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
    ]

    /// One word written two ways: «المرأة» drops the alef of «امرأة» after the article, so
    /// «للمرأة» (base «مرأة») never met «امرأة ثابت».
    static let spellings: [(String, String)] = [("مرأة", "امرأة"), ("مرء", "امرؤ")]

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

/// The fixed wording of a fact-check answer in English and Arabic (the server writes answers;
/// the app's string tables are for its own interface).
enum FactCheckPhrases {
    static func verdictLabel(_ l: AnswerLanguage) -> String { l == .ar ? "الحكم (VERDICT)" : "VERDICT" }
    static func confidenceLabel(_ l: AnswerLanguage) -> String { l == .ar ? "درجة الثقة (CONFIDENCE)" : "CONFIDENCE" }
    static func claimsLabel(_ l: AnswerLanguage) -> String { l == .ar ? "النصوص المقتبسة (CLAIMS)" : "CLAIMS" }
    static func differenceLabel(_ l: AnswerLanguage) -> String { l == .ar ? "الفرق" : "Difference" }

    static func verdict(_ v: FactCheckVerdict, _ l: AnswerLanguage) -> String {
        switch (v, l) {
        case (.authentic, .en): "Authentic"
        case (.altered, .en): "Altered"
        case (.notFound, .en): "Not found"
        case (.misattributed, .en): "Misattributed"
        case (.authentic, .ar): "صحيح النص"
        case (.altered, .ar): "محرَّف"
        case (.notFound, .ar): "غير موجود"
        case (.misattributed, .ar): "منسوب إلى غير مصدره"
        }
    }

    static func noQuotation(_ l: AnswerLanguage) -> String {
        l == .ar ? "لم أجد في النص اقتباسًا من القرآن أو الحديث يمكن التحقق منه (ثلاث كلمات على الأقل)."
            : "I found no quotation of the Qur'an or of a hadith to check in this text (at least three words are needed)."
    }

    static func foundIn(_ l: AnswerLanguage, _ ref: String) -> String {
        l == .ar ? "النص كما ورد في: \(ref)." : "The words are as in \(ref)."
    }

    static func matchedIn(_ l: AnswerLanguage, _ ref: String) -> String {
        l == .ar ? "أقرب ما في المكتبة إلى هذا المعنى: \(ref)." : "The saying in the library closest to this meaning: \(ref)."
    }

    static func canonicalIn(_ l: AnswerLanguage, _ ref: String) -> String {
        l == .ar ? "النص الصحيح كما في \(ref):" : "The text as it is in \(ref):"
    }

    static func notFoundExplanation(_ l: AnswerLanguage) -> String {
        l == .ar
            ? "لا يطابق هذا النصَّ شيءٌ في القرآن الكريم ولا في صحيحي البخاري ومسلم. "
                + "قد يكون في كتب أخرى، وقد لا يصح؛ هذا التحقق لا يستطيع الجزم بأيهما."
            : "Nothing in the Qur'an, Sahih al-Bukhari or Sahih Muslim matches these words. They may be in other "
                + "collections, or they may not be authentic; this check cannot tell which."
    }

    static func claimedName(_ claimed: String, _ l: AnswerLanguage) -> String {
        let parts = claimed.split(separator: "+").map { part -> String in
            switch (String(part), l) {
            case ("quran", .en): return "the Qur'an"
            case ("prophet", .en): return "the Prophet's words"
            case ("bukhari", .en): return "Sahih al-Bukhari"
            case ("muslim", .en): return "Sahih Muslim"
            case ("quran", .ar): return "القرآن"
            case ("prophet", .ar): return "كلام النبي ﷺ"
            case ("bukhari", .ar): return "صحيح البخاري"
            case ("muslim", .ar): return "صحيح مسلم"
            case (let other, _):
                let aya = other.replacingOccurrences(of: "quran:", with: "")
                // "quran:3" names a sura without an aya.
                if let sura = Int(aya), (1...SuraNames.arabic.count).contains(sura) {
                    return l == .ar ? "سورة \(SuraNames.arabic[sura - 1])" : "Surah " + (SuraNames.englishTitle(sura) ?? "\(sura)")
                }
                return l == .ar ? "الآية \(aya)" : "Qur'an \(aya)"
            }
        }
        return parts.joined(separator: l == .ar ? " و" : " and ")
    }

    static func misattributed(_ l: AnswerLanguage, claimed: String, actual: String) -> String {
        let name = claimedName(claimed, l)
        return l == .ar ? "النص صحيح، لكنه نُسب إلى \(name)، ومصدره: \(actual)."
            : "The words are authentic, but they are presented as \(name); their source is \(actual)."
    }

    static func byMeaning(_ l: AnswerLanguage) -> String {
        l == .ar ? "طوبق بالمعنى فقط: المكتبة تحوي هذه الكتب بالعربية، فلم تُقارن الصيغة الإنجليزية كلمةً كلمة."
            : "Matched by meaning only: the library holds these books in Arabic, so the English wording "
                + "could not be verified word for word."
    }

    /// An English claim matched by meaning whose numbers were compared (`ClaimNumbers`).
    static func byMeaningNumbers(_ l: AnswerLanguage) -> String {
        l == .ar ? "طوبق بالمعنى: المكتبة تحوي هذه الكتب بالعربية، فلم يُقارن من الصيغة الإنجليزية إلا أعدادها "
            + "وألفاظ من أنواع محدودة (الأوقات والأماكن والأعلام والأضداد)."
            : "Matched by meaning: the library holds these books in Arabic, so of the English wording only its numbers "
                + "and a few kinds of word (times, places, names, opposites) were compared."
    }

    /// An English claim's word of a closed kind where its passage says another of that kind.
    static func wordNotInText(_ l: AnswerLanguage, _ quoted: String, english: String, arabic: String) -> String {
        l == .ar ? "يذكر الادعاء «\(quoted)» حيث يذكر النص «\(arabic)»."
            : "The claim says “\(quoted)” where the text says “\(english)” («\(arabic)»)."
    }

    /// An English claim's number that its passage does not have.
    static func numberNotInText(_ l: AnswerLanguage, _ number: String) -> String {
        l == .ar ? "يذكر الادعاء عددًا («\(number)») لا يرد في هذا النص."
            : "The claim says “\(number)”; the text has no such number."
    }

    static func byMeaningNotFound(_ l: AnswerLanguage) -> String {
        l == .ar ? "بُحث عنه بالمعنى لأنه بالإنجليزية؛ قد تطابقه صيغة عربية لم يُعثر عليها."
            : "Searched by meaning, since it is in English; an Arabic wording might still match."
    }

    static func framing(_ l: AnswerLanguage) -> String {
        l == .ar ? "تحقق آلي مقابل القرآن الكريم وصحيحي البخاري ومسلم المثبتة في المكتبة؛ لا يشمل كتب الحديث الأخرى."
            : "An automatic check against the Qur'an, Sahih al-Bukhari and Sahih Muslim as installed in the library; "
                + "other hadith collections are not covered."
    }
}

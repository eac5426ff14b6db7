/// The fixed phrases of library answers, in both answer languages. They are content of the
/// answer (stored with the message), so they live with the composer rather than the UI tables.
enum AnswerPhrases {
    static func framing(_ l: AnswerLanguage) -> String {
        switch l {
        case .en:
            "These are the passages of the offline library that best match your question, quoted as they are: this is not an AI-generated answer. The texts are in Arabic. For a full answer, switch to the cloud backend."
        case .ar:
            "هذه أقرب النصوص إلى سؤالك في المكتبة المحلية، منقولة كما هي، وليست جوابًا مولَّدًا بالذكاء الاصطناعي. للحصول على جواب كامل استخدم الخادم السحابي."
        }
    }

    static func nothingFound(_ l: AnswerLanguage) -> String {
        switch l {
        case .en:
            "Nothing in the offline library (the Qur'an, Sahih al-Bukhari and Sahih Muslim) matched your question. Try other words — Arabic terms such as صلاة or زكاة work best — or switch to the cloud backend for a full answer."
        case .ar:
            "لم أجد في المكتبة المحلية (القرآن الكريم وصحيح البخاري وصحيح مسلم) نصًّا يطابق سؤالك. جرّب كلمات أخرى، أو استخدم الخادم السحابي للحصول على جواب كامل."
        }
    }

    static func thinking(_ l: AnswerLanguage) -> String {
        switch l {
        case .en: "Searching the library…"
        case .ar: "جارٍ البحث في المكتبة…"
        }
    }

    static func notReady(_ l: AnswerLanguage) -> String {
        switch l {
        case .en: "The offline library is not installed. Run: shamelagpt library build"
        case .ar: "المكتبة المحلية غير مثبتة. شغّل: shamelagpt library build"
        }
    }

    /// The sources header: both languages, a form the app's parser recognises (protocol.md §9.2).
    static let sourcesHeader = "المصادر / Sources"

    static func quran(_ l: AnswerLanguage, sura: Int, aya: Int) -> String {
        switch l {
        case .en: "Qur'an, Sura \(sura) (\(SuraNames.englishName(sura) ?? "")), verse \(aya)"
        case .ar: "القرآن الكريم، سورة \(SuraNames.arabicName(sura) ?? String(sura))، الآية \(aya)"
        }
    }

    static func bukhari(_ l: AnswerLanguage, number: Int) -> String {
        switch l {
        case .en: "Sahih al-Bukhari, hadith \(number)"
        case .ar: "صحيح البخاري، الحديث \(number)"
        }
    }

    /// Muslim is cited by book and in-book number; book 0 is the introduction (al-Muqaddima).
    static func muslim(_ l: AnswerLanguage, book: Int, inBook: Int) -> String {
        switch (l, book) {
        case (.en, 0): "Sahih Muslim, introduction, hadith \(inBook)"
        case (.en, _): "Sahih Muslim, book \(book), hadith \(inBook)"
        case (.ar, 0): "صحيح مسلم، المقدمة، الحديث \(inBook)"
        case (.ar, _): "صحيح مسلم، الكتاب \(book)، الحديث \(inBook)"
        }
    }
}

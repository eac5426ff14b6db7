/// The fixed phrases of library answers, in both answer languages. They are content of the
/// answer (stored with the message), so they live with the composer rather than the UI tables.
enum AnswerPhrases {
    static func framing(_ l: AnswerLanguage) -> String {
        switch l {
        case .en:
            "These passages are quoted as they are from the offline library (the Qur'an, Sahih al-Bukhari and Sahih Muslim), chosen because they mention what you asked about: this is not an AI-generated answer. The texts are in Arabic; English translations are not included because their licences do not allow it. For a full answer, switch to the cloud backend."
        case .ar:
            "هذه نصوص من المكتبة المحلية (القرآن الكريم وصحيح البخاري وصحيح مسلم) منقولة كما هي، اختيرت لأنها تذكر ما سألت عنه، وليست جوابًا مولَّدًا بالذكاء الاصطناعي. للحصول على جواب كامل استخدم الخادم السحابي."
        }
    }

    static func nothingFound(_ l: AnswerLanguage) -> String {
        switch l {
        case .en:
            "Nothing in the offline library (the Qur'an, Sahih al-Bukhari and Sahih Muslim) answers this question, so no passage is offered."
        case .ar:
            "لم أجد في المكتبة المحلية (القرآن الكريم وصحيح البخاري وصحيح مسلم) نصًّا يجيب عن سؤالك، فلا أعرض نصًّا."
        }
    }

    static func suggestion(_ l: AnswerLanguage) -> String {
        switch l {
        case .en: "Try other words — Arabic terms such as صلاة or زكاة work well — or switch to the cloud backend for a full answer."
        case .ar: "جرّب كلمات أخرى، أو استخدم الخادم السحابي للحصول على جواب كامل."
        }
    }

    static func noOthers(_ l: AnswerLanguage) -> String {
        switch l {
        case .en: "There are no other passages in the offline library for this question."
        case .ar: "لا توجد نصوص أخرى في المكتبة المحلية لهذا السؤال."
        }
    }

    static func regeneratedNote(_ l: AnswerLanguage) -> String {
        switch l {
        case .en: "More passages for the same question, after the ones already shown."
        case .ar: "نصوص أخرى للسؤال نفسه، بعد التي عُرضت."
        }
    }

    static func list(_ l: AnswerLanguage, _ terms: [String]) -> String {
        let quoted = terms.map { l == .ar ? "«\($0)»" : "“\($0)”" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        switch l {
        case .en: return quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
        case .ar: return quoted.dropLast().joined(separator: "، ") + " ولا " + (quoted.last ?? "")
        }
    }

    /// A quoted saying the question asks about, checked word for word and not found.
    static func sayingNotFound(_ l: AnswerLanguage, _ saying: String) -> String {
        switch l {
        case .en:
            "The saying «\(saying)» is not in the bundled Qur'an, Sahih al-Bukhari or Sahih Muslim, in these words or close to them. It may be in other collections, or not be a hadith at all: these three books cannot tell which."
        case .ar:
            "لا يرد القول «\(saying)» في القرآن الكريم ولا في صحيحي البخاري ومسلم في المكتبة المحلية، لا بلفظه ولا بلفظ قريب منه. قد يكون في كتب أخرى، وقد لا يكون حديثًا أصلًا: هذه الكتب الثلاثة لا تفصل في ذلك."
        }
    }

    static func notInTexts(_ l: AnswerLanguage, _ terms: [String]) -> String {
        switch l {
        case .en: "The bundled Qur'an, Sahih al-Bukhari and Sahih Muslim do not mention \(list(l, terms))."
        case .ar: "لا يرد في القرآن الكريم ولا في صحيحي البخاري ومسلم في المكتبة المحلية ذكرُ \(list(l, terms))."
        }
    }

    /// A sura is in the Qur'an; what may be missing is a hadith naming it (its virtue, a ruling).
    static func suraNotInHadith(_ l: AnswerLanguage, _ suras: [String]) -> String {
        switch l {
        case .en: "The bundled Sahih al-Bukhari and Sahih Muslim do not mention \(list(l, suras))."
        // Unquoted, and without the word «حديث»: the answer's quotation checker read «سورة الملك»
        // between guillemets, or the words after «حديث», as a text quoted, and marked it not found.
        case .ar: "لا يرد في صحيحي البخاري ومسلم في المكتبة المحلية ذكرُ \(suras.joined(separator: " ولا "))."
        }
    }

    static func notSearchable(_ l: AnswerLanguage, _ terms: [String]) -> String {
        switch l {
        case .en: "The library could not look for \(list(l, terms)): it knows no Arabic word for it."
        case .ar: "لم تستطع المكتبة البحث عن \(list(l, terms)): لا تعرف له كلمة عربية."
        }
    }

    static func notInCited(_ l: AnswerLanguage, _ terms: [String]) -> String {
        switch l {
        case .en: "None of these passages mentions \(list(l, terms))."
        case .ar: "لا يذكر أيٌّ من هذه النصوص \(list(l, terms))."
        }
    }

    static func matched(_ l: AnswerLanguage) -> String {
        switch l {
        case .en: "matched"
        case .ar: "الكلمات المطابقة"
        }
    }

    static func nearInMeaning(_ l: AnswerLanguage) -> String {
        switch l {
        case .en: "near in meaning to"
        case .ar: "قريب في المعنى من"
        }
    }

    static func byMeaning(_ l: AnswerLanguage) -> String {
        switch l {
        case .en: "found by meaning, not by a shared word"
        case .ar: "وُجد بالمعنى لا بكلمة مشتركة"
        }
    }

    static func chain(_ l: AnswerLanguage) -> String {
        switch l {
        case .en: "Chain of narrators"
        case .ar: "السند"
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
        case .en: "Qur'an, \(SuraNames.englishTitle(sura) ?? "Sura \(sura)") \(sura):\(aya)"
        case .ar: "القرآن الكريم، سورة \(SuraNames.arabicName(sura) ?? String(sura))، الآية \(aya)"
        }
    }

    static func bukhari(_ l: AnswerLanguage, number: Int) -> String {
        switch l {
        case .en: "Sahih al-Bukhari \(number)"
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

    /// A Muslim record the corpus gives no reference for: named by the book it falls in.
    static func muslimUnplaced(_ l: AnswerLanguage, book: HadithCatalog.BookTitle?) -> String {
        switch l {
        case .en: book?.en.map { "Sahih Muslim, \($0)" } ?? "Sahih Muslim"
        case .ar: book?.ar.map { "صحيح مسلم، \($0)" } ?? "صحيح مسلم"
        }
    }

}

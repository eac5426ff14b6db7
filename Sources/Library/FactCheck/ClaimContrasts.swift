import Domain

/// Words of one kind that an altered English claim swaps for another of the same kind: an
/// opposite ("easy" for 2:45's "hard"), a time ("a day" for 34:12's "a month"), a place
/// ("Jerusalem" for 3:96's Bakkah), a relative ("my parents" for 19:32's "my mother"), a
/// heavenly body ("the earth" for 36:40's "the moon"). An English claim is matched by meaning,
/// so most of its words cannot be compared with the Arabic; these can, as `ClaimNumbers` can:
/// the claim says one member of a kind that neither its passage's Arabic nor any English
/// translation of it has, and the passage's translation says another the claim does not.
///
/// Each kind is a closed set whose members exclude one another, so a paraphrase keeps its
/// member: a translation may say "the Fire" where a claim says "Hell" (one member), but not
/// "the moon" where the claim says "the earth". Open kinds (size, distance, age, "more") were
/// left out: "great" and "far" are in too many sentences that say nothing of size or distance.
enum ClaimContrasts {
    /// One member of a kind: its English words (a word or a phrase, lower case), its
    /// normalised Arabic forms without clitics, and how an Arabic reader is shown it.
    struct Member: Sendable {
        var english: [String]
        var arabic: [String]
        var display: String
    }

    /// A swap found: the claim's word as it wrote it, and the member its passage says instead.
    struct Swap: Sendable, Equatable {
        var quoted: String
        var english: String
        var arabic: String
    }

    /// Phrases that name neither a time nor an order: "the Last Day" is no last day, and "the
    /// Day of Resurrection" no day of a week. The kind of this life and the next reads them.
    static let fixedPhrases = ["last day", "day of resurrection", "day of judgement", "day of judgment", "last hour"]
    static let afterlifeKind = "life"

    static func member(_ english: [String], _ arabic: [String], _ display: String) -> Member {
        Member(english: english, arabic: arabic, display: display)
    }

    /// The kinds. A member's Arabic forms guard against a translation that says it otherwise;
    /// they need not be complete (a form missed only leaves the translation to decide).
    static let kinds: [(name: String, members: [Member])] = [
        ("order", [member(["first", "earliest"], ["اول", "اولي", "اوائل"], "الأول"),
                   member(["last", "final"], ["اخر", "اخره", "اواخر", "اخير"], "الآخر")]),
        ("ease", [member(["easy", "light upon"], ["يسير", "سهل", "يسر", "خفيف", "خفيفه"], "يسير"),
                  member(["difficult", "hard", "heavy", "burdensome"], ["عسير", "صعب", "كبيره", "ثقيل", "ثقيله", "شاق"], "شاقّ")]),
        ("compass", [member(["east", "eastern", "easterly"], ["شرق", "مشرق", "صبا"], "الشرق"),
                     member(["west", "western", "westerly"], ["غرب", "مغرب", "دبور"], "الغرب")]),
        ("side", [member(["right hand", "right side", "his right"], ["يمين", "يمني"], "اليمين"),
                  member(["left hand", "left side", "his left"], ["شمال", "يسار", "يسري"], "الشمال")]),
        ("wealth", [member(["rich", "wealthy"], ["غني", "اغنياء", "غنا"], "الغنى"),
                    member(["poor", "poverty"], ["فقير", "فقراء", "فقر"], "الفقر")]),
        ("daypart", [member(["morning"], ["غدو", "غدوه", "صباح", "غداه", "بكره"], "الغدوّ"),
                     member(["evening"], ["رواح", "عشي", "مساء"], "الرواح")]),
        ("depth", [member(["deepest", "lowest"], ["اسفل", "درك"], "الأسفل"),
                   member(["shallowest", "shallow", "highest", "uppermost"], ["اعلي", "ضحضاح"], "الأعلى")]),
        ("best", [member(["best"], ["خير", "افضل"], "الخير"), member(["worst"], ["شر"], "الشر")]),
        ("afterlife", [member(["paradise", "heaven", "garden", "gardens"], ["جنه", "جنات", "فردوس"], "الجنة"),
                       member(["hell", "hellfire", "fire", "blaze"], ["نار", "جهنم", "جحيم", "سعير"], "النار")]),
        (afterlifeKind, [member(["this life", "this world", "worldly life", "present life"], ["دنيا"], "الدنيا"),
                         member(["hereafter", "day of resurrection", "day of judgement", "day of judgment", "last day",
                                 "world to come", "life to come"], ["اخره", "قيامه"], "الآخرة")]),
        ("strength", [member(["strong", "stronger", "strength"], ["قوي", "قوه", "اقوي"], "القوة"),
                      member(["weak", "weaker", "weakness"], ["ضعيف", "ضعف"], "الضعف")]),
        ("lawful", [member(["lawful", "permissible", "halal"], ["حلال", "احل"], "الحلال"),
                    member(["unlawful", "forbidden", "haram", "prohibited"], ["حرام", "حرم"], "الحرام")]),
        ("time", [member(["hour"], ["ساعه"], "الساعة"), member(["day"], ["يوم", "ايام", "نهار"], "اليوم"),
                  member(["week"], ["اسبوع", "جمعه"], "الأسبوع"), member(["month"], ["شهر", "اشهر", "شهور"], "الشهر"),
                  member(["year"], ["سنه", "عام", "حول", "سنين"], "السنة")]),
        ("prayer", [member(["dawn prayer", "fajr", "subh", "morning prayer"], ["فجر", "صبح", "غداه"], "الفجر"),
                    member(["noon prayer", "zuhr", "dhuhr"], ["ظهر"], "الظهر"),
                    member(["afternoon prayer", "asr"], ["عصر"], "العصر"),
                    member(["sunset prayer", "maghrib"], ["مغرب"], "المغرب"),
                    member(["isha"], ["عشاء", "عتمه"], "العشاء"),
                    member(["duha", "forenoon"], ["ضحي"], "الضحى"),
                    member(["witr"], ["وتر"], "الوتر"),
                    member(["night prayer", "tahajjud", "prayer at night"], ["قيام", "ليل", "تهجد"], "قيام الليل")]),
        ("kin", [member(["father"], ["اب", "ابي", "ابا", "ابو", "والد"], "الأب"),
                 member(["mother"], ["ام", "امه", "والده"], "الأم"),
                 member(["parents", "mother and father", "father and mother"], ["والدين", "والدان", "ابوين", "ابواه"], "الوالدان"),
                 member(["son"], ["ابن", "بني", "ولد"], "الابن"),
                 member(["daughter"], ["بنت", "ابنه", "بنات"], "البنت"),
                 member(["brother"], ["اخ", "اخا", "اخي", "اخوه", "اخوان"], "الأخ"),
                 member(["sister"], ["اخت", "اخوات"], "الأخت"),
                 member(["wife"], ["زوج", "زوجه", "امراه", "نساء"], "الزوجة"),
                 member(["husband"], ["زوج", "بعل"], "الزوج"),
                 member(["uncle"], ["عم", "خال"], "العم"), member(["aunt"], ["عمه", "خاله"], "العمة")]),
        ("place", [member(["makkah", "mecca", "bakkah", "bakka"], ["مكه", "بكه"], "مكة"),
                   member(["madinah", "medina"], ["مدينه", "يثرب"], "المدينة"),
                   member(["jerusalem", "aqsa"], ["مقدس", "اقصي", "ايلياء"], "بيت المقدس"),
                   member(["syria", "sham"], ["شام"], "الشام"), member(["yemen"], ["يمن"], "اليمن"),
                   member(["egypt"], ["مصر"], "مصر"), member(["iraq"], ["عراق"], "العراق"),
                   member(["persia"], ["فارس"], "فارس"), member(["abyssinia", "ethiopia"], ["حبشه"], "الحبشة")]),
        ("river", [member(["euphrates"], ["فرات"], "الفرات"), member(["tigris"], ["دجله"], "دجلة"),
                   member(["nile"], ["نيل"], "النيل"), member(["jordan"], ["اردن"], "الأردن")]),
        ("battle", [member(["badr"], ["بدر"], "بدر"), member(["uhud"], ["احد"], "أحد"),
                    member(["trench", "khandaq", "confederates"], ["خندق", "احزاب"], "الخندق"),
                    member(["hunayn", "hunain"], ["حنين"], "حنين"), member(["khaybar", "khaibar"], ["خيبر"], "خيبر"),
                    member(["tabuk"], ["تبوك"], "تبوك")]),
        ("sky", [member(["sun"], ["شمس"], "الشمس"), member(["moon"], ["قمر"], "القمر"),
                 member(["star"], ["نجم", "نجوم", "كوكب", "كواكب"], "النجوم"), member(["earth"], ["ارض"], "الأرض")]),
        ("animal", [member(["dog"], ["كلب"], "الكلب"), member(["cat"], ["هره", "قطه", "هر"], "الهرة"),
                    member(["camel"], ["ابل", "بعير", "ناقه", "جمل"], "الإبل"),
                    member(["sheep", "goat"], ["غنم", "شاه", "ضان", "معز"], "الغنم"),
                    member(["horse"], ["خيل", "فرس"], "الخيل"), member(["donkey"], ["حمار", "حمر"], "الحمار"),
                    member(["cow"], ["بقر", "بقره"], "البقر"), member(["ant"], ["نمل", "نمله"], "النمل"),
                    member(["bird"], ["طير", "طائر", "طيور"], "الطير")]),
        ("colour", [member(["white"], ["ابيض", "بيضاء", "بياض"], "الأبيض"), member(["black"], ["اسود", "سوداء", "سواد"], "الأسود"),
                    member(["red"], ["احمر", "حمراء"], "الأحمر"), member(["green"], ["اخضر", "خضراء", "خضر"], "الأخضر"),
                    member(["yellow"], ["اصفر", "صفراء"], "الأصفر")]),
        ("food", [member(["date"], ["تمر", "تمره", "رطب"], "التمر"), member(["milk"], ["لبن"], "اللبن"),
                  member(["honey"], ["عسل"], "العسل"), member(["water"], ["ماء"], "الماء"),
                  member(["bread"], ["خبز"], "الخبز"), member(["meat"], ["لحم"], "اللحم")]),
        ("prophet", [member(["moses", "musa"], ["موسي"], "موسى"), member(["aaron", "harun"], ["هارون"], "هارون"),
                     member(["abraham", "ibrahim"], ["ابراهيم"], "إبراهيم"), member(["noah", "nuh"], ["نوح"], "نوح"),
                     member(["jesus", "isa"], ["عيسي", "مسيح"], "عيسى"), member(["solomon", "sulayman"], ["سليمان"], "سليمان"),
                     member(["david", "dawud"], ["داود"], "داود"), member(["joseph", "yusuf"], ["يوسف"], "يوسف"),
                     member(["jonah", "yunus"], ["يونس"], "يونس")]),
    ]

    /// The first swap the claim makes: a member it says that neither the Arabic (`arabic`: its
    /// passage and the other tellings of its saying) nor any English (`english`: their
    /// translations) says, while its passage's translation (`passage`) says another member of
    /// the same kind that the claim does not. A passage the library holds no translation of
    /// (`passage` nil) says it in its Arabic (`passageArabic`).
    static func swap(in claim: String, arabic: [String], english: [String], passage: String?,
                     passageArabic: String = "") -> Swap? {
        let claimText = Text(claim)
        let englishText = Text(english.joined(separator: " \n "))
        let passageText = Text(passage ?? "")
        let arabicBases = bases(arabic)
        let passageBases = passage == nil ? bases([passageArabic]) : []
        for kind in kinds {
            let raw = kind.name == afterlifeKind
            let said = kind.members.filter { claimText.says($0, raw: raw) }
            guard let quoted = said.first(where: { m in
                !englishText.says(m, raw: raw) && !m.arabic.contains(where: arabicBases.contains)
            }) else { continue }
            guard let other = kind.members.first(where: { m in
                (passageText.says(m, raw: raw) || m.arabic.contains(where: passageBases.contains))
                    && !said.contains { $0.display == m.display }
            }) else { continue }
            let word = claimText.word(of: quoted, raw: raw) ?? quoted.english[0]
            return Swap(quoted: word, english: other.english[0], arabic: other.display)
        }
        return nil
    }

    /// The normalised words of `texts`, each with and without its clitics.
    static func bases(_ texts: [String]) -> Set<String> {
        Set(texts.flatMap { ArabicNormalizer.normalize($0).split(whereSeparator: { !$0.isLetter }) }
            .map(String.init).flatMap(ClaimNumbers.withoutClitics))
    }

    /// The Arabic display of the member whose first English word is `english` (a swap's, as
    /// the JSON keeps it).
    static func display(ofEnglish english: String) -> String? {
        for kind in kinds { if let m = kind.members.first(where: { $0.english.first == english }) { return m.display } }
        return nil
    }

    /// A text's words, lower case and without plural "-s", as a padded string for phrases.
    struct Text {
        let plain: String
        let stripped: String
        /// Each singular word's first spelling in the text ("brothers" for "brother").
        let written: [String: String]

        init(_ text: String) {
            let original = text.lowercased().replacingOccurrences(of: "'s", with: " ")
                .split(whereSeparator: { !$0.isLetter }).map(String.init)
            let words = original.map(Text.singular)
            written = Dictionary(zip(words, original), uniquingKeysWith: { first, _ in first })
            plain = " " + words.joined(separator: " ") + " "
            var s = plain
            for p in ClaimContrasts.fixedPhrases { s = s.replacingOccurrences(of: " \(p) ", with: " ") }
            stripped = s
        }

        func says(_ m: Member, raw: Bool) -> Bool { word(of: m, raw: raw) != nil }

        /// The member's English word or phrase as the text has it.
        func word(of m: Member, raw: Bool) -> String? {
            let t = raw ? plain : stripped
            guard let term = m.english.first(where: { t.contains(" \(Text.phrase($0)) ") }) else { return nil }
            return term.contains(" ") ? term : written[Text.singular(term)] ?? term
        }

        static func phrase(_ p: String) -> String { p.split(separator: " ").map { singular(String($0)) }.joined(separator: " ") }

        /// "days" is "day", "stories" "story"; "glass" and "this" stay.
        static func singular(_ w: String) -> String {
            if w.count > 4, w.hasSuffix("ies") { return String(w.dropLast(3)) + "y" }
            if w.count > 3, w.hasSuffix("s"), !w.hasSuffix("ss"), !w.hasSuffix("us") { return String(w.dropLast()) }
            return w
        }
    }
}

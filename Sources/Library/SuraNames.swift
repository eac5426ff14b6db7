/// The names of the 114 suras in Arabic and in a common English transliteration, used for
/// reference headings and to recognise a sura named in a question.
public enum SuraNames {
    /// Arabic names, index 0 = sura 1.
    public static let arabic: [String] = [
        "الفاتحة", "البقرة", "آل عمران", "النساء", "المائدة", "الأنعام", "الأعراف", "الأنفال",
        "التوبة", "يونس", "هود", "يوسف", "الرعد", "إبراهيم", "الحجر", "النحل", "الإسراء", "الكهف",
        "مريم", "طه", "الأنبياء", "الحج", "المؤمنون", "النور", "الفرقان", "الشعراء", "النمل",
        "القصص", "العنكبوت", "الروم", "لقمان", "السجدة", "الأحزاب", "سبأ", "فاطر", "يس", "الصافات",
        "ص", "الزمر", "غافر", "فصلت", "الشورى", "الزخرف", "الدخان", "الجاثية", "الأحقاف", "محمد",
        "الفتح", "الحجرات", "ق", "الذاريات", "الطور", "النجم", "القمر", "الرحمن", "الواقعة",
        "الحديد", "المجادلة", "الحشر", "الممتحنة", "الصف", "الجمعة", "المنافقون", "التغابن",
        "الطلاق", "التحريم", "الملك", "القلم", "الحاقة", "المعارج", "نوح", "الجن", "المزمل",
        "المدثر", "القيامة", "الإنسان", "المرسلات", "النبأ", "النازعات", "عبس", "التكوير",
        "الانفطار", "المطففين", "الانشقاق", "البروج", "الطارق", "الأعلى", "الغاشية", "الفجر",
        "البلد", "الشمس", "الليل", "الضحى", "الشرح", "التين", "العلق", "القدر", "البينة",
        "الزلزلة", "العاديات", "القارعة", "التكاثر", "العصر", "الهمزة", "الفيل", "قريش",
        "الماعون", "الكوثر", "الكافرون", "النصر", "المسد", "الإخلاص", "الفلق", "الناس",
    ]

    /// English transliterations without the article, index 0 = sura 1.
    public static let english: [String] = [
        "Fatihah", "Baqarah", "Imran", "Nisa", "Maidah", "Anam", "Araf", "Anfal", "Tawbah",
        "Yunus", "Hud", "Yusuf", "Rad", "Ibrahim", "Hijr", "Nahl", "Isra", "Kahf", "Maryam",
        "Taha", "Anbiya", "Hajj", "Muminun", "Nur", "Furqan", "Shuara", "Naml", "Qasas",
        "Ankabut", "Rum", "Luqman", "Sajdah", "Ahzab", "Saba", "Fatir", "Yasin", "Saffat", "Sad",
        "Zumar", "Ghafir", "Fussilat", "Shura", "Zukhruf", "Dukhan", "Jathiyah", "Ahqaf",
        "Muhammad", "Fath", "Hujurat", "Qaf", "Dhariyat", "Tur", "Najm", "Qamar", "Rahman",
        "Waqiah", "Hadid", "Mujadila", "Hashr", "Mumtahanah", "Saff", "Jumuah", "Munafiqun",
        "Taghabun", "Talaq", "Tahrim", "Mulk", "Qalam", "Haqqah", "Maarij", "Nuh", "Jinn",
        "Muzzammil", "Muddaththir", "Qiyamah", "Insan", "Mursalat", "Naba", "Naziat", "Abasa",
        "Takwir", "Infitar", "Mutaffifin", "Inshiqaq", "Buruj", "Tariq", "Ala", "Ghashiyah",
        "Fajr", "Balad", "Shams", "Layl", "Duha", "Sharh", "Tin", "Alaq", "Qadr", "Bayyinah",
        "Zalzalah", "Adiyat", "Qariah", "Takathur", "Asr", "Humazah", "Fil", "Quraysh", "Maun",
        "Kawthar", "Kafirun", "Nasr", "Masad", "Ikhlas", "Falaq", "Nas",
    ]

    /// The Arabic name of sura `n` (1-based), or nil outside 1...114.
    public static func arabicName(_ n: Int) -> String? {
        (1...arabic.count).contains(n) ? arabic[n - 1] : nil
    }

    /// The English name of sura `n` (1-based), or nil outside 1...114.
    public static func englishName(_ n: Int) -> String? {
        (1...english.count).contains(n) ? english[n - 1] : nil
    }
}

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

    /// The usual English transliterated names, with the article, for headings ("Al-Baqarah
    /// 2:183"), index 0 = sura 1.
    public static let englishTitles: [String] = [
        "Al-Fatihah", "Al-Baqarah", "Al 'Imran", "An-Nisa'", "Al-Ma'idah", "Al-An'am", "Al-A'raf",
        "Al-Anfal", "At-Tawbah", "Yunus", "Hud", "Yusuf", "Ar-Ra'd", "Ibrahim", "Al-Hijr",
        "An-Nahl", "Al-Isra'", "Al-Kahf", "Maryam", "Ta-Ha", "Al-Anbiya'", "Al-Hajj",
        "Al-Mu'minun", "An-Nur", "Al-Furqan", "Ash-Shu'ara'", "An-Naml", "Al-Qasas", "Al-'Ankabut",
        "Ar-Rum", "Luqman", "As-Sajdah", "Al-Ahzab", "Saba'", "Fatir", "Ya-Sin", "As-Saffat",
        "Sad", "Az-Zumar", "Ghafir", "Fussilat", "Ash-Shura", "Az-Zukhruf", "Ad-Dukhan",
        "Al-Jathiyah", "Al-Ahqaf", "Muhammad", "Al-Fath", "Al-Hujurat", "Qaf", "Adh-Dhariyat",
        "At-Tur", "An-Najm", "Al-Qamar", "Ar-Rahman", "Al-Waqi'ah", "Al-Hadid", "Al-Mujadilah",
        "Al-Hashr", "Al-Mumtahanah", "As-Saff", "Al-Jumu'ah", "Al-Munafiqun", "At-Taghabun",
        "At-Talaq", "At-Tahrim", "Al-Mulk", "Al-Qalam", "Al-Haqqah", "Al-Ma'arij", "Nuh",
        "Al-Jinn", "Al-Muzzammil", "Al-Muddaththir", "Al-Qiyamah", "Al-Insan", "Al-Mursalat",
        "An-Naba'", "An-Nazi'at", "'Abasa", "At-Takwir", "Al-Infitar", "Al-Mutaffifin",
        "Al-Inshiqaq", "Al-Buruj", "At-Tariq", "Al-A'la", "Al-Ghashiyah", "Al-Fajr", "Al-Balad",
        "Ash-Shams", "Al-Layl", "Ad-Duha", "Ash-Sharh", "At-Tin", "Al-'Alaq", "Al-Qadr",
        "Al-Bayyinah", "Az-Zalzalah", "Al-'Adiyat", "Al-Qari'ah", "At-Takathur", "Al-'Asr",
        "Al-Humazah", "Al-Fil", "Quraysh", "Al-Ma'un", "Al-Kawthar", "Al-Kafirun", "An-Nasr",
        "Al-Masad", "Al-Ikhlas", "Al-Falaq", "An-Nas",
    ]

    /// The English heading name of sura `n` (1-based), or nil outside 1...114.
    public static func englishTitle(_ n: Int) -> String? {
        (1...englishTitles.count).contains(n) ? englishTitles[n - 1] : nil
    }

    /// The Arabic name of sura `n` (1-based), or nil outside 1...114.
    public static func arabicName(_ n: Int) -> String? {
        (1...arabic.count).contains(n) ? arabic[n - 1] : nil
    }

    /// The English name of sura `n` (1-based), or nil outside 1...114.
    public static func englishName(_ n: Int) -> String? {
        (1...english.count).contains(n) ? english[n - 1] : nil
    }
}

import Domain
import Testing

@Suite struct ArabicNormalizerTests {
    @Test(arguments: [
        ("إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ", "انما الاعمال بالنيات"),
        ("الصَّلاة", "الصلاه"),
        ("مُوسَىٰ", "موسي"),
        ("آمَنَ", "امن"),
        ("ٱلرَّحْمَٰنِ", "الرحمن"),
        ("الـــصبر", "الصبر"),
        ("ﷺ", "صلي الله عليه وسلم"),
        ("٢٥٥", "255"),
        ("۱۲", "12"),
        ("Patience", "patience"),
        ("سؤال ورئيس وشيء", "سؤال ورئيس وشيء"),
        ("\u{200F}کتاب", "كتاب"),
    ])
    func normalizes(input: String, expected: String) {
        #expect(ArabicNormalizer.normalize(input) == expected)
    }

    @Test func tokens() {
        #expect(ArabicNormalizer.tokens("قال: «إنما الأعمال بالنيات» (1)") == ["قال", "انما", "الاعمال", "بالنيات", "1"])
    }
}

import Domain
import Testing
@testable import Library

/// `FactChecker.sameSaying`: the hadith an English claim's words also find are another telling
/// of a cited one only when their Arabic is much the same.
@Suite struct ClaimTellingTests {
    static func words(_ text: String) -> Set<String> {
        Set(ArabicNormalizer.tokens(text).filter { $0.count >= 3 })
    }

    @Test func anotherSayingThatSharesTheClaimsEnglishIsNoTelling() {
        // Muslim 4938 (keeping watch a day and a night, better than fasting a month) and Bukhari
        // 1979 (fasting the whole year): both "fasting", one "a year"; not one saying.
        let watch = Self.words("رباط يوم وليلة خير من صيام شهر وقيامه وإن مات جرى عليه عمله الذي كان يعمله وأجري عليه رزقه وأمن الفتان")
        let year = Self.words("إنك لتصوم الدهر وتقوم الليل فقلت نعم قال إنك إذا فعلت ذلك هجمت له العين ونفهت له النفس لا صام من صام الدهر صوم ثلاثة أيام صوم الدهر كله")
        #expect(!FactChecker.sameSaying(watch, year))
        // Two tellings of the keeping watch hadith are.
        let other = Self.words("رباط يوم في سبيل الله خير من صيام شهر وقيامه ومن مات مرابطا جرى عليه عمله وأجري عليه رزقه وأمن الفتان")
        #expect(FactChecker.sameSaying(watch, other))
    }
}

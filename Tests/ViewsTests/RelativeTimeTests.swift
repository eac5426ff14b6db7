import Foundation
import Localization
import Testing
import Views

/// ux.md §4.1's relative times, both languages, full and compact.
@Suite struct RelativeTimeTests {
    static let now = Date(timeIntervalSince1970: 1_742_385_600)  // 2025-03-19 12:00 UTC

    func format(_ secondsAgo: TimeInterval, _ language: Language = .en, compact: Bool = false,
                digits: DigitStyle = .automatic) throws -> String {
        RelativeTime.format(Self.now.addingTimeInterval(-secondsAgo), now: Self.now, parts: DateParts.utc,
                            compact: compact, localizer: try Localizer.bundled(language, digits: digits))
    }

    @Test func english() throws {
        #expect(try format(5) == "Just now")
        #expect(try format(-30) == "Just now")
        #expect(try format(60) == "1 minute ago")
        #expect(try format(5 * 60 + 20) == "5 minutes ago")
        #expect(try format(3_600) == "1 hour ago")
        #expect(try format(2 * 3_600) == "2 hours ago")
        #expect(try format(13 * 3_600) == "Yesterday")  // 23:00 the day before
        #expect(try format(3 * 86_400) == "3 days ago")
        #expect(try format(6 * 86_400) == "6 days ago")
        #expect(try format(7 * 86_400) == "12 Mar")
        #expect(try format(36 * 86_400) == "11 Feb")
        #expect(try format(120 * 86_400) == "19 Nov 2024")
    }

    @Test func minutesBeforeMidnightAreMinutesNotYesterday() throws {
        let now = Date(timeIntervalSince1970: 1_742_342_700)  // 2025-03-19 00:05 UTC
        let l = try Localizer.bundled(.en)
        let s = RelativeTime.format(now.addingTimeInterval(-15 * 60), now: now, parts: DateParts.utc, localizer: l)
        #expect(s == "15 minutes ago")
        let y = RelativeTime.format(now.addingTimeInterval(-2 * 3_600), now: now, parts: DateParts.utc, localizer: l)
        #expect(y == "Yesterday")
    }

    @Test func arabicUsesTheCLDRFormsAndItsDigits() throws {
        #expect(try format(5, .ar) == "الآن")
        #expect(try format(60, .ar) == "قبل دقيقة واحدة")
        #expect(try format(2 * 60, .ar) == "قبل دقيقتين")
        #expect(try format(5 * 60, .ar) == "قبل ٥ دقائق")
        #expect(try format(11 * 60, .ar) == "قبل ١١ دقيقة")
        #expect(try format(2 * 3_600, .ar) == "قبل ساعتين")
        #expect(try format(3 * 3_600, .ar) == "قبل ٣ ساعات")
        #expect(try format(13 * 3_600, .ar) == "أمس")
        #expect(try format(3 * 86_400, .ar) == "قبل ٣ أيام")
        #expect(try format(7 * 86_400, .ar) == "١٢ مارس")
        #expect(try format(120 * 86_400, .ar) == "١٩ نوفمبر ٢٠٢٤")
    }

    @Test func theDigitsSettingIsFollowed() throws {
        #expect(try format(5 * 60, .ar, digits: .latin) == "قبل 5 دقائق")
        #expect(try format(7 * 86_400, .ar, digits: .latin) == "12 مارس")
        #expect(try format(5 * 60, .en, digits: .arabicIndic) == "٥ minutes ago")
    }

    @Test func compactForms() throws {
        #expect(try format(10, compact: true) == "now")
        #expect(try format(5 * 60, compact: true) == "5m")
        #expect(try format(2 * 3_600, compact: true) == "2h")
        #expect(try format(13 * 3_600, compact: true) == "1d")
        #expect(try format(3 * 86_400, compact: true) == "3d")
        #expect(try format(7 * 86_400, compact: true) == "12 Mar")
        #expect(try format(5 * 60, .ar, compact: true) == "٥د")
    }
}

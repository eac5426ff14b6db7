import Domain
import Localization
import Presentation
import Testing
import TextLayout
import Views

/// text-rendering.md §3.4 and §8.4: ordered list markers are numbers the app writes, so they
/// follow the digit setting: Arabic-Indic in the Arabic UI by default, Latin when chosen, and
/// Latin in the English UI. The text of the items keeps its own digits.
@Suite struct ListDigitsTests {
    static let answer = "Steps:\n\n1. Wudu 2 times\n2. Pray\n3. Read"

    static func screen(_ language: Language, digits: DigitStyle) throws -> String {
        try CodePanelTests.grid(language, answer: answer, width: 80, localizer: Localizer.bundled(language, digits: digits))
            .textDump()
    }

    @Test func arabicUIUsesArabicIndicMarkers() throws {
        let screen = try Self.screen(.ar, digits: .automatic)
        #expect(screen.contains("Wudu 2 times"), "the item's own digits stay")
        for marker in ["١.", "٢.", "٣."] { #expect(screen.contains(marker), "\(marker)") }
        #expect(!screen.contains("1."))
    }

    @Test func latinWhenChosenOrInEnglish() throws {
        for screen in [try Self.screen(.ar, digits: .latin), try Self.screen(.en, digits: .automatic)] {
            for marker in ["1.", "2.", "3."] { #expect(screen.contains(marker), "\(marker)") }
            #expect(!screen.contains("١."))
        }
    }
}

import Foundation
import Localization
import Testing

@Suite struct StringTableTests {
    @Test func bothTablesHaveTheSameKeys() throws {
        let en = try StringTable.bundled(.en)
        let ar = try StringTable.bundled(.ar)
        let missingInAr = Set(en.entries.keys).subtracting(ar.entries.keys)
        let missingInEn = Set(ar.entries.keys).subtracting(en.entries.keys)
        #expect(missingInAr.isEmpty, "missing in ar: \(missingInAr.sorted())")
        #expect(missingInEn.isEmpty, "missing in en: \(missingInEn.sorted())")
    }

    @Test func arabicPluralsHaveAllSixForms() throws {
        let ar = try StringTable.bundled(.ar)
        for (key, entry) in ar.entries {
            if case .plural(let forms) = entry {
                #expect(Set(forms.keys) == Set(PluralCategory.allCases), "\(key)")
            }
        }
    }

    @Test(arguments: [
        (0, PluralCategory.zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many),
        (99, .many), (100, .other), (101, .other), (102, .other), (103, .few), (111, .many), (1000, .other),
    ])
    func arabicPluralCategories(n: Int, expected: PluralCategory) {
        #expect(PluralCategory.of(n, in: .ar) == expected)
    }

    @Test func englishPluralCategories() {
        #expect(PluralCategory.of(1, in: .en) == .one)
        #expect(PluralCategory.of(0, in: .en) == .other)
        #expect(PluralCategory.of(2, in: .en) == .other)
    }

    @Test func pluralsUseTheUIDigits() throws {
        let ar = try Localizer.bundled(.ar)
        #expect(ar.plural("history.count", count: 12) == "١٢ محادثة")
        #expect(ar.plural("history.count", count: 2) == "محادثتان")
        #expect(ar.plural("history.count", count: 5) == "٥ محادثات")
        let en = try Localizer.bundled(.en)
        #expect(en.plural("history.count", count: 1) == "1 conversation")
        #expect(en.plural("history.count", count: 1024) == "1,024 conversations")
        let latin = try Localizer.bundled(.ar, digits: .latin)
        #expect(latin.plural("history.count", count: 12) == "12 محادثة")
    }

    @Test func positionalArguments() throws {
        let en = try Localizer.bundled(.en)
        #expect(en("size.needs", "40×12", "36×10") == "Needs at least 40×12; now 36×10.")
        let ar = try Localizer.bundled(.ar)
        #expect(ar("error.codeFormat", "E-NET-003") == "رمز الخطأ: E-NET-003")
    }

    @Test func missingKeyFallsBackToEnglishThenTheKey() throws {
        let en = try StringTable.bundled(.en)
        let partialAr = StringTable(language: .ar, entries: ["tab.chat": .text("المحادثة")])
        let l = Localizer(table: partialAr, fallback: en)
        #expect(l("tab.chat") == "المحادثة")
        #expect(l("tab.history") == "History")
        #expect(l("no.such.key") == "no.such.key")
    }

    @Test func groupedNumbers() {
        #expect(NumberFormatting(language: .en).integer(1024) == "1,024")
        #expect(NumberFormatting(language: .ar).integer(1024) == "١٬٠٢٤")
        #expect(NumberFormatting(language: .en, digits: .arabicIndic).plain(40) == "٤٠")
        #expect(NumberFormatting(language: .en).integer(-1234567) == "-1,234,567")
    }
}

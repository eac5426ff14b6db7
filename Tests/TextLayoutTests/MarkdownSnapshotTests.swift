import Foundation
import Testing
import TestSupport
import TextLayout

/// Every Markdown construct in English and Arabic at widths 20, 40 and 80 (text-rendering.md §9.3).
@Suite struct MarkdownSnapshotTests {
    struct Fixture: Sendable, CustomStringConvertible {
        var name: String
        var english: String
        var arabic: String
        var settings: LayoutSettings = .default
        var description: String { name }
    }

    static let fixtures: [Fixture] = [
        Fixture(name: "headings",
                english: "# Prayer times\n\n## Fajr\n\n### Notes on the dawn prayer",
                arabic: "# مواقيت الصلاة\n\n## الفجر\n\n### ملاحظات على صلاة الفجر"),
        Fixture(name: "emphasis",
                english: "Fasting is **obligatory** in *Ramadan*; it takes 3~5 days or ~~seven~~ weeks.",
                arabic: "الصيام **واجب** في *رمضان*، وليس ~~سبعة~~ أيام فقط."),
        Fixture(name: "inline-code",
                english: "Type `x = 5;` then press Enter, or call +966 50 123 4567.",
                arabic: "اكتب `x = 5;` ثم اضغط، أو اتصل على +966 50 123 4567"),
        Fixture(name: "code-block",
                english: "```swift\nlet greeting = \"السلام عليكم\" // Arabic string\n\tprint(greeting) // a long line that must be hard-wrapped\n```",
                arabic: "```python\n# تعليق بالعربية\nprint(\"مرحبا\")\t# a long comment line to hard-wrap it\n```"),
        Fixture(name: "quote",
                english: "> The best of you are those who learn the Quran and teach it.\n>\n> — Bukhari",
                arabic: "> خيركم من تعلم القرآن وعلمه.\n>\n> — البخاري"),
        Fixture(name: "lists",
                english: "- Pillars of Islam\n  - Shahada\n  - Salah\n    - Fajr\n- Articles of faith\n\n1. First\n2. Second\n10. Tenth",
                arabic: "- أركان الإسلام\n  - الشهادة\n  - الصلاة\n    - الفجر\n- أركان الإيمان\n\n1. الأول\n2. الثاني\n10. العاشر"),
        Fixture(name: "tasks",
                english: "- [x] Read Surat al-Kahf\n- [ ] Give sadaqah before Friday prayer",
                arabic: "- [x] قراءة سورة الكهف\n- [ ] التصدق قبل صلاة الجمعة"),
        Fixture(name: "links",
                english: "See [Shamela](https://shamela.ws/book/1) or https://example.com/a?b=1 and mail info@example.com.",
                arabic: "انظر [الشاملة](https://shamela.ws/book/1) أو زر https://example.com/a?b=1 الآن"),
        Fixture(name: "links-no-hyperlinks",
                english: "See [Shamela](https://shamela.ws/book/1) for the text.",
                arabic: "انظر [الشاملة](https://shamela.ws/book/1) للنص.",
                settings: LayoutSettings(hyperlinks: false)),
        Fixture(name: "rule",
                english: "Above\n\n---\n\nBelow",
                arabic: "فوق\n\n---\n\nتحت"),
        Fixture(name: "table",
                english: "| Prayer | Time | Rakats |\n|:--|:-:|--:|\n| Fajr | dawn | 2 |\n| Dhuhr | midday after the sun passes its zenith | 4 |",
                arabic: "| الصلاة | الوقت | الركعات |\n|---|---|---|\n| الفجر | الفجر الصادق | ٢ |\n| الظهر | بعد زوال الشمس عن كبد السماء | ٤ |"),
        Fixture(name: "breaks",
                english: "First line  \nsecond line after a hard break\nsoft-broken continuation",
                arabic: "السطر الأول  \nالسطر الثاني بعد فاصل\nتكملة السطر"),
        Fixture(name: "html",
                english: "<div>raw html</div>\n\nText with <b>inline</b> html.",
                arabic: "<div>نص خام</div>\n\nنص مع <b>وسم</b> داخلي."),
        Fixture(name: "mixed",
                english: "The verse **بسم الله الرحمن الرحيم** opens every surah but one (9).",
                arabic: "قال ﷺ: «إنما الأعمال بالنيات» (رواه البخاري 1) 👍🏽 and 🇸🇦."),
    ]

    static func render(_ markdown: String, width: Int, ui: TextDirection, settings: LayoutSettings) -> Grid {
        let rows = MarkdownLayout.rows(markdown: markdown, width: width, baseDirection: ui, settings: settings)
        var grid = Grid(size: Size(width: width, height: rows.count))
        // Drawn as a bubble draws them, so code panels show their fill (text-rendering.md §3.5).
        for (y, row) in rows.enumerated() { grid.draw(row.drawn(width: width), x: 0, y: y) }
        return grid
    }

    @Test(arguments: fixtures, [20, 40, 80])
    func snapshot(_ f: Fixture, width: Int) {
        for (lang, text, ui) in [("en", f.english, TextDirection.ltr), ("ar", f.arabic, TextDirection.rtl)] {
            let grid = Self.render(text, width: width, ui: ui, settings: f.settings)
            let failure = Snapshot.check(grid, named: "\(f.name)-\(lang)-\(width)")
            #expect(failure == nil, "\(failure ?? "")")
        }
    }

    @Test(arguments: fixtures, [20, 40, 80])
    func everyRowIsExactlyTheWidth(_ f: Fixture, width: Int) {
        for (text, ui) in [(f.english, TextDirection.ltr), (f.arabic, TextDirection.rtl)] {
            for row in MarkdownLayout.layout(markdown: text, width: width, baseDirection: ui, settings: f.settings) {
                #expect(row.reduce(0) { $0 + Int($1.width) } == width, "\(f.name)")
            }
        }
    }
}

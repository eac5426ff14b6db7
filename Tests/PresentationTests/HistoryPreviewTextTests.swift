import Domain
import Presentation
import Testing

/// History previews are plain: no Sources block, no Markdown, one line (ux.md §4.1).
@Suite struct HistoryPreviewTextTests {
    @Test func sourcesAndMarkdownAreRemoved() {
        let answer = """
        ## Patience

        Patience (**sabr**) is *praised* in the [Qur'an](https://tanzil.net/#2:153) — see `2:153`.

        - It is tied to prayer.
        1. Its reward is ~~small~~ beyond measure.
        > A quoted line.

        Sources:
        - [The Qur'an, al-Baqarah 2:153](https://tanzil.net/#2:153)
        """
        #expect(HistoryPreviewText.flatten(answer) == "Patience Patience (sabr) is praised in the Qur'an — see 2:153. "
            + "It is tied to prayer. Its reward is small beyond measure. A quoted line.")
    }

    @Test func tablesCodeAndCitationsStayReadable() {
        let text = "| Prayer | Rakat |\n|---|:--:|\n| Fajr | 2 |\n\n```\nlet x = 1\n```\nAs in [1] and ![a map](m.png)."
        #expect(HistoryPreviewText.flatten(text) == "Prayer Rakat Fajr 2 let x = 1 As in [1] and a map.")
    }

    @Test func longAndEmptyMessages() {
        #expect(HistoryPreviewText.preview(nil) == nil)
        #expect(HistoryPreviewText.preview("  \n ") == nil)
        let long = String(repeating: "word ", count: 400)
        let preview = HistoryPreviewText.preview(long) ?? ""
        #expect(preview.count == 101)
        #expect(preview.hasSuffix("…"))
    }

    @Test func theGeometryOfEachSizeClass() {
        #expect(HistoryGeometry(width: 40, height: 12).rowsPerEntry == 1)
        #expect(HistoryGeometry(width: 79, height: 40).rowsPerEntry == 1)
        #expect(HistoryGeometry(width: 80, height: 24).rowsPerEntry == 2)
        #expect(HistoryGeometry(width: 80, height: 24).visibleEntries == 9)
        #expect(HistoryGeometry(width: 120, height: 40).rowsPerEntry == 3)
        #expect(HistoryGeometry(width: 120, height: 40).listWidth == 58)
        #expect(HistoryGeometry(width: 40, height: 12).visibleEntries == 9)
        let g = HistoryGeometry(width: 80, height: 24)
        #expect(g.firstVisible(top: 0, selected: 20, count: 30) == 12)
        #expect(g.firstVisible(top: 25, selected: 26, count: 30) == 21, "never past the last screenful")
    }
}

/// The preview pane's paragraphs: plain text, one paragraph per heading, quote or run of lines.
@Suite struct HistoryPreviewParagraphTests {
    @Test func anOfflineAnswerKeepsItsHeadingAndPassageApart() {
        let answer = """
        #### Sahih al-Bukhari 4436

        > لَمَّا مَرِضَ النَّبِيُّ صلى الله عليه وسلم

        *Book 64 · matched: مرض (sickness)*

        Sources:
        - [Sahih al-Bukhari 4436] - https://sunnah.com/bukhari:4436
        """
        #expect(HistoryPreviewText.paragraphs(answer) == [
            "Sahih al-Bukhari 4436", "لَمَّا مَرِضَ النَّبِيُّ صلى الله عليه وسلم", "Book 64 · matched: مرض (sickness)",
        ])
    }

    @Test func linesOfOneParagraphJoinAndBlocksStartNewOnes() {
        let text = "First line\nsecond line\n- item one\n- item two\n## Heading\nAfter it"
        #expect(HistoryPreviewText.paragraphs(text) == ["First line second line", "item one", "item two", "Heading", "After it"])
    }
}

@Suite struct HistoryRowPreviewTests {
    /// A row shows an offline answer's heading and passage apart, each isolated in its direction.
    @Test func paragraphsAreIsolatedAndSeparated() {
        let preview = HistoryPreviewText.preview("#### Sahih al-Bukhari 5649\n\n> عُودُوا الْمَرِيضَ") ?? ""
        #expect(preview == "\u{2068}Sahih al-Bukhari 5649\u{2069} · \u{2068}عُودُوا الْمَرِيضَ\u{2069}")
        #expect(HistoryPreviewText.preview("One paragraph\nin two lines") == "One paragraph in two lines")
    }
}

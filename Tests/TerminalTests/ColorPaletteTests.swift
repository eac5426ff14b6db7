import Terminal
import Testing
import TextLayout

@Suite struct ColorPaletteTests {
    @Test func noColorWins() {
        let p = ColorPalette.detect(environment: ["NO_COLOR": "1"], colors: 256)
        #expect(p.level == .none)
        #expect(ColorRole.allCases.allSatisfy { p.color($0) == -1 })
    }

    @Test func emptyNoColorIsIgnored() {
        #expect(ColorPalette.detect(environment: ["NO_COLOR": ""], colors: 256).level == .indexed256)
    }

    @Test func levelsMapTheBrandColours() {
        let p256 = ColorPalette(level: .indexed256)
        #expect(p256.color(.brand) == 22)
        #expect(p256.color(.accent) == 65)
        #expect(p256.color(.gold) == 179)
        let p16 = ColorPalette(level: .sixteen)
        #expect(p16.color(.brand) == 2)
        #expect(p16.color(.accent) == 10)
        #expect(p16.color(.gold) == 3)
        #expect(ColorPalette(level: .eight).color(.accent) == 2)
    }
}

@Suite struct ColorPaletteThemeTests {
    @Test func lightReplacesGoldTextWithDarkGold() {
        #expect(ColorPalette(level: .indexed256, theme: .light).color(.gold) == 94)
        #expect(ColorPalette(level: .indexed256, theme: .dark).color(.gold) == 179)
    }

    @Test func highContrastPaintsTheCanvasAndDropsDim() {
        let p = ColorPalette(level: .indexed256, theme: .highContrast)
        #expect(p.color(.default) == 231 && p.background(.default) == 16)
        #expect(p.color(.gold) == 226)
        #expect(p.color(.dim) == 231)
        let focus = p.attributes(Style(attributes: [.reverse, .dim]))
        #expect(focus.contains(.bold) && focus.contains(.reverse) && !focus.contains(.dim))
        #expect(p.attributes(Style(link: "https://tanzil.net")).contains(.underline))
        #expect(ColorPalette(level: .indexed256, theme: .dark).background(.default) == -1, "others keep the terminal's")
    }

    @Test func noColorKeepsTheThemeButNoColours() {
        let p = ColorPalette.detect(environment: ["NO_COLOR": "1"], colors: 256, theme: .highContrast)
        #expect(p.level == .none && p.color(.gold) == -1 && p.background(.default) == -1)
    }
}

/// The code background (text-rendering.md §3.5) in every theme and capability.
@Suite struct ColorPaletteCodeBackgroundTests {
    @Test func twoHundredFiftySixColoursPaintAShadeOffTheCanvas() {
        #expect(ColorPalette(level: .indexed256, theme: .dark).background(.codeBackground) == 235)
        #expect(ColorPalette(level: .indexed256, theme: .light).background(.codeBackground) == 255)
        #expect(ColorPalette(level: .indexed256, theme: .highContrast).background(.codeBackground) == 235)
    }

    @Test func fewerColoursPaintNothingExceptHighContrastsCanvas() {
        for level in [ColorPalette.Level.eight, .sixteen] {
            #expect(ColorPalette(level: level, theme: .dark).background(.codeBackground) == -1)
            #expect(ColorPalette(level: level, theme: .light).background(.codeBackground) == -1)
            // High contrast paints its black canvas; the panel must not fall back to the terminal's.
            #expect(ColorPalette(level: level, theme: .highContrast).background(.codeBackground) == 0)
        }
    }

    @Test func noColourDegradesToNothing() {
        for theme in ColorPalette.Theme.allCases {
            let p = ColorPalette(level: .none, theme: theme)
            #expect(p.background(.codeBackground) == -1)
            #expect(p.attributes(Style(foreground: .accent, background: .codeBackground)).isEmpty)
        }
    }

    @Test func aSelectionOverCodeStaysReversed() {
        let p = ColorPalette(level: .indexed256, theme: .dark)
        #expect(p.attributes(Style(background: .codeBackground, attributes: .reverse)).contains(.reverse))
        #expect(!p.attributes(Style(background: .brand, attributes: .reverse)).contains(.reverse))
    }
}

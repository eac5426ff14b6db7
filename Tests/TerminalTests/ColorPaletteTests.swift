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

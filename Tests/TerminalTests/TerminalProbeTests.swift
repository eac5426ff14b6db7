import Testing
@testable import Terminal

/// text-rendering.md §7 step 1: the replies to DECRQM (mode 8), XTVERSION and DA1, read out
/// of whatever the terminal sent, with keys typed meanwhile kept for the input reader.
@Suite struct TerminalProbeTests {
    static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test func allThreeReplies() {
        let (probe, complete) = TerminalProbe.parse(Self.bytes("\u{1B}[8;2$y\u{1B}P>|VTE(7006)\u{1B}\\\u{1B}[?65;1;9c"))
        #expect(complete)
        #expect(probe == TerminalProbe(mode: 2, name: "VTE(7006)"))
        #expect(probe.supportsBidiModes)
    }

    @Test func onlyDeviceAttributes() {
        // tmux answers DA1 itself and neither DECRQM for mode 8 nor, before 3.4, XTVERSION.
        let (probe, complete) = TerminalProbe.parse(Self.bytes("\u{1B}[?1;2c"))
        #expect(complete && probe == TerminalProbe())
        #expect(!probe.supportsBidiModes)
    }

    @Test func unknownModeIsNoSupport() {
        let (probe, _) = TerminalProbe.parse(Self.bytes("\u{1B}[8;0$y\u{1B}[?62c"))
        #expect(probe.mode == 0 && !probe.supportsBidiModes)
    }

    @Test func keysTypedMeanwhileAreKept() {
        let (probe, complete) = TerminalProbe.parse(Self.bytes("hi\u{1B}[8;1$y\u{1B}[A\u{1B}[?62c!"))
        #expect(complete && probe.mode == 1)
        #expect(probe.typedAhead == Self.bytes("hi\u{1B}[A!"))
    }

    @Test func anIncompleteReplyIsNotDone() {
        let (probe, complete) = TerminalProbe.parse(Self.bytes("\u{1B}[8;1$y\u{1B}[?6"))
        #expect(!complete && probe.mode == 1)
    }

    /// ux.md §5.3 "Auto": OSC 11's answer, ended by ST or BEL, 1–4 hex digits a component.
    @Test func theBackgroundColour() {
        let dark = TerminalProbe.parse(Self.bytes("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\\u{1B}[?62c"))
        #expect(dark.complete && dark.probe.background == .dark)
        let light = TerminalProbe.parse(Self.bytes("\u{1B}[8;2$y\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62c"))
        #expect(light.probe == TerminalProbe(mode: 2, background: .light))
        #expect(TerminalProbe.parse(Self.bytes("\u{1B}]11;rgb:fd/f6/e3\u{07}")).probe.background == .light, "Solarized light")
        #expect(TerminalProbe.parse(Self.bytes("\u{1B}]11;rgb:0/2/3\u{07}")).probe.background == .dark)
        // Not an answer the probe understands: nothing is concluded, and no byte is lost.
        let odd = TerminalProbe.parse(Self.bytes("\u{1B}]11;#ffffff\u{07}"))
        #expect(odd.probe.background == nil && !odd.probe.typedAhead.isEmpty)
        // A reply still arriving is not read yet.
        #expect(TerminalProbe.parse(Self.bytes("\u{1B}]11;rgb:ffff/ff")).probe.background == nil)
    }

    @Test func theQueryAsksForTheBackgroundBeforeDA1() {
        #expect(TerminalProbe.query.hasSuffix("\u{1B}]11;?\u{1B}\\\u{1B}[c"))
    }

    @Test func bidiModeSequencesInsideTmux() {
        #expect(TerminalModes.bidiMode("\u{1B}[8l", insideTmux: false) == "\u{1B}[8l")
        #expect(TerminalModes.bidiMode("\u{1B}[8l", insideTmux: true)
                == "\u{1B}[8l\u{1B}Ptmux;\u{1B}\u{1B}[8l\u{1B}\\")
        // The terminal was explicit before the app: the restore leaves it so.
        #expect(!TerminalModes.restore(bidi: false).contains("\u{1B}[8h"))
        #expect(TerminalModes.restore(bidi: true).contains("\u{1B}[8h"))
    }
}

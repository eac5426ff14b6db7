import Testing
@testable import Terminal

/// text-rendering.md §7 step 1: the replies to DECRQM (mode 8), XTVERSION and DA1, read out
/// of whatever the terminal sent, with keys typed meanwhile kept for the input reader.
@Suite struct BidiProbeTests {
    static func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test func allThreeReplies() {
        let (probe, complete) = BidiProbe.parse(Self.bytes("\u{1B}[8;2$y\u{1B}P>|VTE(7006)\u{1B}\\\u{1B}[?65;1;9c"))
        #expect(complete)
        #expect(probe == BidiProbe(mode: 2, name: "VTE(7006)"))
        #expect(probe.supportsBidiModes)
    }

    @Test func onlyDeviceAttributes() {
        // tmux answers DA1 itself and neither DECRQM for mode 8 nor, before 3.4, XTVERSION.
        let (probe, complete) = BidiProbe.parse(Self.bytes("\u{1B}[?1;2c"))
        #expect(complete && probe == BidiProbe())
        #expect(!probe.supportsBidiModes)
    }

    @Test func unknownModeIsNoSupport() {
        let (probe, _) = BidiProbe.parse(Self.bytes("\u{1B}[8;0$y\u{1B}[?62c"))
        #expect(probe.mode == 0 && !probe.supportsBidiModes)
    }

    @Test func keysTypedMeanwhileAreKept() {
        let (probe, complete) = BidiProbe.parse(Self.bytes("hi\u{1B}[8;1$y\u{1B}[A\u{1B}[?62c!"))
        #expect(complete && probe.mode == 1)
        #expect(probe.typedAhead == Self.bytes("hi\u{1B}[A!"))
    }

    @Test func anIncompleteReplyIsNotDone() {
        let (probe, complete) = BidiProbe.parse(Self.bytes("\u{1B}[8;1$y\u{1B}[?6"))
        #expect(!complete && probe.mode == 1)
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

import Domain
import Input
import Localization
import Testing
@testable import Presentation

/// A new overlay needs its own file, its view, its strings and one line in the router
/// (`Coordinator.overlays`): this one is declared here alone and works through the key map
/// (opening, its keys, typing, the keys that leave the app), the contexts and the help.
@Suite struct OverlayProtocolTests {
    /// A note over the screen: Ctrl+T in Chat opens it with the composer's text, letters are
    /// typed into it, Enter copies it and closes, Esc closes.
    struct Note: Overlay {
        var text: String

        enum Command: Hashable, Sendable { case copy, close }

        static let context = KeyContext("testNote")
        static let bindings: [KeyBinding] = [
            binding([Key(.enter)], .copy, help: "help.copy", hint: 1),
            binding([Key(.escape)], .close, help: "help.close", hint: 2),
            // Its opening key, in the screen it opens from.
            KeyBinding([.ctrl("t")], .chat, .overlay(.open(Note.self)), help: "help.copy"),
        ]

        static func open(over app: AppState) -> (Note, [OverlayOutcome])? {
            app.chat.composer.isEmpty ? nil : (Note(text: app.chat.composer.text), [.toast(key: "copyText.instructions")])
        }

        mutating func reduce(_ command: Command, _ context: OverlayContext) -> [OverlayOutcome] {
            switch command {
            case .copy: [.close, .effect(.chat(.copy(text)))]
            case .close: [.close]
            }
        }

        mutating func unboundKey(_ key: Key, _ context: OverlayContext) -> [OverlayOutcome]? {
            guard case .char(let c) = key.code, key.modifiers.isEmpty else { return nil }
            text.append(c)
            return []
        }

        mutating func paste(_ text: String, _ context: OverlayContext) -> [OverlayOutcome]? {
            self.text += text
            return []
        }
    }

    static func make() throws -> Coordinator {
        var state = AppState(language: .en, backend: .library, width: 80, height: 24)
        state.chat.composer = TextBuffer("draft")
        return Coordinator(state: state, localizer: try Localizer.bundled(.en),
                           keyMap: KeyMap(bindings: KeyMap.standard.bindings + Note.bindings))
    }

    @Test func itOpensTakesItsKeysAndClosesWithItsOutcomes() throws {
        var c = try Self.make()
        #expect(c.handle(.input(.key(.ctrl("t"))), now: 0).isEmpty)
        #expect(c.state.overlay?.base as? Note == Note(text: "draft"))
        #expect(c.contexts == [Note.context])
        #expect(c.state.toast != nil, "its opening outcomes are applied")
        // Letters go to the overlay, not to the composer under it.
        _ = c.handle(.input(.key(.char("!"))), now: 1)
        #expect((c.state.overlay?.base as? Note)?.text == "draft!")
        _ = c.handle(.input(.paste("?")), now: 1)
        #expect((c.state.overlay?.base as? Note)?.text == "draft!?")
        #expect(c.state.chat.composer.text == "draft")
        // A key it does not use is swallowed; one that leaves the app still works.
        #expect(c.handle(.input(.key(Key(.function(5)))), now: 1).isEmpty)
        #expect(c.handle(.input(.key(.ctrl("l"))), now: 1) == [.redrawAll])
        #expect(c.handle(.input(.key(Key(.enter))), now: 2) == [.chat(.copy("draft!?"))])
        #expect(c.state.overlay == nil)
        #expect(c.contexts != [Note.context])
    }

    @Test func nothingOpensWhenItsOpenerSaysSo() throws {
        var c = try Self.make()
        c.state.chat.composer = TextBuffer("")
        _ = c.handle(.action(.overlay(.open(Note.self))), now: 0)
        #expect(c.state.overlay == nil)
    }

    @Test func theHintsAndTheHelpListIt() {
        let keyMap = KeyMap(bindings: KeyMap.standard.bindings + Note.bindings)
        #expect(keyMap.hints(for: [Note.context]).prefix(2).map(\.helpKey) == ["help.copy", "help.close"])
        let sections = HelpSection.sections(of: keyMap, focused: [Note.context])
        #expect(sections.first?.context == Note.context)
        #expect(HelpSection.sections(of: keyMap, focused: [.chat]).contains { $0.context == Note.context })
    }

    @Test func anOverlayCommandIsOnlyItsOwn() {
        var note = AnyOverlay(Note(text: "x"))
        let context = OverlayContext(app: AppState(language: .en, backend: .library, width: 80, height: 24),
                                     metrics: nil, keyMap: .standard)
        #expect(note.reduce(OverlayAction(CopyTextPage.Command.close), context) == nil)
        #expect(note.reduce(OverlayAction(Note.Command.close), context) == [.close])
    }

    /// Whatever adds bindings (an overlay's file included) has its strings in both tables: the
    /// help's heading of every listed context and every binding's text.
    @Test func everyBindingAndContextOfTheKeyMapHasItsStrings() throws {
        for language in Language.allCases {
            let loc = try Localizer.bundled(language)
            for b in KeyMap.standard.bindings {
                #expect(loc.hasKey(b.helpKey), "\(language) \(b.helpKey)")
                if !KeyContext.unlisted.contains(b.context) {
                    #expect(loc.hasKey("help.context." + b.context.rawValue), "\(language) \(b.context.rawValue)")
                }
            }
        }
    }
}

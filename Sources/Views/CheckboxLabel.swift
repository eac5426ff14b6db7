/// "[x] Label" / "[ ] Label". The `x` is a left-to-right letter, so in the Arabic UI a right-to-
/// left mark goes first: otherwise it would be the paragraph's first strong character and turn
/// the whole line left to right, putting the box at the wrong end. The mark is honoured by the
/// bidi algorithm and never printed (text-rendering.md §2).
enum CheckboxLabel {
    static func text(_ on: Bool, _ label: String, rightToLeft: Bool) -> String {
        (rightToLeft ? "\u{200F}" : "") + (on ? "[x] " : "[ ] ") + label
    }
}

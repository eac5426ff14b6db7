/// When a question has nothing in it to send.
public enum QuestionText {
    /// True when the text is only whitespace, line breaks, controls and format characters
    /// (general category Cf: the bidi controls, zero-width spaces and joiners, the BOM, the soft
    /// hyphen). Such a question would show as an empty bubble and ask the server nothing;
    /// spaces were already refused, and a lone U+202E is no different.
    public static func isEmpty(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { s in
            let p = s.properties
            return p.isWhitespace || p.generalCategory == .format || p.generalCategory == .control
        }
    }
}

/// The fact-check flow's key contexts. All three are in `KeyContext.unlisted`: the help lists
/// them only while they apply, so other screens' help pages are unchanged.
extension KeyContext {
    /// Chat with checking quotations offered (Alt+I, Alt+K).
    public static let factCheck = KeyContext("factCheck")
    /// The image path prompt: Enter reads, Tab completes, Esc cancels.
    public static let factCheckPath = KeyContext("factCheckPath")
    /// The review sheet: Enter checks, Esc cancels; the composer's editing keys edit.
    public static let factCheckReview = KeyContext("factCheckReview")
}

/// What an input layer does with a key: passes it to the layer below, acts on it as a key-map
/// action, or returns outcomes (nothing: the key is swallowed).
public enum KeyResult: Hashable, Sendable {
    case pass
    case perform(Action)
    case outcomes([AppOutcome])

    /// Taken and nothing to do.
    public static let taken = KeyResult.outcomes([])

    /// An action, or pass for nil.
    static func action(_ a: Action?) -> KeyResult { a.map(KeyResult.perform) ?? .pass }
}

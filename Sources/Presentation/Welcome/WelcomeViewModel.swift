import Domain

/// The Welcome screen and the sign-in forms (ux.md §2). Issue 8 fills it in.
public struct WelcomeViewModel: Hashable, Sendable {
    public init() {}
}

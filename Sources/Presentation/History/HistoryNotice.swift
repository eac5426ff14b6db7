import Domain

/// A toast the History view model asks for; the coordinator localizes it (the view model
/// holds no strings). An error adds its code, as every error message does (ux.md §8).
public struct HistoryNotice: Hashable, Sendable {
    public var key: String
    public var args: [String]
    public var isError: Bool
    public var code: String?

    public init(_ key: String, _ args: String..., isError: Bool = false, code: String? = nil) {
        self.key = key
        self.args = args
        self.isError = isError
        self.code = code
    }

    static func failure(_ key: String, _ error: AppError) -> HistoryNotice {
        HistoryNotice(key, isError: true, code: error.code)
    }
}

/// An error that knows how the app shows it (storage and transport failures).
public protocol AppErrorConvertible: Error {
    var appError: AppError { get }
}

extension AppError {
    /// The one mapping from any thrown error to what the app shows and prints: an `AppError` as
    /// it is, a convertible error as it says, anything else as a storage failure (the store is
    /// where errors without a code of their own come from).
    public init(_ error: any Error) {
        if let e = error as? AppError {
            self = e
        } else if let e = error as? any AppErrorConvertible {
            self = e.appError
        } else {
            self = .storage(String(describing: error))
        }
    }
}

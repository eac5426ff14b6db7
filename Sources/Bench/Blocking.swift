import Foundation

/// Runs async work from a synchronous benchmark body.
func blocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task {
        do { box.result = .success(try await body()) } catch { box.result = .failure(error) }
        done.signal()
    }
    done.wait()
    guard let result = box.result else { throw BenchFailure("no result") }
    return try result.get()
}

/// Hands a result from the task back to the waiting thread; the semaphore orders the accesses.
final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, Error>?
}

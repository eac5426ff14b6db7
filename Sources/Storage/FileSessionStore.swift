import Domain
import Foundation

/// Tokens in `session.json` and the guest id in `guest-session-id`, both mode 0600 in the state
/// directory and written atomically (protocol.md §3.7).
public struct FileSessionStore: SessionStore {
    public let tokensURL: URL
    public let guestURL: URL
    /// Reports a problem worth logging (loose permissions fixed, an unreadable file ignored).
    let warn: @Sendable (String) -> Void

    public init(stateDirectory: URL, warn: @escaping @Sendable (String) -> Void = { _ in }) {
        tokensURL = stateDirectory.appendingPathComponent("session.json")
        guestURL = stateDirectory.appendingPathComponent("guest-session-id")
        self.warn = warn
    }

    public func loadTokens() throws -> SessionTokens? {
        guard FileManager.default.fileExists(atPath: tokensURL.path) else { return nil }
        var info = stat()
        if stat(tokensURL.path, &info) == 0, info.st_mode & 0o077 != 0 {
            warn("\(tokensURL.path) was readable by others; its mode is reset to 0600")
            if chmod(tokensURL.path, 0o600) != 0 { throw StorageError.readOnly(path: tokensURL.path).appError }
        }
        guard let data = FileManager.default.contents(atPath: tokensURL.path) else {
            throw StorageError.failed("cannot read \(tokensURL.path)").appError
        }
        do {
            return try JSONDecoder().decode(SessionTokens.self, from: data)
        } catch {
            // A damaged token file means "signed out", not a crash; the next sign-in replaces it.
            warn("\(tokensURL.path) is not a valid session file; ignoring it")
            return nil
        }
    }

    public func saveTokens(_ tokens: SessionTokens) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try AtomicFile.write(try encoder.encode(tokens), to: tokensURL, mode: 0o600)
        } catch let e as StorageError {
            throw e.appError
        }
    }

    public func clearTokens() throws {
        if unlink(tokensURL.path) != 0, errno != ENOENT { throw AtomicFile.failure(errno, tokensURL.path).appError }
    }

    public func guestSessionId() throws -> String {
        for _ in 0..<3 {
            if let data = FileManager.default.contents(atPath: guestURL.path) {
                let id = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                if GuestSessionID.isValid(id) { return id }
                warn("\(guestURL.path) holds no valid guest id; a new one is made")
                do { try AtomicFile.write(Data((GuestSessionID.make() + "\n").utf8), to: guestURL) } catch { throw error.appError }
                continue
            }
            do {
                // Created with link(2), so two processes starting at once agree on one id.
                _ = try AtomicFile.create(Data((GuestSessionID.make() + "\n").utf8), at: guestURL)
            } catch {
                throw error.appError
            }
        }
        throw StorageError.failed("cannot persist the guest session id in \(guestURL.path)").appError
    }
}

import Domain
import Foundation
import Networking

/// `ask --audio FILE` and plain mode's `/voice`: a finished audio file to text through the
/// backend's `/api/transcribe`, with the file checked first (readable, audio, at most 20 MB).
package enum AudioTranscriber {
    /// The file's bytes and content type, or why it cannot be sent.
    package static func load(_ path: String) -> Result<(data: Data, type: AudioFileType), AppError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
              let handle = FileHandle(forReadingAtPath: path)
        else { return .failure(.voiceFile("voice.error.unreadable", detail: path)) }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()).map(Int.init) ?? 0
        guard size <= VoiceLimits.standard.maxBytes else { return .failure(.voiceFile("voice.error.tooLarge", detail: path)) }
        try? handle.seek(toOffset: 0)
        guard let data = try? handle.readToEnd(), !data.isEmpty else {
            return .failure(.voiceFile("voice.error.unreadable", detail: path))
        }
        guard let type = AudioFileType.sniff([UInt8](data.prefix(64))) else {
            return .failure(.voiceFile("voice.error.notAudio", detail: path))
        }
        return .success((data, type))
    }

    /// Waits up to `wait` seconds for the backend's client (the library's server starts in
    /// the background), then sends. The failure carries a 429's wait when there is one.
    package static func transcribe(data: Data, type: AudioFileType, language: String, filename: String,
                           client: () -> Result<ShamelaAPI, APIError>, wait: Double = 60) async -> Result<String, APIError> {
        let deadline = Date().addingTimeInterval(wait)
        var api: ShamelaAPI?
        while api == nil {
            switch client() {
            case .success(let a): api = a
            case .failure(let e):
                guard e.error.code == "E-LIB-NOT-READY", e.error.messageKey == "server.library.preparing",
                      Date() < deadline else { return .failure(e) }
                try? await Task.sleep(nanoseconds: 100_000_000)
            }
        }
        guard let api else { return .failure(APIError(.unexpected())) }
        do {
            let t = try await api.transcribe(audio: data, filename: filename, contentType: type.mimeType, language: language)
            let text = t.text.trimmingCharacters(in: .whitespacesAndNewlines)
            return text.isEmpty ? .failure(APIError(.voiceEmpty())) : .success(text)
        } catch {
            return .failure(error)
        }
    }
}

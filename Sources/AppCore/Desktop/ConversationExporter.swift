import Domain
import Foundation
import Presentation

/// Writes a conversation as Markdown (ux.md §3.10 Export): UTF-8, logical order, no shaping.
public enum ConversationExporter {
    /// A failed write, with the OS's reason ("Couldn't write <path>: <reason>").
    public struct WriteError: Error, Hashable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "Couldn't write \(path): \(reason)" }
    }

    public static func markdown(_ export: ChatExport, exportedAt: Date, timeZone: TimeZone) -> String {
        let day = formatter("yyyy-MM-dd", timeZone), stamp = formatter("yyyy-MM-dd HH:mm", timeZone)
        var lines = ["# " + heading(export.conversation.title),
                     "Exported from ShamelaGPT on \(day.string(from: exportedAt)) · \(oneLine(export.backendLabel))"]
        for message in export.messages {
            let author = message.role == .user ? "**You**" : "**ShamelaGPT**"
            var blocks = ["\(author) — \(stamp.string(from: message.createdAt))" + factCheckNote(message)]
            if message.role == .assistant {
                let parsed = AnswerParser.parse(message.content)
                blocks.append(trim(stripControls(parsed.body)))
                let sources = message.sources ?? parsed.sources
                if !sources.isEmpty {
                    blocks.append((["Sources:"] + sources.map(sourceLine)).joined(separator: "\n"))
                }
            } else {
                blocks.append(trim(stripControls(message.content)))
            }
            if let marker = marker(message.state) { blocks.append(marker) }
            lines.append("")
            lines.append(blocks.filter { !$0.isEmpty }.joined(separator: "\n\n"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A fact-check question says so, with the image it was read from (the verdict follows as
    /// the answer, with its VERDICT, CLAIMS and sources).
    static func factCheckNote(_ m: Message) -> String {
        guard m.role == .user, m.isFactCheck else { return "" }
        let lang = m.detectedLanguage.map { $0 == "ar" ? "Arabic" : "English" }
        if let image = m.image { return " · Fact-check (read from \(oneLine(image.name))" + (lang.map { ", " + $0 } ?? "") + ")" }
        return " · Fact-check" + (lang.map { " (" + $0 + ")" } ?? "")
    }

    /// The `export_dir` setting, else `$XDG_DOCUMENTS_DIR` when it is a directory, else `$HOME`.
    public static func defaultDirectory(settingExportDir: String?, environment: [String: String]) -> String {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        if let setting = settingExportDir.map(trim), !setting.isEmpty {
            return setting == "~" || setting.hasPrefix("~/") ? home + setting.dropFirst() : setting
        }
        var isDirectory: ObjCBool = false
        if let docs = environment["XDG_DOCUMENTS_DIR"], !docs.isEmpty,
           FileManager.default.fileExists(atPath: docs, isDirectory: &isDirectory), isDirectory.boolValue {
            return docs
        }
        return home
    }

    /// The default file name (ux.md §3.10), as the export dialog pre-fills it.
    public static func fileName(title: String, date: Date, timeZone: TimeZone) -> String {
        ExportDialog.fileName(title: title, date: date, timeZone: timeZone)
    }

    /// `directory/fileName`, or with ` (2)`, ` (3)`… before the extension when that exists.
    public static func uniquePath(directory: String, fileName: String) -> String {
        let dir = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        let ext = (fileName as NSString).pathExtension
        let stem = ext.isEmpty ? fileName : String(fileName.dropLast(ext.count + 1))
        var candidate = dir + "/" + fileName
        var n = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = dir + "/" + stem + " (\(n))" + (ext.isEmpty ? "" : "." + ext)
            n += 1
        }
        return candidate
    }

    /// Writes the Markdown to the path the export dialog ended with and returns the path written.
    /// `~` is the home directory; a directory gets the default file name; an existing file is
    /// never replaced: ` (2)`, ` (3)`… go before the extension instead, as for the default name.
    /// A directory that does not exist is not created: the failure names it.
    public static func write(_ export: ChatExport, toPath requested: String, now: Date, timeZone: TimeZone,
                             environment: [String: String]) throws -> String {
        var path = requested.trimmingCharacters(in: .whitespacesAndNewlines)
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        if path == "~" || path.hasPrefix("~/") { path = home + path.dropFirst() }
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            return try write(export, directory: path, now: now, timeZone: timeZone)
        }
        let url = URL(fileURLWithPath: path)
        path = uniquePath(directory: url.deletingLastPathComponent().path, fileName: url.lastPathComponent)
        try writeAtomically(markdown(export, exportedAt: now, timeZone: timeZone), to: path)
        return path
    }

    /// Writes the Markdown to a new unique file in `directory` and returns its path.
    public static func write(_ export: ChatExport, directory: String, now: Date, timeZone: TimeZone) throws -> String {
        let name = fileName(title: export.conversation.title, date: now, timeZone: timeZone)
        let path = uniquePath(directory: directory, fileName: name)
        try writeAtomically(markdown(export, exportedAt: now, timeZone: timeZone), to: path)
        return path
    }

    /// Writes UTF-8 to a temporary file beside `path`, then renames it over: a reader never sees
    /// half a file. Also used for the path edited in the dialog and the Copy text page's file.
    public static func writeAtomically(_ text: String, to path: String) throws {
        let dir = (path as NSString).deletingLastPathComponent
        let temp = (dir.isEmpty ? "." : dir) + "/.shamelagpt-\(UUID().uuidString).tmp"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WriteError(path: path, reason: reason(errno)) }
        let bytes = Array(text.utf8)
        var offset = 0, failure: Int32 = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if n > 0 { offset += n } else if errno != EINTR { failure = errno; break }
        }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure == 0 && rename(temp, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temp)
            throw WriteError(path: path, reason: reason(failure))
        }
    }

    // MARK: - Pieces

    private static func formatter(_ format: String, _ timeZone: TimeZone) -> DateFormatter {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.calendar = Calendar(identifier: .gregorian)
        f.timeZone = timeZone
        f.dateFormat = format
        return f
    }

    private static func heading(_ title: String) -> String {
        let t = oneLine(title)
        return t.isEmpty ? "New Conversation" : t
    }

    private static func sourceLine(_ source: Source) -> String {
        let title = oneLine(source.title).replacingOccurrences(of: "[", with: "\\[")
            .replacingOccurrences(of: "]", with: "\\]")
        let url = oneLine(source.url).replacingOccurrences(of: " ", with: "%20")
            .replacingOccurrences(of: "(", with: "%28").replacingOccurrences(of: ")", with: "%29")
        return "- [\(title)](\(url))"
    }

    private static func marker(_ state: MessageState) -> String? {
        switch state {
        case .incomplete(let reason): "_(\(reason.rawValue))_"
        case .notSent: "_(not sent)_"
        case .sending, .streaming, .complete: nil
        }
    }

    /// Escape sequences in stored text would act on whatever terminal later shows the file.
    private static func stripControls(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.filter { $0 == "\n" || $0 == "\t" || !isControl($0) }))
    }

    private static func oneLine(_ s: String) -> String {
        trim(String(String.UnicodeScalarView(s.unicodeScalars.map { isControl($0) ? " " : $0 })))
    }

    private static func isControl(_ u: Unicode.Scalar) -> Bool {
        u.value < 0x20 || (0x7F...0x9F).contains(u.value)
    }

    private static func trim(_ s: String) -> String { s.trimmingCharacters(in: .whitespacesAndNewlines) }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

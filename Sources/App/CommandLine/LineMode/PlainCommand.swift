import Presentation

/// One line typed in plain mode (ux.md §9.4): a question, or a slash command.
enum PlainCommand: Equatable {
    case ask(String)
    case new
    case history(query: String?)
    /// `/open N` (a number from the last `/history` list) or `/open ID`.
    case open(String)
    case copy
    case sources
    case export(path: String?)
    case retry
    case edit
    case language(String)
    case server(Backend)
    /// `/check TEXT`: the quotations in TEXT checked against the library.
    case check(String)
    /// `/image PATH`: the image's text read, shown, then checked like `/check`.
    case image(String)
    case login
    case logout
    /// `/voice`: record until Enter, then the transcript for review.
    case voice
    case help
    case quit
    /// Nothing to do (a blank line).
    case empty
    /// A command that needs an argument it did not get, or got a wrong one: the usage to show.
    case usage(String)
    case unknown(String)

    /// Parses one logical line (continuations already joined). A line starting with `//` is a
    /// question that starts with `/`, the escape for text a command would otherwise swallow.
    static func parse(_ line: String) -> PlainCommand {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .empty }
        if trimmed.hasPrefix("//") { return .ask(String(trimmed.dropFirst())) }
        guard trimmed.hasPrefix("/") else { return .ask(trimmed) }
        let parts = trimmed.dropFirst().split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        let name = parts.first.map { $0.lowercased() } ?? ""
        let argument = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
        let arg = argument?.isEmpty == true ? nil : argument
        switch name {
        case "new": return .new
        case "history": return .history(query: arg)
        case "open": return arg.map { .open($0) } ?? .usage("/open N|ID")
        case "copy": return .copy
        case "sources": return .sources
        case "export": return .export(path: arg)
        case "retry": return .retry
        case "edit": return .edit
        case "lang":
            guard let a = arg?.lowercased(), a == "en" || a == "ar" else { return .usage("/lang en|ar") }
            return .language(a)
        case "server":
            guard let a = arg, let b = Backend(argument: a) else { return .usage("/server library|cloud|URL") }
            return .server(b)
        case "voice": return .voice
        case "check": return arg.map { .check($0) } ?? .usage("/check TEXT")
        case "image": return arg.map { .image($0) } ?? .usage("/image PATH")
        case "login": return .login
        case "logout": return .logout
        case "help", "?": return .help
        case "quit", "exit", "q": return .quit
        default: return .unknown("/" + name)
        }
    }
}

/// Joins physical lines ending in `\` with the next one (ux.md §9.4), keeping the line break.
struct LineJoiner {
    private var pending: [String] = []

    /// The logical line once complete; nil while a continuation is pending.
    mutating func add(_ line: String) -> String? {
        if line.hasSuffix("\\") {
            pending.append(String(line.dropLast()))
            return nil
        }
        defer { pending = [] }
        return (pending + [line]).joined(separator: "\n")
    }

    /// What was pending when the input ended.
    mutating func flush() -> String? {
        defer { pending = [] }
        return pending.isEmpty ? nil : pending.joined(separator: "\n")
    }

    var isContinuing: Bool { !pending.isEmpty }
}

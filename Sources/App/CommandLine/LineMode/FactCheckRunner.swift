import AppCore
import Domain
import Foundation
import Library
import Localization
import Presentation

/// `ask --fact-check` and plain mode's `/check`: the text's quotations checked against the
/// installed library, in this process (the same checker and Markdown as the library server's
/// `confirm-factcheck`, without a server in between). The cloud's fact-check needs its OCR and
/// sign-in flow, which this command does not have yet: it says so instead of sending.
struct FactCheckRunner {
    let paths: AppPaths
    let backend: Backend
    let localizer: Localizer
    /// The answer's language: the UI's (`--lang`, settings), else the text's.
    let language: String?

    enum Outcome {
        case checked(FactCheckReport, markdown: String)
        case failed(AppError)
    }

    /// Why checking cannot happen on this backend (said before an image is read, not after).
    var backendProblem: AppError? {
        backend == .library ? nil : AppError(code: "E-CHAT-FACT-BACKEND", messageKey: "cli.factCheck.libraryOnly")
    }

    func check(_ text: String) -> Outcome {
        if let backendProblem { return .failed(backendProblem) }
        let dir = paths.data.appendingPathComponent("library")
        guard let pins = try? LibraryPins.bundled() else {
            return .failed(AppError(code: "E-LIB-NOT-READY", messageKey: "server.library.notInstalled"))
        }
        let installer = LibraryInstaller(directory: dir, pins: pins)
        guard let index = installer.installedIndex(),
              let checker = try? FactChecker(index: index, semantic: SemanticSearch.open(installer)) else {
            return .failed(AppError(code: "E-LIB-NOT-READY", messageKey: "server.library.notInstalled"))
        }
        let report = checker.check(text)
        let l = AnswerLanguage.resolve(preference: language, question: text)
        return .checked(report, markdown: FactCheckComposer.compose(report, language: l).text)
    }

    /// Prints the outcome in `format` and returns the exit status (0, or 1 on failure).
    func print(_ outcome: Outcome, question: String, format: AskCommand.Format, extra: [String: Any] = [:]) -> Int32 {
        switch (outcome, format) {
        case (.checked(let report, let markdown), .json):
            SafeOutput.writeJSON(["question": question, "answer": markdown, "state": "complete",
                                  "sources": Self.sources(report), "conversation_id": NSNull(),
                                  "fact_check": FactCheckJSON.object(report)].merging(extra) { $1 })
            return 0
        case (.checked(_, let markdown), _):
            SafeOutput.write(markdown.hasSuffix("\n") ? markdown : markdown + "\n")
            return 0
        case (.failed(let error), .json):
            SafeOutput.writeJSON(["question": question, "state": "failed", "conversation_id": NSNull(),
                                  "error": ["code": error.code, "message": localizer(error.messageKey)]].merging(extra) { $1 })
            return 1
        case (.failed(let error), _):
            AskCommand.report(error, localizer: localizer,
                              hint: error.code == "E-LIB-NOT-READY" ? localizer("cli.ask.libraryHint") : nil)
            return 1
        }
    }

    static func sources(_ report: FactCheckReport) -> [[String: Any]] {
        var seen = Set<String>()
        var out: [[String: Any]] = []
        for c in report.claims {
            for s in c.sources where seen.insert(s.key).inserted {
                out.append(["title": s.title, "url": s.url, "page": NSNull()])
            }
        }
        return out
    }
}

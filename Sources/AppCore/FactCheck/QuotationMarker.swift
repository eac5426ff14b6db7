import Domain
import Foundation
import Library
import Presentation

/// Checks a complete answer's Arabic quotations against the installed library for the
/// transcript's marks. The checker is opened in the background when a question is sent
/// (`warmUp`; reading every passage's words takes about half a second and 20 MB), so an
/// answer's marks cost only its quotations' checks, and a session that asks nothing never
/// holds it; one answer at a time, in order, off the run loop.
package final class QuotationMarker: @unchecked Sendable {
    private let lock = NSLock()
    private var checker: FactChecker?
    private var opened = false
    private let queue = DispatchQueue(label: "shamelagpt.quotation-marks", qos: .utility)
    let index: LibraryIndex

    package init(index: LibraryIndex) { self.index = index }

    /// The installed library's index; nil when the library is not installed (marks are off).
    package static func installedIndex(paths: AppPaths) -> LibraryIndex? {
        guard let pins = try? LibraryPins.bundled() else { return nil }
        return LibraryInstaller(directory: paths.data.appendingPathComponent("library"), pins: pins).installedIndex()
    }

    /// Opens the checker now, in the background (once; later calls do nothing).
    package func warmUp() { queue.async { _ = self.openChecker() } }

    /// Checks `text` in the background and hands the marks to `done`.
    func mark(_ text: String, done: @escaping @Sendable ([QuotationMark]) -> Void) {
        queue.async {
            guard let checker = self.openChecker() else { return done([]) }
            done(checker.checkArabicQuotations(in: text).map(Self.mark))
        }
    }

    private func openChecker() -> FactChecker? {
        lock.lock()
        defer { lock.unlock() }
        if !opened {
            opened = true
            checker = try? FactChecker(index: index)
        }
        return checker
    }

    static func mark(_ c: FactCheckClaim) -> QuotationMark {
        let verdict: QuotationMark.Verdict
        switch c.verdict {
        case .authentic: verdict = .authentic
        case .altered: verdict = .altered
        case .notFound: verdict = .notFound
        case .misattributed: verdict = .misattributed
        }
        return QuotationMark(quote: c.text, verdict: verdict, reference: c.reference?.title,
                             referenceArabic: c.reference?.titleArabic, url: c.reference?.url,
                             canonical: c.verdict == .altered ? c.canonical : nil,
                             difference: c.difference.isEmpty ? nil : c.difference.rendered())
    }
}

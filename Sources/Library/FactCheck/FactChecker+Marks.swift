import Foundation

/// Marks on a finished answer: every Arabic quotation of an answer checked once the answer is complete. English
/// claims are left out here: they go through the retriever and the embedder (tens of
/// milliseconds each), which would break the 50 ms an answer's marks may add.
extension FactChecker {
    /// Paragraph by paragraph: an answer quoting several passages with straight quotes would
    /// otherwise pair the closing quote of one with the opening quote of the next. The
    /// quotations are checked on every core (each check reads the shared corpus only), in the
    /// answer's order.
    public func checkArabicQuotations(in text: String) -> [FactCheckClaim] {
        let quotations = Self.paragraphs(text).flatMap { paragraph in
            QuotationExtractor.quotations(in: paragraph, wholeText: false).filter { $0.language == "ar" }
        }
        guard quotations.count > 1 else { return quotations.map(checkArabic) }
        let results = ClaimSlots(count: quotations.count)
        DispatchQueue.concurrentPerform(iterations: quotations.count) { i in
            results.set(i, checkArabic(quotations[i]))
        }
        return results.all
    }

    /// `text.components(separatedBy: "\n\n")` (empty paragraphs included), split on the bytes
    /// rather than through Foundation's character-by-character search.
    static func paragraphs(_ text: String) -> [String] {
        var out: [String] = []
        var copy = text
        copy.withUTF8 { b in
            var start = 0, i = 0
            while i + 1 < b.count {
                // A \n after \r is part of the character "\r\n", which the Characters of
                // `components` do not split.
                if b[i] == 0x0A && b[i + 1] == 0x0A && (i == 0 || b[i - 1] != 0x0D) {
                    out.append(String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self))
                    i += 2
                    start = i
                } else {
                    i += 1
                }
            }
            out.append(String(decoding: UnsafeBufferPointer(rebasing: b[start..<b.count]), as: UTF8.self))
        }
        return out
    }
}

/// One slot per quotation, written once each from `concurrentPerform`.
private final class ClaimSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FactCheckClaim?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ i: Int, _ claim: FactCheckClaim) { lock.withLock { slots[i] = claim } }

    var all: [FactCheckClaim] { lock.withLock { slots.compactMap { $0 } } }
}

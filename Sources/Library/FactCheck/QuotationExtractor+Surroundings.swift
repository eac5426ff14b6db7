import Domain
import Foundation

/// What a sender puts around a quotation that is a claim about it, not words of it.
/// «صدق الله العظيم», the formula that closes a recitation of the Qur'an, claims the words are a
/// verse: «انصر أخاك ظالما أو مظلوما صدق الله العظيم» quotes a hadith as Qur'an, and checked
/// with the formula the hadith read as altered. A verse's number may lead the text.
extension QuotationExtractor {
    /// The formula's forms, in normalised words (`ArabicNormalizer`).
    static let closingFormulas: [[String]] = [
        ["صدق", "الله", "العظيم"], ["صدق", "الله", "العلي", "العظيم"], ["صدق", "الله", "مولانا", "العظيم"],
    ]

    /// `body` without the closing formula at its end, and the formula; nil when it has none.
    static func withoutClosingFormula(_ body: String) -> (body: String, formula: String)? {
        let words = body.split(whereSeparator: \.isWhitespace)
        for formula in closingFormulas where words.count > formula.count {
            let tail = words.suffix(formula.count).map { ArabicNormalizer.normalize(String($0)).filter(\.isLetter) }
            guard tail == formula, let start = words.suffix(formula.count).first?.startIndex else { continue }
            let rest = String(body[..<start]).trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
            return (rest, String(body[start...]))
        }
        return nil
    }

    /// A verse's number leading the text, with the Qur'an named or a mark after it: "Quran
    /// 4:148 - …", "(Qur'an 2:286) …", "17:23 — …". Without either a number is the text's own.
    nonisolated(unsafe) static let leadingReference =
        /^\s*(?:[\(\[]?(?i:(?:the\s+)?(?:holy\s+)?(?:qur'?an|quran|koran))\s*\d{1,3}\s*:\s*\d{1,3}[\)\]]?\s*[-—–:,.]?|[\(\[]?\d{1,3}\s*:\s*\d{1,3}[\)\]]?\s*[-—–:])\s+/
}

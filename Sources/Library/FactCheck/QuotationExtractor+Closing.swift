import Domain
import Foundation

/// «صدق الله العظيم»: the formula that closes a recitation of the Qur'an. After a quotation it
/// is the sender's claim that the words are a verse, never words of the verse: «انصر أخاك
/// ظالما أو مظلوما صدق الله العظيم» quotes a hadith as Qur'an, and checked with the formula
/// the hadith read as altered.
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
}

/// Arabic pages number the verses of a quoted passage inside its ornate brackets: «﴿قد أفلح
/// المؤمنون ﴿١﴾ الذين هم في صلاتهم خاشعون ﴿٢﴾﴾». The inner brackets hold a number, not a
/// quotation, and must not end the outer one.
extension QuotationExtractor {
    /// Where the quotation opened at `open` closes. Within ornate brackets an aya's number in
    /// its own (﴿١﴾, as Arabic pages number the verses of a passage) closes nothing.
    static func closing(_ pair: (Character, Character), after open: Int, in chars: [Character]) -> Int? {
        var j = open + 1
        while j < chars.count {
            if chars[j] == pair.1 { return j }
            if pair.0 == "﴿", chars[j] == "﴿", let end = ayaNumberEnd(chars, j) {
                j = end + 1
                continue
            }
            j += 1
        }
        return nil
    }

    /// The index of the ﴾ closing an aya number (one to three digits, spaces allowed) opened at `j`.
    static func ayaNumberEnd(_ chars: [Character], _ j: Int) -> Int? {
        var k = j + 1, digits = 0
        while k < chars.count, chars[k] == " " { k += 1 }
        while k < chars.count, chars[k].isNumber, digits < 4 { k += 1; digits += 1 }
        while k < chars.count, chars[k] == " " { k += 1 }
        return (1...3).contains(digits) && k < chars.count && chars[k] == "﴾" ? k : nil
    }
}

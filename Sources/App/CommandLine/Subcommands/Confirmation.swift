import AppCore
import Foundation
import Localization

/// A yes/no question on the terminal for commands that destroy something. Only an explicit yes
/// counts — in either UI language — and end of input is a no.
enum Confirmation {
    static func ask(_ question: String, localizer: Localizer) -> Bool {
        SafeOutput.write(question + " ", to: .standardError)
        guard let line = readLine(strippingNewline: true) else {
            SafeOutput.write("\n", to: .standardError)
            return false
        }
        return isYes(line, localizer: localizer)
    }

    /// `y`/`yes`, and the UI language's own answers (`ن`/`نعم` in Arabic).
    static func isYes(_ answer: String, localizer: Localizer) -> Bool {
        let a = answer.trimmingCharacters(in: .whitespaces).lowercased()
        let accepted = ["y", "yes"] + localizer("cli.confirm.yesWords").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        return !a.isEmpty && accepted.contains(a)
    }
}

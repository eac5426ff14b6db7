import Presentation
import TextLayout

/// One text field of the form (a `TextFieldView`), the password as bullets unless shown.
enum AuthFieldView {
    static let bullet: Character = "•"

    static func draw(_ form: AuthForm, _ control: AuthForm.Control, x: Int, y: Int, width: Int, into p: inout Painter) {
        let masked = control == .password && !form.showPassword
        TextFieldView.draw(form[control], focused: form.focus == control && !form.isBusy, mask: masked ? bullet : nil,
                           x: x, y: y, width: width, into: &p)
    }
}

import Geometry

extension TextFieldContent {
    /// The field with `property` set, as UITextField's setter sets it; another class's
    /// property leaves it as it is.
    func applying(_ property: ClassProperty) -> TextFieldContent {
        var t = self
        if t.applyStyle(property) { return t }
        switch property {
        case .text(let s): t.text = s
        case .placeholder(let s): t.placeholder = s
        case .borderStyle(let b): t.borderStyle = b
        case .clearButtonMode(let m): t.clearButtonMode = m
        case .isSecureTextEntry(let s): t.isSecureTextEntry = s
        default: break
        }
        return t
    }
}

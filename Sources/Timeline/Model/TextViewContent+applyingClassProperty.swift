import Geometry

extension TextViewContent {
    /// The text view with `property` set, as UITextView's setter sets it (null text is "");
    /// another class's property leaves it as it is.
    func applying(_ property: ClassProperty) -> TextViewContent {
        var t = self
        if t.applyStyle(property) { return t }
        switch property {
        case .text(let s): t.text = s ?? ""
        case .isScrollEnabled(let e): t.isScrollEnabled = e
        case .textContainerInset(let i): t.textContainerInset = i
        case .lineFragmentPadding(let p): t.lineFragmentPadding = p
        default: break
        }
        return t
    }
}

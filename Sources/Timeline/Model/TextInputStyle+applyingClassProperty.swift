import Geometry

extension TextInputStyle {
    /// Sets `property` when it is one of the text style's (`font`, `textColor`,
    /// `textAlignment`); returns whether it was.
    mutating func applyStyle(_ property: ClassProperty) -> Bool {
        switch property {
        case .font(let f): font = f
        case .textColor(let c): textColor = c
        case .textAlignment(let a): textAlignment = a
        default: return false
        }
        return true
    }
}

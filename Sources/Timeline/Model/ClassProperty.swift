import Geometry

/// One property of a view's class beyond UIView's (a UISwitch's `isOn`, …), by UIKit's
/// name, its value validated. A view declared with `"class"` carries these as
/// `ViewProperty.content`; a `set` change on it may change them. Which class has which
/// property is `ViewClassFormat`'s table.
public enum ClassProperty: Hashable, Sendable {
    case isOn(Bool)
    /// nil: UIKit's colour.
    case onTintColor(Color?)
    case thumbTintColor(Color?)

    /// The JSON key.
    public var name: String {
        switch self {
        case .isOn: return "isOn"
        case .onTintColor: return "onTintColor"
        case .thumbTintColor: return "thumbTintColor"
        }
    }
}

extension ViewContent {
    /// The content with `property` set; a property of another class (which validation
    /// never lets through) leaves it as it is.
    public func applying(_ property: ClassProperty) -> ViewContent {
        switch (self, property) {
        case (.switch(var s), .isOn(let on)): s.isOn = on; return .switch(s)
        case (.switch(var s), .onTintColor(let c)): s.onTintColor = c; return .switch(s)
        case (.switch(var s), .thumbTintColor(let c)): s.thumbTintColor = c; return .switch(s)
        default: return self
        }
    }
}

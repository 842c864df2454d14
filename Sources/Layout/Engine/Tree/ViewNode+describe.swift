import Geometry

extension ViewNode {
    /// `<UILabel: 0x600000c04050; frame = (16 40; 80 60); id = a>`: UIKit's description
    /// with the view's id and its deterministic fake address.
    func uikitDescription(withFrame: Bool = false) -> String {
        let cls: String
        switch role {
        case .window: cls = "UIWindow"
        case .root: cls = "UIView"
        case .view: cls = spec.viewClass.name
        case .layoutGuide: cls = "UILayoutGuide"
        }
        var text = "<\(cls): \(UIKitText.fakeAddress(serial))"
        if withFrame {
            text += "; frame = " + UIKitText.rectText(ViewGeometry.frame(center: center, bounds: bounds,
                                                                     transform: spec.transform, anchorPoint: spec.anchorPoint))
        }
        return text + "; id = \(id)>"
    }
}

import AnimRenderUIKit
import Foundation

extension UIView {
    /// The view tree as UIKit's private `recursiveDescription` prints it once
    /// swift-snapshot-testing has removed the addresses: a line per view, subviews indented
    /// by `   | `, each `<Class; frame = (x y; width height); …>` with what differs from a
    /// plain view's defaults (hidden, alpha, a label's text, a translated autoresizing
    /// mask). The class is the module-qualified name for your own classes (`MyApp.Badge`)
    /// and UIKit's bare name for its own, as UIKit prints them. It is not UIKit's output
    /// byte for byte (UIKit also prints layers, gesture recognizers and private state):
    /// goldens recorded here are this module's.
    @MainActor var recursiveDescriptionForSnapshot: String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + view.snapshotLine)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    @MainActor private var snapshotLine: String {
        let f = frame
        var parts = ["frame = (\(f.minX.snapshotNumber) \(f.minY.snapshotNumber); \(f.width.snapshotNumber) \(f.height.snapshotNumber))"]
        if let label = self as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        if translatesAutoresizingMaskIntoConstraints, !autoresizingMask.isEmpty { parts.append("autoresize = \(autoresizingMask.snapshotDescription)") }
        if isHidden { parts.append("hidden = YES") }
        if alpha != 1 { parts.append("alpha = \(alpha.snapshotNumber)") }
        if let id = accessibilityIdentifier { parts.append("identifier = '\(id)'") }
        return "<\(Self.snapshotClassName(type(of: self))); " + parts.joined(separator: "; ") + ">"
    }

    /// UIKit's classes by their bare names, others module-qualified (as Objective-C names
    /// Swift classes).
    private static func snapshotClassName(_ type: AnyClass) -> String {
        let name = String(reflecting: type)
        return name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
    }
}

extension UIView.AutoresizingMask {
    /// UIKit's notation: `LM+W+RM+TM+H+BM`.
    fileprivate var snapshotDescription: String {
        let names: [(UIView.AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: "+")
    }
}

extension CGFloat {
    /// `%g`, as UIKit prints frames: `20`, `20.5`, `0.333333`.
    fileprivate var snapshotNumber: String { String(format: "%g", Double(self)) }
}

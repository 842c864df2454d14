import UIKit
import XCTest

// Public functions whose default arguments name UIKit's values, as a library written for
// iOS declares them. This package builds in the Swift 6 language mode, where a default
// argument may only use declarations of modules the file imports: each value here must be
// the UIKit module's own (an engine type behind a typealias made this an error: "enum case
// 'equal' cannot be used in a default argument value because 'Cassowary' was not imported").

@MainActor
public func pinned(_ view: UIView, to other: UIView, relation: NSLayoutConstraint.Relation = .equal,
                   attribute: NSLayoutConstraint.Attribute = .top, priority: UILayoutPriority = .defaultHigh,
                   axis: NSLayoutConstraint.Axis = .vertical) -> NSLayoutConstraint {
    let c = NSLayoutConstraint(item: view, attribute: attribute, relatedBy: relation, toItem: other,
                               attribute: attribute, multiplier: 1, constant: 0)
    c.priority = priority
    view.setContentHuggingPriority(priority, for: axis)
    return c
}

@MainActor
public func stack(_ views: [UIView], axis: NSLayoutConstraint.Axis = .vertical,
                  distribution: UIStackView.Distribution = .fillEqually,
                  alignment: UIStackView.Alignment = .top) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = axis
    stack.distribution = distribution
    stack.alignment = alignment
    return stack
}

public func traits(horizontal: UIUserInterfaceSizeClass = .compact, direction: UITraitEnvironmentLayoutDirection = .leftToRight,
                   size: UIContentSizeCategory = .large, orientation: UIInterfaceOrientation = .portrait,
                   mask: UIInterfaceOrientationMask = .allButUpsideDown, device: UIDeviceOrientation = .faceUp,
                   alignment: NSTextAlignment = .center, style: UIFont.TextStyle = .body,
                   autoresizing: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight],
                   semantic: UISemanticContentAttribute = .forceRightToLeft,
                   appDirection: UIUserInterfaceLayoutDirection = .rightToLeft) -> [Int] {
    [horizontal.rawValue, direction.rawValue, orientation.rawValue, Int(mask.rawValue), device.rawValue, alignment.rawValue,
     Int(autoresizing.rawValue), semantic.rawValue, appDirection.rawValue, size.isAccessibilityCategory ? 1 : 0,
     style == .body ? 1 : 0]
}

final class DefaultArgumentTests: XCTestCase {
    /// The defaults are UIKit's values, raw values included.
    @MainActor func testUIKitValuesAsDefaultArguments() async {
        let a = UIView(), b = UIView()
        let c = pinned(a, to: b)
        XCTAssertEqual(c.relation, .equal)
        XCTAssertEqual(c.firstAttribute, .top)
        XCTAssertEqual(c.priority, .defaultHigh)
        XCTAssertEqual(a.contentHuggingPriority(for: .vertical), .defaultHigh)
        let s = stack([a, b])
        XCTAssertEqual(s.alignment, .leading)
        XCTAssertEqual(s.distribution.rawValue, 1)
        // UIKit's raw values: compact 1, leftToRight 0, portrait 1, allButUpsideDown 26,
        // faceUp 5, center 1, W+H 18, forceRightToLeft 4, rightToLeft 1.
        XCTAssertEqual(traits(), [1, 0, 1, 26, 5, 1, 18, 4, 1, 0, 1])
    }
}

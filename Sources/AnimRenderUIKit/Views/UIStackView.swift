import Foundation
import Geometry
import Layout

/// A stack view: arranges its `arrangedSubviews` with the constraints UIKit generates
/// (docs/stack-views.md), laid out by the same engine as the timeline's `stack`. Adding
/// an arranged subview turns its `translatesAutoresizingMaskIntoConstraints` off, as
/// UIKit does; hiding one inside an animation block collapses it while its siblings slide.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// Not a UIKit name (UIKit's `axis` is an `NSLayoutConstraint.Axis`); kept for code
    /// written against earlier versions of this module.
    public typealias Axis = NSLayoutConstraint.Axis

    public private(set) var arrangedSubviews: [UIView] = []
    var configuration = StackConfiguration() { didSet { changeSpec { _ in } } }
    /// `setCustomSpacing(_:after:)`, by view.
    private var customSpacings: [(view: UIView, spacing: CGFloat)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    open var axis: NSLayoutConstraint.Axis {
        get { NSLayoutConstraint.Axis(configuration.axis) }
        set { configuration.axis = newValue.layoutAxis }
    }
    open var distribution: Distribution {
        get { Distribution(configuration.distribution) }
        set { configuration.distribution = newValue.stackDistribution }
    }
    open var alignment: Alignment {
        get { Alignment(configuration.alignment) }
        set { configuration.alignment = newValue.stackAlignment }
    }
    public var spacing: CGFloat {
        get { CGFloat(configuration.spacing) }
        set { configuration.spacing = newValue.native }
    }
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { configuration.isLayoutMarginsRelativeArrangement }
        set { configuration.isLayoutMarginsRelativeArrangement = newValue }
    }
    public var isBaselineRelativeArrangement: Bool {
        get { configuration.isBaselineRelativeArrangement }
        set { configuration.isBaselineRelativeArrangement = newValue }
    }

    public func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    public func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        changeSpec { _ in }
    }

    /// Stops arranging `view`; it stays a subview (UIKit's documented behaviour).
    public func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeAll { $0.view === view }
        changeSpec { _ in }
    }

    /// As UIKit's: `spacingUseDefault` removes the custom spacing (the stack's `spacing`
    /// applies again), `spacingUseSystem` asks for the system spacing (8 points).
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.view === arrangedSubview }
        if spacing != UIStackView.spacingUseDefault { customSpacings.append((arrangedSubview, spacing)) }
        changeSpec { _ in }
    }

    public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? UIStackView.spacingUseDefault
    }

    /// `UIStackView.spacingUseDefault` (UIKit's value, FLT_MAX): for
    /// `setCustomSpacing(_:after:)`, no custom spacing; as `spacing`, 0.
    public nonisolated static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// `UIStackView.spacingUseSystem` (UIKit's value, FLT_MIN), as `spacing` or a custom
    /// spacing: the system spacing between two sibling views, 8 points — what
    /// `constraint(equalToSystemSpacingAfter:multiplier: 1)` and VFL's `-` give. The
    /// property keeps the token (reading `spacing` gives `spacingUseSystem` back, as in
    /// UIKit); the layout uses 8, the same as a timeline stack's `"spacing": 8`. Apple's
    /// system spacing next to text depends on the font; here it is 8 everywhere.
    public nonisolated static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The points a spacing value stands for in the layout (the two tokens resolved).
    nonisolated static func resolvedSpacing(_ spacing: Double) -> Double {
        if spacing == spacingUseSystem.native { return VisualFormat.standardSiblingSpacing }
        if spacing == spacingUseDefault.native { return 0 }
        return spacing
    }

    /// UIKit takes a view that leaves the stack out of its arrangement.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
        customSpacings.removeAll { $0.view === subview }
    }

    /// The first visible arranged subview of a vertical stack, the tallest visible one of a
    /// horizontal stack (by natural height; the first of equals), as the engine aligns
    /// the stack's baselines; the stack itself when nothing is visible or before the
    /// stack is in a window.
    open override var forFirstBaselineLayout: UIView { baselineView(first: true) }

    /// The last visible arranged subview of a vertical stack; otherwise as
    /// `forFirstBaselineLayout`.
    open override var forLastBaselineLayout: UIView { baselineView(first: false) }

    private func baselineView(first: Bool) -> UIView {
        guard let host, let id = recordedName else { return self }
        host.flush()
        guard let name = host.player.baselineView(of: id, first: first), let v = host.views[name]?.view else { return self }
        return v
    }

    override func configureEngineSpec(_ spec: inout ViewSpec, names: (AnyObject) -> ViewID?) {
        var c = configuration
        c.spacing = Self.resolvedSpacing(c.spacing)
        c.arrangedSubviews = arrangedSubviews.compactMap { names($0) }
        var custom: [ViewID: Double] = [:]
        for (view, spacing) in customSpacings {
            if let name = names(view) { custom[name] = Self.resolvedSpacing(spacing.native) }
        }
        c.customSpacing = custom
        spec.stack = c
    }
}

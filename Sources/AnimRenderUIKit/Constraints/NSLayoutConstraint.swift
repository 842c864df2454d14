import Foundation
import Geometry
import Layout

/// UIKit's constraint: `firstItem.firstAttribute RELATION multiplier × secondItem.secondAttribute
/// + constant`, with a priority, an identifier and an active state.
///
/// Activating it (`isActive = true`, `activate`, `addConstraint`) finds the items'
/// nearest common ancestor, as UIKit does, and holds it there; inside a recording's
/// window it goes to the engine (at once, or when its views are installed). Items with no
/// common ancestor are UIKit's NSGenericException: the constraint stays inactive and
/// `Simulator.record` throws `UIKitError.noCommonAncestor`, naming both views.
///
/// In frames.json and the trace a constraint is named by its `identifier` as it was when
/// it reached the engine (a duplicate gets `#2`, `#3` …), else by the anchors it ties
/// (`card.top == root.safeArea.top`, `card.height == constant`); see docs/swift-api.md.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    open private(set) weak var firstItem: AnyObject?
    open private(set) var firstAttribute: Attribute
    open private(set) var relation: Relation
    open private(set) weak var secondItem: AnyObject?
    open private(set) var secondAttribute: Attribute
    open private(set) var multiplier: CGFloat

    open var constant: CGFloat {
        didSet { if constant != oldValue { host?.constraintConstantChanged(self) } }
    }
    /// A required ↔ optional change on an active constraint, which UIKit raises for, is
    /// refused and reported as `UIKitError.requiredPriorityChange` by `record`.
    open var priority: UILayoutPriority {
        didSet {
            guard priority != oldValue else { return }
            // UIKit raises on a required ↔ optional change of an installed constraint.
            if isActive, (priority == .required) != (oldValue == .required) {
                let change = (oldValue.rawValue, priority.rawValue)
                priority = oldValue
                UIKitError.raise(.requiredPriorityChange(constraint: debugName, from: change.0, to: change.1), in: host)
                return
            }
            host?.constraintPriorityChanged(self)
        }
    }
    /// Its name in frames.json and the trace as it is when the constraint reaches the engine
    /// (a duplicate gets `#2` …); UIKit only prints it.
    open var identifier: String?
    /// Kept for API parity; nothing is archived.
    open var shouldBeArchived = false

    /// `objc_setAssociatedObject`'s values for this object, released with it (guarded by
    /// the association table's lock).
    nonisolated(unsafe) var associatedValues: [UnsafeRawPointer: AssociatedValue] = [:]

    /// The view holding the constraint while it is active (the items' common ancestor).
    weak var holder: UIView?
    /// Whether the holder's `constraints` lists this constraint: false for what the engine
    /// keeps only for itself (a layout-support guide's sides and its edge at the safe area).
    var isListed = true
    /// The engine id while the constraint is in a recording's engine.
    var engineID: LayoutConstraintID?
    weak var host: PlaybackHost?
    /// When it was last activated (`ObjectClock`): constraints reach the engine in this order.
    var activationOrder = 0
    /// When it was made (`ObjectClock`): frames.json lists constraints in this order.
    let creationOrder: Int
    /// Where the code made it (`Module/File.swift`, line): its `source` in frames.json.
    /// Nil for a constraint made through a function value or by UIKit itself.
    var creationSite: SourceLocation?

    /// An empty constraint, as UIKit's `init()`: no items, so it can never be activated
    /// (activating it is UIKit's exception, reported as `UIKitError.invalidConstraint`).
    /// Subclasses (`class LayoutConstraint: NSLayoutConstraint {}`) inherit it and the item
    /// initialiser, as in UIKit.
    public override init() {
        creationOrder = ObjectClock.tick()
        firstAttribute = .notAnAttribute
        relation = .equal
        secondAttribute = .notAnAttribute
        multiplier = 1
        constant = 0
        priority = .required
        super.init()
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    /// A constraint UIKit refuses to create (a location against a constant, an x-axis
    /// attribute against a y-axis one) is UIKit's NSInvalidArgumentException: `record`
    /// throws `UIKitError.invalidConstraint` and the constraint never activates.
    ///
    /// UIKit's exact signature, for `NSLayoutConstraint.init(item:…constant:)` as a function
    /// value; a call picks the overload that also says where it was written (see
    /// `NSLayoutConstraint+callSite.swift`).
    @_disfavoredOverload
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(item: view1, attribute: attr1, relatedBy: relation, toItem: view2, attribute: attr2,
                  multiplier: multiplier, constant: c, writtenAt: nil)
    }

    /// The item initialiser, with where the code made the constraint (nil: nowhere to say).
    convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                     attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat, writtenAt site: SourceLocation?) {
        self.init()
        creationSite = site
        firstItem = Self.object(view1)
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map(Self.object)
        // With no second item there is no second attribute, whatever was passed: UIKit's
        // constraint reads `.notAnAttribute` (libraries pass the first attribute again).
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
        if let reason = creationProblem {
            isInvalid = true
            UIKitError.raise(.invalidConstraint(reason), in: nil)
        }
    }

    /// An item as an object: a view or a guide cast directly (`as AnyObject` on an `Any`
    /// goes through the bridging runtime call), anything else bridged as before.
    private static func object(_ item: Any) -> AnyObject {
        if let v = item as? UIView { return v }
        if let g = item as? UILayoutGuide { return g }
        return item as AnyObject
    }

    /// Set for a constraint that must never activate: one UIKit refuses to create, or a
    /// generated one. An empty one (`init()`) is refused when activated.
    var isInvalid = false

    /// A constraint the engine generated (autoresizing mask, content size, stack view),
    /// as `constraintsAffectingLayout(for:)` returns it: read-only, described as UIKit
    /// describes it.
    convenience init(generated: LayoutConstraint) {
        self.init()
        relation = Relation(generated.relation)
        priority = UILayoutPriority(generated.priority)
        identifier = generated.id.name
        generatedDescription = generated.uikitDescription
        isInvalid = true
    }

    /// UIKit's description of a generated constraint.
    var generatedDescription: String?

    /// The first item's anchor for `firstAttribute` (UIKit's `firstAnchor`).
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }

    /// The second item's anchor, nil for a constraint against a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard secondItem != nil, secondAttribute != .notAnAttribute else { return nil }
        return NSLayoutAnchor<AnyObject>(item: secondItem, attribute: secondAttribute)
    }

    /// Why UIKit would refuse to create this constraint, if it would.
    var creationProblem: String? {
        guard let a = firstAttribute.layoutAttribute else { return "the first attribute cannot be .notAnAttribute" }
        let firstItem = self.firstItem, secondItem = self.secondItem   // each weak item loaded once
        guard firstItem is UIView || firstItem is UILayoutGuide else { return "the first item must be a view or a layout guide" }
        let second = secondAttribute.layoutAttribute
        if secondItem == nil || second == nil || multiplier == 0 {
            guard a.isSize else {
                return "a constraint of \(firstAttribute) with no second item (or a multiplier of 0) sets a location equal to a constant; location attributes must be specified in pairs"
            }
            return nil
        }
        guard secondItem is UIView || secondItem is UILayoutGuide else { return "the second item must be a view or a layout guide" }
        // UIKit makes a constraint between positions of different axes (`left == top`: SnapKit's
        // tests activate one) and refuses it only when an engine takes it; the engine's own
        // check reports it then. Other bad pairs UIKit refuses at once.
        if let b = second, a.isSize || b.isSize || a.isHorizontal == b.isHorizontal,
           let problem = a.pairingProblem(with: b) { return problem }
        return nil
    }

    // MARK: Activation

    /// `true` holds it in the items' nearest common ancestor (UIKit's `addConstraint`) and, in a
    /// recording's window, puts it in the engine; `false` takes it out of the layout (see
    /// docs/swift-api.md for when its name is freed).
    open var isActive: Bool {
        get { holder != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { activate(holdingIn: nil) } else { deactivateNow() }
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    /// The views the items belong to (a guide's owning view).
    var itemViews: [UIView?] {
        [Self.view(of: firstItem)] + (secondItem == nil ? [] : [Self.view(of: secondItem)])
    }

    static func view(of item: AnyObject?) -> UIView? {
        if let v = item as? UIView { return v }
        return (item as? UILayoutGuide)?.owningView
    }

    /// Activates, held by `holder` (`addConstraint`) or by the items' nearest common
    /// ancestor; reports UIKit's exception when they have none.
    func activate(holdingIn explicit: UIView?) {
        guard !isInvalid else { return }
        // The items' views, each weak item loaded once (no array of them).
        let secondItem = self.secondItem
        guard let first = Self.view(of: firstItem) else {
            UIKitError.raise(.invalidConstraint("\(debugName): its first item is gone (or is a layout guide not added to a view)"), in: nil)
            return
        }
        var container = first
        if let secondItem {
            let secondView = Self.view(of: secondItem)
            guard let second = secondView, let common = UIView.nearestCommonAncestor(first, second) else {
                UIKitError.raise(.noCommonAncestor(constraint: debugName, first: first.debugName,
                                                   second: secondView?.debugName ?? "a guide not added to a view"),
                                 in: first.attachedHost ?? secondView?.attachedHost)
                return
            }
            container = common
        }
        // addConstraint(_:) on a view whose subtree lacks an item: UIKit refuses to install it.
        if let explicit, container !== explicit, !container.isDescendant(of: explicit) {
            UIKitError.raise(.unableToInstall(constraint: debugName, view: explicit.debugName),
                             in: explicit.attachedHost ?? first.attachedHost)
            return
        }
        let holder = explicit ?? container
        activationOrder = ObjectClock.tick()
        self.holder = holder
        holder.heldConstraints.append(self)
        holder.attachedHost?.constraintActivated(self)
    }

    func deactivateNow() {
        holder?.heldConstraints.removeAll { $0 === self }
        holder = nil
        host?.constraintDeactivated(self)
    }

    // MARK: Description

    /// How messages name the constraint: its identifier, else its equation.
    var debugName: String { identifier.map { "'\($0)'" } ?? equation(withConstant: true) }

    /// `card.top == root.safeArea.top + 20` (names as the engine knows the items).
    func equation(withConstant: Bool) -> String {
        let lhs = "\(Self.itemName(firstItem)).\(firstAttribute) \(relation.symbol)"
        guard let second = secondItem, secondAttribute != .notAnAttribute else {
            return lhs + " " + (withConstant ? constant.native.shortDescription : "constant")
        }
        var rhs = "\(Self.itemName(second)).\(secondAttribute)"
        if withConstant {
            if multiplier != 1 { rhs = "\(multiplier.native.shortDescription)*" + rhs }
            if constant != 0 { rhs += (constant < 0 ? " - " : " + ") + abs(constant.native).shortDescription }
        }
        return lhs + " " + rhs
    }

    static func itemName(_ item: AnyObject?) -> String {
        if let v = item as? UIView { return v.shortName }
        if let g = item as? UILayoutGuide { return g.debugName }
        return "nil"
    }

    /// UIKit's format with the engine's names for the items (`card.top == root.safeArea.top + 20`).
    open override var description: String {
        mainActorDescription(of: self) {
            if let generatedDescription { return generatedDescription }
            return "<NSLayoutConstraint: \(identifier.map { "'\($0)' " } ?? "")\(equation(withConstant: true))"
                + "\(priority == .required ? "" : " @\(priority.rawValue)")   (\(isActive ? "active" : "inactive"))>"
        }
    }
}

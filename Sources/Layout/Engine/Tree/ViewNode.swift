import Cassowary
import Geometry

/// The solver variables of one view: its untransformed layout rect in the superview's
/// coordinates, named as UIKit's engine names them (`card.minX`, `card.Width` …).
struct ViewVariables {
    let minX, minY, width, height: Variable
    var all: [Variable] { [minX, minY, width, height] }
    func variable(_ name: LayoutVariable) -> Variable {
        switch name {
        case .minX: return minX
        case .minY: return minY
        case .width: return width
        case .height: return height
        }
    }
    func origin(horizontal: Bool) -> Variable { horizontal ? minX : minY }
    func size(horizontal: Bool) -> Variable { horizontal ? width : height }
}

/// The engine's mutable state for one view. Lives in `LayoutEngine.nodes`; children are
/// kept as ordered id arrays so every walk of the tree is deterministic.
final class ViewNode {
    /// `layoutGuide`: a user `UILayoutGuide` of its `owner` (its `spec.parent`): a rect
    /// with variables like a view's, in the owner's coordinates, never laid out or drawn,
    /// and in no view's `subviews`.
    enum Role { case window, root, view, layoutGuide }

    var spec: ViewSpec { didSet { inputs.changed(); changes.note() } }
    let role: Role
    /// Creation order; also the view's fake address.
    let serial: Int
    /// Superviews above it: 0 for the window, 1 for the root view. A view never changes
    /// superview, so this is fixed at creation.
    let depth: Int
    /// The superview (a guide's owner), nil for the window: fixed at creation, as `depth`,
    /// and gone only with the whole subtree. Walks up the tree follow it instead of looking
    /// the superview up by name.
    let parentNode: ViewNode?
    /// The constraints UIKit derives from the view's own properties (intrinsic size,
    /// autoresizing mask, a scroll view's content size; the root view's encapsulated layout) that it has, in creation
    /// order: kept by `syncGeneratedConstraints`, the only maker of them. One deleted
    /// elsewhere (its view or guide removed) is no longer in the engine's `records`.
    var generatedRecords: [ConstraintRecord] = [] { didSet { changes.note() } }
    /// Every subview, installed or not, back to front: what `addSubview` and
    /// `removeFromSuperview` edit (see `refreshChildren`).
    var subviews: [ViewID] = [] { didSet { changes.note() } }
    /// The installed subviews, back to front: what every walk of the tree follows. A
    /// view whose `when` does not match the traits is left out, with its subtree.
    var children: [ViewID] = [] { didSet { changes.note() } }
    /// Whether the view is in the window: its own `when` matches the traits and its
    /// superview is in the window (kept by `refreshInstallation`). A layout guide is
    /// where its owner is.
    var isInstalled: Bool {
        get { owner?.isInstalled ?? installed }
        set { installed = newValue }
    }
    private var installed = true { didSet { if installed != oldValue { inputs.changed(); changes.note() } } }
    /// The view a layout guide belongs to; nil for views.
    weak var owner: ViewNode? { didSet { changes.note() } }
    /// nil only for the window, whose rect is fixed by the screen.
    let variables: ViewVariables?

    /// The rect Auto Layout computed (untransformed, superview coordinates). A view without
    /// variables (the window) is measured by it.
    var layoutRect: Rect {
        didSet {
            guard layoutRect != oldValue else { return }
            changes.note()
            if variables == nil { inputs.changed() }
        }
    }
    /// The model geometry layout applied: `center` in the superview, `bounds` own.
    var center: Point = .zero { didSet { if center != oldValue { changes.note() } } }
    /// A scroll view's bounds origin is its content offset, which expressions read.
    var bounds: Rect = .zero {
        didSet {
            guard bounds != oldValue else { return }
            changes.note()
            if bounds.origin != oldValue.origin, isScrollView { inputs.changed() }
        }
    }
    var safeAreaInsets: EdgeInsets = .zero { didSet { if safeAreaInsets != oldValue { inputs.changed(); changes.note() } } }
    /// With `preservesSuperviewLayoutMargins`: the part of the superview's margins guide
    /// insets the view's rect overlaps, set as the superview lays the view out.
    var superviewMarginInsets: EdgeInsets = .zero {
        didSet { if superviewMarginInsets != oldValue { inputs.changed(); changes.note() } }
    }

    /// A scroll view's content layout guide: its width and height (its origin is the
    /// content's origin, 0 in the scroll view's bounds).
    var contentVariables: (width: Variable, height: Variable)? { didSet { changes.note() } }
    /// A scroll view's `contentSize` as of the last pass (the content guide's solved size).
    var scrollContentSize: Size = .zero { didSet { if scrollContentSize != oldValue { changes.note() } } }
    /// A scroll view's `adjustedContentInset` when it last laid out its subviews; nil before.
    var appliedAdjustedInset: EdgeInsets? { didSet { if appliedAdjustedInset != oldValue { changes.note() } } }

    /// The label's text measured at its current wrapping width.
    var textMetrics: TextMetrics? { didSet { if textMetrics != oldValue { inputs.changed(); changes.note() } } }
    /// The intrinsic content size of the view's class (`ViewContent`), measured when the
    /// content or the text size changes; nil for a plain view.
    var contentSize: Size? { didSet { if contentSize != oldValue { inputs.changed(); changes.note() } } }
    /// The two-pass pattern: the width the last layout gave a wrapping label whose
    /// `preferredMaxLayoutWidth` is nil, or a view whose content `measuresAtLayoutWidth`.
    var automaticPreferredMaxLayoutWidth: Double? { didSet { if automaticPreferredMaxLayoutWidth != oldValue { changes.note() } } }
    /// The superview size the autoresizing constraints were generated against.
    var autoresizingBaseSize: Size = .zero { didSet { if autoresizingBaseSize != oldValue { inputs.changed(); changes.note() } } }
    /// The engine's own override of the view's layout methods (the `keepCenterOf`
    /// container correction), below any added with `addLayoutHooks`.
    var builtInHooks: ViewLayoutHooks? { didSet { changes.note() } }

    /// `frame` was set on this view although constraints place it: its `center` and
    /// `bounds` are not the engine's until its superview lays it out again.
    var isDisplaced = false { didSet { if isDisplaced != oldValue { changes.note() } } }
    var needsLayout = true { didSet { if needsLayout != oldValue { changes.note() } } }
    var needsUpdateConstraints = true { didSet { if needsUpdateConstraints != oldValue { changes.note() } } }
    var ambiguousVariables: [Variable] = [] { didSet { changes.note() } }

    /// The engine's count of expression inputs (`ExpressionInputs`), bumped by the setters
    /// above.
    let inputs: ExpressionInputs
    /// The engine's count of changes a frame can see (`EngineChanges`), bumped by every
    /// setter above.
    let changes: EngineChanges

    init(spec: ViewSpec, role: Role, serial: Int, parent: ViewNode?, variables: ViewVariables?, layoutRect: Rect,
         inputs: ExpressionInputs, changes: EngineChanges) {
        self.spec = spec; self.role = role; self.serial = serial; self.variables = variables
        parentNode = parent
        depth = parent.map { $0.depth + 1 } ?? 0
        self.layoutRect = layoutRect; self.inputs = inputs; self.changes = changes
    }

    var id: ViewID { spec.id }
    var isScrollView: Bool { spec.scroll != nil }

    /// The view's effective layout direction (`effectiveUserInterfaceLayoutDirection`),
    /// kept by `refreshLayoutDirections`; a layout guide's is its owner's.
    var layoutDirection: LayoutDirection {
        get { owner?.layoutDirection ?? direction }
        set { direction = newValue }
    }
    private var direction: LayoutDirection = .leftToRight { didSet { if direction != oldValue { inputs.changed(); changes.note() } } }

    /// `layoutMargins` on the screen's sides: the directional margins resolved in the
    /// view's own layout direction when they are set.
    var layoutMargins: EdgeInsets {
        spec.directionalLayoutMargins?.resolved(in: layoutDirection) ?? spec.layoutMargins
    }

    /// `layoutMarginsGuide` insets: the margins, measured from the safe area when the
    /// view says so (UIKit's `insetsLayoutMarginsFromSafeArea`, true by default); with
    /// `preservesSuperviewLayoutMargins`, on each side at least as far in as the
    /// superview's margins reach into the view (UIKit's "smallest amount needed to ensure
    /// that content is also inside the superview's margins").
    var marginInsets: EdgeInsets {
        let m = layoutMargins
        let s = spec.insetsLayoutMarginsFromSafeArea ? safeAreaInsets : .zero
        let own = EdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        guard spec.preservesSuperviewLayoutMargins, role == .view else { return own }
        let p = superviewMarginInsets
        return EdgeInsets(top: max(own.top, p.top), left: max(own.left, p.left),
                          bottom: max(own.bottom, p.bottom), right: max(own.right, p.right))
    }

    /// The intrinsic content size per axis; nil where the view has no intrinsic metric.
    func intrinsicMetric(horizontal: Bool) -> Double? {
        if let s = spec.intrinsicContentSize {
            let v = horizontal ? s.width : s.height
            return v < 0 ? nil : v
        }
        if let s = contentSize {
            let v = horizontal ? s.width : s.height
            return v < 0 ? nil : v
        }
        guard let metrics = textMetrics else { return nil }
        return horizontal ? metrics.size.width : metrics.size.height
    }

    /// The wrapping width a label measures at: explicit, else the one layout gave it.
    var effectivePreferredMaxLayoutWidth: Double? {
        guard spec.numberOfLines != 1 else { return nil }
        return spec.preferredMaxLayoutWidth ?? automaticPreferredMaxLayoutWidth
    }
}

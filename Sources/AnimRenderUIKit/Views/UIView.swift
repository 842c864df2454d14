import Foundation
import Geometry
import Layout
import Playback

/// UIKit's view, laid out and animated by animrender's engine: the same names, signatures
/// and meanings as UIKit's for layout and animation.
///
/// A view keeps its own properties (the model UIKit would keep) and, while it is part of
/// a recording's window, mirrors every change into the engine; its geometry is then the
/// engine's (`frame`, `bounds`, `center` read the model layout, as in UIKit). A view joins
/// the engine — is *installed* — at the first layout pass, animation block or run-loop turn
/// after it is added to the window's hierarchy, so properties set right after
/// `addSubview` (an `accessibilityIdentifier`) count; see `docs/swift-api.md` for how it
/// is named in frames.json.
///
/// Differences from UIKit: no drawing, touches, gestures or responder chain; a view
/// outside a recording's window is never laid out (`layoutIfNeeded()` does nothing there).
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// `UIView.noIntrinsicMetric`: "no intrinsic size in this axis".
    public nonisolated static let noIntrinsicMetric: CGFloat = -1
    public nonisolated static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A large size (10⁷ points a side) that `systemLayoutSizeFitting` shrinks from.
    public nonisolated static let layoutFittingExpandedSize = CGSize(width: 1e7, height: 1e7)


    // MARK: Hierarchy

    public internal(set) weak var superview: UIView?
    public internal(set) var subviews: [UIView] = []

    // MARK: The model

    /// Layout properties as the engine takes them (id and parent are filled in when the
    /// view is installed).
    var spec: ViewSpec
    var appearance: ViewAppearance
    /// Geometry while not installed (installed views read the engine's).
    var detachedCenter: CGPoint
    var detachedBounds: CGRect
    /// Layout flags while not installed.
    var detachedNeedsLayout = true

    /// The id the view has in the engine, frames.json and the trace, once installed.
    public internal(set) var recordedName: ViewID?
    weak var host: PlaybackHost?
    /// The engine of the hierarchy this view is the top of (a window, or a detached view
    /// that was laid out): made on first need, it lives as long as the view heads it.
    var ownedHost: PlaybackHost?
    /// The overridden layout methods running now, innermost last (their `super`).
    var layoutCalls: [LayoutHookCall] = []
    /// Constraints this view holds (activated with it as the items' nearest common
    /// ancestor, or added with `addConstraint`), in the order they were added.
    var heldConstraints: [NSLayoutConstraint] = []
    /// Guides added with `addLayoutGuide`, in order.
    public internal(set) var layoutGuides: [UILayoutGuide] = []
    lazy var systemGuides = (safeArea: UILayoutGuide(kind: .safeArea, owner: self),
                             margins: UILayoutGuide(kind: .margins, owner: self))
    /// Whether the margins were set (the root view's default is the system's, not 8).
    var rootMarginsSet = false
    /// The view controller whose view this is.
    weak var viewController: UIViewController?

    /// Its name in frames.json, the trace and the overlays when set before the view joins the
    /// engine (docs/swift-api.md, "Names in frames.json").
    public var accessibilityIdentifier: String?
    /// The name a container gives the view for its place in it (a collection view's cell:
    /// `grid.cell3`, a table's `list.cell3`), before any other naming rule (docs/collections.md).
    var assignedName: String? {
        didSet { (self as? UICollectionViewCell)?.contentView.assignedName = assignedName.map { $0 + ".contentView" } }
    }
    public var tag: Int = 0
    /// Kept for API parity: there are no touches in a recording.
    public var isUserInteractionEnabled = true
    /// The view's own tint, else its superview's, else `systemBlue` (UIKit's default): never
    /// nil when read. Setting it calls `tintColorDidChange()` on the view and on the
    /// subviews that inherit it. Not drawn (a system button's title is `systemBlue`).
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue; tintDidChange() }
    }
    private var ownTintColor: UIColor?
    /// `.automatic` by default; kept (nothing is dimmed).
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic { didSet { tintDidChange() } }
    /// Called when the tint changes, as in UIKit.
    open func tintColorDidChange() {}
    private func tintDidChange() {
        tintColorDidChange()
        for v in subviews where v.ownTintColor == nil { v.tintDidChange() }
    }

    public let layer: CALayer
    /// When it was made (`ObjectClock`): its generated constraints are listed there.
    let creationOrder: Int

    public init(frame: CGRect) {
        creationOrder = ObjectClock.tick()
        let r = frame.rect
        spec = ViewSpec(id: "", parent: "", translatesAutoresizingMaskIntoConstraints: true, frame: r)
        appearance = ViewAppearance()
        detachedCenter = CGPoint(x: frame.midX, y: frame.midY)
        detachedBounds = CGRect(origin: .zero, size: frame.size)
        layer = CALayer()
        super.init()
        layer.owner = self
    }

    /// `init(frame: .zero)`, as UIKit's `init()`; a subclass that overrides `init(frame:)`
    /// is made by `init()` through its override.
    public override convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        creationOrder = ObjectClock.tick()
        spec = ViewSpec(id: "", parent: "", translatesAutoresizingMaskIntoConstraints: true, frame: .zero)
        appearance = ViewAppearance()
        detachedCenter = .zero
        detachedBounds = .zero
        layer = CALayer()
        super.init()
        layer.owner = self
    }

    /// The view's controller if it is a controller's view, else its superview (UIKit's).
    open override var next: UIResponder? { viewController ?? superview }

    /// The window the view is in, if it is in one.
    public var window: UIWindow? {
        var cursor: UIView? = self
        while let v = cursor {
            if let w = v as? UIWindow { return w }
            cursor = v.superview
        }
        return nil
    }

    /// Installed in a recording's engine (the view has a `recordedName` there).
    var isInstalled: Bool { recordedName != nil && host != nil }

    /// The class name UIKit's messages print (`UILabel`, or the user's subclass). Made once:
    /// naming a view compares it with every same-parent sibling's.
    private(set) lazy var className = String(describing: type(of: self))

    // MARK: Overridable (subclasses override these; extensions cannot be overridden)

    /// Lays out subviews. UIKit's implementation — what `super.layoutSubviews()` runs —
    /// gives each subview the frame the engine solved; override to adjust after it.
    open func layoutSubviews() {
        layoutCalls.last?.callSuper()
    }

    /// Updates the view's constraints; call `super.updateConstraints()` last, as UIKit requires.
    open func updateConstraints() {
        layoutCalls.last?.callSuper()
    }

    /// The size the view's content wants, `UIView.noIntrinsicMetric` in an axis without
    /// one. Call `invalidateIntrinsicContentSize()` when what it returns changes.
    /// A control's (`UISwitch`, …) is its class's, measured as the engine measures it.
    open var intrinsicContentSize: CGSize {
        if spec.content != .plain { return contentIntrinsicSize }
        return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Called when the trait collection changed (a rotation between size classes, a new
    /// text size), inside the change's animation.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Not read: a view joins Auto Layout when it has constraints, whatever this says.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Adds `view` on top of the subviews, taking it from its superview first (the
    /// hierarchy methods are open, as UIKit's: a subclass overrides them and calls `super`;
    /// UIView+hierarchy.swift does the work).
    open func addSubview(_ view: UIView) { place(view, at: subviews.count) }
    open func insertSubview(_ view: UIView, at index: Int) { place(view, at: index) }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { place(view, aboveSubview: siblingSubview) }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { place(view, belowSubview: siblingSubview) }
    open func bringSubviewToFront(_ view: UIView) { bringToFront(view) }
    open func sendSubviewToBack(_ view: UIView) { sendToBack(view) }
    /// Takes the view out of its superview and window (its constraints to views outside
    /// its subtree are deactivated, as UIKit removes them).
    open func removeFromSuperview() { detachFromSuperview() }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    /// Where Auto Layout's alignment rect is inside the frame (UIKit's default: zero).
    /// Override it, as in UIKit; the engine reads it when the view is installed or changes.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The view whose baseline a constraint on this view's `firstBaseline` uses. UIKit's
    /// default returns `forLastBaselineLayout`; a stack view returns its baseline view.
    /// The engine reads a view's own text (a label's) and a stack's rule, not an override
    /// of this property in a subclass of yours.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

    /// The view whose baseline a constraint on this view's `lastBaseline` uses: the view
    /// itself (UIKit's default; a label has baselines of its own, a view without text has
    /// them at its bottom); a stack view returns its baseline view.
    open var forLastBaselineLayout: UIView { self }

    /// The part of the window's safe area this view overlaps, as of the last layout. An
    /// override changes what code reads, as in UIKit; the layout uses the view's own value.
    open var safeAreaInsets: UIEdgeInsets { layoutSafeAreaInsets }

    /// Called when `safeAreaInsets` changed, before the view's `layoutSubviews` (and its
    /// controller's `viewSafeAreaInsetsDidChange()` after it), as in UIKit.
    open func safeAreaInsetsDidChange() {}
    /// The safe area `safeAreaInsetsDidChange()` was last called for.
    var notifiedSafeAreaInsets: UIEdgeInsets = .zero

    /// Its controller's `additionalSafeAreaInsets`, given to the engine (which lays the
    /// superview out again: it is where the safe area is handed down).
    func applyAdditionalSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard spec.additionalSafeAreaInsets != insets.edgeInsets else { return }
        changeSpec { $0.additionalSafeAreaInsets = insets.edgeInsets }
    }

    /// Called when `layoutMargins` changed (overridable as in UIKit).
    open func layoutMarginsDidChange() {}

    /// The size that fits `size`; UIKit's default returns the view's current size
    /// (`bounds.size`), and views with content (a label) override it.
    /// A control's is its intrinsic size (the current size in an axis without one).
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        guard spec.content != .plain else { return bounds.size }
        let s = contentIntrinsicSize
        return CGSize(width: s.width < 0 ? bounds.width : s.width, height: s.height < 0 ? bounds.height : s.height)
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame's origin.
    open func sizeToFit() {
        var f = frame
        f.size = sizeThatFits(bounds.size)
        frame = f
    }

    /// Never called: nothing is drawn by the view's code here (the renderer draws its
    /// properties). Declared so that views that draw compile.
    open func draw(_ rect: CGRect) {}
    /// Nothing to redraw (`draw(_:)` is never called); declared so that views that draw compile.
    open func setNeedsDisplay() {}
    open func setNeedsDisplay(_ rect: CGRect) {}
    /// True by default, as UIKit's; kept (the renderer composites every view with its alpha).
    open var isOpaque = true
    /// `.scaleToFill` by default; an image view draws its image by it, other views keep it.
    open var contentMode: ContentMode = .scaleToFill

    /// Accessibility attributes (UIKit declares them on NSObject): kept and read back.
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var isAccessibilityElement = false
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// A text field's or text view's `UITextInputTraits` values (UITextInputTraits.swift).
    var textInputTraitValues = TextInputTraitValues()

    // MARK: Hit-testing

    /// `hitTest(_:with:)` as Apple documents it: the farthest descendant containing
    /// `point` (in this view's coordinates), front-most subviews first; nil when the view is
    /// hidden, has user interaction disabled or an alpha below 0.01, or when
    /// `point(inside:with:)` says the point is outside it (a subview sticking out of its
    /// superview is not hit there). Override either, as on iOS; nothing calls them but your code.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// Leaving the engine (`name` in `engine`), the view keeps its last model geometry, as a
    /// view removed from a window keeps its frame (a scroll view also its content size).
    func keepGeometry(from player: Player, name: ViewID) {
        guard let l = player.layout(of: name) else { return }
        detachedCenter = CGPoint(l.center)
        detachedBounds = CGRect(l.bounds)
    }

    /// A subclass's own part of the engine's spec (a label's text, a stack's arrangement).
    func configureEngineSpec(_ spec: inout ViewSpec, names: (AnyObject) -> ViewID?) {}

    /// What the engine is told the intrinsic size is: the overridable
    /// `intrinsicContentSize` (nil where neither axis has a metric).
    var engineIntrinsicContentSize: Size? {
        let s = intrinsicContentSize
        // A control's own size is measured by the engine (again when the text size
        // changes); only a subclass that overrides it to something else is told.
        if spec.content != .plain { return s == contentIntrinsicSize ? nil : s.size }
        if s.width < 0 && s.height < 0 { return nil }
        return s.size
    }

    // MARK: Geometry and look (open, as UIKit's: `override var bounds { didSet { … } }`)

    // Frame, bounds, center and transform with UIKit's meanings. While installed they are
    // the engine's model values (what layout last applied, not what is on screen mid-
    // animation, as in UIKit). Setting `frame`, `center` or `bounds` of a view that
    // translates its autoresizing mask moves its autoresizing constraints; of a view placed
    // by constraints it moves the view until its superview next lays it out (the engine
    // notes this in the trace: change constraints instead).
    open var frame: CGRect {
        get { installedLayout.map { CGRect($0.frame) } ?? detachedFrame }
        set {
            if spec.translatesAutoresizingMaskIntoConstraints { spec.frame = newValue.rect }
            guard let host, let id = recordedName else {
                let g = ViewGeometry.place(newValue.rect, transform: spec.transform, anchorPoint: spec.anchorPoint, style: .modern)
                let oldSize = detachedBounds.size
                detachedCenter = CGPoint(g.center)
                detachedBounds = CGRect(origin: detachedBounds.origin, size: CGSize(g.bounds.size))
                autoresizeDetachedSubviews(from: oldSize)
                return
            }
            host.setFrame(newValue.rect, of: self, id: id)
        }
    }

    open var bounds: CGRect {
        get { installedLayout.map { CGRect($0.bounds) } ?? detachedBounds }
        set { move(center: nil, bounds: newValue) }
    }

    open var center: CGPoint {
        get { installedLayout.map { CGPoint($0.center) } ?? detachedCenter }
        set { move(center: newValue, bounds: nil) }
    }

    /// Sets `center` or `bounds`: a frame-driven view's autoresizing constraints follow
    /// (through `frame`); a constraint-driven one moves until its superview lays it out.
    func move(center newCenter: CGPoint?, bounds newBounds: CGRect?) {
        guard let host, let id = recordedName else {
            let oldSize = detachedBounds.size
            if let newCenter { detachedCenter = newCenter }
            if let newBounds { detachedBounds = newBounds }
            if spec.translatesAutoresizingMaskIntoConstraints { spec.frame = detachedFrame.rect }
            autoresizeDetachedSubviews(from: oldSize)
            return
        }
        if spec.translatesAutoresizingMaskIntoConstraints {
            frame = Self.frame(center: newCenter ?? center, size: (newBounds ?? bounds).size, anchor: layer.anchorPoint)
        } else if let newCenter {
            host.perform { try $0.player.setCenter(newCenter.point, of: id) }
        } else if let newBounds {
            host.perform { try $0.player.setBounds(newBounds.rect, of: id) }
        }
    }

    /// The untransformed frame around `center` (what a frame-driven view's constraints say).
    static func frame(center: CGPoint, size: CGSize, anchor: CGPoint) -> CGRect {
        CGRect(x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height, width: size.width, height: size.height)
    }

    open var transform: CGAffineTransform {
        get { CGAffineTransform(spec.transform) }
        set { changeSpec { $0.transform = newValue.geometry } }
    }

    open var alpha: CGFloat {
        get { CGFloat(appearance.alpha) }
        set { changeAppearance { $0.alpha = min(1, max(0, newValue.native)) } }
    }

    /// Subviews are clipped to the bounds (rounded by the corner radius), as drawn.
    open var clipsToBounds: Bool {
        get { appearance.clipsToBounds }
        set { changeAppearance { $0.clipsToBounds = newValue } }
    }

    /// A window shown this way (`isHidden = false`) has its first display, as
    /// `makeKeyAndVisible()`.
    open var isHidden: Bool {
        get { spec.isHidden }
        set {
            changeSpec { $0.isHidden = newValue }
            if !newValue, let window = self as? UIWindow { window.didBecomeVisible() }
        }
    }

    /// nil is UIKit's default: no background.
    open var backgroundColor: UIColor? {
        get { appearance.backgroundColor.map { UIColor(dynamic: $0) } }
        set { changeAppearance { $0.backgroundColor = newValue?.dynamic } }
    }

    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { spec.translatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != spec.translatesAutoresizingMaskIntoConstraints else { return }
            let current = frame.rect
            changeSpec {
                $0.translatesAutoresizingMaskIntoConstraints = newValue
                $0.frame = newValue ? current : nil
            }
        }
    }

    open var autoresizingMask: AutoresizingMask {
        get { AutoresizingMask(spec.autoresizingMask) }
        set { changeSpec { $0.autoresizingMask = newValue.geometry } }
    }

    /// Not UIKit's format: the class, the name in the recording and the frame.
    open override var description: String {
        mainActorDescription(of: self) { "<\(className): \(recordedName ?? "not in a window"); frame = \(frame.rect)>" }
    }
}

import Foundation
import Geometry
import Layout
import Playback

/// UIKit's scroll view, laid out by the engine (docs/swift-api.md, "Scroll views"):
/// `contentOffset` is `bounds.origin`; constraints to `contentLayoutGuide` (or, from the
/// content, to the scroll view's edges) decide `contentSize`; views pinned to
/// `frameLayoutGuide` stay put while the content scrolls; `adjustedContentInset` takes in
/// the safe area as `contentInsetAdjustmentBehavior` says; a scroll view resting at its top
/// stays at its top when that inset changes (a full-screen scroll view under a notch starts
/// at `contentOffset.y == -safeAreaInsets.top`). `setContentOffset(_:animated: true)` and
/// `scrollRectToVisible(_:animated: true)` scroll on the recording's clock (0.33 s at a
/// constant rate), laying out every frame; the indicators show while the content moves.
/// Clips its subviews by default, as UIKit's does.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// UIKit's raw values.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes = 1, never = 2, always = 3
    }

    /// Told as the content scrolls.
    open weak var delegate: UIScrollViewDelegate?

    /// The content area: constraints to it decide `contentSize`.
    public private(set) lazy var contentLayoutGuide = UILayoutGuide(kind: .content, owner: self)
    /// The scroll view's frame, fixed on screen.
    public private(set) lazy var frameLayoutGuide = UILayoutGuide(kind: .frame, owner: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent(of: .scrollView)
        appearance.clipsToBounds = ViewClass.scrollView.clipsToBoundsByDefault
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent(of: .scrollView)
        appearance.clipsToBounds = ViewClass.scrollView.clipsToBoundsByDefault
    }

    /// The engine's scroll state while installed, else the last one it had.
    private var keptScrollLayout: ScrollLayout?
    var scrollLayout: ScrollLayout? {
        if let name = recordedName, let host { return host.player.scrollLayout(of: name) }
        return keptScrollLayout
    }

    override func keepGeometry(from player: Player, name: ViewID) {
        super.keepGeometry(from: player, name: name)
        keptScrollLayout = player.scrollLayout(of: name)
    }

    var scrollConfiguration: ScrollContent {
        get { spec.scroll ?? ScrollContent() }
        set { changeSpec { $0.scroll = newValue } }
    }

    /// As of the last layout when in a window; before, what was set.
    open var contentSize: CGSize {
        get {
            if let s = scrollLayout { return CGSize(s.contentSize) }
            return CGSize(scrollConfiguration.contentSize ?? .zero)
        }
        set {
            keptScrollLayout?.contentSize = newValue.size
            scrollConfiguration.contentSize = newValue.size
        }
    }

    /// `bounds.origin`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to `contentOffset`; animated, on the recording's clock (each frame sets the
    /// offset and lays out, as UIKit's scroll animation does). UIKit does not clamp it.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard let host, let name = recordedName else {
            detachedBounds.origin = contentOffset
            delegate?.scrollViewDidScroll(self)
            return
        }
        host.flush()
        host.perform { try $0.player.setContentOffset(contentOffset.point, of: name, animated: animated && $0.isRecording) }
        if !(animated && host.isRecording) { delegate?.scrollViewDidScroll(self) }
    }

    /// Scrolls the least that shows `rect` (in the scroll view's own coordinates, its
    /// content's) inside the bounds less `adjustedContentInset`.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard let host, let name = recordedName else { return }
        host.flush()
        host.perform { try $0.player.scrollRectToVisible(rect.rect, in: name, animated: animated && $0.isRecording) }
        if !(animated && host.isRecording) { delegate?.scrollViewDidScroll(self) }
    }

    /// The indicators show for a moment.
    open func flashScrollIndicators() {
        guard let host, let name = recordedName else { return }
        host.perform { try $0.player.flashScrollIndicators(name) }
    }

    open var contentInset: UIEdgeInsets {
        get { UIEdgeInsets(scrollConfiguration.contentInset) }
        set { scrollConfiguration.contentInset = newValue.edgeInsets }
    }

    /// `contentInset` with the safe area the adjustment behaviour takes in, as of the last layout.
    open var adjustedContentInset: UIEdgeInsets {
        if let s = scrollLayout { return UIEdgeInsets(s.adjustedContentInset) }
        return contentInset
    }

    /// Called when `adjustedContentInset` changed (overridable as in UIKit; not called here yet).
    open func adjustedContentInsetDidChange() {}

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { ContentInsetAdjustmentBehavior(scrollConfiguration.contentInsetAdjustmentBehavior) }
        set { scrollConfiguration.contentInsetAdjustmentBehavior = newValue.layoutBehavior }
    }

    open var alwaysBounceVertical: Bool {
        get { scrollConfiguration.alwaysBounceVertical }
        set { scrollConfiguration.alwaysBounceVertical = newValue }
    }
    open var alwaysBounceHorizontal: Bool {
        get { scrollConfiguration.alwaysBounceHorizontal }
        set { scrollConfiguration.alwaysBounceHorizontal = newValue }
    }
    open var showsVerticalScrollIndicator: Bool {
        get { scrollConfiguration.showsVerticalScrollIndicator }
        set { scrollConfiguration.showsVerticalScrollIndicator = newValue }
    }
    open var showsHorizontalScrollIndicator: Bool {
        get { scrollConfiguration.showsHorizontalScrollIndicator }
        set { scrollConfiguration.showsHorizontalScrollIndicator = newValue }
    }

    /// Kept for API parity: there are no touches in a recording.
    open var isScrollEnabled = true
    open var bounces = true
    open var isPagingEnabled = false
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Kept for API parity: the indicators are drawn inside `adjustedContentInset`.
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// UIKit's raw values.
    public enum KeyboardDismissMode: Int, Sendable { case none = 0, onDrag = 1, interactive = 2 }

    /// `UIScrollView.DecelerationRate`: kept (nothing decelerates without touches).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
    open var decelerationRate: DecelerationRate = .normal
    open var isDirectionalLockEnabled = false
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    /// False: nothing drags, tracks, decelerates or zooms by touch here.
    open var isDragging: Bool { false }
    open var isTracking: Bool { false }
    open var isDecelerating: Bool { false }
    open var isZooming: Bool { false }
    open var isZoomBouncing: Bool { false }
    open var bouncesZoom = true

    // MARK: Zooming

    /// 1 by default, as UIKit's; zooming needs a maximum above the minimum.
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    private var storedZoomScale: CGFloat = 1

    /// The scale of the delegate's `viewForZooming(in:)` view (1 by default). Setting it
    /// pins it to `minimumZoomScale…maximumZoomScale` and scales that view about its
    /// top-left corner (it sits at the content's origin, scaled by the transform), and the
    /// content size becomes the scaled view's, as UIKit's zooming does; with no view to
    /// zoom nothing changes (Apple: "For zooming and panning to work, the delegate must
    /// implement … viewForZooming(in:)").
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Inside `UIView.animate` (or animated) the view's transform and the content size
    /// change with the block's animation.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let zoomed = delegate?.viewForZooming(in: self), zoomed.superview === self else { return }
        let pinned = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        delegate?.scrollViewWillBeginZooming(self, with: zoomed)
        storedZoomScale = pinned
        let apply = {
            zoomed.transform = CGAffineTransform(scaleX: pinned, y: pinned)
            let size = zoomed.bounds.size
            zoomed.center = CGPoint(x: size.width * pinned / 2, y: size.height * pinned / 2)
            self.contentSize = CGSize(width: size.width * pinned, height: size.height * pinned)
        }
        if animated { UIView.animate(withDuration: 0.3, animations: apply) } else { apply() }
        delegate?.scrollViewDidZoom(self)
        delegate?.scrollViewDidEndZooming(self, with: zoomed, atScale: pinned)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates) fills the bounds as far as the
    /// scale limits allow, and scrolls its origin to the top-left.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
        setContentOffset(CGPoint(x: rect.minX * zoomScale, y: rect.minY * zoomScale), animated: animated)
    }
}

/// What a scroll view tells its delegate (every method optional, as in UIKit).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view `zoomScale` scales (nil: the scroll view does not zoom).
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Never called: nothing drags, decelerates or taps the status bar here.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

extension UIScrollView.ContentInsetAdjustmentBehavior {
    init(_ b: Geometry.ContentInsetAdjustmentBehavior) {
        switch b {
        case .automatic: self = .automatic
        case .scrollableAxes: self = .scrollableAxes
        case .never: self = .never
        case .always: self = .always
        }
    }

    var layoutBehavior: Geometry.ContentInsetAdjustmentBehavior {
        switch self {
        case .automatic: return .automatic
        case .scrollableAxes: return .scrollableAxes
        case .never: return .never
        case .always: return .always
        }
    }
}

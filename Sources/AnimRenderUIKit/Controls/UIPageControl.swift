import Foundation
import Geometry

/// UIKit's page control: a row of page indicators, 26 pt tall and as wide as its pages
/// (16 pt each plus 12 pt at each end), the current one highlighted.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContent(of: .pageControl)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContent(of: .pageControl)
    }

    private var content: PageControlContent {
        get { if case .pageControl(let p) = spec.content { return p } else { return PageControlContent() } }
        set { changeContent { $0 = .pageControl(newValue) } }
    }

    public var numberOfPages: Int {
        get { content.numberOfPages }
        set { content.setNumberOfPages(newValue) }
    }
    /// Pinned to the pages there are.
    public var currentPage: Int {
        get { content.currentPage }
        set { content.setCurrentPage(newValue) }
    }
    public var hidesForSinglePage: Bool {
        get { content.hidesForSinglePage }
        set { content.hidesForSinglePage = newValue }
    }
    public var pageIndicatorTintColor: UIColor? {
        get { content.pageIndicatorTintColor.map { UIColor(dynamic: $0) } }
        set { content.pageIndicatorTintColor = newValue?.dynamic }
    }
    public var currentPageIndicatorTintColor: UIColor? {
        get { content.currentPageIndicatorTintColor.map { UIColor(dynamic: $0) } }
        set { content.currentPageIndicatorTintColor = newValue?.dynamic }
    }
    /// Whether the indicators' platter shows (`.automatic` by default). Kept, not drawn.
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Kept (there are no touches).
    open var allowsContinuousInteraction = true
    /// Kept, not drawn (pages are dots).
    open var preferredIndicatorImage: UIImage?
    private var pageImages: [Int: UIImage] = [:]
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { pageImages[page] = image }
    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] }

    /// `UIPageControl.BackgroundStyle`, UIKit's raw values.
    public enum BackgroundStyle: Int, Sendable { case automatic = 0, prominent, minimal }

    /// `size(forNumberOfPages:)`: the size the control needs to show that many pages.
    public func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(ControlMetrics.pageControlSize(forNumberOfPages: pageCount))
    }
}

/// `UIScrollView`: the properties layout and drawing read, with UIKit's defaults:
/// no content size set (the content layout guide's constraints decide it), no content
/// inset, `automatic` inset adjustment, no bouncing forced, both indicators shown.
///
/// `contentOffset` is not here: it is the scroll view's `bounds.origin`, geometry the
/// engine keeps (and layout may adjust), as UIKit keeps it in the view's bounds.
public struct ScrollContent: Hashable, Sendable {
    /// `contentSize` as set; nil leaves it to the constraints on the content layout guide
    /// (which win over a set size when they decide it, as in UIKit).
    public var contentSize: Size?
    public var contentInset: EdgeInsets
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    public var alwaysBounceVertical: Bool
    public var alwaysBounceHorizontal: Bool
    public var showsVerticalScrollIndicator: Bool
    public var showsHorizontalScrollIndicator: Bool

    public init(contentSize: Size? = nil, contentInset: EdgeInsets = .zero,
                contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
                alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false,
                showsVerticalScrollIndicator: Bool = true, showsHorizontalScrollIndicator: Bool = true) {
        self.contentSize = contentSize; self.contentInset = contentInset
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.alwaysBounceVertical = alwaysBounceVertical; self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.showsVerticalScrollIndicator = showsVerticalScrollIndicator
        self.showsHorizontalScrollIndicator = showsHorizontalScrollIndicator
    }
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`: how the safe area joins the content
/// inset in `adjustedContentInset`. Raw values are UIKit's names; the order is UIKit's.
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Hashable, Sendable {
    case automatic, scrollableAxes, never, always
}
